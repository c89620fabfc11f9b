/**
 * Dead-link check over the written HTML: every internal href, src and srcset
 * must resolve to a file in the output folder, the way GitHub Pages answers
 * (build/hosts.ts; S3 is stricter about a trailing slash, and its deploy
 * uploads every page under both names). All dead links are collected, each
 * with the route of the page that holds it; link-sources.ts then finds
 * where each was written.
 */
import path from "node:path";
import { decodeHTMLAttribute } from "entities";
import { resolveRequest } from "../hosts";

export interface DeadLink {
  /** Route path of the page holding the link. */
  route: string;
  /** The URL as the page has it. */
  url: string;
  /** Why it is dead, when not simply "no such file". */
  note?: string;
  /** The id of the element the link's fragment names, when that element is what is missing (anchors.ts). */
  anchor?: string;
}

/** Internal URLs referenced by a page: href, src and srcset values that stay on this site. */
export function internalUrls(html: string): string[] {
  const urls: string[] = [];
  // Attribute names are case-insensitive, and React writes srcSet: a lowercase-only match skipped every srcset.
  for (const match of html.matchAll(/\s(href|src|srcset)="([^"]*)"/gi)) {
    const value = match[2] ?? "";
    const candidates =
      match[1]?.toLowerCase() === "srcset"
        ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "")
        : [value];
    // As the browser reads the attribute: every character reference decoded (React writes an
    // apostrophe as &#x27;), before the scheme is looked at.
    for (const url of candidates.map((candidate) => decodeHTMLAttribute(candidate))) {
      if (!url || url.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) continue;
      urls.push(url);
    }
  }
  return urls;
}

/** The folders a page's relative URLs are read against: x/index.html is served at /x/ and, as x.html, at /x. */
export function pageFolders(file: string, basePath: string): string[] {
  const folder = path.posix.dirname(basePath + file);
  return file.endsWith("/index.html") ? [`${folder}/`, `${path.posix.dirname(folder)}/`] : [`${folder}/`];
}

/**
 * Whether GitHub Pages answers a site path (base path stripped) with a file of `outDir`; query
 * and fragment are ignored. `fileAt` tells whether a file of it exists (resolveRequest): on disk
 * by default, in memory for the dev server.
 */
export function resolves(outDir: string, sitePath: string, fileAt?: (file: string) => boolean): boolean {
  try {
    return resolveRequest(outDir, sitePath.split(/[?#]/)[0] ?? "", "github-pages", fileAt).status === 200;
  } catch {
    return false; // a malformed %-escape: no host finds a file for it
  }
}

/** A page's internal URLs, with its route (for messages) and its file relative to the output folder (for relative URLs). */
export interface LinkedPage {
  route: string;
  file: string;
  urls: string[];
}

export function findDeadLinks(
  outDir: string,
  pages: LinkedPage[],
  basePath: string,
  fileAt?: (file: string) => boolean,
): DeadLink[] {
  const dead: DeadLink[] = [];
  // Every page links the same header, footer and assets: resolve each URL once.
  const resolved = new Map<string, boolean>();
  const exists = (sitePath: string) => {
    let ok = resolved.get(sitePath);
    if (ok === undefined) {
      ok = resolves(outDir, sitePath, fileAt);
      resolved.set(sitePath, ok);
    }
    return ok;
  };
  for (const { route, file, urls } of pages) {
    for (const url of urls) {
      if (!url.startsWith("/")) {
        // A relative URL is read against the page's URL, and a page has two: /x/ (x/index.html)
        // and /x (x.html), one folder apart. It must work at both.
        const badFolder = pageFolders(file, basePath).find((folder) => {
          const absolute = path.posix.join(folder, url);
          return !absolute.startsWith(basePath) || !exists(`/${absolute.slice(basePath.length)}`);
        });
        if (badFolder !== undefined)
          dead.push({ route, url, note: `relative links resolve against ${badFolder}` });
        continue;
      }
      if (!url.startsWith(basePath)) {
        dead.push({ route, url, note: `outside the base path ${basePath}` });
        continue;
      }
      if (!exists(`/${url.slice(basePath.length)}`)) dead.push({ route, url });
    }
  }
  return dead;
}
