import { describe, expect, it } from "vitest";
import { loadContent } from "../../build/2-content/load";
import { indexableRoutes, NOT_FOUND_PATH, pages, routesFor } from "../../src/pages";
import { paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureDirs } from "../helpers";

const content = loadContent(fixtureDirs());
const { services } = content;
/** The fixture's authors ("Ada Byron", "Grace  Hopper") and categories, by the slugs their names make. */
const ADA = { slug: "ada-byron" };
const GRACE = { slug: "grace-hopper" };
const SECURITY = { slug: "security" };
const DATA_CENTER = { slug: "data-center" };

describe("routesFor", () => {
  const routes = routesFor(content);
  const routePaths = routes.map((route) => route.path);

  it("lists every static route of SPEC 2.1", () => {
    for (const path of [
      paths.home,
      paths.about,
      paths.services,
      ...services.map((service) => paths.service(service)),
      paths.blog,
      paths.contact,
      paths["schedule-pickup"],
      paths.sustainability,
      paths.careers,
      paths["client-login"],
      paths.privacy,
      paths.terms,
    ]) {
      expect(routePaths).toContain(path);
    }
  });

  it("derives post, author and category routes from the posts", () => {
    expect(routePaths).toContain(paths["blog-post"](FIXTURE_POSTS.first));
    expect(routePaths).toContain(paths["blog-post"](FIXTURE_POSTS.second));
    expect(routePaths).toContain(paths["blog-author"](ADA));
    expect(routePaths).toContain(paths["blog-author"](GRACE));
    expect(routePaths).toContain(paths["blog-category"](SECURITY));
    expect(routePaths).toContain(paths["blog-category"](DATA_CENTER));
  });

  it("lists each route once and ends with the 404 page", () => {
    expect(new Set(routePaths).size).toBe(routePaths.length);
    expect(routePaths.at(-1)).toBe(NOT_FOUND_PATH);
  });

  it("keeps the 404 page and the search page out of the indexable routes (the sitemap), and no other", () => {
    expect(routes.filter((route) => !indexableRoutes(routes).includes(route)).map((r) => r.path)).toEqual([
      paths.search,
      NOT_FOUND_PATH,
    ]);
  });
});

describe("breadcrumb labels (SPEC 2.2)", () => {
  const routes = routesFor(content);
  const crumbOf = (path: string) => routes.find((route) => route.path === path)?.crumb;

  // A service's label is its title (services.yaml); the others are SPEC 2.2's labels, and
  // the fixture's category and author (tests/fixtures/content).
  it.each([
    ...services.map((service) => [paths.service(service), service.title]),
    [paths.sustainability, "Sustainability & ESG"],
    [paths.about, "About Us"],
    [paths["schedule-pickup"], "Schedule Pickup"],
    [paths["client-login"], "Client Login"],
    [paths.privacy, "Privacy Policy"],
    [paths.terms, "Terms of Service"],
    [paths.services, "Services"],
    [paths.blog, "Blog"],
    [paths["blog-category"](DATA_CENTER), "Data Center"],
    [paths["blog-author"](ADA), "Ada Byron"],
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
