import path from "node:path";
import { describe, expect, it } from "vitest";
import { madeImagePath, shareCardPath } from "../../build/3-assets/images";
import { outFiles } from "../../build/4-pages/out-files";
import { isActive } from "../../src/lib/active";
import { notFoundKind } from "../../src/lib/not-found";
import { countLabel } from "../../src/lib/plural";
import { relatedPosts } from "../../src/lib/related";
import { NAME_MAX_BYTES, utf8Length } from "../../src/lib/url";
import { IMAGE_FORMATS, IMAGE_WIDTHS } from "../../src/model/images";
import { authorSlug, categorySlug, categoryTitle, initials, SLUG_MAX } from "../../src/model/slugs";
import { paths } from "../../src/paths";
import { siteContent } from "../helpers";

/** The project's services (content/services.yaml), as loaded. */
const { services } = siteContent();

describe("slug rules (SPEC 2.8)", () => {
  it.each([
    ["Ada Lovelace", "ada-lovelace"],
    ["Grace  Hopper", "grace-hopper"],
    [" Jean Luc\tPicard ", "jean-luc-picard"],
  ])("author %j -> %s", (name, slug) => expect(authorSlug(name)).toBe(slug));

  it.each([
    ["Data Center", "data-center"],
    ["Security", "security"],
  ])("category %j -> %s", (category, slug) => expect(categorySlug(category)).toBe(slug));

  it.each([
    ["data-center", "Data Center"],
    ["security", "Security"],
    ["e-waste-and-more", "E Waste And More"],
  ])("category title of %s is %s", (slug, title) => expect(categoryTitle(slug)).toBe(title));

  it("makes initials from the first and last word", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("Cher")).toBe("C");
    expect(initials("Mary Ann Evans")).toBe("ME");
  });
});

describe("the longest slug", () => {
  it("leaves every file name the build and new-post make of it within a file name's bytes", () => {
    const slug = "a".repeat(SLUG_MAX);
    const key = "k".repeat(64);
    const names = [
      `${slug}.md`,
      `${slug}.jpg`,
      ...outFiles(paths["blog-post"]({ slug })),
      ...outFiles(paths["blog-author"]({ slug })),
      shareCardPath(slug, key),
      ...IMAGE_FORMATS.flatMap(({ format }) =>
        IMAGE_WIDTHS.map((width) => madeImagePath(`/images/blog/${slug}.jpeg`, width * 10, format, key)),
      ),
    ].map((name) => path.posix.basename(name));
    for (const name of names) expect(utf8Length(name), name).toBeLessThanOrEqual(NAME_MAX_BYTES);
  });
});

describe("isActive", () => {
  it.each([
    [paths.home, paths.home, true],
    [paths.home, paths.about, false],
    [paths.services, paths.services, true],
    [paths.services, paths.service(services[0]!), true],
    [paths.blog, paths["blog-author"]({ slug: "x" }), true],
    [paths.blog, `${paths.blog}roll`, false],
    [paths.contact, paths.careers, false],
  ])("link %s on %s: %s", (href, path, active) => expect(isActive(href, path)).toBe(active));
});

describe("relatedPosts", () => {
  const posts = [
    { slug: "a", category: "Security" },
    { slug: "b", category: "Security" },
    { slug: "c", category: "Mobility" },
    { slug: "d", category: "Security" },
    { slug: "e", category: "Security" },
    { slug: "f", category: "Security" },
  ];
  it("returns up to 3 of the same category, never the post itself", () => {
    expect(relatedPosts(posts[0]!, posts).map((p) => p.slug)).toEqual(["b", "d", "e"]);
    expect(relatedPosts(posts[2]!, posts)).toEqual([]);
  });
});

describe("notFoundKind", () => {
  it.each([
    ["/nope", "page"],
    [paths["blog-post"]({ slug: "unknown-post" }), "post"],
    [paths["blog-author"]({ slug: "nobody" }), "author"],
    [paths["blog-category"]({ slug: "nothing" }), "category"],
    [`${paths["blog-post"]({ slug: "a" })}/b/c`, "page"],
    [paths.service({ slug: "x" }), "page"],
  ])("%s -> %s", (path, kind) => expect(notFoundKind(path)).toBe(kind));
});

describe("countLabel", () => {
  it("says article or articles", () => {
    expect(countLabel(1, "article")).toBe("1 article");
    expect(countLabel(0, "article")).toBe("0 articles");
    expect(countLabel(3, "article")).toBe("3 articles");
  });
});
