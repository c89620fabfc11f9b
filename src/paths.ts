/**
 * Every page's URL, by page id: the one place a path is written. Page modules
 * serve these paths (src/pages/index.ts turns them into the route list) and
 * every internal link is written with them, so renaming a page is one edit
 * here and the compiler finds every link to a page that no longer exists.
 * Paths are without the base path (links add it: SiteLink, useUrl).
 */
export const paths = {
  home: "/",
  about: "/about-us",
  services: "/services",
  service: (slug: string) => `/services/${slug}`,
  blog: "/blog",
  "blog-post": (slug: string) => `/blog/${slug}`,
  "blog-author": (slug: string) => `/blog/author/${slug}`,
  "blog-category": (slug: string) => `/blog/category/${slug}`,
  contact: "/contact",
  "schedule-pickup": "/schedule-pickup",
  sustainability: "/sustainability-esg",
  careers: "/careers",
  "client-login": "/client-login",
  privacy: "/privacy-policy",
  terms: "/terms",
  search: "/search",
  "not-found": "/404",
} as const satisfies Record<string, string | ((slug: string) => string)>;

type Paths = typeof paths;

/**
 * Page `page` of a paginated list (/blog, a category, an author): the list's own path for
 * page 1, then `/blog/page/2`, `/blog/category/security/page/2`... (src/lib/pagination.ts).
 */
export function listPage(path: string, page: number): string {
  return page === 1 ? path : `${path === "/" ? "" : path}/page/${page}`;
}

/** The site path of every page with one path. */
export type StaticPath = { [K in keyof Paths]: Paths[K] extends string ? Paths[K] : never }[keyof Paths];

/** Pagefind's browser script, written with the search index (build/5-site-files/search-index.ts). */
export const SEARCH_ENGINE = "/pagefind/pagefind.js";

/** The feed, written by the build beside the pages (build/5-site-files/feed.ts). */
export const FEED_PATH = "/feed.xml";
