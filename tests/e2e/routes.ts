/** The route lists of the browser tests, read from the same functions the build uses. */
import path from "node:path";
import { loadContent } from "../../build/2-content/load";
import { authorSlug, categorySlug } from "../../src/model/slugs";
import { routesFor } from "../../src/pages";
import { listPage, paths } from "../../src/paths";
import type { PageId } from "../../src/route";
import { STRESS_AUTHOR, STRESS_POST } from "../stress-content";

const root = path.resolve(import.meta.dirname, "../..");
export const content = loadContent({
  root,
  contentDir: path.join(root, "content"),
  publicDir: path.join(root, "public"),
});
export const routes = routesFor(content);
/** URL of a route on the preview server (the 404 page is reached through an unknown path). */
export const urlOf = (routePath: string) => (routePath === paths["not-found"] ? "/no-such-page" : routePath);

/**
 * Pages whose words are editors' files (posts, authors, categories, the legal texts in markdown):
 * every route of one kind is the same template with other words, and there is one more with each
 * post.
 */
export const FROM_EDITORS_FILES: ReadonlySet<PageId> = new Set([
  "blog-post",
  "blog-author",
  "blog-category",
  "privacy",
  "terms",
]);

/**
 * Kinds whose first route the template checks skip: the stress fixture's pages (stressRoutes)
 * are the same template with its hardest content (the blog's list, an author's and a category's
 * pages), and the terms are the privacy policy's template (src/pages/legal.tsx). A post keeps
 * one of the site's own: the stress post holds no photos or tables.
 */
const STRESSED_ELSEWHERE: ReadonlySet<PageId> = new Set(["blog", "blog-author", "blog-category", "terms"]);

/**
 * One route of each page kind: every page of the site's own copy (each service page is a template
 * of its own), and the first route of each kind written from editors' files; a list's later pages
 * are the stress fixture's. The browser's template checks visit these, so their time does not grow
 * with the blog.
 */
export const templateRoutes = routes.filter(
  (route, i) =>
    !STRESSED_ELSEWHERE.has(route.page) &&
    (FROM_EDITORS_FILES.has(route.page)
      ? routes.findIndex((other) => other.page === route.page) === i
      : (route.paging?.page ?? 1) === 1),
);

/**
 * The stress fixture's pages (tests/stress-content.ts): the home page and the blog with its
 * longest title first, a list page full of cards (the blog's and a category's second pages),
 * the post with the longest title and words, and its author's page with the longest byline.
 */
export const stressRoutes = [
  paths.home,
  paths.blog,
  listPage(paths.blog, 2),
  listPage(paths["blog-category"]({ slug: categorySlug("Security") }), 2),
  paths["blog-post"](STRESS_POST),
  paths["blog-author"]({ slug: authorSlug(STRESS_AUTHOR.name) }),
];
