/**
 * What the S3 deploy's tests start from: a small build folder with one file of each kind,
 * and the headers docs/deploy.md gives each kind of file, written out here rather than
 * read from build/hosts.ts: a test that took them from the module it tests would pass
 * whatever the module said.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A small build folder's files, one of each kind; each holds its own name. */
export const SMALL_BUILD = [
  "index.html",
  "404.html",
  "about-us/index.html",
  "about-us.html",
  "blog/index.html",
  "blog.html",
  "blog/x/index.html",
  "blog/x.html",
  "assets/client-5Z7JIF2W.js",
  "assets/chunks/hydrate-LDD5ZMM3.js",
  "assets/styles-oMDWnlfnsn.css",
  "images/blog/x-640.webp",
  "favicon.svg",
  "feed.xml",
  "sitemap.xml",
  "robots.txt",
  ".well-known/security.txt",
];

export function writeSmallBuild(dist: string): void {
  for (const file of SMALL_BUILD) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), file);
  }
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";
export const ONE_HOUR = "public, max-age=3600";

export const HTML = "text/html; charset=utf-8";
export const JS = "text/javascript; charset=utf-8";
export const XML = "application/xml; charset=utf-8";
export const TEXT = "text/plain; charset=utf-8";

/** Kinds of keys, first match wins: [key pattern, Content-Type, Cache-Control]. */
const KINDS: readonly (readonly [RegExp, string, string])[] = [
  // Hashed assets (a name ending in -HASH) and the search index's hashed chunks: a year.
  [/^assets\/.+-[A-Za-z0-9]{8,}\.js$/, JS, IMMUTABLE],
  [/^assets\/.+-[A-Za-z0-9]{8,}\.css$/, "text/css; charset=utf-8", IMMUTABLE],
  [/^assets\/.+-[A-Za-z0-9]{8,}\.woff2$/, "font/woff2", IMMUTABLE],
  [/^assets\/.+-[A-Za-z0-9]{8,}\.avif$/, "image/avif", IMMUTABLE],
  [/^assets\/.+-[A-Za-z0-9]{8,}\.webp$/, "image/webp", IMMUTABLE],
  [/^assets\/.+-[A-Za-z0-9]{8,}\.jpe?g$/, "image/jpeg", IMMUTABLE],
  [/^pagefind\/.+_[0-9a-f]{7,}\.pf_(index|fragment|meta)$/, "application/octet-stream", IMMUTABLE],
  // Pagefind's unhashed files name the current chunks: asked again each time, like a page.
  [/^pagefind\/.+\.pagefind$/, "application/octet-stream", REVALIDATE],
  [/^pagefind\/.+\.js$/, JS, REVALIDATE],
  [/^pagefind\/.+\.json$/, "application/json; charset=utf-8", REVALIDATE],
  // The browser editor's script and configuration: asked again each time, like a page.
  [/^admin\/.+\.js$/, JS, REVALIDATE],
  [/^admin\/.+\.yml$/, "text/yaml; charset=utf-8", REVALIDATE],
  // Pages, and the extensionless copy of each <path>/index.html.
  [/\.html$/, HTML, REVALIDATE],
  [/^[^.]+$/, HTML, REVALIDATE],
  // Everything else: an hour.
  [/\.xml$/, XML, ONE_HOUR],
  [/\.txt$/, TEXT, ONE_HOUR],
  [/\.svg$/, "image/svg+xml", ONE_HOUR],
  [/\.jpe?g$/, "image/jpeg", ONE_HOUR],
  [/\.png$/, "image/png", ONE_HOUR],
  [/\.webp$/, "image/webp", ONE_HOUR],
];

/** The Content-Type and Cache-Control docs/deploy.md gives a key; throws for a kind it does not list. */
export function documentedHeaders(key: string): { contentType: string; cacheControl: string } {
  const kind = KINDS.find(([pattern]) => pattern.test(key));
  if (!kind)
    throw new Error(
      `no documented headers for ${key}: add its kind to documentedHeaders in tests/s3-fixture.ts`,
    );
  return { contentType: kind[1], cacheControl: kind[2] };
}
