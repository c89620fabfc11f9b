/**
 * The one route list (SPEC 2.1). The renderer, the sitemap, the feed and the
 * link checker all read it; nothing else decides which pages exist.
 */
import { services } from "../../content/services";
import type { Content } from "../../src/content/schema";
import { authorSlug, categorySlug } from "../../src/content/slugs";
import type { PageId, Route } from "../../src/route";

export type { PageId, Route };

/** The path of the 404 page; it renders to 404.html and is never in the sitemap. */
export const NOT_FOUND_PATH = "/404";

const staticRoutes: Route[] = [
  { path: "/", page: "home" },
  { path: "/about-us", page: "about" },
  { path: "/services", page: "services" },
  ...services.map(
    (service): Route => ({ path: `/services/${service.slug}`, page: "service", slug: service.slug }),
  ),
  { path: "/blog", page: "blog" },
  { path: "/contact", page: "contact" },
  { path: "/schedule-pickup", page: "schedule-pickup" },
  { path: "/sustainability-esg", page: "sustainability" },
  { path: "/careers", page: "careers" },
  { path: "/client-login", page: "client-login" },
  { path: "/privacy-policy", page: "privacy" },
  { path: "/terms", page: "terms" },
];

/** Every route of the site, blog posts, authors and categories included, then the 404 page. */
export function routesFor(content: Pick<Content, "posts">): Route[] {
  const posts = content.posts.map(
    (post): Route => ({ path: `/blog/${post.slug}`, page: "blog-post", slug: post.slug }),
  );
  const authors = unique(content.posts.map((post) => authorSlug(post.author))).map(
    (slug): Route => ({ path: `/blog/author/${slug}`, page: "blog-author", slug }),
  );
  const categories = unique(content.posts.map((post) => categorySlug(post.category))).map(
    (slug): Route => ({ path: `/blog/category/${slug}`, page: "blog-category", slug }),
  );
  return [...staticRoutes, ...posts, ...authors, ...categories, { path: NOT_FOUND_PATH, page: "not-found" }];
}

/** The routes that belong in the sitemap: all but the 404 page. */
export function indexableRoutes(routes: Route[]): Route[] {
  return routes.filter((route) => route.page !== "not-found");
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
