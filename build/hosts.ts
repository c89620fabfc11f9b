/**
 * How the two static hosts answer a request, as data over the built folder
 * (or an emulated bucket): the preview server serves by these rules, the
 * dead-link check resolves by them, and the S3 deploy types its objects with them.
 * - github-pages: the file, else <path>/index.html, else <path>.html, else 404.html with status 404.
 * - s3-website: the object at the key (index.html for a key ending in /), else a
 *   302 to <path>/ when <path>/index.html exists, else 404.html with status 404.
 *   An object uploaded with a redirect location (an old path of content/redirects.txt)
 *   is answered with a 301 to it.
 * A path no file can have (a malformed %-escape, a NUL) is a 400 on both, never a throw: one
 * such request used to stop the preview server.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { lookup } from "mrmime";
import { withBase } from "../src/lib/url";
import { ADMIN_DIR, NOT_FOUND_FILE } from "../src/paths";
import type { Redirect } from "./2-content/redirects-file";
import { outFiles } from "./4-pages/out-files";

export type HostRules = "github-pages" | "s3-website";

/** An object in an emulated S3 bucket: its local file and the metadata it was uploaded with. */
export interface BucketObject {
  file: string;
  contentType: string;
  cacheControl: string;
  /** S3's WebsiteRedirectLocation: the website endpoint answers the key with a 301 to it. */
  redirectLocation?: string;
}

/** Where the site's types part from mrmime's: .xml is application/xml (mrmime: text/xml), .ico has one. */
const OWN_TYPES: Record<string, string> = { xml: "application/xml", ico: "image/x-icon" };

/** The type a file is served and uploaded with (mrmime's table); text, JSON and XML say charset=utf-8, as the build writes. */
export function contentType(file: string): string {
  const ext = path.extname(file).slice(1).toLowerCase();
  const type = OWN_TYPES[ext] ?? lookup(ext) ?? "application/octet-stream";
  return /^text\/|^application\/(json|xml)$/.test(type) ? `${type}; charset=utf-8` : type;
}

export const CACHE_CONTROL = {
  /** Content-hashed names never change content: cache for a year. */
  hashed: "public, max-age=31536000, immutable",
  /** Pages change in place and reference the hashed files: always revalidate. */
  html: "public, max-age=0, must-revalidate",
  /** Images, feed, sitemap, robots: unhashed, so cache briefly. */
  other: "public, max-age=3600",
} as const;

/** One of the three Cache-Control values above. */
export type CachePolicy = (typeof CACHE_CONTROL)[keyof typeof CACHE_CONTROL];

/**
 * A file named by its content: the build's assets (assets/name-HASH.ext, esbuild and the CSS
 * step; assets/images/name-WIDTH-HASH.avif and .webp, the images step) and the search index's chunks (pagefind/index/en_HASH.pf_index, pagefind/fragment/
 * en_HASH.pf_fragment, pagefind/pagefind.en_HASH.pf_meta). A year's cache, and a deploy with
 * --delete keeps them for a grace period: pages and search entries cached in browsers name them.
 */
export function isHashedAsset(key: string): boolean {
  return (
    /^assets\/(?:.+\/)?[^/]+-[A-Za-z0-9]{8,}\.[A-Za-z0-9]+$/.test(key) ||
    /^pagefind\/(?:(?:index|fragment)\/[a-z-]+_[0-9a-f]{7,}\.pf_(?:index|fragment)|pagefind\.[a-z-]+_[0-9a-f]{7,}\.pf_meta)$/.test(
      key,
    )
  );
}

/**
 * How long a browser may keep a file of the output folder (by its path in it): what S3 is
 * told, and the dev server sends. Pagefind's unhashed files (pagefind.js, its
 * WebAssembly, pagefind-entry.json, which names the current chunks) are asked again like
 * pages, so a search after a deploy uses the new index at once; so are the browser editor's
 * files (admin/), so that an editor works with the configuration of the schemas just deployed.
 */
