/** The blog as built (SPEC 2.8, 3). */
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type ArtName, art } from "../../src/components/art/catalog";
import { serviceArt } from "../../src/components/blocks/service-hero";
import { wideCards } from "../../src/lib/grid-rows";
import { PAGE_SIZE } from "../../src/lib/pagination";
import { NO_BREAK_CLASS } from "../../src/lib/unbroken";
import { categories } from "../../src/model/categories";
import { headerCoverSizes } from "../../src/model/images";
import { categorySlug } from "../../src/model/slugs";
import { authorFor } from "../../src/pages/blog/blog-author";
import { categoryArt, categoryCountText, categoryFor } from "../../src/pages/blog/blog-category";
import { FEED_PATH, NOT_FOUND_FILE, paths } from "../../src/paths";
import { pathPrefix } from "../helpers";
import {
  config,
  content,
  DIST,
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
const categoryPath = (slug: string) => paths["blog-category"]({ slug });

describe("the articles", () => {
  // What each post holds (its dates, its length, its headings and lists) is the editors' to
  // choose: the build checks what every post must have, and tests/integration/post-shapes.test.ts
  // renders posts of any date, length and shape. Here: each page renders its own post.
  it.each(posts.map((p) => [p.slug]))("%s renders its body as safe HTML, its headings with ids", (slug) => {
    const post = posts.find((p) => p.slug === slug)!;
    const body = page(paths["blog-post"]({ slug })).querySelector(".prose-content")!;
    expect(body.innerHTML.trim()).not.toBe("");
    for (const heading of body.querySelectorAll("h2, h3"))
      expect(heading.getAttribute("id")).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(body.querySelector("script, iframe, style")).toBeNull();
    expect(post.readTime).toMatch(/^[1-9]\d* min$/);
  });
});

describe("what an article tells search engines and share cards", () => {
  it.each(posts.map((p) => [p.slug]))(
    "%s: its BlogPosting author has the URL of the author's page, the page its byline links to",
    (slug) => {
      const d = page(paths["blog-post"]({ slug }));
      const posting = jsonLd(d).find((block) => block["@type"] === "BlogPosting");
      const author = posting?.author as Record<string, unknown> | undefined;
      const byline = d
        .querySelector(`main article aside a[href*="${pathPrefix("blog-author")}"]`)
        ?.getAttribute("href");
      expect(byline).toBeTruthy();
      expect(author?.url).toBe(new URL(byline ?? "", config.siteUrl).href);
      expect(servedFile(new URL(String(author?.url)).pathname), String(author?.url)).toBeDefined();
    },
  );

  it.each(posts.map((p) => [p.slug]))(
    "%s: og:image:width and og:image:height are the size of the cover it shares",
    async (slug) => {
      const d = page(paths["blog-post"]({ slug }));
      const meta = (property: string) =>
        d.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
      const file = servedFile(new URL(meta("og:image") ?? "").pathname);
      expect(file, meta("og:image") ?? "og:image").toBeDefined();
      const { autoOrient } = await sharp(path.join(DIST, file ?? "")).metadata();
      expect([meta("og:image:width"), meta("og:image:height")]).toEqual([
        String(autoOrient.width),
        String(autoOrient.height),
      ]);
    },
  );
});

describe("drafts and scheduled posts", () => {
  it("are held back: no page for one, and no page with a Draft or Scheduled banner (that is npm run dev's build)", () => {
    for (const post of content.unpublished)
      expect(
        servedFile(inBase(paths["blog-post"](post))),
        `${post.file} (${post.publication})`,
      ).toBeUndefined();
    const html = [...distFiles].filter((file) => file.endsWith(".html"));
    expect(html.length).toBeGreaterThanOrEqual(routes.length);
    for (const file of html) expect(doc(file).querySelector("[data-unpublished]"), file).toBeNull();
  });
});

describe("article pages", () => {
  it.each(posts.map((p) => [p.slug]))(
    "%s has the header, byline, share links, author box, related posts and JSON-LD",
    async (slug) => {
      const post = posts.find((p) => p.slug === slug)!;
      const d = page(paths["blog-post"]({ slug }));
      const article = d.querySelector("main article")!;
      const cover = article.querySelector("[data-cover] img")!;
      await expectPicture(article.querySelector("[data-cover] picture")!, post.image);
      expect(cover.getAttribute("alt")).toBe(post.imageAlt);
      expect(cover.getAttribute("fetchpriority") ?? cover.getAttribute("fetchPriority")).toBe("high");
      expect(cover.getAttribute("loading")).toBeNull();
      expect(article.querySelector(`a[href="${inBase(paths.blog)}"]`)).not.toBeNull();
      expect(text(article.querySelector("h1"))).toBe(post.title);
      expect(text(article.querySelector("header"))).toContain(post.category);
      expect(
        article.querySelector(`header a[href="${inBase(paths["blog-author"]({ slug: post.authorSlug }))}"]`),
      ).not.toBeNull();
      // React writes dateTime; HTML attribute names are case-insensitive, linkedom's selectors are not.
      const time = article.querySelector("header time")!;
      expect(time.getAttribute("datetime") ?? time.getAttribute("dateTime")).toBe(post.date);
      expect(time.textContent).toBe(post.dateText);
      expect(text(article.querySelector("header"))).toContain(`${post.readTime} read`);

      const url = encodeURIComponent(canonical(paths["blog-post"]({ slug })));
      const shares = [...article.querySelectorAll("header ul a")].map((a) => a.getAttribute("href") ?? "");
      expect(shares).toHaveLength(3);
      expect(shares[0]).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
      expect(shares[1]).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=/);
      expect(shares[2]).toMatch(/^mailto:\?subject=/);
      for (const share of shares) expect(share).toContain(url);

      expect(text(article.querySelector("aside h2"))).toBe(`About ${post.author}`);

      const related = [...d.querySelectorAll("[data-related] [data-post-category] h3 a")].map(hrefOf);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).not.toContain(paths["blog-post"]({ slug }));
      const sameCategory = posts.filter((p) => p.category === post.category && p.slug !== slug);
      expect(related).toEqual(sameCategory.slice(0, 3).map((p) => paths["blog-post"](p)));

      expect(d.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
      const ld = jsonLd(d).find((b) => b["@type"] === "BlogPosting")!;
      expect(ld).toMatchObject({
        headline: post.title,
        description: post.description ?? post.excerpt,
        image: canonical(post.image),
        datePublished: post.date,
        dateModified: post.updatedText ? post.updated : post.date,
        author: { "@type": "Person", name: post.author },
        publisher: { "@id": expect.stringMatching(/#organization$/) },
        mainEntityOfPage: { "@type": "WebPage", "@id": canonical(paths["blog-post"]({ slug })) },
      });
      expect(Number.isNaN(Date.parse(String(ld.datePublished)))).toBe(false);
      // A revised post says so beside its date; one never revised says nothing of it.
      const updated = [...article.querySelectorAll("header time")].find(
        (time) => text(time) === post.updatedText,
      );
      if (post.updatedText) expect(text(updated?.parentElement)).toBe(`· Updated ${post.updatedText}`);
      else expect(article.querySelectorAll("header time")).toHaveLength(1);
    },
  );

  it.each(posts.map((p) => [p.slug]))(
    "%s links its category badge to the category page, which exists and is that category's",
    (slug) => {
      const post = posts.find((p) => p.slug === slug)!;
      const target = categoryPath(post.categorySlug);
      const badge = page(paths["blog-post"]({ slug })).querySelector(
        `main article header a[href="${inBase(target)}"]`,
      );
      expect(badge, `${slug}: no link to ${target} in the article header`).not.toBeNull();
      // The visible name first, then where it leads (WCAG 2.5.3: the name contains the visible text).
      expect(text(badge)).toBe(`${post.category} articles`);
      expect(text(badge?.querySelector(".sr-only"))).toBe("articles");
      expect(servedFile(inBase(target))).toBe(`${target.slice(1)}/index.html`);
      expect(text(page(target).querySelector("h1"))).toBe(post.category);
    },
  );

  it("escapes content: a title is text, never markup (but the no-break rule's spans)", () => {
    for (const post of posts) {
      const h1 = page(paths["blog-post"](post)).querySelector("h1");
      expect(h1?.querySelector(`*:not(span.${NO_BREAK_CLASS}), span *`)).toBeNull();
      expect(h1?.textContent).toBe(post.title);
    }
  });
});

describe("the blog list", () => {
  const d = page(paths.blog);
  it("has as many pages as its posts fill, with a pagination nav only when there are more than one", () => {
    // A long blog is tested page by page in tests/integration/paginated-site.test.ts.
    const pages = Math.max(1, Math.ceil(posts.length / PAGE_SIZE));
    expect(routes.find((r) => r.path === paths.blog)?.paging).toEqual({ page: 1, pages, path: paths.blog });
    for (const route of routes.filter((r) => r.paging)) {
      const list = page(route.path);
      const paged = (route.paging?.pages ?? 1) > 1;
      expect(Boolean(list.querySelector('nav[aria-label="Pagination"]')), route.path).toBe(paged);
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
      ["All", paths.blog],
      ...categories.map((c) => [c, categoryPath(categorySlug(c))]),
    ]);
  });

  it("shows the posts as cards, newest first", () => {
    const cards = [...d.querySelectorAll("[data-post-grid] h3 a")].map(hrefOf);
    expect(cards).toEqual(posts.slice(0, PAGE_SIZE).map((p) => paths["blog-post"](p)));
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("links each card's badge to its category page, beside the card's article link, never inside it", () => {
    const cards = [...d.querySelectorAll("[data-post-grid] > li")];
    expect(cards).toHaveLength(Math.min(posts.length, PAGE_SIZE));
    for (const [i, card] of cards.entries()) {
      const post = posts[i]!;
      const links = [...card.querySelectorAll("a")].map(hrefOf);
      expect(links).toEqual([categoryPath(post.categorySlug), paths["blog-post"](post)]);
      expect(card.querySelector("a a")).toBeNull();
    }
  });

  it("links the RSS feed", () => {
    expect(d.querySelector(`main a[href="${inBase(FEED_PATH)}"]`)).not.toBeNull();
  });
});

describe("author pages", () => {
  const authors = [...new Set(posts.map((p) => p.authorSlug))];
  it.each(authors.map((a) => [a]))(
    "%s shows the initials, name, role and 'Articles by {author} ({count})'",
    (slug) => {
      const mine = posts.filter((p) => p.authorSlug === slug);
      const d = page(paths["blog-author"]({ slug }));
      const name = mine[0]!.author;
      expect(text(d.querySelector("h1"))).toBe(name);
      const role = content.authors.find((a) => a.name === name)!.role;
      expect(text(d.querySelector("main"))).toContain(role);
      expect(text(d.querySelector("#author-articles"))).toBe(`Articles by ${name} (${mine.length})`);
      expect(d.querySelectorAll("[data-post-grid] > li")).toHaveLength(Math.min(mine.length, PAGE_SIZE));
      const words = name.trim().split(/\s+/);
      const initials = `${words[0]![0]}${words.length > 1 ? words.at(-1)![0] : ""}`.toUpperCase();
      expect(text(d.querySelector("main span[aria-hidden]"))).toBe(initials);
    },
  );
});

describe("category pages", () => {
  it.each(categories.map((c) => [c]))("%s shows the capitalised title and the article count", (category) => {
    const slug = categorySlug(category);
    const count = posts.filter((p) => p.category === category).length;
    const d = page(categoryPath(slug));
    expect(text(d.querySelector("h1"))).toBe(category);
    expect(text(d.querySelector("main"))).toContain(
      `${count} ${count === 1 ? "article" : "articles"} in this category`,
    );
    expect(d.querySelectorAll("[data-post-grid] > li")).toHaveLength(Math.min(count, PAGE_SIZE));
  });

  it.each(categories.map((c) => [c]))(
    "%s shows its cards' badges as text, not as links to itself",
    (category) => {
      const d = page(categoryPath(categorySlug(category)));
      // A category whose posts are all drafts has no grid: nothing to link.
      const grid = d.querySelector("[data-post-grid]");
      expect(
        grid?.querySelectorAll(`a[href="${inBase(categoryPath(categorySlug(category)))}"]`) ?? [],
      ).toHaveLength(0);
      const cards = [...(grid?.querySelectorAll("article") ?? [])];
      expect(cards).toHaveLength(Math.min(posts.filter((p) => p.category === category).length, PAGE_SIZE));
      // The badge opens the card's body, under the cover.
      for (const card of cards)
        expect(text(card.querySelector("picture + div")?.firstElementChild)).toBe(category);
    },
  );
});

describe("the look of the blog", () => {
  it.each(posts.map((p) => [p.slug]))(
    "%s shows its cover whole in the article's column: srcset and sizes of that width, its width and height, never cropped",
    (slug) => {
      const figure = page(paths["blog-post"]({ slug })).querySelector("main article [data-cover]")!;
      expect(figure.closest(".max-w-3xl"), "inside the article's column").not.toBeNull();
      const img = figure.querySelector("img")!;
      const width = Number(img.getAttribute("width"));
      const height = Number(img.getAttribute("height"));
      expect(width).toBeGreaterThan(0);
      expect(height).toBeGreaterThan(0);
      const classes = (img.getAttribute("class") ?? "").split(/\s+/);
      expect(classes).not.toContain("object-cover");
      expect(
        classes.some((c) => /^h-\[/.test(c)),
        "no fixed height",
      ).toBe(false);
      expect(classes).toContain("max-h-[400px]");
      for (const source of figure.querySelectorAll("source")) {
        expect(source.getAttribute("srcset") ?? source.getAttribute("srcSet")).toMatch(/ \d+w/);
        expect(source.getAttribute("sizes")).toBe(headerCoverSizes({ width, height }));
      }
    },
  );

  it.each(posts.map((p) => [p.slug]))(
    "%s ends with the site's call to action, after the article and its related posts",
    (slug) => {
      const d = page(paths["blog-post"]({ slug }));
      const after = d.querySelector("main article")?.nextElementSibling;
      const cta = after?.querySelector("section[data-cta]");
      expect(cta).toBeTruthy();
      const links = [...(cta?.querySelectorAll("a") ?? [])].map(hrefOf);
      expect(links).toEqual([paths["schedule-pickup"], paths.contact]);
      // Not part of the article's text in search.
      expect(after?.closest("[data-pagefind-ignore]")).toBeTruthy();
    },
  );

  const listPages = routes.filter((route) => route.page === "blog-author" || route.page === "blog-category");

  it.each(listPages.map((route) => [route.path]))(
    "%s: only the current page is aria-current in the breadcrumb; a segment that is no page does not look like it",
    (routePath) => {
      const crumbs = page(routePath).querySelector('nav[aria-label="Breadcrumb"] ol')!;
      const items = [...crumbs.querySelectorAll(":scope > li")];
      const current = crumbs.querySelectorAll("[aria-current]");
      expect(current).toHaveLength(1);
      expect(items.at(-1)?.contains(current[0]!)).toBe(true);
      const groups = items.slice(0, -1).flatMap((li) => [...li.querySelectorAll(":scope > span")]);
      expect(groups.length, "Author or Category").toBeGreaterThan(0);
      for (const group of groups) {
        expect(group.getAttribute("aria-current")).toBeNull();
        expect(group.getAttribute("class")).not.toBe(current[0]?.getAttribute("class"));
      }
    },
  );

  /** The blog, each author's and each category's list, and their numbered pages. */
  const allLists = routes.filter((route) => ["blog", "blog-author", "blog-category"].includes(route.page));
  /** What follows the breadcrumb: the page's header. */
  const headerOf = (routePath: string) =>
    page(routePath).querySelector('main > nav[aria-label="Breadcrumb"] + *');
  const artSrc = (name: ArtName) => inBase(art[name].file);

  it("list pages open with the compact list header, one treatment, the page's h1 in it, no hero", () => {
    const headers = allLists.map((route) => headerOf(route.path));
    expect(new Set(headers.map((header) => header?.getAttribute("class"))).size).toBe(1);
    for (const [index, header] of headers.entries()) {
      const route = allLists[index]!.path;
      expect(header?.hasAttribute("data-list-header"), route).toBe(true);
      expect(header?.hasAttribute("data-hero"), route).toBe(false);
      expect(header?.querySelector("h1"), route).not.toBeNull();
      expect(page(route).querySelectorAll("main h1"), route).toHaveLength(1);
    }
    expect(allLists.map((route) => route.page)).toEqual(
      expect.arrayContaining(["blog", "blog-author", "blog-category"]),
    );
  });

  it("a list page's header shows no scene: the blog none, an author their photo or initials, a category its own mark", () => {
    for (const route of allLists) {
      const header = headerOf(route.path)!;
      const images = [...header.querySelectorAll("img")].map((img) => img.getAttribute("src"));
      if (route.page === "blog") expect(images, route.path).toEqual([]);
      if (route.page === "blog-author") {
        const author = authorFor(route.slug, content);
        expect(text(header.querySelector("h1")), route.path).toBe(author.name);
        expect(text(header), route.path).toContain(author.role ?? "");
        // A photo is an <img> of the author's picture; without one, the initials.
        if (author.image) expect(images, route.path).toEqual([inBase(author.image)]);
        else {
          expect(images, route.path).toEqual([]);
          expect(header.querySelector("span[aria-hidden]"), route.path).not.toBeNull();
        }
      }
      if (route.page === "blog-category") {
        const category = categoryFor(route.slug, content);
        const first = category.posts[0]!;
        expect(text(header.querySelector("h1")), route.path).toBe(category.title);
        expect(text(header), route.path).toContain(categoryCountText(category.posts.length));
        expect(images, route.path).toEqual([artSrc(categoryArt[first.category])]);
      }
    }
  });

  it("each category's mark is on its own pages only, and each service's scene on its service's page only", () => {
    const placed = new Map<string, Set<string>>();
    for (const route of routes)
      for (const img of page(route.path).querySelectorAll("main img")) {
        const src = img.getAttribute("src") ?? "";
        placed.set(src, (placed.get(src) ?? new Set()).add(route.path));
      }
    for (const category of categories) {
      const on = [...(placed.get(artSrc(categoryArt[category])) ?? [])];
      for (const route of on)
        expect(route.startsWith(categoryPath(categorySlug(category))), route).toBe(true);
    }
    for (const service of content.services) {
      const on = [...(placed.get(artSrc(serviceArt[service.id])) ?? [])];
      expect(on, service.id).toEqual([paths.service(service)]);
    }
  });

  it("buttons drawn outside ButtonLink (404, map card, forms, mobile menu) have ButtonLink's classes for their variant and size", () => {
    const classes = (el: Element | null) => new Set((el?.getAttribute("class") ?? "").split(/\s+/));
    // ButtonLinks as the server renders them: the primary (cta) button, large and default-sized.
    const ctaLarge = classes(page(paths["schedule-pickup"]).querySelector('main a[data-variant="cta"]'));
    const primaryColour = ["bg-accent-600", "text-white", "hover:bg-accent-700"];
    for (const colour of primaryColour) expect(ctaLarge).toContain(colour);
    expect(ctaLarge).toContain("h-12");
    const notFound = classes(doc(NOT_FOUND_FILE).querySelector("[data-not-found] a"));
    expect(notFound).toEqual(ctaLarge);
    // The submit button adds its width and busy look to the same classes.
    const submit = classes(
      page(paths.contact).querySelector('[data-island="contact-form"] button[type="submit"]'),
    );
    for (const name of ctaLarge) expect(submit).toContain(name);
    // The mobile menu's main action spans its panel: the same button, but for its display.
    const menu = classes(
      page(paths.contact).querySelector('[data-island="mobile-menu"] dialog a[class*="h-12"]'),
    );
    expect([...menu].filter((name) => !ctaLarge.has(name)).sort()).toEqual(["flex", "w-full"]);
    expect([...ctaLarge].filter((name) => !menu.has(name))).toEqual(["inline-flex"]);
    // The map card's button is default-sized: the large one's classes but for its size.
    const map = classes(page(paths.contact).querySelector('[data-island="map-embed"] button'));
    for (const colour of primaryColour) expect(map).toContain(colour);
    const sizeless = (set: Set<string>) =>
      [...set].filter((name) => !/^(h|px|py|text)-/.test(name) || name.startsWith("text-white")).sort();
    expect(sizeless(map)).toEqual(sizeless(ctaLarge));
  });

  it.each(
    routes
      .filter((route) => ["blog", "blog-author", "blog-category"].includes(route.page))
      .map((r) => [r.path]),
  )("%s: the first cards of its grid are drawn wide so that no row ends with one card alone", (routePath) => {
    const cards = [...page(routePath).querySelectorAll("[data-post-grid] > li")];
    const wide = wideCards(cards.length);
    expect(cards.map((li) => li.hasAttribute("data-wide-md"))).toEqual(cards.map((_, i) => i < wide.md));
    expect(cards.map((li) => li.hasAttribute("data-wide-lg"))).toEqual(cards.map((_, i) => i < wide.lg));
  });
});
