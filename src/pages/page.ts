/**
 * What a page module declares: its id, the routes it serves, its breadcrumb
 * label, its head and its component. The list of page modules
 * (src/pages/index.ts) is the one place that says which pages exist.
 */
import type { ReactNode } from "react";
import type { SearchType } from "../components/search/result";
import type { PageHead } from "../lib/head";
import type { Paging } from "../lib/pagination";
import type { Content } from "../model/schema";
import type { PageId, Slugged } from "../paths";

/** A route of one page: `slug` names the service, post, author or category a collection page is about. */
export interface PageRoute<Id extends string = string> {
  /** URL path without base path or trailing slash ("/" for home). */
  path: string;
  page: Id;
  slug?: string;
  /** The page's label in the breadcrumb (SPEC 2.2), computed with the route list. */
  crumb: string;
  /** On a list page (one that declares `listed`): which of its pages this route is. */
  paging?: Paging;
}

interface PageBase<Id extends string> {
  id: Id;
  // Methods, not function properties: a page of one id stands in the list of all of them.
  head(route: PageRoute<Id>, content: Content): PageHead;
  Page(props: { route: PageRoute<Id> }): ReactNode;
  /**
   * The day (YYYY-MM-DD) the page's content last changed, for a page written from dated
   * content (a post, a legal page): its sitemap entry's lastmod. Undefined for the others.
   */
  lastModified?(route: PageRoute<Id>, content: Content): string | undefined;
  /** The content file the page is written from (a post's or a legal page's markdown), for messages. */
  source?(route: PageRoute<Id>, content: Content): string | undefined;
  /**
   * `false` leaves the page out of site search: a list of other pages (their excerpts would
   * outrank the pages themselves) or a page with nothing to find.
   */
  search?: false;
  /**
   * How site search labels the page's results: "Article" for a post, "Service" for a service
   * page, else "Page"; and the result's title when it is not the page's <h1> (a service is
   * found by its name, not by its hero's headline). Read by searchResultAs (src/pages/index.ts).
   */
  searchAs?(route: PageRoute<Id>, content: Content): { type: SearchType; title?: string };
  /**
   * `true` keeps the page out of search engines: out of the sitemap (indexableRoutes in
   * src/pages/index.ts), and its head says robots noindex and gives no canonical link. For a
   * page with nothing of its own to find: the 404 page, the search page.
   */
  noindex?: true;
  /**
   * A list page: how many cards it lists (for a collection page, for one slug). Beyond
   * PAGE_SIZE (src/lib/pagination.ts) the list continues on numbered pages, each its own route
   * with its `paging`; the page shows that slice, and renderRoute numbers its head (pagedHead).
   */
  listed?(content: Content, slug?: string): number;
}

/** A page at one path; its breadcrumb label, when its path segment title-cased is not right. */
export interface SinglePage<Id extends string> extends PageBase<Id> {
  path: string;
  crumb?: string;
}

/** A page per slug of the content: a service, post, author or category. */
export interface CollectionPage<Id extends string> extends PageBase<Id> {
  /** The path of the page about one of the things `slugs` names (src/paths.ts). */
  path(of: Slugged): string;
  /** The slugs this page is rendered for, from the loaded content. */
  slugs(content: Content): readonly string[];
  /** The breadcrumb label of one slug's page (else its path segment, title-cased). */
  crumb?(slug: string, content: Content): string;
}

export type PageDef<Id extends string = string> = SinglePage<Id> | CollectionPage<Id>;

/**
 * Declares a page; its id is one of src/paths.ts, whose key gives the page its path. The id is
 * read from `id` alone (NoInfer elsewhere): a component typed for any route would otherwise
 * widen it, and the page list (src/pages/index.ts) could no longer tell one page's key from another's.
 */
export function definePage<const Id extends PageId>(
  def: SinglePage<NoInfer<Id>> & { id: Id },
): SinglePage<Id>;
export function definePage<const Id extends PageId>(
  def: CollectionPage<NoInfer<Id>> & { id: Id },
): CollectionPage<Id>;
export function definePage<const Id extends PageId>(def: PageDef<Id>): PageDef<Id> {
  return def;
}
