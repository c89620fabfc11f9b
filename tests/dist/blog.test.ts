/** The blog as built (SPEC 2.8, 3; issue 4). */
import { describe, expect, it } from "vitest";
import { categories } from "../../src/content/categories";
import { categorySlug } from "../../src/content/slugs";
import { PAGE_SIZE } from "../../src/lib/pagination";
import {
  config,
  content,
  distFiles,
  doc,
  expectPicture,
  hrefOf,
  inBase,
  jsonLd,
  page,
  routes,
  servedFile,
  text,
} from "./dist-helpers";

const { posts } = content;
const canonical = (p: string) => `${config.siteUrl}${config.basePath}${p.slice(1)}`;

describe("the articles", () => {
  it("are at least 16, ids 1 to 16, dated October 2024 to June 2025, in all five categories", () => {
    expect(posts.length).toBeGreaterThanOrEqual(16);
    expect(
      posts
        .map((p) => Number(p.id))
        .sort((a, b) => a - b)
        .slice(0, 16),
    ).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const post of posts) {
      expect(post.date >= "2024-10-01" && post.date <= "2025-06-30", `${post.slug} ${post.date}`).toBe(true);
    }
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(categories));
  });

  it("read times honestly span 6 to 16 minutes", () => {
    const minutes = posts.map((p) => Number.parseInt(p.readTime, 10));
    expect(Math.min(...minutes)).toBe(6);
    expect(Math.max(...minutes)).toBe(16);
  });

  it.each(posts.map((p) => [p.slug]))("%s uses h2, h3, bulleted and numbered lists and bold", (slug) => {
    const body = page(`/blog/${slug}`).querySelector(".prose-content")!;
    for (const tag of ["h2", "h3", "ul", "ol", "strong", "p"])
      expect(body.querySelector(tag), tag).not.toBeNull();
    for (const heading of body.querySelectorAll("h2, h3"))
      expect(heading.getAttribute("id")).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(body.querySelector("script, iframe, img, style")).toBeNull();
  });
});

describe("drafts and scheduled posts", () => {
  it("are held back: no page for one, and no page with a Draft or Scheduled banner (that is npm run dev's build)", () => {
    for (const post of content.unpublished)
      expect(servedFile(inBase(`/blog/${post.slug}`)), `${post.file} (${post.publication})`).toBeUndefined();
    const html = [...distFiles].filter((file) => file.endsWith(".html"));
    expect(html.length).toBeGreaterThan(40);
    for (const file of html) expect(doc(file).querySelector("[data-unpublished]"), file).toBeNull();
  });
});

describe("article pages", () => {
  it.each(posts.map((p) => [p.slug]))(
    "%s has the header, byline, share links, author box, related posts and JSON-LD",
    async (slug) => {
      const post = posts.find((p) => p.slug === slug)!;
      const d = page(`/blog/${slug}`);
      const article = d.querySelector("main article")!;
      const cover = article.querySelector("img")!;
      expect(cover.getAttribute("class")).toContain("h-[400px]");
      await expectPicture(article.querySelector("picture")!, post.image);
      expect(cover.getAttribute("alt")).toBe(post.imageAlt);
      expect(cover.getAttribute("fetchpriority") ?? cover.getAttribute("fetchPriority")).toBe("high");
      expect(cover.getAttribute("loading")).toBeNull();
      expect(article.querySelector(`a[href="${inBase("/blog")}"]`)).not.toBeNull();
      expect(text(article.querySelector("h1"))).toBe(post.title);
      expect(text(article.querySelector("header"))).toContain(post.category);
      expect(
        article.querySelector(`header a[href="${inBase(`/blog/author/${post.authorSlug}`)}"]`),
      ).not.toBeNull();
      // React writes dateTime; HTML attribute names are case-insensitive, linkedom's selectors are not.
      const time = article.querySelector("header time")!;
      expect(time.getAttribute("datetime") ?? time.getAttribute("dateTime")).toBe(post.date);
      expect(time.textContent).toBe(post.dateText);
      expect(text(article.querySelector("header"))).toContain(`${post.readTime} read`);

      const url = encodeURIComponent(canonical(`/blog/${slug}`));
      const shares = [...article.querySelectorAll("header ul a")].map((a) => a.getAttribute("href") ?? "");
      expect(shares).toHaveLength(3);
      expect(shares[0]).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
      expect(shares[1]).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=/);
      expect(shares[2]).toMatch(/^mailto:\?subject=/);
      for (const share of shares) expect(share).toContain(url);

      expect(text(article.querySelector("aside h2"))).toBe(`About ${post.author}`);

      const related = [...d.querySelectorAll("[data-related] [data-post-category] h3 a")].map(hrefOf);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).not.toContain(`/blog/${slug}`);
      const sameCategory = posts.filter((p) => p.category === post.category && p.slug !== slug);
      expect(related).toEqual(sameCategory.slice(0, 3).map((p) => `/blog/${p.slug}`));

      expect(d.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
      const ld = jsonLd(d).find((b) => b["@type"] === "BlogPosting")!;
      expect(ld).toMatchObject({
        headline: post.title,
        description: post.excerpt,
        image: canonical(post.image),
        datePublished: post.date,
        author: { "@type": "Person", name: post.author },
        publisher: { "@type": "Organization" },
        mainEntityOfPage: { "@type": "WebPage", "@id": canonical(`/blog/${slug}`) },
      });
      expect(Number.isNaN(Date.parse(String(ld.datePublished)))).toBe(false);
    },
  );

  it.each(posts.map((p) => [p.slug]))(
    "%s links its category badge to the category page, which exists and is that category's",
    (slug) => {
      const post = posts.find((p) => p.slug === slug)!;
      const target = `/blog/category/${post.categorySlug}`;
      const badge = page(`/blog/${slug}`).querySelector(`main article header a[href="${inBase(target)}"]`);
      expect(badge, `${slug}: no link to ${target} in the article header`).not.toBeNull();
      // The visible name first, then where it leads (WCAG 2.5.3: the name contains the visible text).
      expect(text(badge)).toBe(`${post.category} articles`);
      expect(text(badge?.querySelector(".sr-only"))).toBe("articles");
      expect(servedFile(inBase(target))).toBe(`${target.slice(1)}/index.html`);
      expect(text(page(target).querySelector("h1"))).toBe(post.category);
    },
  );

  it("escapes content: a title is text, never markup", () => {
    for (const post of posts) expect(page(`/blog/${post.slug}`).querySelector("h1 *")).toBeNull();
  });
});

