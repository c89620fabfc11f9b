/**
 * content/redirects.txt: old paths of the site and where they moved, one
 * "old new" pair a line (the format of Netlify's _redirects file, without its
 * extras). The one list every host reads: the build writes a refresh page at
 * each old path for GitHub Pages (build/5-site-files/redirect-outputs.ts) and the
 * map of the CloudFront function; the S3 website endpoint answers the old
 * paths' keys with a 301 (s3RedirectObjects in build/hosts.ts).
 *
 * What must not break: a source is never a page (the sitemap never lists a
 * redirect), a target always is one (and is never itself a source: no chains),
 * and every problem names the file and line.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { redirectWords } from "../../src/admin/redirects-format";
import { KEY_MAX_BYTES, NAME_MAX_BYTES, PATH_SEGMENT, utf8Length } from "../../src/lib/url";
import { REDIRECTS_FILE } from "../../src/model/content-files";
import { ELEMENT_ID } from "../../src/model/copy/links";
import { closestPath } from "../../src/model/did-you-mean";
import type { Post } from "../../src/model/schema";
import { paths } from "../../src/paths";
import { RedirectsInvalid, SiteBuildError } from "../errors";
import { readContentFile } from "./content-file";
import { type Problem, shown } from "./problems";

export interface Redirect {
  /** The old path, without base path or trailing slash: "/blog/old-slug". */
  from: string;
  /**
   * The page it moved to, as its route path: "/blog/new-slug", "/" for home; with a place on it
   * when the line names one, "/services#faq" (every host sends the visitor there, fragment and
   * all; the link check holds the page to having that element).
   */
  to: string;
  /** Line in the file, from 1. */
  line: number;
}

export { REDIRECTS_FILE };

/** "/x/" and "/x" are one path (every page answers at both); home stays "/". A place on the page (#id) is kept. */
function normalize(sitePath: string): string {
  const [page, place] = targetParts(sitePath);
  return (page.length > 1 ? page.replace(/\/$/, "") : page) + place;
}

/** A redirect's target as its page's path and the place on it: "/services#faq" is "/services" and "#faq". */
export function targetParts(to: string): [page: string, place: string] {
  const hash = to.indexOf("#");
  return hash < 0 ? [to, ""] : [to.slice(0, hash), to.slice(hash)];
}

/** Why a path cannot be a redirect's source or target, or undefined when it can. */
function pathProblem(value: string, role: "old" | "new"): string | undefined {
  const written = shown(value);
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value))
    return `the ${role} path "${written}" is a URL: write the path on this site only, e.g. /blog/x`;
  if (!value.startsWith("/")) return `the ${role} path "${written}" must start with /`;
  if (value.includes("?")) return `the ${role} path "${written}" must not hold a query string (?...)`;
  const [page, place] = targetParts(value);
  if (place && role === "old")
    return `the old path "${written}" names a place on a page (${place}), which browsers never send: a redirect cannot see it. Write the old page's path alone, ${page}`;
  if (place && !ELEMENT_ID.test(place.slice(1)))
    return `the new path "${written}" ends in "${place}", which is not the id of an element: after the #, write the id of the place on the page (a letter, then letters, digits, - or _), e.g. ${paths.services}#faq`;
  if (place) return pathProblem(page, role);
  const segments = normalize(value).split("/").slice(1);
  if (value === "/") return role === "old" ? 'the old path "/" is the home page' : undefined;
  const bad = segments.find((segment) => !PATH_SEGMENT.test(segment));
  if (bad !== undefined)
    return `the ${role} path "${written}" has ${bad === "" ? "an empty segment (//)" : `the segment "${shown(bad)}"`}: use letters, digits, - _ ~ and dots inside a segment`;
  if (role === "old" && segments.at(-1)?.includes("."))
    return `the old path "${written}" ends in a file name: the hosts serve it as a file, not a page; only page paths (without an extension) can redirect`;
  return role === "old" ? lengthProblem(value, segments) : undefined;
}

