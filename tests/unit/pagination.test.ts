/** Paginated lists (src/lib/pagination.ts, listPage in src/paths.ts): the pure rules. */
import { describe, expect, it } from "vitest";
import { headTags, type SiteHead } from "../../src/lib/head";
import { PAGE_SIZE, pageCount, pagedHead, pageLinks, pageSlice } from "../../src/lib/pagination";
import { listPage, paths } from "../../src/paths";

/** A category's list, by a made-up slug. */
const category = paths["blog-category"]({ slug: "security" });

describe("pageCount and pageSlice", () => {
  it("keeps a list of up to PAGE_SIZE on one page, an empty one too", () => {
    expect(PAGE_SIZE).toBeGreaterThanOrEqual(16); // the real blog's 16 posts stay on one page
    expect(pageCount(0)).toBe(1);
    expect(pageCount(16)).toBe(1);
    expect(pageCount(PAGE_SIZE)).toBe(1);
    expect(pageCount(PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(4001)).toBe(Math.ceil(4001 / PAGE_SIZE));
  });

  it("cuts the list into consecutive pages that hold every item once", () => {
    const items = Array.from({ length: 2 * PAGE_SIZE + 5 }, (_, i) => i);
    const pages = Array.from({ length: pageCount(items.length) }, (_, i) => pageSlice(items, i + 1));
    expect(pages.map((p) => p.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 5]);
    expect(pages.flat()).toEqual(items);
  });
});

describe("listPage", () => {
  it("is the list itself for page 1 and /page/N after it", () => {
    expect(listPage(paths.blog, 1)).toBe(paths.blog);
    expect(listPage(paths.blog, 2)).toBe(`${paths.blog}/page/2`);
    expect(listPage(category, 12)).toBe(`${category}/page/12`);
    expect(listPage("/", 3)).toBe("/page/3");
  });
});

describe("pageLinks", () => {
  it("shows every page of a short list", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the first, the last, the current page and its neighbours, with gaps between", () => {
    expect(pageLinks(1, 167)).toEqual([1, 2, "gap", 167]);
    expect(pageLinks(50, 167)).toEqual([1, "gap", 49, 50, 51, "gap", 167]);
    expect(pageLinks(167, 167)).toEqual([1, "gap", 166, 167]);
  });

  it("never hides a single page behind a gap", () => {
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageLinks(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
    expect(pageLinks(8, 10)).toEqual([1, "gap", 7, 8, 9, 10]);
  });

  it("has at most seven items, in order, the current page among them, at any length", () => {
    for (let pages = 1; pages <= 60; pages++) {
      for (let page = 1; page <= pages; page++) {
        const links = pageLinks(page, pages);
        expect(links.length).toBeLessThanOrEqual(7);
        const numbers = links.filter((l): l is number => l !== "gap");
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        // A gap stands for two pages or more; numbers next to each other are consecutive.
        links.forEach((link, i) => {
          const next = links[i + 1];
          if (typeof link === "number" && typeof next === "number") expect(next).toBe(link + 1);
          if (link === "gap") expect((links[i + 1] as number) - (links[i - 1] as number)).toBeGreaterThan(2);
        });
      }
    }
  });
});

describe("pagedHead", () => {
  const head = { title: "Security Articles", description: "60 articles in this category." };
  const site: SiteHead = {
    brand: "BuyITAD",
    siteUrl: "https://www.example.com",
    basePath: "/repo/",
    defaultImage: { path: "/images/og.png", width: 1200, height: 630, alt: "" },
    tags: [],
  };
  const links = (path: string, paging: Parameters<typeof pagedHead>[1]) =>
    headTags(site, pagedHead(head, paging), path)
      .filter((t) => t.tag === "link")
      .map((t) => [t.attrs.rel, t.attrs.href]);

  it("leaves a list of one page as it was", () => {
    expect(pagedHead(head, undefined)).toEqual(head);
    expect(pagedHead(head, { page: 1, pages: 1, path: paths.blog })).toEqual(head);
  });

  it("keeps the first page's title and names its next page", () => {
    const first = pagedHead(head, { page: 1, pages: 3, path: category });
    expect(first.title).toBe(head.title);
    expect(first.description).toBe(head.description);
    expect(links(category, { page: 1, pages: 3, path: category })).toEqual([
      ["canonical", `https://www.example.com/repo${category}`],
      ["next", `https://www.example.com/repo${category}/page/2`],
    ]);
  });

  it("numbers a later page's title and description and links both neighbours, the first by its own path", () => {
    const paging = { page: 2, pages: 3, path: category };
    expect(pagedHead(head, paging).title).toBe("Security Articles, Page 2 of 3");
    expect(pagedHead(head, paging).description).toBe("Page 2 of 3. 60 articles in this category.");
    expect(links(`${category}/page/2`, paging)).toEqual([
      ["canonical", `https://www.example.com/repo${category}/page/2`],
      ["prev", `https://www.example.com/repo${category}`],
      ["next", `https://www.example.com/repo${category}/page/3`],
    ]);
    expect(links(`${category}/page/3`, { ...paging, page: 3 })).toEqual([
      ["canonical", `https://www.example.com/repo${category}/page/3`],
      ["prev", `https://www.example.com/repo${category}/page/2`],
    ]);
  });
});
