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
