/**
 * Site search over the built site: the index Pagefind wrote (searched here with Pagefind's
 * own browser script, its files read from the build instead of fetched), the header's
 * entry on every page and the search page without JavaScript.
 */
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { services } from "../../content/services";
import { excerptRuns, fromSentenceStart } from "../../src/components/search/result";
import { searchableRoutes } from "../../src/pages";
import { openSearch, type SiteSearch } from "../pagefind";
import {
  config,
  content,
  DIST,
  distFiles,
  inBase,
  page,
  routes,
  servedFile,
  sitePath,
  text,
} from "./dist-helpers";

let search: SiteSearch["search"];
let fetched: string[];

beforeAll(async () => {
  ({ search, fetched } = await openSearch(DIST, config.basePath));
});

describe("site search index", () => {
  // Which page ranks first for a word depends on what the posts say, which is the editors' to
  // change: every service and every post is found by its own title, with its title and a
  // marked excerpt. (What the index holds on a fixture site: tests/unit/search-index.test.ts.)
  it.each([
    ...services.map((service) => [service.title, `/services/${service.slug}`]),
    ...content.posts.map((post) => [post.title, `/blog/${post.slug}`]),
  ])("finds %s at %s", async (title, at) => {
    const hit = (await search(title)).find((h) => h.url === inBase(at));
    expect(hit, `no result for ${at}`).toBeDefined();
    expect(hit?.excerpt).toContain("<mark>");
  });

  // A service is found by its name, not by its hero's headline, and says it is a service.
  it.each(services.map((service) => [service.title, `/services/${service.slug}`]))(
    "names the service %s by its name, as a Service",
    async (title, at) => {
      const hit = (await search(title)).find((h) => h.url === inBase(at));
      expect(hit?.meta).toMatchObject({ title, type: "Service" });
    },
  );

  it.each(content.posts.map((post) => [post.title, `/blog/${post.slug}`]))(
    "names the post %s by its title, as an Article",
    async (title, at) => {
      const hit = (await search(title)).find((h) => h.url === inBase(at));
      expect(hit?.meta).toMatchObject({ title: text(page(at).querySelector("h1")), type: "Article" });
    },
  );

  it("labels every other page a Page, by its <h1>", async () => {
    for (const hit of await search(null)) {
      const at = sitePath(hit.url);
      if (at.startsWith("/services/") || at.startsWith("/blog/")) continue;
      expect(hit.meta, at).toMatchObject({ type: "Page", title: text(page(at).querySelector("h1")) });
    }
  });

  it("shows excerpts that start at a sentence's start, or say with … that they do not", async () => {
    let trimmed = 0;
    for (const words of ["data", "erasure", "certificate", "recycling", "pickup"]) {
      for (const hit of await search(words)) {
        const shown = fromSentenceStart(excerptRuns(hit.excerpt), hit.content).join("");
        if (shown.startsWith("… ")) continue;
        // The excerpt as shown opens the page's text or follows a sentence's end in it.
        const head = shown.slice(0, 40).replace(/…$/, "");
        const at = hit.content.indexOf(head);
        expect(at, `${sitePath(hit.url)}: “${head}”`).toBeGreaterThanOrEqual(0);
        expect(hit.content.slice(0, at), `${sitePath(hit.url)}: “${head}”`).toMatch(
          /(^|[.!?…]["”’')\]]*\s+)$/,
        );
        if (!excerptRuns(hit.excerpt)[0]?.startsWith(shown.slice(0, 10))) trimmed += 1;
      }
    }
    // Pagefind's own excerpts begin mid-sentence on this site: the rule has something to do.
    expect(trimmed).toBeGreaterThan(0);
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
      ...routes.filter((r) => /^\/blog\/(author|category)\//.test(r.path)).map((r) => r.path),
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
