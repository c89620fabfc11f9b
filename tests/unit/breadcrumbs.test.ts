import { describe, expect, it } from "vitest";
import { breadcrumbs, segmentLabel } from "../../src/lib/breadcrumbs";
import { listPage, paths } from "../../src/paths";

describe("segmentLabel", () => {
  it.each([
    ["pricing", "Pricing"],
    ["how-to-pick-an-itad-vendor", "How To Pick An ITAD Vendor"],
    ["data-halls", "Data Halls"],
    ["author", "Author"],
  ])("title-cases %s as %s", (segment, label) => {
    expect(segmentLabel(segment)).toBe(label);
  });
});

describe("breadcrumbs", () => {
  // A made-up site: the services overview and one service, the blog and one post, each with its label.
  const service = paths.service({ slug: "a-service" });
  const post = paths["blog-post"]({ slug: "x" });
  const author = paths["blog-author"]({ slug: "ada-byron" });
  /** The segment of an author's path between the blog's and the author's slug: no page of its own. */
  const authorFolder = author.split("/").at(-2) ?? "";
  const pages = new Map([
    [paths.services, { crumb: "All Services" }],
    [service, { crumb: "A Service & More" }],
    [paths.blog, { crumb: "Blog" }],
    [post, { crumb: "A Title" }],
  ]);
  const pageAt = (path: string) => pages.get(path);

  it("has no items on Home", () => {
    expect(breadcrumbs(paths.home, pageAt)).toEqual([]);
  });

  it("links every item but the last, which is the current page", () => {
    expect(breadcrumbs(service, pageAt)).toEqual([
      { label: "All Services", href: paths.services },
      { label: "A Service & More" },
    ]);
  });

  it("does not link segments that are not pages", () => {
    expect(breadcrumbs(author, pageAt)).toEqual([
      { label: "Blog", href: paths.blog },
      { label: segmentLabel(authorFolder) },
      { label: "Ada Byron" },
    ]);
  });

  it("ends a list's numbered page in one item, 'Page N', and links the list", () => {
    expect(breadcrumbs(listPage(paths.blog, 12), pageAt)).toEqual([
      { label: "Blog", href: paths.blog },
      { label: "Page 12" },
    ]);
    expect(breadcrumbs(listPage(author, 2), pageAt)).toEqual([
      { label: "Blog", href: paths.blog },
      { label: segmentLabel(authorFolder) },
      { label: "Ada Byron", href: author },
      { label: "Page 2" },
    ]);
  });

  it("uses the page's own label for the last item when given", () => {
    expect(breadcrumbs(post, pageAt).at(-1)).toEqual({ label: "A Title" });
  });
});
