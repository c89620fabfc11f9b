/** Site search's pure parts: the excerpt runs the dialog renders, and which pages are searchable. */
import { describe, expect, it } from "vitest";
import { excerptRuns, pageHref } from "../../src/components/search/result";
import { hotkeys } from "../../src/components/search/site-search";
import { routesFor, searchableRoutes } from "../../src/pages";
import { paths } from "../../src/paths";
import { pathPrefix, siteContent } from "../helpers";

/** The project's services (content/services.yaml), as loaded. */
const { services } = siteContent();

describe("pageHref", () => {
  it("turns Pagefind's folder URLs into the pages' own addresses under the base path", () => {
    const post = paths["blog-post"]({ slug: "a-post" });
    const service = paths.service({ slug: "a-service" });
    expect(pageHref(`${paths.about}/`, "/")).toBe(paths.about);
    expect(pageHref(`${post}/`, "/")).toBe(post);
    expect(pageHref("/", "/")).toBe("/");
    expect(pageHref(`${service}/`, "/buyitad-site/")).toBe(`/buyitad-site${service}`);
    expect(pageHref("/", "/buyitad-site/")).toBe("/buyitad-site/");
  });
});

describe("excerptRuns", () => {
  it("splits Pagefind's excerpt into plain runs and marked runs, odd ones marked", () => {
    expect(excerptRuns("Data is <mark>NIST</mark> aligned, <mark>NIST</mark> too")).toEqual([
      "Data is ",
      "NIST",
      " aligned, ",
      "NIST",
      " too",
    ]);
  });

  it("decodes the escaped text and drops any other tag, so nothing is read as HTML", () => {
    expect(
      excerptRuns("R&amp;D &lt;b&gt; &#39;x&#39; &#x2014; <img src=x onerror=alert(1)><mark>a</mark>"),
    ).toEqual(["R&D <b> 'x' \u2014 ", "a", ""]);
  });
});

describe("searchable routes", () => {
  const content = siteContent();
  const routes = routesFor(content);
  const searchable = searchableRoutes(routes).map((route) => route.path);

  it("are the sitemap's pages but the lists and the search page", () => {
    expect(searchable).toContain(paths.home);
    expect(searchable).toContain(paths.terms);
    for (const service of services) expect(searchable).toContain(paths.service(service));
    expect(searchable.filter((p) => p.startsWith(pathPrefix("blog-post"))).length).toBe(content.posts.length);
    for (const left of [paths.blog, paths.search, paths["not-found"]]) expect(searchable).not.toContain(left);
    const lists = [pathPrefix("blog-author"), pathPrefix("blog-category")];
    expect(searchable.some((p) => lists.some((list) => p.startsWith(list)))).toBe(false);
  });

  it("the dialog answers / anywhere on the page", () => {
    expect(hotkeys).toEqual(["/"]);
  });
});
