/** Site search's pure parts: the excerpt runs the dialog renders, and which pages are searchable. */
import { describe, expect, it } from "vitest";
import { excerptRuns, pageHref } from "../../src/components/search/result";
import { hotkeys } from "../../src/components/search/site-search";
import { routesFor, searchableRoutes } from "../../src/pages";
import { siteContent } from "../helpers";

describe("pageHref", () => {
  it("turns Pagefind's folder URLs into the pages' own addresses under the base path", () => {
    expect(pageHref("/about-us/", "/")).toBe("/about-us");
    expect(pageHref("/blog/nist-800-88-guidelines-explained/", "/")).toBe(
      "/blog/nist-800-88-guidelines-explained",
    );
    expect(pageHref("/", "/")).toBe("/");
    expect(pageHref("/services/itad/", "/buyitad-site/")).toBe("/buyitad-site/services/itad");
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
    expect(searchable).toContain("/");
    expect(searchable).toContain("/terms");
    expect(searchable).toContain("/services/data-center-services");
    expect(searchable.filter((p) => p.startsWith("/blog/")).length).toBe(content.posts.length);
    for (const left of ["/blog", "/search", "/404"]) expect(searchable).not.toContain(left);
    expect(searchable.some((p) => /^\/blog\/(author|category)\//.test(p))).toBe(false);
  });

  it("the dialog answers / anywhere on the page", () => {
    expect(hotkeys).toEqual(["/"]);
  });
});
