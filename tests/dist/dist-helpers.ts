import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import sharp from "sharp";
import { expect } from "vitest";
import { loadConfig } from "../../build/1-config/config";
import { withBase } from "../../src/lib/url";
import { routesFor } from "../../src/pages";
import { NOT_FOUND_FILE, paths } from "../../src/paths";
import { ROOT, siteContent } from "../helpers";

/** The built site under test: dist/, or DIST_DIR (CI also tests a build under a project base path). */
export const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? "dist");
if (!existsSync(path.join(DIST, "index.html"))) {
  throw new Error(
    `${path.relative(ROOT, DIST)}/ is empty: run \`npm run build\` before the dist tests (npm test does).`,
  );
}
/**
 * The content that build was made from: content/, or CONTENT_DIR for a build of other content
 * (`npm run build -- --content DIR --out DIST_DIR`). The tests hold every page to what its
 * content says, and hold that content to nothing but what SPEC asks of the whole site.
 */
export const CONTENT_DIR = path.resolve(ROOT, process.env.CONTENT_DIR ?? "content");
/** Its public files: public/, or PUBLIC_DIR (a post's photos live there). */
export const PUBLIC_DIR = path.resolve(ROOT, process.env.PUBLIC_DIR ?? "public");
export const config = loadConfig(ROOT, process.env, CONTENT_DIR);
export const content = siteContent(CONTENT_DIR, PUBLIC_DIR);
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

/** Every file in dist/, relative to it ("about-us/index.html"). */
export const distFiles: ReadonlySet<string> = new Set(fg.sync("**/*", { cwd: DIST, dot: true }));

/**
 * The dist/ file GitHub Pages serves for a URL path (base path included): the file,
 * else <path>/index.html, else <path>.html; a path ending in / only by its index.html.
 * Written here, apart from the build's resolvers (build/6-links, build/hosts.ts), so
 * that a mistake in those cannot hide a dead link from the tests.
 */
export function servedFile(pathname: string): string | undefined {
  if (!pathname.startsWith(config.basePath)) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(pathname.slice(config.basePath.length));
  } catch {
    return undefined;
  }
  const candidates =
    name === "" || name.endsWith("/") ? [`${name}index.html`] : [name, `${name}/index.html`, `${name}.html`];
  return candidates.find((file) => distFiles.has(file));
}

/** The parsed page of a route path. */
export function page(routePath: string): Document {
  return doc(
    routePath === paths.home
      ? "index.html"
      : routePath === paths["not-found"]
        ? NOT_FOUND_FILE
        : `${routePath.slice(1)}/index.html`,
  );
}

/**
 * An internal URL as the site path it stands for, the base path taken off, so that
 * expectations hold for a build at any BASE_PATH ("/repo/x" -> "/x").
 * Other URLs come back as they are.
 */
export function sitePath(url: string | null | undefined): string {
  const value = url ?? "";
  const base = config.basePath;
  if (base === "/" || !value.startsWith(base)) return value;
  return `/${value.slice(base.length)}`;
}

/** A site path as this build writes it in an href: under the base path. */
export const inBase = (sitePath: string) => withBase(config.basePath, sitePath);

/** An element's href as a site path. */
export const hrefOf = (el: Element | null | undefined) => sitePath(el?.getAttribute("href"));

export const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

export function jsonLd(d: Document): Record<string, unknown>[] {
  return [...d.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ""),
  );
}

/**
 * Checks a responsive <picture> as the build writes it (build/3-assets/images.ts): an AVIF
 * then a WebP <source>, each listing files of this build at widths rising to the original's
 * at most, and an <img> whose src is the original, with its width and height as shown.
 */
export async function expectPicture(picture: Element, original: string): Promise<void> {
  const { autoOrient } = await sharp(path.join(PUBLIC_DIR, original)).metadata();
  const img = picture.querySelector("img");
  expect(sitePath(img?.getAttribute("src"))).toBe(original);
  expect(img?.getAttribute("width")).toBe(String(autoOrient.width));
  expect(img?.getAttribute("height")).toBe(String(autoOrient.height));
  const sources = [...picture.querySelectorAll("source")];
  expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  for (const source of sources) {
    // React writes srcSet; HTML attribute names are case-insensitive, linkedom's are not.
    const entries = (source.getAttribute("srcset") ?? source.getAttribute("srcSet") ?? "").split(", ");
    const widths = entries.map((entry) => Number(entry.split(" ")[1]?.replace(/w$/, "")));
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(widths.at(-1)).toBeLessThanOrEqual(autoOrient.width);
    expect(source.getAttribute("sizes")).toBeTruthy();
    for (const entry of entries) {
      const file = sitePath(entry.split(" ")[0]).slice(1);
      expect(file).toMatch(/^assets\/images\/.+-\d+-[A-Za-z0-9]{10}\.(avif|webp)$/);
      expect(distFiles.has(file), file).toBe(true);
    }
  }
}