/**
 * Why an old path is too long for the files of its redirect page, or undefined: it is written
 * as <path>/index.html and <path>.html, each segment a folder's or file's name (at most
 * NAME_MAX_BYTES, the last with ".html" after it), and S3 names each file by its whole path
 * (KEY_MAX_BYTES). Checked before anything is written: the disk would refuse with ENAMETOOLONG.
 */
function lengthProblem(value: string, segments: readonly string[]): string | undefined {
  const long = segments.find(
    (segment, index) =>
      utf8Length(segment) + (index === segments.length - 1 ? ".html".length : 0) > NAME_MAX_BYTES,
  );
  if (long !== undefined)
    return `the old path "${shown(value)}" has the segment "${shown(long)}" of ${utf8Length(long)} characters: each segment names a folder or a file of its redirect page (the last one also as <segment>.html), and a name holds at most ${NAME_MAX_BYTES} bytes, so a segment at most ${NAME_MAX_BYTES - ".html".length} characters; shorten it`;
  const key = `${normalize(value).slice(1)}/index.html`;
  if (utf8Length(key) > KEY_MAX_BYTES)
    return `the old path "${shown(value)}" is ${utf8Length(value)} characters long: its redirect page is the file <path>/index.html, and S3 takes a file's whole path up to ${KEY_MAX_BYTES} bytes, so an old path at most ${KEY_MAX_BYTES - "/index.html".length} characters; shorten it`;
  return undefined;
}

/**
 * Parses the file's text: blank lines and lines starting with # are skipped; a # after a
 * space starts a comment. Problems of form (not two paths, a malformed path, an old path
 * given twice) are returned with the lines that were fine.
 */
