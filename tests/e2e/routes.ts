/** The route list for browser tests, read from the same functions the build uses. */
import path from "node:path";
import { loadContent } from "../../build/2-content/load";
import { routesFor } from "../../src/pages";

const root = path.resolve(import.meta.dirname, "../..");
export const content = loadContent({
  root,
  contentDir: path.join(root, "content"),
  publicDir: path.join(root, "public"),
});
export const routes = routesFor(content);
/** URL of a route on the preview server (the 404 page is reached through an unknown path). */
export const urlOf = (routePath: string) => (routePath === "/404" ? "/no-such-page" : routePath);

/**
 * Pages written from editors' files (posts, authors, categories): every route of one is the same
 * template with other words, and there is one more with each post. The browser tests of what the
 * template does (hydration, axe) take the first route of each of these and every other route, so
 * their time does not grow with the blog. What the words do is checked on every route: the built
 * HTML in tests/dist (html-validate, links, headings, alt text), and here the overflow test.
 */
const FROM_EDITORS_FILES = new Set(["blog-post", "blog-author", "blog-category"]);
export const templateRoutes = routes.filter(
  (route, index) =>
    (!FROM_EDITORS_FILES.has(route.page) && (route.paging?.page ?? 1) === 1) ||
    routes.findIndex((other) => other.page === route.page) === index,
);
