/**
 * Paginated lists over a built site of 301 posts (tests/paginated-fixture.ts), under a project
 * base path: which pages exist, what each shows, its nav, head, sitemap entry and chips.
 * The rules themselves are in pagination.test.ts; the real 16-post blog, which fits on one
 * page, is tested in tests/dist/blog.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareCardPath } from "../../build/3-assets/images";
import { FEED_ITEMS } from "../../build/5-site-files/feed";
import { BUDGETS } from "../../build/7-output/budgets";
import { segmentLabel } from "../../src/lib/breadcrumbs";
import { PAGE_SIZE } from "../../src/lib/pagination";
import { categories } from "../../src/model/categories";
import type { Post } from "../../src/model/schema";
import { categorySlug } from "../../src/model/slugs";
import { FEED_PATH, paths, SITEMAP_PATH } from "../../src/paths";
import { pageValidator, pathPrefix } from "../helpers";
import { buildPaginatedFixture, FIXTURE_POSTS, type PaginatedFixture } from "../paginated-fixture";

const BASE = "/buyitad-site/";
const ORIGIN = "https://example.github.io";
let site: PaginatedFixture;
beforeAll(async () => {
  site = await buildPaginatedFixture({ BASE_PATH: BASE, SITE_URL: ORIGIN });
});
afterAll(() => site?.cleanup());

const read = (file: string) => readFileSync(path.join(site.outDir, file), "utf8");
const fileOf = (routePath: string) => `${routePath.slice(1)}/index.html`;
const docs = new Map<string, Document>();
function page(routePath: string): Document {
  let d = docs.get(routePath);
  if (!d) {
    d = parseHTML(read(fileOf(routePath))).document as unknown as Document;
    docs.set(routePath, d);
  }
  return d;
}
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
/** An href as the site path it stands for (the base path taken off). */
const sitePath = (href: string | null | undefined) => {
  expect(href?.startsWith(BASE), `${href} is under ${BASE}`).toBe(true);
  return `/${(href ?? "").slice(BASE.length)}`;
};
const canonical = (routePath: string) => `${ORIGIN}${BASE}${routePath.slice(1)}`;
const pagePath = (list: string, n: number) => (n === 1 ? list : `${list}/page/${n}`);
const categoryPath = (slug: string) => paths["blog-category"]({ slug });
/** A category and an author of the generated posts (build/tools/synthetic-posts.ts), by slug. */
const SECURITY = categoryPath("security");
const EMILY = paths["blog-author"]({ slug: "emily-chen" });

/** Every paginated list of the fixture, worked out here from the posts, apart from the code under test. */
function lists() {
  const { posts } = site.content;
  const by = (key: (p: Post) => string) => {
    const groups = new Map<string, Post[]>();
    for (const post of posts) groups.set(key(post), [...(groups.get(key(post)) ?? []), post]);
    return groups;
  };
  return [
    { path: paths.blog as string, posts },
    ...[...by((p) => p.categorySlug)].map(([slug, mine]) => ({ path: categoryPath(slug), posts: mine })),
    ...[...by((p) => p.authorSlug)].map(([slug, mine]) => ({
      path: paths["blog-author"]({ slug }),
      posts: mine,
    })),
  ].map((list) => ({ ...list, pages: Math.ceil(list.posts.length / PAGE_SIZE) }));
}
const everyPage = () =>
  lists().flatMap((list) =>
    Array.from({ length: list.pages }, (_, i) => ({
      ...list,
      list: list.path,
      n: i + 1,
      path: pagePath(list.path, i + 1),
    })),
  );

describe("a blog of 301 posts", () => {
  it("is long enough to test: the blog has many pages, each category and author several", () => {
    expect(site.content.posts).toHaveLength(FIXTURE_POSTS + 1);
    const [blog, ...others] = lists();
    expect(blog!.pages).toBe(Math.ceil(301 / PAGE_SIZE));
    expect(blog!.pages).toBeGreaterThan(8); // enough for gaps in the nav
    expect(others).toHaveLength(categories.length + 5);
    for (const list of others) expect(list.pages, list.path).toBeGreaterThan(1);
  });

  it("has a route per list page, the first at the list's own path, none beyond the last", () => {
    const built = new Set(site.routes.map((r) => r.path));
    for (const list of lists()) {
      expect(built.has(`${list.path}/page/1`)).toBe(false);
      for (let n = 1; n <= list.pages; n++)
        expect(built.has(pagePath(list.path, n)), `${list.path} ${n}`).toBe(true);
      expect(built.has(`${list.path}/page/${list.pages + 1}`)).toBe(false);
    }
    const paged = site.routes.filter((r) => r.path.includes("/page/"));
    expect(paged).toHaveLength(lists().reduce((n, list) => n + list.pages - 1, 0));
  });

  it("shows each list's posts in order, PAGE_SIZE a page, each once", () => {
    for (const list of lists()) {
      const shown = Array.from({ length: list.pages }, (_, i) => {
        const cards = [
          ...page(pagePath(list.path, i + 1)).querySelectorAll(
            "[data-post-grid] > li h2 a, [data-post-grid] > li h3 a",
          ),
        ];
        if (i < list.pages - 1) expect(cards, `${list.path} page ${i + 1}`).toHaveLength(PAGE_SIZE);
        return cards.map((a) => sitePath(a.getAttribute("href")));
      }).flat();
      expect(shown, list.path).toEqual(list.posts.map((p) => paths["blog-post"](p)));
    }
  });

  it("keeps SPEC 2.8's headings and counts, counting the whole list on every page", () => {
    for (const { path: p, posts, n } of everyPage()) {
      const d = page(p);
      if (p.startsWith(pathPrefix("blog-category"))) {
        const category = posts[0]!.category;
        expect(text(d.querySelector("h1"))).toBe(category);
        expect(text(d.querySelector("main"))).toContain(`${posts.length} articles in this category`);
      } else if (p.startsWith(pathPrefix("blog-author"))) {
        const author = posts[0]!.author;
        expect(text(d.querySelector("h1"))).toBe(author);
        expect(text(d.querySelector("#author-articles"))).toBe(`Articles by ${author} (${posts.length})`);
      } else {
        expect(text(d.querySelector("h1"))).toBe(text(page(paths.blog).querySelector("h1")));
        expect(text(d.querySelector("#articles-title"))).toBe(
          `Articles, page ${n} of ${Math.ceil(posts.length / PAGE_SIZE)}`,
        );
      }
    }
  });
});

