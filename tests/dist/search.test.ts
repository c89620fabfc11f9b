/**
 * Site search over the built site: the index Pagefind wrote (searched here with Pagefind's
 * own browser script, its files read from the build instead of fetched), the header's
 * entry on every page and the search page without JavaScript.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { services } from "../../content/services";
import { pageHref } from "../../src/components/search/site-search";
import { searchableRoutes } from "../../src/pages";
import { config, DIST, distFiles, inBase, page, routes, servedFile, sitePath, text } from "./dist-helpers";

interface Hit {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  search(query: string | null): Promise<{ results: { data(): Promise<Hit> }[] }>;
}

let pagefind: Pagefind;
const fetched: string[] = [];

beforeAll(async () => {
  // Pagefind's script fetches its files beside itself: from the build folder here, and
  // nothing from anywhere else (any other URL fails the search and is listed).
  const own = pathToFileURL(path.join(DIST, "pagefind")).href;
  globalThis.fetch = async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    fetched.push(url);
    if (!url.startsWith(own)) throw new Error(`search fetched ${url}`);
    return new Response(await readFile(fileURLToPath(url.split("?")[0] as string)));
  };
  pagefind = await import(pathToFileURL(path.join(DIST, "pagefind/pagefind.js")).href);
  await pagefind.options({ baseUrl: "/", excerptLength: 24 });
  await pagefind.init();
});

/** Every result, best first; `null` lists every page of the index. */
async function search(query: string | null): Promise<Hit[]> {
  const found = await pagefind.search(query);
  // With the link the dialog makes of each result (pageHref), under this build's base path.
  return (await Promise.all(found.results.map((result) => result.data()))).map((hit) => ({
    ...hit,
    url: pageHref(hit.url, config.basePath),
  }));
}

describe("site search index", () => {
  it.each([
    ["NIST", "/blog/nist-800-88-guidelines-explained"],
    ["e-Stewards", "/blog/r2-vs-e-stewards-certification"],
    ["data center", "/services/data-center-services"],
    ["HIPAA", "/blog/hipaa-sox-gdpr-it-asset-retirement"],
  ])("answers %s first with %s", async (query, first) => {
    const hits = await search(query);
    expect(hits[0]?.url).toBe(inBase(first));
    expect(hits[0]?.meta.title).toBe(text(page(first).querySelector("h1")));
    expect(hits[0]?.excerpt.toLowerCase()).toContain(`<mark>${query.split(" ")[0]?.toLowerCase()}`);
  });

  it("finds FAQ answers and the legal pages by their words", async () => {
    // A clause only the terms hold, and a question of the pickup page's FAQ in other words.
    expect((await search("arbitration")).map((hit) => sitePath(hit.url))).toEqual(["/terms"]);
    expect(sitePath((await search("pick up equipment quickly"))[0]?.url)).toBe("/schedule-pickup");
  });

  it("links every result to a page of this build, under the base path", async () => {
    const hits = await search("data");
    expect(hits.length).toBeGreaterThan(10);
    for (const hit of hits) {
      expect(hit.url.startsWith(config.basePath), hit.url).toBe(true);
      expect(servedFile(hit.url), hit.url).toBeDefined();
    }
  });

  it("indexes the pages a visitor wants as an answer, and not the lists, the 404 or the search page", async () => {
    const indexed = (await search(null)).map((hit) => sitePath(hit.url)).sort();
    expect(indexed).toEqual(
      searchableRoutes(routes)
        .map((route) => route.path)
        .sort(),
    );
    for (const left of [
      "/blog",
      "/404",
      "/search",
      "/blog/author/rachel-foster",
      "/blog/category/security",
    ]) {
      expect(indexed).not.toContain(left);
    }
    for (const kept of ["/", "/privacy-policy", "/terms", "/services/data-center-services"]) {
      expect(indexed).toContain(kept);
    }
  });

  it("leaves out what many pages repeat: breadcrumbs, trust badges, banners, related articles, bylines", async () => {
    expect(await search("Trusted By Industry Leaders")).toEqual([]);
    const nist = await search("NIST");
    // The badge strip says NIST on the home page and others; only pages that write about it match.
    expect(nist.map((hit) => sitePath(hit.url))).not.toContain("/client-login");
    for (const hit of nist) expect(hit.excerpt).not.toMatch(/Share on LinkedIn|Back to Blog|min read/);
  });

  it("fetched nothing but the build's own pagefind files", () => {
    expect(fetched.length).toBeGreaterThan(3);
    expect(fetched.filter((url) => !url.startsWith(pathToFileURL(DIST).href))).toEqual([]);
  });

  it("ships only the files the site's dialog uses, not Pagefind's own UIs", () => {
    const files = [...distFiles].filter((file) => file.startsWith("pagefind/"));
    expect(files).toContain("pagefind/pagefind.js");
    expect(files.some((file) => /pagefind-(ui|modular-ui|component-ui|highlight)/.test(file))).toBe(false);
  });
});

describe("search entry", () => {
  it.each(routes.map((route) => [route.path]))(
    "%s has the search entry: a link to the search page",
    (path) => {
      const entry = page(path).querySelector('[data-island="site-search"] a#site-search-open');
      expect(entry?.getAttribute("href")).toBe(inBase("/search"));
      expect(text(entry)).toBe("Search");
      expect(entry?.closest("header")).not.toBeNull();
      expect(page(path).querySelector('[data-island="site-search"]')?.getAttribute("data-hotkeys")).toBe("/");
    },
  );

  it("the search page says search needs JavaScript and offers the blog and every service", () => {
    const d = page("/search");
    expect(d.querySelector("noscript")?.innerHTML).toMatch(/Search needs JavaScript/);
    const links = [...d.querySelectorAll("main a")].map((a) => sitePath(a.getAttribute("href")));
    expect(links).toContain("/blog");
    expect(links).toContain("/services");
    for (const service of services) expect(links).toContain(`/services/${service.slug}`);
  });

  it("the search page opens search at once when scripts run", () => {
    const island = page("/search").querySelector('[data-island="site-search"]');
    expect(island?.getAttribute("data-when")).toBe("load");
    expect(JSON.parse(island?.getAttribute("data-props") ?? "{}")).toMatchObject({ openOnLoad: true });
    expect(page("/about-us").querySelector('[data-island="site-search"]')?.getAttribute("data-when")).toBe(
      "interaction",
    );
  });
});
