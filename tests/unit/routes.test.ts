import { describe, expect, it } from "vitest";
import { loadContent } from "../../build/2-content/load";
import { indexableRoutes, NOT_FOUND_PATH, pages, routesFor } from "../../src/pages";
import { paths } from "../../src/paths";
import { fixtureDirs } from "../helpers";

const content = loadContent(fixtureDirs());

describe("routesFor", () => {
  const routes = routesFor(content);
  const paths = routes.map((route) => route.path);

  it("lists every static route of SPEC 2.1", () => {
    for (const path of [
      "/",
      "/about-us",
      "/services",
      "/services/it-asset-disposition-itad",
      "/services/data-security-erasure",
      "/services/reverse-logistics",
      "/services/data-center-services",
      "/services/mobility-management",
      "/blog",
      "/contact",
      "/schedule-pickup",
      "/sustainability-esg",
      "/careers",
      "/client-login",
      "/privacy-policy",
      "/terms",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("derives post, author and category routes from the posts", () => {
    expect(paths).toContain("/blog/first-fixture-post");
    expect(paths).toContain("/blog/how-to-choose-an-itad-partner");
    expect(paths).toContain("/blog/author/ada-byron");
    expect(paths).toContain("/blog/author/grace-hopper");
    expect(paths).toContain("/blog/category/security");
    expect(paths).toContain("/blog/category/data-center");
  });

  it("lists each route once and ends with the 404 page", () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe(NOT_FOUND_PATH);
  });

  it("keeps the 404 page and the search page out of the indexable routes (the sitemap), and no other", () => {
    expect(routes.filter((route) => !indexableRoutes(routes).includes(route)).map((r) => r.path)).toEqual([
      "/search",
      NOT_FOUND_PATH,
    ]);
  });
});

describe("breadcrumb labels (SPEC 2.2)", () => {
  const routes = routesFor(content);
  const crumbOf = (path: string) => routes.find((route) => route.path === path)?.crumb;

  it.each([
    ["/services/it-asset-disposition-itad", "IT Asset Disposition (ITAD)"],
    ["/services/data-security-erasure", "Data Security & Erasure"],
    ["/services/reverse-logistics", "Reverse Logistics"],
    ["/services/data-center-services", "Data Center Services"],
    ["/services/mobility-management", "Mobility Management"],
    ["/sustainability-esg", "Sustainability & ESG"],
    ["/about-us", "About Us"],
    ["/schedule-pickup", "Schedule Pickup"],
    ["/client-login", "Client Login"],
    ["/privacy-policy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/services", "Services"],
    ["/blog", "Blog"],
    ["/blog/category/data-center", "Data Center"],
    ["/blog/author/ada-byron", "Ada Byron"],
  ])("labels %s as %s", (path, label) => {
    expect(crumbOf(path)).toBe(label);
  });

  it("labels an article by its title", () => {
    const post = content.posts[0];
    expect(post).toBeDefined();
    expect(crumbOf(paths["blog-post"]({ slug: post?.slug ?? "" }))).toBe(post?.title);
  });
});

describe("the page list", () => {
  it("serves each page at its path in src/paths.ts, under a unique id", () => {
    const ids = pages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(paths).sort());
    for (const page of pages) expect(page.path, page.id).toBe(paths[page.id as keyof typeof paths]);
  });
});
