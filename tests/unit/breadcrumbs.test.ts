import { describe, expect, it } from "vitest";
import { breadcrumbs, segmentLabel } from "../../src/lib/breadcrumbs";

describe("segmentLabel", () => {
  it.each([
    ["services", "Services"],
    ["how-to-choose-an-itad-partner", "How To Choose An ITAD Partner"],
    ["data-center", "Data Center"],
    ["author", "Author"],
  ])("title-cases %s as %s", (segment, label) => {
    expect(segmentLabel(segment)).toBe(label);
  });
});

describe("breadcrumbs", () => {
  const pages = new Map([
    ["/services", { crumb: "Services" }],
    ["/services/data-security-erasure", { crumb: "Data Security & Erasure" }],
    ["/blog", { crumb: "Blog" }],
    ["/blog/x", { crumb: "A Title" }],
  ]);
  const pageAt = (path: string) => pages.get(path);

  it("has no items on Home", () => {
    expect(breadcrumbs("/", pageAt)).toEqual([]);
  });

  it("links every item but the last, which is the current page", () => {
    expect(breadcrumbs("/services/data-security-erasure", pageAt)).toEqual([
      { label: "Services", href: "/services" },
      { label: "Data Security & Erasure" },
    ]);
  });

  it("does not link segments that are not pages", () => {
    expect(breadcrumbs("/blog/author/ada-byron", pageAt)).toEqual([
      { label: "Blog", href: "/blog" },
      { label: "Author" },
      { label: "Ada Byron" },
    ]);
  });

  it("ends a list's numbered page in one item, 'Page N', and links the list", () => {
    expect(breadcrumbs("/blog/page/12", pageAt)).toEqual([
      { label: "Blog", href: "/blog" },
      { label: "Page 12" },
    ]);
    expect(breadcrumbs("/blog/author/ada-byron/page/2", pageAt)).toEqual([
      { label: "Blog", href: "/blog" },
      { label: "Author" },
      { label: "Ada Byron", href: "/blog/author/ada-byron" },
      { label: "Page 2" },
    ]);
  });

  it("uses the page's own label for the last item when given", () => {
    expect(breadcrumbs("/blog/x", pageAt).at(-1)).toEqual({ label: "A Title" });
  });
});