describe("the blog list", () => {
  const d = page("/blog");
  it("fits on one page, as do its categories and authors: no numbered pages, no pagination nav", () => {
    // Until the blog passes PAGE_SIZE posts; a longer one is tested in tests/unit/paginated-site.test.ts.
    expect(posts.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(routes.filter((r) => r.path.includes("/page/"))).toEqual([]);
    for (const route of routes.filter((r) => r.paging)) {
      expect(route.paging, route.path).toEqual({ page: 1, pages: 1, path: route.path });
      const list = page(route.path);
      expect(list.querySelector('nav[aria-label="Pagination"]'), route.path).toBeNull();
      expect(list.querySelector('link[rel="next"], link[rel="prev"]'), route.path).toBeNull();
    }
    expect(routes.filter((r) => r.paging).length).toBeGreaterThan(1);
  });

  it("filters in place: its chips are the blog-filter island, All the current page until it hydrates", () => {
    expect(d.querySelector('[data-island="blog-filter"] fieldset')).not.toBeNull();
    expect(d.querySelector("fieldset a")?.getAttribute("aria-current")).toBe("page");
  });

  it("has the All chip and one chip per category, linking to the category pages without JS", () => {
    const chips = [...d.querySelectorAll("fieldset a")].map((a) => [text(a), hrefOf(a)]);
    expect(chips).toEqual([
      ["All", "/blog"],
      ...categories.map((c) => [c, `/blog/category/${categorySlug(c)}`]),
    ]);
  });

  it("shows every post as a card, newest first", () => {
    const cards = [...d.querySelectorAll("[data-post-grid] h3 a")].map(hrefOf);
    expect(cards).toEqual(posts.map((p) => `/blog/${p.slug}`));
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("links each card's badge to its category page, beside the card's article link, never inside it", () => {
    const cards = [...d.querySelectorAll("[data-post-grid] > li")];
    expect(cards).toHaveLength(posts.length);
    for (const [i, card] of cards.entries()) {
      const post = posts[i]!;
      const links = [...card.querySelectorAll("a")].map(hrefOf);
      expect(links).toEqual([`/blog/category/${post.categorySlug}`, `/blog/${post.slug}`]);
      expect(card.querySelector("a a")).toBeNull();
    }
  });

  it("links the RSS feed", () => {
    expect(d.querySelector(`main a[href="${inBase("/feed.xml")}"]`)).not.toBeNull();
  });
});

describe("author pages", () => {
  const authors = [...new Set(posts.map((p) => p.authorSlug))];
  it.each(authors.map((a) => [a]))(
    "%s shows the initials, name, role and 'Articles by {author} ({count})'",
    (slug) => {
      const mine = posts.filter((p) => p.authorSlug === slug);
      const d = page(`/blog/author/${slug}`);
      const name = mine[0]!.author;
      expect(text(d.querySelector("h1"))).toBe(name);
      expect(text(d.querySelector("main"))).toContain(mine[0]!.authorRole);
      expect(text(d.querySelector("#author-articles"))).toBe(`Articles by ${name} (${mine.length})`);
      expect(d.querySelectorAll("[data-post-grid] > li")).toHaveLength(mine.length);
      const initials = name
        .split(" ")
        .map((w) => w[0])
        .join("");
      expect(text(d.querySelector("main span[aria-hidden]"))).toBe(initials);
    },
  );
});

describe("category pages", () => {
  it.each(categories.map((c) => [c]))("%s shows the capitalised title and the article count", (category) => {
    const slug = categorySlug(category);
    const count = posts.filter((p) => p.category === category).length;
    const d = page(`/blog/category/${slug}`);
    expect(text(d.querySelector("h1"))).toBe(category);
    expect(text(d.querySelector("main"))).toContain(
      `${count} ${count === 1 ? "article" : "articles"} in this category`,
    );
    expect(d.querySelectorAll("[data-post-grid] > li")).toHaveLength(count);
  });

  it.each(categories.map((c) => [c]))(
    "%s shows its cards' badges as text, not as links to itself",
    (category) => {
      const d = page(`/blog/category/${categorySlug(category)}`);
      const grid = d.querySelector("[data-post-grid]")!;
      expect(
        grid.querySelectorAll(`a[href="${inBase(`/blog/category/${categorySlug(category)}`)}"]`),
      ).toHaveLength(0);
      const cards = [...grid.querySelectorAll("article")];
      expect(cards.length).toBeGreaterThan(0);
      // The badge opens the card's body, under the cover.
      for (const card of cards)
        expect(text(card.querySelector("picture + div")?.firstElementChild)).toBe(category);
    },
  );
});