export function cachePolicy(file: string): CachePolicy {
  if (isHashedAsset(file)) return CACHE_CONTROL.hashed;
  if (file.startsWith("pagefind/") || file.startsWith(`${ADMIN_DIR}/`)) return CACHE_CONTROL.html;
  return contentType(file) === contentType("index.html") ? CACHE_CONTROL.html : CACHE_CONTROL.other;
}

export function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

export interface Resolution {
  status: 200 | 301 | 302 | 400 | 404;
  file?: string;
  /** For a 302, the site path (the server adds the base path); for a 301, the Location as the host sends it. */
  location?: string;
  /** Stored metadata of a bucket object (else both follow from the file name). */
  contentType?: string;
  cacheControl?: string;
}

/**
 * A site path as written in a URL, decoded ("/caf%C3%A9" -> "/café"); undefined when no file can
 * have it: a malformed %-escape ("/%E0%A4%A", "/%zz"), which decodeURIComponent throws on, or a
 * NUL, which no file name holds. Every server and resolver decodes a path here, and only here.
 */
export function decodedPath(sitePath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return undefined;
  }
  return decoded.includes("\0") ? undefined : decoded;
}

/** What a host answers to a path `decodedPath` refuses: 400, and no file. */
const BAD_REQUEST: Resolution = { status: 400 };

/**
 * How a host answers a site path (base path already stripped), as a pure-ish function over the
 * folder. `fileAt` says whether a file of the folder exists: on disk by default; the dev server,
 * which holds the output in memory, answers it from there.
 */
export function resolveRequest(
  dir: string,
  sitePath: string,
  rules: HostRules,
  fileAt: (file: string) => boolean = isFile,
): Resolution {
  const decoded = decodedPath(sitePath);
  if (decoded === undefined) return BAD_REQUEST;
  const clean = path.posix.normalize(decoded);
  const target = path.join(dir, clean);
  const notFound: Resolution = { status: 404, file: path.join(dir, NOT_FOUND_FILE) };
  // Inside the folder only: "/../dist-old/x" must not pass for being under "dist".
  if (target !== dir && !target.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep)) return notFound;
  if (rules === "github-pages") {
    const candidates = [target, path.join(target, "index.html"), `${target.replace(/\/$/, "")}.html`];
    const file = candidates.find(fileAt);
    return file ? { status: 200, file } : notFound;
  }
  // S3 website endpoint: keys are exact; a key ending in / gets its index document.
  if (clean.endsWith("/")) {
    const index = path.join(target, "index.html");
    return fileAt(index) ? { status: 200, file: index } : notFound;
  }
  if (fileAt(target)) return { status: 200, file: target };
  if (fileAt(path.join(target, "index.html"))) return { status: 302, location: `${clean}/` };
  return notFound;
}

/** How the S3 website endpoint answers a site path from a bucket's objects. */
export function resolveBucketRequest(
  bucket: ReadonlyMap<string, BucketObject>,
  sitePath: string,
): Resolution {
  const decoded = decodedPath(sitePath);
  if (decoded === undefined) return BAD_REQUEST;
  const clean = path.posix.normalize(decoded);
  const key = clean.endsWith("/") ? `${clean.slice(1)}index.html` : clean.slice(1);
  const object = bucket.get(key);
  if (object?.redirectLocation) return { status: 301, location: object.redirectLocation };
  if (object) return { status: 200, ...object };
  if (!clean.endsWith("/") && bucket.has(`${key}/index.html`)) return { status: 302, location: `${clean}/` };
  return { status: 404, ...bucket.get(NOT_FOUND_FILE) };
}

/**
 * The S3 keys of each old path of content/redirects.txt, with the location the deploy sets as
 * their WebsiteRedirectLocation: every name the build writes the redirect page under
 * (old/index.html, which also answers /old/, and old.html) and the extensionless copy at
 * `old`, which the deploy uploads for every <path>/index.html.
 */
export function s3RedirectObjects(
  redirects: readonly Pick<Redirect, "from" | "to">[],
  basePath: string,
): Map<string, string> {
  const objects = new Map<string, string>();
  for (const { from, to } of redirects) {
    const location = withBase(basePath, to);
    for (const key of [...outFiles(from), from.slice(1)]) objects.set(key, location);
  }
  return objects;
}
