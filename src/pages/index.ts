/**
 * The pages of the site, in the order the route list (and so the sitemap)
 * takes them. A new page is its copy in content/pages/ (with its schema in
 * src/model/copy/), its module beside
 * this file, its path in src/paths.ts and one line here; the compiler
 * rejects a path without its line here, and the build rejects a page module
 * without one (build/4-pages/page-modules.ts).
 */

import type { SearchType } from "../components/search/result";
import { segmentLabel } from "../lib/breadcrumbs";
import { pageCount } from "../lib/pagination";
import type { Content } from "../model/schema";
import { listPage, paths } from "../paths";
import type { PageId, Route } from "../route";
import { aboutPage } from "./about";
import { blogAuthorPage } from "./blog/blog-author";
import { blogCategoryPage } from "./blog/blog-category";
import { blogIndexPage } from "./blog/blog-index";
import { blogPostPage } from "./blog/blog-post";
import { careersPage } from "./careers";
import { clientLoginPage } from "./client-login";
import { contactPage } from "./contact";
import { homePage } from "./home";
import { privacyPage, termsPage } from "./legal";
import { notFoundPage } from "./not-found";
import type { PageDef } from "./page";
import { schedulePickupPage } from "./schedule-pickup";
import { searchPage } from "./search";
import { servicePage } from "./services/service-page";
import { servicesOverviewPage } from "./services-overview";
import { sustainabilityPage } from "./sustainability";

/**
 * One page module per path of src/paths.ts, under the same key as its id: a path with no
 * module here, a module under another page's key or a key with no path fails `tsc`.
 */
export type PageModules = { [Id in keyof typeof paths]: PageDef<Id> };

export const pageModules = {
  home: homePage,
  about: aboutPage,
  services: servicesOverviewPage,
  service: servicePage,
  blog: blogIndexPage,
  contact: contactPage,
  "schedule-pickup": schedulePickupPage,
  sustainability: sustainabilityPage,
  careers: careersPage,
  "client-login": clientLoginPage,
  privacy: privacyPage,
  terms: termsPage,
  search: searchPage,
  "blog-post": blogPostPage,
  "blog-author": blogAuthorPage,
  "blog-category": blogCategoryPage,
  "not-found": notFoundPage,
} satisfies PageModules;

/** The page modules, in the order of the route list. */
export const pages: readonly PageDef<PageId>[] = Object.values(pageModules);

const byId = new Map<string, PageDef>(pages.map((page) => [page.id, page]));

/** The page module that renders a route. */
export function pageOf(route: Route): PageDef<PageId> {
  const page = byId.get(route.page);
  if (!page) throw new Error(`No page module with id "${route.page}" in src/pages/index.ts`);
  return page as PageDef<PageId>;
}

/** The path of the 404 page; it renders to 404.html and is never in the sitemap. */
export const NOT_FOUND_PATH = paths["not-found"];

/**
 * Every route of the site, in the order of the page list: static pages, services, posts, authors,
 * categories, 404. A list page longer than one page is one route per page, in page order.
 */
export function routesFor(content: Content): Route[] {
  return pages.flatMap((page: PageDef<PageId>): Route[] => {
    if (!("slugs" in page))
      return paged(page, content, undefined, {
        path: page.path,
        page: page.id,
        crumb: page.crumb ?? lastLabel(page.path),
      });
    return unique(page.slugs(content)).flatMap((slug) => {
      const path = page.path({ slug });
      return paged(page, content, slug, {
        path,
        page: page.id,
        slug,
        crumb: page.crumb?.(slug, content) ?? lastLabel(path),
      });
    });
  });
}

/** A list page's route as one route per page of its list (src/lib/pagination.ts); any other as it is. */
function paged(page: PageDef<PageId>, content: Content, slug: string | undefined, first: Route): Route[] {
  if (!page.listed) return [first];
  const pages = pageCount(page.listed(content, slug));
  return Array.from({ length: pages }, (_, index): Route => {
    const paging = { page: index + 1, pages, path: first.path };
    if (index === 0) return { ...first, paging };
    const path = listPage(first.path, index + 1);
    return { ...first, path, crumb: lastLabel(path), paging };
  });
}

/**
 * The routes that belong in the sitemap, and that a redirect may lead to: all but those of a
 * page marked `noindex` (the 404 page, the search page).
 */
export function indexableRoutes(routes: readonly Route[]): Route[] {
  return routes.filter(isIndexable);
}

/** Whether search engines are asked to index a route: its page is not marked `noindex`. */
export function isIndexable(route: Route): boolean {
  return pageOf(route).noindex !== true;
}

/** Whether site search finds a route (build/5-site-files/search-index.ts): a page of the sitemap that does not opt out. */
export function isSearchable(route: Route): boolean {
  return isIndexable(route) && pageOf(route).search !== false;
}

/** The routes site search finds. */
export function searchableRoutes(routes: readonly Route[]): Route[] {
  return indexableRoutes(routes).filter(isSearchable);
}

/**
 * How site search labels a route's result: its type, and its title (PageBase.searchAs). A page
 * that says nothing is titled by its name, as its breadcrumb shows it ("About Us", the home page
 * by the brand), not by its hero's headline, which Pagefind would take from its <h1>.
 */
export function searchResultAs(route: Route, content: Content): { type: SearchType; title?: string } {
  return (
    pageOf(route).searchAs?.(route, content) ?? { type: "Page", title: route.crumb || content.site.brand }
  );
}

function lastLabel(path: string): string {
  return segmentLabel(path.split("/").filter(Boolean).at(-1) ?? "");
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