describe("the pagination nav", () => {
  it("links the previous and next pages (rel), the numbers with gaps, the current page marked", () => {
    for (const { path: p, n, pages, list } of everyPage()) {
      const navs = page(p).querySelectorAll('nav[aria-label="Pagination"]');
      expect(navs, p).toHaveLength(1);
      const nav = navs[0]!;
      const prev = nav.querySelector('a[rel="prev"]');
      const next = nav.querySelector('a[rel="next"]');
      expect(prev ? sitePath(prev.getAttribute("href")) : null, p).toBe(n > 1 ? pagePath(list, n - 1) : null);
      expect(next ? sitePath(next.getAttribute("href")) : null, p).toBe(
        n < pages ? pagePath(list, n + 1) : null,
      );
      if (prev) expect(text(prev)).toBe("Previous");
      if (next) expect(text(next)).toBe("Next");

      const items = [...nav.querySelectorAll("li")].map((li) => {
        const a = li.querySelector("a");
        return a ? Number(text(a).replace("Page ", "")) : text(li);
      });
      const numbers = items.filter((i): i is number => typeof i === "number");
      expect(numbers).toContain(1);
      expect(numbers).toContain(pages);
      for (const near of [n - 1, n, n + 1]) if (near >= 1 && near <= pages) expect(numbers).toContain(near);
      expect(items.length).toBeLessThanOrEqual(7);
      for (const a of nav.querySelectorAll("ul a")) {
        const number = Number(text(a).replace("Page ", ""));
        expect(text(a.querySelector(".sr-only"))).toBe("Page");
        expect(sitePath(a.getAttribute("href"))).toBe(pagePath(list, number));
        expect(a.getAttribute("aria-current")).toBe(number === n ? "page" : null);
      }
    }
  });

  it("puts a gap where pages are left out, never for a single page", () => {
    const nav = (p: string) =>
      [...page(p).querySelectorAll('nav[aria-label="Pagination"] li')].map((li) =>
        text(li).replace("Page ", ""),
      );
    expect(nav(paths.blog)).toEqual(["1", "2", "…", "13"]);
    expect(nav(pagePath(paths.blog, 7))).toEqual(["1", "…", "6", "7", "8", "…", "13"]);
    expect(nav(pagePath(paths.blog, 4))).toEqual(["1", "2", "3", "4", "5", "…", "13"]);
    expect(nav(SECURITY)).toEqual(["1", "2", "3"]);
  });

  it("leads only to pages that exist", () => {
    for (const { path: p } of everyPage())
      for (const a of page(p).querySelectorAll('nav[aria-label="Pagination"] a'))
        expect(
          readFileSync(path.join(site.outDir, fileOf(sitePath(a.getAttribute("href"))))).length,
        ).toBeGreaterThan(0);
  });
});

