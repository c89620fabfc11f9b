/**
 * Paginated lists (/blog, each category and each author page): up to PAGE_SIZE
 * cards a page is the list as it always was; beyond that it continues on
 * numbered pages at `<list>/page/N` (src/paths.ts, `listPage`). Pure: the route
 * list (src/pages/index.ts), the pagination nav and the page heads use it.
 */
import { listPage } from "../paths";
import type { PageHead } from "./head";

/**
 * Cards on one list page: 24 fill whole rows of the grid at two and three columns, and keep
 * a page far inside the 40 KB HTML budget; the real blog's 16 posts stay on one page.
 */
export const PAGE_SIZE = 24;

/** Where a route stands in a paginated list. */
export interface Paging {
  /** 1-based number of this page. */
  page: number;
  /** How many pages the list has (at least 1). */
  pages: number;
  /** The list's own path: its first page, whose path has no /page/N. */
  path: string;
}

/** Pages needed for `items` cards; an empty list is still one page. */
export function pageCount(items: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(items / size));
}

/** The cards of one page (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** A numbered link in the pagination nav, or a gap ("…") standing for the pages left out. */
export type PageLink = number | "gap";

/**
 * The numbers the nav shows: the first and last page, the current one and its neighbours;
 * a run of left-out pages is one gap, unless it is a single page, which is shown instead
 * (a gap never hides just one number). At most seven items, however long the list.
 */
export function pageLinks(page: number, pages: number): PageLink[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const n of shown) {
    const previous = links.at(-1);
    if (typeof previous === "number" && n - previous === 2) links.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) links.push("gap");
    links.push(n);
  }
  return links;
}

/**
 * A list page's head: page 1 keeps the list's own title and description; a later page says
 * which it is in both (so no two pages share them). Each page names its neighbours (rel prev/next);
 * its canonical is its own URL.
 */
export function pagedHead(head: PageHead, paging: Paging | undefined): PageHead {
  if (!paging || paging.pages === 1) return head;
  const { page, pages, path } = paging;
  const which = `Page ${page} of ${pages}`;
  return {
    ...head,
    ...(page > 1 ? { title: `${head.title}, ${which}`, description: `${which}. ${head.description}` } : {}),
    prev: page > 1 ? listPage(path, page - 1) : undefined,
    next: page < pages ? listPage(path, page + 1) : undefined,
  };
}
