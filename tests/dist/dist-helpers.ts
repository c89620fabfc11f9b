import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { loadConfig } from "../../build/config";
import { loadContent } from "../../build/content/load";
import { routesFor } from "../../build/routes";
import { ROOT } from "../helpers";

export const DIST = path.join(ROOT, "dist");
if (!existsSync(path.join(DIST, "index.html"))) {
  throw new Error("dist/ is empty: run `npm run build` before the dist tests (npm test does).");
}
export const config = loadConfig(ROOT);
export const content = loadContent({
  root: ROOT,
  contentDir: path.join(ROOT, "content"),
  publicDir: path.join(ROOT, "public"),
});
export const routes = routesFor(content);

const cache = new Map<string, Document>();
/** The parsed HTML of a dist file (relative path). */
export function doc(file: string): Document {
  let d = cache.get(file);
  if (!d) {
    d = parseHTML(readFileSync(path.join(DIST, file), "utf8")).document as unknown as Document;
    cache.set(file, d);
  }
  return d;
}

/** The parsed page of a route path. */
export function page(routePath: string): Document {
  return doc(
    routePath === "/" ? "index.html" : routePath === "/404" ? "404.html" : `${routePath.slice(1)}/index.html`,
  );
}

export const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

export function jsonLd(d: Document): Record<string, unknown>[] {
  return [...d.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ""),
  );
}