describe("each list page's head and the site files", () => {
  it("has its own canonical, title and description, and rel prev/next to its neighbours", () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path: p, n, pages, list } of everyPage()) {
      const d = page(p);
      const link = (rel: string) => d.querySelector(`link[rel="${rel}"]`)?.getAttribute("href") ?? null;
      expect(link("canonical")).toBe(canonical(p));
      expect(d.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(canonical(p));
      expect(link("prev")).toBe(n > 1 ? canonical(pagePath(list, n - 1)) : null);
      expect(link("next")).toBe(n < pages ? canonical(pagePath(list, n + 1)) : null);
      const title = text(d.querySelector("title"));
      if (n > 1) expect(title).toContain(`, Page ${n} of ${pages} |`);
      else expect(title).not.toContain("Page ");
      titles.add(title);
      descriptions.add(d.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
    }
    expect(titles.size).toBe(everyPage().length);
    expect(descriptions.size).toBe(everyPage().length);
  });

  it("shares each post with its cover, built without share cards (shareCards: false), and makes none", () => {
    const post = site.content.posts[0]!;
    const d = page(paths["blog-post"](post));
    expect(d.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      `${ORIGIN}${BASE}${post.image.slice(1)}`,
    );
    expect(d.querySelector('meta[property="og:image:alt"]')?.getAttribute("content")).toBe(post.imageAlt);
    // Where a card would be, under the name it would start with.
    const card = shareCardPath("SLUG", "");
    const [prefix] = path.basename(card).split("SLUG");
    const folder = path.join(site.outDir, path.dirname(card));
    expect(readdirSync(folder).filter((file) => file.startsWith(prefix!))).toEqual([]);
  });

  it("lists every page of every list in the sitemap", () => {
    const sitemap = read(SITEMAP_PATH.slice(1));
    for (const { path: p } of everyPage()) expect(sitemap).toContain(`<loc>${canonical(p)}</loc>`);
  });

  it(`keeps the newest ${FEED_ITEMS} posts in the feed`, () => {
    const links = [...read(FEED_PATH.slice(1)).matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      (m) => m[1] ?? "",
    );
    const newest = site.content.posts.slice(0, FEED_ITEMS);
    expect(links).toHaveLength(newest.length);
    // Each item leads to the built page of its post, newest first: its <h1>, and its canonical URL is the item's.
    for (const [index, link] of links.entries()) {
      const d = page(sitePath(new URL(link).pathname));
      expect(text(d.querySelector("h1")), link).toBe(newest[index]?.title);
      expect(d.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(link);
    }
  });

  it("ends the breadcrumb in one item, 'Page 2', after the list's own items, which link", () => {
    const crumbs = (path: string) =>
      [...page(path).querySelectorAll('nav[aria-label="Breadcrumb"] li')]
        .slice(1)
        .map((li) => [
          text(li),
          li.querySelector("a") ? sitePath(li.querySelector("a")!.getAttribute("href")) : null,
        ]);
    // The blog's label and the categories' folder's are their path segments title-cased (SPEC 2.2).
    const blog = segmentLabel(paths.blog.split("/").at(-1) ?? "");
    const categoryFolder = segmentLabel(SECURITY.split("/").at(-2) ?? "");
    expect(crumbs(pagePath(paths.blog, 2))).toEqual([
      [blog, paths.blog],
      ["Page 2", null],
    ]);
    expect(crumbs(pagePath(SECURITY, 2))).toEqual([
      [blog, paths.blog],
      [categoryFolder, null],
      ["Security", SECURITY],
      ["Page 2", null],
    ]);
  });

  it("keeps related articles: the newest 3 of the same category", () => {
    const post = site.content.posts[40]!;
    const related = [
      ...page(paths["blog-post"](post)).querySelectorAll("[data-related] [data-post-category] h3 a"),
    ];
    const same = site.content.posts.filter((p) => p.category === post.category && p.slug !== post.slug);
    expect(related.map((a) => sitePath(a.getAttribute("href")))).toEqual(
      same.slice(0, 3).map((p) => paths["blog-post"](p)),
    );
  });
});

describe("the category chips of a blog longer than one page", () => {
  it.each([[paths.blog], [pagePath(paths.blog, 2)], [pagePath(paths.blog, 13)]])(
    "are links on %s, with no filter island to turn them into buttons",
    (p) => {
      const d = page(p);
      expect(d.querySelector('[data-island="blog-filter"]')).toBeNull();
      expect(d.querySelector("fieldset button")).toBeNull();
      const chips = [...d.querySelectorAll("fieldset a")];
      expect(chips.map((a) => [text(a), sitePath(a.getAttribute("href"))])).toEqual([
        ["All", paths.blog],
        ...categories.map((c) => [c, categoryPath(categorySlug(c))]),
      ]);
      // All is the list being shown; it is the current page only on the first one.
      expect(chips[0]!.getAttribute("aria-current")).toBe(p === paths.blog ? "page" : null);
    },
  );
});

describe("list pages at scale", () => {
  it("each stays inside the HTML budget (gzip), whatever the length of the list", () => {
    const sizes = everyPage().map(({ path: p }) => gzipSync(read(fileOf(p))).length);
    // A page holds at most PAGE_SIZE cards and a nav of at most 7 numbers (pagination.test.ts),
    // so its size does not grow with the list: the bound proven here holds at 4,000 posts.
    expect(Math.max(...sizes)).toBeLessThan(BUDGETS.html);
  });

  it("are valid HTML", async () => {
    const validator = pageValidator();
    for (const p of [paths.blog, pagePath(paths.blog, 7), pagePath(SECURITY, 3), pagePath(EMILY, 2)]) {
      const report = await validator.validateString(read(fileOf(p)), p);
      expect(
        report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)),
        p,
      ).toEqual([]);
    }
  });
});
