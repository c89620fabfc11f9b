/**
 * Every URL the site writes, by page id: the one place a path is written. Page modules
 * serve these paths (src/pages/index.ts turns them into the route list), and every link,
 * the feed, the sitemap, the redirect pages and the CloudFront map are written with them,
 * so renaming a page is one edit here and the compiler finds every link to a page that no
 * longer exists. A collection page's path is built from the thing it is about (a post, a
 * service, an author, a category), never from a string its caller spells.
 * Paths are without the base path (links add it: SiteLink, useUrl).
 */
import type { Author, Post } from "./model/schema";

/** What a collection page is about, as its URL needs it: a post, a service, an author or a category, by its slug. */
export interface Slugged {
  readonly slug: string;
}

export const paths = {
  home: "/",
  about: "/about-us",
  services: "/services",
  service: (service: Slugged) => `/services/${service.slug}`,
  blog: "/blog",
  "blog-post": (post: Pick<Post, "slug">) => `/blog/${post.slug}`,
  "blog-author": (author: Pick<Author, "slug">) => `/blog/author/${author.slug}`,
  "blog-category": (category: Slugged) => `/blog/category/${category.slug}`,
  contact: "/contact",
  "schedule-pickup": "/schedule-pickup",
  sustainability: "/sustainability-esg",
  careers: "/careers",
  "client-login": "/client-login",
  privacy: "/privacy-policy",
  terms: "/terms",
  search: "/search",
  "not-found": "/404",
} as const satisfies Record<string, string | ((of: Slugged) => string)>;

type Paths = typeof paths;

/** A page of the site, by the id its module declares (src/pages/page.ts): the keys of `paths`. */
export type PageId = keyof Paths;

/** The ids of the pages with one path (not one per post, service, author or category). */
export type StaticPageId = { [K in PageId]: Paths[K] extends string ? K : never }[PageId];

/** The site path of every page with one path. */
export type StaticPath = Paths[StaticPageId];

/** The ids of the pages with a path per thing they are about. */
export type CollectionPageId = Exclude<PageId, StaticPageId>;

/**
 * Page `page` of a paginated list (/blog, a category, an author): the list's own path for
 * page 1, then `/blog/page/2`, `/blog/category/security/page/2`... (src/lib/pagination.ts).
 */
export function listPage(path: string, page: number): string {
  return page === 1 ? path : `${path === "/" ? "" : path}/page/${page}`;
}

/**
 * The file the 404 page is written to, which every host serves for a path it has no file for
 * (GitHub Pages, the S3 website's error document, the preview and dev servers).
 */
export const NOT_FOUND_FILE = "404.html";

/** Pagefind's browser script, written with the search index (build/5-site-files/search-index.ts). */
export const SEARCH_ENGINE = "/pagefind/pagefind.js";

/** The RSS feed of the blog, written by the build beside the pages (build/5-site-files/feed.ts). */
export const FEED_PATH = "/feed.xml";

/**
 * The browser editor's folder (/admin/, build/5-site-files/admin/admin-files.ts): for editors,
 * not visitors, so no page, sitemap, feed or search index names it.
 */
export const ADMIN_DIR = "admin";

/** The sitemap, written by the build beside the pages (build/5-site-files/sitemap.ts). */
export const SITEMAP_PATH = "/sitemap.xml";

/**
 * Which collection page a path has the shape of, though nothing may be there (an unknown post):
 * the page whose path it is with another slug. A path that is the fixed part of another
 * collection's paths ("/blog/author", with "author" where a post's slug would be) is none.
 */
export function collectionOf(sitePath: string): CollectionPageId | undefined {
  const segments = sitePath.split("/").filter(Boolean);
  const shapes = collectionShapes();
  const fixed = new Set(
    shapes.flatMap(({ prefix }) => prefix.map((_, n) => prefix.slice(0, n + 1).join("/"))),
  );
  if (fixed.has(segments.join("/"))) return undefined;
  return shapes.find(
    ({ prefix }) =>
      segments.length === prefix.length + 1 && prefix.every((segment, n) => segments[n] === segment),
  )?.id;
}

/** Each collection page's path as the segments before its slug (its slug is the last segment). */
function collectionShapes(): { id: CollectionPageId; prefix: string[] }[] {
  const SLUG = "\u0000";
  return (Object.keys(paths) as PageId[]).flatMap((id) => {
    const path = paths[id];
    if (typeof path === "string") return [];
    const segments = path({ slug: SLUG }).split("/").filter(Boolean);
    if (segments.at(-1) !== SLUG || segments.slice(0, -1).includes(SLUG))
      throw new Error(`paths["${id}"] must end in its slug: src/lib/not-found.ts tells unknown slugs by it`);
    return [{ id: id as CollectionPageId, prefix: segments.slice(0, -1) }];
  });
}
