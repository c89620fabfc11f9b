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
import path from "node:path";
import { decodeHTMLAttribute } from "entities";
import { closest } from "../../src/model/did-you-mean";
import { PAGE_IDS } from "../../src/model/page-ids";
import { resolveRequest } from "../hosts";
import { type DeadLink, type LinkedPage, pageFolders } from "./links";

/** The ids of a page's elements, as the browser reads them (character references decoded). */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g))
    ids.add(decodeHTMLAttribute(match[1] ?? ""));
  return ids;
}

/** What a link can lead to on a page: the ids of its elements, and its HTML (read again only for a message). */
interface Places {
  ids: Set<string>;
  html: string;
}

const placesOf = (html: string): Places => ({ ids: elementIds(html), html });

/**
 * The ids of a page's headings and sections, in its order: the places an editor links to. Not
 * the layout's own (PAGE_IDS: the author box, the contents), nor a section's heading when the
 * section is listed ("values-title" of "values").
 */
function sectionIds(html: string): string[] {
  const ids = [...html.matchAll(/<(?:h[1-6]|section|article|aside|details)\b[^>]*?\sid="([^"]*)"/g)].map(
    (match) => decodeHTMLAttribute(match[1] ?? ""),
  );
  const listed = new Set(ids);
  return ids.filter(
    (id) => !PAGE_IDS.includes(id) && !(id.endsWith("-title") && listed.has(id.slice(0, -6))),
  );
}

/** How many of a page's sections a message lists before "and N more". */
const SECTIONS_LISTED = 8;

/**
 * Why a link to `#id` leads nowhere on a page (`page`: "this page", "the page /x"), with the id
 * it likely meant (a typo, another case) and the page's headings and sections, as the editor
 * writes a link to one: so that the message says what to write.
 */
function missingNote(page: string, id: string, { ids, html }: Places): string {
  const guess = closest(id, [...ids]);
  const sections = sectionIds(html);
  const listed = sections.slice(0, SECTIONS_LISTED).map((section) => `#${section}`);
  const more = sections.length - listed.length;
  return [
    `${page} has no element with id "${id}"`,
    listed.length
      ? `its headings and sections: ${listed.join(", ")}${more > 0 ? ` and ${more} more` : ""}`
      : "it has no heading or section to link to",
    guess === undefined ? undefined : `did you mean "#${guess}"?`,
  ]
    .filter(Boolean)
    .join("; ");
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
 * Whether an element of the page has the id `id`, found as written when it needs no character
 * reference (letters, digits, `-` and `_`: every id the site writes): a quote is written `&quot;` in
 * text and attributes alike, so ` id="x"` is found only in a tag. Every page links to its `#main`,
 * and reading every id of it took 0.9 s of the build at 4,000 posts; a miss is read in full.
 */
function plainlyThere(html: string, id: string): boolean {
  return /^[\w-]+$/.test(id) && html.includes(` id="${id}"`);
}

/**
 * The page's links to a place on itself (`href="#id"`) whose element the page does not hold,
 * each as a dead link of `route`. An empty fragment (`#`) is the top of the page, always there.
 */
export function missingAnchors(html: string, route: string): DeadLink[] {
  let places: Places | undefined;
  const dead: DeadLink[] = [];
  const seen = new Set<string>();
  for (const match of html.matchAll(/\shref="(#[^"]*)"/gi)) {
    const url = decodeHTMLAttribute(match[1] ?? "");
    const id = fragmentId(url.slice(1));
    if (id === undefined || seen.has(url) || plainlyThere(html, id)) continue;
    places ??= placesOf(html);
    if (places.ids.has(id)) continue;
    seen.add(url);
    dead.push({ route, url, anchor: id, note: missingNote("this page", id, places) });
  }
  return dead;
}

/**
 * The internal links of `pages` to a place on another page of the build (`/x#id`, or a relative
 * `../x#id`, read against the page's URL as findDeadLinks reads it) whose page holds no element
 * with that id. A link whose page does not exist is the dead-link check's (findDeadLinks); a
 * file that is not a page (an image, the feed) is left alone. Each page linked to is read once,
 * from `outDir` (or with `readPage`).
 */
export function findDeadFragments(
  outDir: string,
  pages: readonly LinkedPage[],
  basePath: string,
  readPage: (file: string) => string = (file) => readFileSync(file, "utf8"),
): DeadLink[] {
  const placesOfFile = new Map<string, Places | undefined>();
  const placesAt = (file: string) => {
    if (!placesOfFile.has(file)) {
      let places: Places | undefined;
      try {
        places = placesOf(readPage(file));
      } catch {
        places = undefined;
      }
      placesOfFile.set(file, places);
    }
    return placesOfFile.get(file);
  };
  const dead: DeadLink[] = [];
  for (const { route, file: pageFile, urls } of pages) {
    for (const url of urls) {
      const hash = url.indexOf("#");
      if (hash < 0) continue;
      const id = fragmentId(url.slice(hash + 1));
      if (id === undefined) continue;
      // A relative link is read against both of the page's URLs (/x/ and /x): it must hold at each.
      const targets = url.startsWith("/")
        ? [url]
        : pageFolders(pageFile, basePath).map((folder) => path.posix.join(folder, url));
      for (const target of new Set(targets)) {
        if (!target.startsWith(basePath)) continue;
        const sitePath = `/${target.slice(basePath.length, target.indexOf("#")).split("?")[0] ?? ""}`;
        let file: string | undefined;
        try {
          const answer = resolveRequest(outDir, sitePath, "github-pages");
          file = answer.status === 200 ? answer.file : undefined;
        } catch {
          file = undefined;
        }
        if (!file?.endsWith(".html")) continue;
        const places = placesAt(file);
        if (!places || places.ids.has(id)) continue;
        dead.push({ route, url, anchor: id, note: missingNote(`the page ${sitePath}`, id, places) });
        break;
      }
    }
  }
  return dead;
}