export function parseRedirects(text: string, file: string): { redirects: Redirect[]; problems: Problem[] } {
  const redirects: Redirect[] = [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  for (const [index, raw] of text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .entries()) {
    const line = index + 1;
    const words = redirectWords(raw);
    if (!words.length) continue;
    if (words.length !== 2) {
      problems.push({
        file,
        line,
        message: `write the old path, then the new one, separated by spaces (got ${words.length === 1 ? "one path" : `${words.length} words`})`,
      });
      continue;
    }
    const [from, to] = words as [string, string];
    const malformed = [pathProblem(from, "old"), pathProblem(to, "new")].filter((p) => p !== undefined);
    if (malformed.length) {
      for (const message of malformed) problems.push({ file, line, message });
      continue;
    }
    const redirect = { from: normalize(from), to: normalize(to), line };
    const first = seen.get(redirect.from);
    if (first !== undefined) {
      problems.push({ file, line, message: `"${redirect.from}" already redirects on line ${first}` });
      continue;
    }
    seen.set(redirect.from, line);
    redirects.push(redirect);
  }
  return { redirects, problems };
}

/** A post this build holds back (a draft, or scheduled), by the path its page would have. */
export type HeldPosts = ReadonlyMap<string, Pick<Post, "file" | "publication" | "date">>;

/**
 * Problems against the site's pages: an old path that is a page (it would shadow it, and the
 * sitemap would list a redirect), a target that is not a page, or that redirects itself.
 * `pages` are the indexable route paths (not the 404 page). A target that is a post this build
 * holds back (`held`) is told as such, with the post's file and why; another, with the page
 * its spelling is closest to.
 */
export function redirectProblems(
  redirects: Redirect[],
  pages: ReadonlySet<string>,
  file: string,
  held: HeldPosts = new Map(),
): Problem[] {
  const sources = new Map(redirects.map((redirect) => [redirect.from, redirect]));
  const problems: Problem[] = [];
  for (const { from, to: target, line } of redirects) {
    // A place on the page (#id) is the link check's, once the page is made.
    const [to] = targetParts(target);
    if (pages.has(from)) {
      problems.push({
        file,
        line,
        message: `"${from}" is a page of the site: a page cannot also redirect. Remove this line, or the page`,
      });
      continue;
    }
    if (sources.has(to)) {
      problems.push({ file, line, message: chainProblem(from, to, sources, pages) });
    } else if (!pages.has(to)) {
      problems.push({ file, line, message: missingTarget(from, to, pages, held) });
    }
  }
  return problems;
}

/**
 * Why a redirect whose target redirects too is refused, and what to do: a redirect to itself;
 * a loop of any length, named in full ("/a" → "/b" → "/a"), its lines each told; a target that
 * leads into a loop; or a chain, with the page at its end to point at directly.
 */
function chainProblem(
  from: string,
  to: string,
  sources: ReadonlyMap<string, Redirect>,
  pages: ReadonlySet<string>,
): string {
  if (from === to)
    return `"${from}" redirects to itself, so visitors would be sent to it for ever: point it at the page that replaced it, one that exists`;
  const hops = [from];
  let at = to;
  for (let next = sources.get(at); next && !hops.includes(at); next = sources.get(at)) {
    hops.push(at);
    at = next.to;
  }
  const named = (chain: readonly string[]) => chain.map((hop) => `"${hop}"`).join(" → ");
  const line = sources.get(to)?.line;
  if (at === from)
    return `${named([...hops, from])} is a loop (lines ${hops.map((hop) => sources.get(hop)?.line).join(", ")}), so visitors would go round it for ever: point one of them at a page that exists`;
  if (hops.includes(at))
    return `"${to}" redirects too (line ${line}), into a loop: ${named([...hops.slice(hops.indexOf(at)), at])}; point "${from}" at a page that exists, and one of the loop's paths too`;
  if (pages.has(at))
    return `"${to}" redirects too (line ${line}): point "${from}" at "${at}" directly, so visitors take one hop`;
  return `"${to}" redirects too (line ${line}), and its chain ends at "${at}", which is not a page: point "${from}" at a page that exists`;
}

/** Why a redirect's target is not a page: a post not out yet, or a misspelt path (with the likely one). */
function missingTarget(from: string, to: string, pages: ReadonlySet<string>, held: HeldPosts): string {
  const post = held.get(to);
  if (post?.publication === "draft")
    return `"${to}" leads to the post ${post.file}, which is a draft (draft: true), so it has no page: publish the post (remove draft: true), or point "${from}" at a published page until it is out`;
  if (post)
    return `"${to}" leads to the post ${post.file}, which is scheduled for ${post.date}, so it has no page until that day: point "${from}" at a published page until then, or add this line on that day`;
  const guess = closestPath(to, [...pages]);
  return `"${to}" is not a page of the site: fix the spelling, or point "${from}" at a page that exists${guess ? `. Did you mean "${guess}"?` : ""}`;
}

/** A file or folder the build writes into the output folder, and what writes it, as a message names it. */
export interface OutputEntry {
  /** Relative to the output folder, with forward slashes: "about-us/index.html", "pagefind". */
  path: string;
  /** "the page /about-us", "public/favicon.svg", "the search index". */
  owner: string;
  /** A folder the build fills as a whole (the search index, the assets): nothing else goes in it. */
  folder?: boolean;
}

/**
 * Problems of old paths against what the build writes (plannedOutput in build/4-pages/out-files.ts):
 * an old path's page would be one of those files ("/index" is index.html), sit inside one
 * ("/favicon.svg/x" under the file favicon.svg), hold some of them ("/pagefind" is the search
 * index's folder, "/images" holds public/images/), or go into a folder the build fills as a whole.
 */
export function outputProblems(
  redirects: readonly Redirect[],
  output: readonly OutputEntry[],
  file: string,
): Problem[] {
  const files = new Map<string, OutputEntry>();
  // Each folder that holds a written file, with the first file found in it.
  const holders = new Map<string, OutputEntry>();
  const folders: OutputEntry[] = [];
  for (const entry of output) {
    if (entry.folder) folders.push(entry);
    else if (!files.has(entry.path)) files.set(entry.path, entry);
    for (let dir = path.posix.dirname(entry.path); dir !== "."; dir = path.posix.dirname(dir))
      if (!holders.has(dir)) holders.set(dir, entry);
  }
  // The deepest first: an old path is named by the folder nearest to it.
  folders.sort((a, b) => b.path.length - a.path.length);
  const problems: Problem[] = [];
  for (const { from, line } of redirects) {
    const own = from.slice(1);
    const message = outputClash(own, files, holders, folders);
    if (message)
      problems.push({
        file,
        line,
        message: `the old path "${from}" ${message}: a redirect there would break it. Remove this line, or redirect another old path`,
      });
  }
  return problems;
}

/** How a redirect's page at `own` (its path without the leading /) clashes with the build's output, or undefined. */
function outputClash(
  own: string,
  files: ReadonlyMap<string, OutputEntry>,
  holders: ReadonlyMap<string, OutputEntry>,
  folders: readonly OutputEntry[],
): string | undefined {
  for (const name of [`${own}/index.html`, `${own}.html`]) {
    const taken = files.get(name);
    if (taken) return `would write ${name}, which is ${taken.owner}`;
  }
  for (let at = own; at !== "."; at = path.posix.dirname(at)) {
    const taken = files.get(at);
    if (taken) return `${at === own ? "is" : "lies inside"} ${at}, a file of the site (${taken.owner})`;
  }
  const within = folders.find((folder) => own === folder.path || own.startsWith(`${folder.path}/`));
  if (within) return `is in ${within.path}/, the folder of ${within.owner}`;
  const holding = folders.find((folder) => folder.path.startsWith(`${own}/`));
  if (holding) return `holds ${holding.path}/, the folder of ${holding.owner}`;
  const held = holders.get(own);
  if (held) return `is a folder of the site: it holds ${held.path} (${held.owner})`;
  return undefined;
}

/** The file's name relative to the root, its redirects and its problems of form; no file is no redirects. */
export function readRedirects(
  root: string,
  contentDir = path.join(root, "content"),
): { file: string; redirects: Redirect[]; problems: Problem[] } {
  const absolute = path.join(contentDir, REDIRECTS_FILE);
  const file = path.relative(root, absolute);
  if (!existsSync(absolute)) return { file, redirects: [], problems: [] };
  const read = readContentFile(absolute);
  if (read.problem !== undefined) return { file, redirects: [], problems: [{ file, message: read.problem }] };
  return { file, ...parseRedirects(read.text, file) };
}

/**
 * The redirects of content/redirects.txt, for whoever serves the built site (the preview
 * server, the deploy). Throws RedirectsInvalid on a malformed file; the build, which knows the
 * pages, checks the rest (checkedRedirects).
 */
export function loadRedirects(root: string, contentDir?: string): Redirect[] {
  const { redirects, problems } = readRedirects(root, contentDir);
  if (problems.length) throw new SiteBuildError(RedirectsInvalid, { problems });
  return redirects;
}

/**
 * The build's check: the file's form, then each line against the pages (and the posts held
 * back, `held`) and against what the build writes (`output`, plannedOutput). Every problem, in
 * line order, and the redirects of the lines without one: the build goes on with those to its
 * other checks, so that one build tells every problem (build/site-build.ts).
 */
export function redirectsChecked(
  root: string,
  contentDir: string,
  pages: ReadonlySet<string>,
  output: readonly OutputEntry[] = [],
  held?: HeldPosts,
): { redirects: Redirect[]; problems: Problem[] } {
  const { file, redirects, problems } = readRedirects(root, contentDir);
  problems.push(
    ...redirectProblems(redirects, pages, file, held),
    // An old path that is a page is told as such already.
    ...outputProblems(
      redirects.filter((redirect) => !pages.has(redirect.from)),
      output,
      file,
    ),
  );
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const wrong = new Set(problems.map((problem) => problem.line));
  return { redirects: redirects.filter((redirect) => !wrong.has(redirect.line)), problems };
}

/** redirectsChecked, stopping with RedirectsInvalid on any problem (the dev server's check). */
export function checkedRedirects(
  root: string,
  contentDir: string,
  pages: ReadonlySet<string>,
  output: readonly OutputEntry[] = [],
  held?: HeldPosts,
): Redirect[] {
  const { redirects, problems } = redirectsChecked(root, contentDir, pages, output, held);
  if (problems.length) throw new SiteBuildError(RedirectsInvalid, { problems });
  return redirects;
}
