/**
 * Dead-link check over the written HTML: every internal href, src and srcset
 * must resolve to a file in the output folder, the way the static host
 * resolves it. All dead links are collected, then reported with their page.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";

export interface DeadLink {
  /** Output file holding the link, relative to the output folder. */
  page: string;
  url: string;
}

/** Internal URLs referenced by a page: href, src and srcset values that stay on this site. */
export function internalUrls(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src|srcset)="([^"]*)"/g)) {
    const value = match[1] ?? "";
    const candidates = match[0].trimStart().startsWith("srcset")
      ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "")
      : [value];
    for (const url of candidates) {
      if (!url || url.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) continue;
      urls.push(url.replace(/&amp;/g, "&"));
    }
  }
  return urls;
}

/** The file a static host serves for a URL path: file, then <path>/index.html, then <path>.html. */
export function resolveOnDisk(outDir: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? "");
  const target = path.join(outDir, clean);
  if (!target.startsWith(outDir)) return undefined;
  const candidates = [target, path.join(target, "index.html"), `${target.replace(/\/$/, "")}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

export function findDeadLinks(
  outDir: string,
  pages: { file: string; urls: string[] }[],
  basePath: string,
): DeadLink[] {
  const dead: DeadLink[] = [];
  // Every page links the same header, footer and assets: resolve each URL once.
  const resolved = new Map<string, boolean>();
  const exists = (sitePath: string) => {
    let ok = resolved.get(sitePath);
    if (ok === undefined) {
      ok = resolveOnDisk(outDir, sitePath) !== undefined;
      resolved.set(sitePath, ok);
    }
    return ok;
  };
  for (const { file, urls } of pages) {
    for (const url of urls) {
      const absolute = url.startsWith("/") ? url : path.posix.join(path.posix.dirname(`/${file}`), url);
      if (!absolute.startsWith(basePath)) {
        dead.push({ page: file, url: `${url} (outside the base path ${basePath})` });
        continue;
      }
      if (!exists(`/${absolute.slice(basePath.length)}`)) dead.push({ page: file, url });
    }
  }
  return dead;
}
