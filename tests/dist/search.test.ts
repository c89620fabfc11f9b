/**
 * Site search over the built site: the index Pagefind wrote (searched here with Pagefind's
 * own browser script, its files read from the build instead of fetched), the header's
 * entry on every page and the search page without JavaScript.
 */
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexedWords } from "../../src/components/search/engine";
import { excerptRuns, fromSentenceStart } from "../../src/components/search/result";
import { searchableRoutes } from "../../src/pages";
import { paths } from "../../src/paths";
import { pathPrefix } from "../helpers";
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

/** The services and shared blocks the build was made from. */
const {
  services,
  copy: { shared },
} = content;

let search: SiteSearch["search"];
let fetched: string[];
let close: SiteSearch["close"];

beforeAll(async () => {
  ({ search, fetched, close } = await openSearch(DIST, config.basePath));
});
afterAll(() => close());

/** The pages a list links to from its cards (`main article`), each by its card's heading and link. */
function cards(listPath: string): { at: string; heading: string }[] {
  return [...page(listPath).querySelectorAll("main article")].flatMap((card) => {
    const link =
      card.querySelector("h2 a, h3 a") ??
      card.querySelector(`a[href]:not([href*='${pathPrefix("blog-category")}'])`);
    const heading = text(card.querySelector("h2, h3"));
    return link ? [{ at: sitePath(link.getAttribute("href")), heading }] : [];
  });
}

/** The blog's list and every later page of it, followed by its rel="next" links as a visitor would. */
function blogListPages(): string[] {
  const pages: string[] = [paths.blog];
  for (;;) {
    const next = page(pages.at(-1)!).querySelector('main a[rel="next"]')?.getAttribute("href");
    if (!next) return pages;
    pages.push(sitePath(next));
  }
}

const servicesListed = cards(paths.services);
const postsListed = blogListPages().flatMap(cards);

describe("site search index", () => {
  // Which page ranks first for a word depends on what the posts say, which is the editors' to
  // change: every service and every post a visitor can reach from its list is found by its own
  // title, with that title and a marked excerpt. The pages and titles come from the built
  // HTML, not from the code's lists. (What the index holds on a fixture site:
  // tests/integration/search-index.test.ts.)
  it("has something to find: the services page lists services and the blog lists posts", () => {
    expect(servicesListed.length).toBeGreaterThan(0);
    expect(postsListed.length).toBeGreaterThan(0);
  });

  it.each(servicesListed.map(({ at, heading }) => [heading, at]))(
    "finds the service %s (at %s) by the name on its card, as a Service, with a marked excerpt",
    async (name, at) => {
      const hit = (await search(name)).find((h) => sitePath(h.url) === at);
      expect(hit, `no result for ${at}`).toBeDefined();
      expect(hit?.meta).toMatchObject({ title: name, type: "Service" });
      expect(hit?.excerpt).toContain("<mark>");
    },
  );

  it.each(postsListed.map(({ at }) => [at]))(
    "finds the post at %s by the title its page shows, as an Article, with a marked excerpt",
    async (at) => {
      const title = text(page(at).querySelector("h1"));
      expect(title).not.toBe("");
      const hit = (await search(title)).find((h) => sitePath(h.url) === at);
      expect(hit, `no result for ${at}`).toBeDefined();
      expect(hit?.meta).toMatchObject({ title, type: "Article" });
      expect(hit?.excerpt).toContain("<mark>");
    },
  );

  it("labels every other page a Page, by its name as its breadcrumb shows it (the home page by the brand), not its hero's headline", async () => {
    const listed = new Set([...servicesListed, ...postsListed].map(({ at }) => at));
    const others = (await search(null)).map((hit) => [sitePath(hit.url), hit.meta] as const);
    const pages = others.filter(([at]) => !listed.has(at));
    expect(pages.map(([at]) => at)).toEqual(expect.arrayContaining([paths.home, paths.terms, paths.privacy]));
    for (const [at, meta] of pages) {
      const name =
        at === paths.home
          ? content.site.brand
          : text(page(at).querySelector('nav[aria-label="Breadcrumb"] [aria-current="page"]'));
      expect(name, at).not.toBe("");
      expect(meta, at).toMatchObject({ type: "Page", title: name });
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
    expect((await search("arbitration")).map((hit) => sitePath(hit.url))).toEqual([paths.terms]);
    expect(sitePath((await search("pick up equipment quickly"))[0]?.url)).toBe(paths["schedule-pickup"]);
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
      paths.blog,
      paths["not-found"],
      paths.search,
      ...routes.filter((r) => r.page === "blog-author" || r.page === "blog-category").map((r) => r.path),
    ]) {
      expect(indexed).not.toContain(left);
    }
    for (const kept of [paths.home, paths.privacy, paths.terms, ...services.map((s) => paths.service(s))]) {
      expect(indexed).toContain(kept);
    }
  });

  it("leaves out what many pages repeat: breadcrumbs, trust badges, banners, related articles, bylines", async () => {
    expect(await search(shared.industries.title)).toEqual([]);
    const nist = await search("NIST");
    // The badge strip says NIST on the home page and others; only pages that write about it match.
    expect(nist.map((hit) => sitePath(hit.url))).not.toContain(paths["client-login"]);
    for (const hit of nist) expect(hit.excerpt).not.toMatch(/Share on LinkedIn|Back to Blog|min read/);
  });

  it("finds CO₂ when a visitor types CO2: the dialog looks the words up as the index holds them", async () => {
    // SPEC 2.10's stats count CO2 avoided on the sustainability page; the copy writes it CO₂.
    const typed = (await search(indexedWords("CO2"))).map((hit) => sitePath(hit.url));
    expect(typed).toContain(paths.sustainability);
    expect(typed).toEqual((await search("CO₂")).map((hit) => sitePath(hit.url)));
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
      expect(entry?.getAttribute("href")).toBe(inBase(paths.search));
      expect(text(entry)).toBe("Search");
      expect(entry?.closest("header")).not.toBeNull();
      expect(page(path).querySelector('[data-island="site-search"]')?.getAttribute("data-hotkeys")).toBe("/");
    },
  );

  it("the search page says search needs JavaScript and offers the blog and every service", () => {
    const d = page(paths.search);
    expect(d.querySelector("noscript")?.innerHTML).toMatch(/Search needs JavaScript/);
    const links = [...d.querySelectorAll("main a")].map((a) => sitePath(a.getAttribute("href")));
    expect(links).toContain(paths.blog);
    expect(links).toContain(paths.services);
    for (const { at } of servicesListed) expect(links).toContain(at);
  });

  it("the search page opens search at once when scripts run", () => {
    const island = page(paths.search).querySelector('[data-island="site-search"]');
    expect(island?.getAttribute("data-when")).toBe("load");
    expect(JSON.parse(island?.getAttribute("data-props") ?? "{}")).toMatchObject({ openOnLoad: true });
    expect(page(paths.about).querySelector('[data-island="site-search"]')?.getAttribute("data-when")).toBe(
      "interaction",
    );
  });
});
