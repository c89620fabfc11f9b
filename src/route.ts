/** A page of the site, as the route list (build/routes.ts) describes it. */
export type PageId =
  | "home"
  | "about"
  | "services"
  | "service"
  | "blog"
  | "blog-post"
  | "blog-author"
  | "blog-category"
  | "contact"
  | "schedule-pickup"
  | "sustainability"
  | "careers"
  | "client-login"
  | "privacy"
  | "terms"
  | "not-found";

export interface Route {
  /** URL path without base path or trailing slash ("/" for home). */
  path: string;
  page: PageId;
  /** The slug the page is about: service, post, author or category. */
  slug?: string;
}
