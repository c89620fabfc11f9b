/**
 * Links to a place on a page: `#sample-report` on the page itself (a copy link's `anchor`, a
 * skip link, a post's table of contents) and `/schedule-pickup#request` on another (a copy
 * link's `hash`). The element must be there, or the link scrolls nowhere: each page's own
 * `#id` links are checked against its own HTML as it is rendered (missingAnchors), the links
 * to a place on another page once every page is written (findDeadFragments), reading only the
 * pages such links lead to. A dead one is a DeadLink with its `anchor`, so that the message
 * names the copy field or the markdown that wrote it (link-sources.ts).
 */
import { readFileSync } from "node:fs";
import { decodeHTMLAttribute } from "entities";
import { resolveRequest } from "../hosts";
import type { DeadLink, LinkedPage } from "./links";

/** The ids of a page's elements, as the browser reads them (character references decoded). */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g))
    ids.add(decodeHTMLAttribute(match[1] ?? ""));
  return ids;
}

/** The element id a fragment names ("sample-report" for "#sample-report"), undefined for none ("#", "#top" of nothing). */
function fragmentId(fragment: string): string | undefined {
  if (!fragment) return undefined;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * The page's links to a place on itself (`href="#id"`) whose element the page does not hold,
 * each as a dead link of `route`. An empty fragment (`#`) is the top of the page, always there.
 */
export function missingAnchors(html: string, route: string): DeadLink[] {
  const ids = elementIds(html);
  const dead: DeadLink[] = [];
  const seen = new Set<string>();
  for (const match of html.matchAll(/\shref="(#[^"]*)"/gi)) {
    const url = decodeHTMLAttribute(match[1] ?? "");
    const id = fragmentId(url.slice(1));
    if (id === undefined || ids.has(id) || seen.has(url)) continue;
    seen.add(url);
    dead.push({ route, url, anchor: id, note: `this page has no element with id "${id}"` });
  }
  return dead;
}

/**
 * The internal links of `pages` to a place on another page of the build (`/x#id`) whose page
 * holds no element with that id. A link whose page does not exist is the dead-link check's
 * (findDeadLinks); a file that is not a page (an image, the feed) is left alone. Each page
 * linked to is read once, from `outDir` (or with `readPage`).
 */
export function findDeadFragments(
  outDir: string,
  pages: readonly LinkedPage[],
  basePath: string,
  readPage: (file: string) => string = (file) => readFileSync(file, "utf8"),
): DeadLink[] {
  const idsOf = new Map<string, Set<string> | undefined>();
  const dead: DeadLink[] = [];
  for (const { route, urls } of pages) {
    for (const url of urls) {
      const hash = url.indexOf("#");
      if (hash < 0 || !url.startsWith(basePath)) continue;
      const id = fragmentId(url.slice(hash + 1));
      if (id === undefined) continue;
      const sitePath = `/${url.slice(basePath.length, hash).split("?")[0] ?? ""}`;
      let file: string | undefined;
      try {
        const answer = resolveRequest(outDir, sitePath, "github-pages");
        file = answer.status === 200 ? answer.file : undefined;
      } catch {
        file = undefined;
      }
      if (!file?.endsWith(".html")) continue;
      if (!idsOf.has(file)) {
        let ids: Set<string> | undefined;
        try {
          ids = elementIds(readPage(file));
        } catch {
          ids = undefined;
        }
        idsOf.set(file, ids);
      }
      const ids = idsOf.get(file);
      if (!ids || ids.has(id)) continue;
      dead.push({ route, url, anchor: id, note: `the page ${sitePath} has no element with id "${id}"` });
    }
  }
  return dead;
}
