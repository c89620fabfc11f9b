import { createHash } from "node:crypto";
import { cpSync, lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { HtmlValidate } from "html-validate";
import { expect } from "vitest";
import { loadContent } from "../build/2-content/load";
import { contentImages, planImages } from "../build/3-assets/images";
import { ContentInvalid, SiteBuildError } from "../build/errors";
import type { ImageManifest } from "../src/model/images";
import type { Content } from "../src/model/schema";
import { type CollectionPageId, paths } from "../src/paths";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const FIXTURES = path.join(ROOT, "tests/fixtures");

/**
 * The posts of the fixture content (tests/fixtures/content/blog), by their slugs: a test of that
 * fixture names a post by one of these, and its page by `paths["blog-post"](FIXTURE_POSTS.first)`.
 * The second is the post the fixture's ITAD page links to (tests/fixtures/content/pages/itad.yaml),
 * so that the fixture's copy links to a published post.
 */
export const FIXTURE_POSTS = {
  first: { slug: "first-fixture-post" },
  second: { slug: "how-to-choose-an-itad-partner" },
} as const;

/**
 * A redirects file for the fixture content with each kind of line a site owner writes, its
 * paths by src/paths.ts: a renamed
 * post (line 3), a retired service page written with trailing slashes (6), a former site's page
 * sent home with a comment after it (8) and a page moved under another (9). Nine lines. A
 * function, so that importing this module calls nothing of src/paths.ts (a test may mock it).
 */
export const fixtureRedirects = () => `# Fixture redirects: each kind a site owner writes.
# A renamed post.
${paths["blog-post"]({ slug: "first-post" })}            ${paths["blog-post"](FIXTURE_POSTS.first)}

# A retired service page, written with a trailing slash; its target too.
${paths.service({ slug: "legacy-recycling" })}/ ${paths.services}/

/about                      /   # a former site's page, to the home page
/company/team               ${paths.about}
`;

/**
 * The part of a collection page's path before its slug, from src/paths.ts (for "blog-author",
 * the authors' folder with its slashes): what every path of that page starts with.
 */
export function pathPrefix(page: CollectionPageId): string {
  return paths[page]({ slug: "" });
}

/** A fresh, empty temp folder and its cleanup. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-"));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies a folder into a fresh temp folder; returns the copy and a cleanup. */
export function tempCopy(source: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-"));
  cpSync(source, dir, { recursive: true });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The project's own content, loaded once per test process: its posts, its copy (`copy`, `site`, `services`). */
let projectContent: Content | undefined;

/**
 * The project's own content (or another content and public folder), loaded as the build loads
 * it. Tests name the site's words, phone number or services by it, never by a copied literal.
 */
export function siteContent(
  contentDir = path.join(ROOT, "content"),
  publicDir = path.join(ROOT, "public"),
): Content {
  const load = () => loadContent({ root: ROOT, contentDir, publicDir });
  const own = contentDir === path.join(ROOT, "content") && publicDir === path.join(ROOT, "public");
  if (!own) return load();
  projectContent ??= load();
  return projectContent;
}

/**
 * A published post of a content folder that no other file of it names (no page, post or
 * redirect links to it), for a test that edits, breaks or drafts one post of the real
 * content: whatever the posts are today, drafting it must not break another page. The oldest
 * such post: a post an editor has just written (dated today, the newest) is on the home page
 * and the first lists, which the dev server makes as it starts.
 */
export function unlinkedPost(contentDir = path.join(ROOT, "content")) {
  const { posts } = siteContent(contentDir);
  const files = fg.sync("**/*", { cwd: contentDir, absolute: true });
  const texts = files.map((file) => ({ file, text: readFileSync(file, "utf8") }));
  const post = posts.findLast((candidate) =>
    texts.every(
      ({ file, text }) => path.basename(file) === `${candidate.slug}.md` || !text.includes(candidate.slug),
    ),
  );
  if (!post) throw new Error(`every published post of ${contentDir} is linked from another file`);
  return post;
}

/**
 * A post's text with `draft: true` in its frontmatter: the `draft:` line it has set to true (the
 * browser editor writes `draft: false`), else one added at the top.
 */
export function markedDraft(source: string): string {
  return /^draft:.*$/m.test(source)
    ? source.replace(/^draft:.*$/m, "draft: true")
    : source.replace(/^---\r?\n/, "---\ndraft: true\n");
}

export function fixtureDirs(contentDir = path.join(FIXTURES, "content")) {
  return { root: ROOT, contentDir, publicDir: path.join(FIXTURES, "public") };
}

/**
 * Fixture content and the real public/ (plus the fixture cover), each copied so a test can
 * break them, and an output folder; the copies' cleanups go into `cleanups`.
 */
export function fixtureWorkspace(cleanups: (() => void)[]) {
  const content = tempCopy(path.join(FIXTURES, "content"));
  const pub = tempCopy(path.join(ROOT, "public"));
  const out = tempCopy(path.join(FIXTURES, "content/legal"));
  cleanups.push(content.cleanup, pub.cleanup, out.cleanup);
  cpSync(path.join(FIXTURES, "public/images/blog"), path.join(pub.dir, "images/blog"), { recursive: true });
  return { contentDir: content.dir, publicDir: pub.dir, outDir: path.join(out.dir, "dist") };
}

/** The responsive images of `content`'s pages, planned as the build plans them (no file is made). */
export async function imageManifest(
  content: Pick<Content, "posts" | "legal">,
  publicDir = path.join(ROOT, "public"),
): Promise<ImageManifest> {
  return (await planImages(publicDir, contentImages(content))).manifest;
}

/** html-validate as the built pages are held to it. */
export function pageValidator(): HtmlValidate {
  return new HtmlValidate({
    extends: ["html-validate:recommended"],
    rules: {
      // Style rules that React's serializer does not follow, though its output is valid HTML:
      // camelCase attribute names (HTML attributes are case-insensitive), <br/> on void
      // elements, and hidden=""/disabled="" for boolean attributes.
      "attr-case": "off",
      "void-style": "off",
      "attribute-empty-style": "off",
      "attribute-boolean-style": "off",
      // SPEC 2.2 puts the brand suffix on every title, so long article titles run past 70 characters.
      "long-title": "off",
      // Long-form copy uses typographic quotes and apostrophes.
      "no-raw-characters": ["error", { relaxed: true }],
    },
  });
}

/** The message loadContent stops with on a content folder (with the fixture public/), which it must refuse. */
export function problemsOf(contentDir: string): string {
  try {
    loadContent(fixtureDirs(contentDir));
  } catch (error) {
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).data).toBe(ContentInvalid);
    return (error as Error).message;
  }
  throw new Error("expected the content to be rejected");
}

/**
 * What a callback reports (a dev server's onUpdate or onFindings, a watcher's files), kept in
 * order, and promises for what comes next: each settles when the callback is called, never by
 * polling, and fails after 30 s saying what it waited for.
 */
export interface Recorder<T> {
  readonly all: T[];
  /** The callback to hand over. */
  readonly add: (item: T) => void;
  /** Resolves once `done(all)` holds: at once, or after the call that makes it hold. */
  until(done: (all: readonly T[]) => boolean, what: string): Promise<void>;
  /** Resolves at the next call after now. */
  next(): Promise<void>;
}

export function recorder<T>(): Recorder<T> {
  const all: T[] = [];
  const waiting = new Set<() => void>();
  const until = (done: (all: readonly T[]) => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (done(all)) return resolve();
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`not within 30 s: ${what}`));
      }, 30_000);
      const check = () => {
        if (!done(all)) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
    });
  return {
    all,
    add: (item) => {
      all.push(item);
      for (const check of [...waiting]) check();
    },
    until,
    next() {
      const seen = all.length;
      return until((now) => now.length > seen, "the next update");
    },
  };
}

/** Characters an editor can paste without seeing them, each of which XML 1.0 forbids. */
export const HIDDEN = [
  "\x00",
  "\x01",
  "\x08",
  "\x0B",
  "\x0C",
  "\x1F",
  "\uD800",
  "\uDC00",
  "\uFFFE",
  "\uFFFF",
  "\u{10FFFF}",
];

/** XML 1.0's Char production: what a well-formed document may hold, and nothing else. */
export const XML_CHARS = /^[\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

/**
 * The code points of `text` an HTML parser reports as errors in the input stream (and the Nu
 * checker as "forbidden code point"): controls but ASCII whitespace, surrogates, noncharacters.
 */
export function htmlErrorCodePoints(text: string): string[] {
  const found: string[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    const control = (cp < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(cp)) || (cp >= 0x7f && cp <= 0x9f);
    const surrogate = cp >= 0xd800 && cp <= 0xdfff;
    const nonchar = (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe;
    if (control || surrogate || nonchar) found.push(`U+${cp.toString(16).toUpperCase().padStart(4, "0")}`);
  }
  return found;
}

/** The line of `file` that first holds `text`, from 1 (0 when none does): where a build's message points. */
export function lineOf(file: string, text: string): number {
  return (
    readFileSync(file, "utf8")
      .split("\n")
      .findIndex((line) => line.includes(text)) + 1
  );
}

/** A server's answer to one request: its status (0 when the connection ended without one) and its body. */
export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * One GET sent as written over a socket to `address`:`port`: the target and Host exactly as
 * given (no client tidies a malformed escape, "//x" or an odd Host away), no Host line when
 * `host` is undefined, plus `headers`. Resolves with the status line's code and the body as
 * sent (a chunked body with its chunk sizes), or status 0 when the server closed the connection
 * without an answer, stopped, or gave none within 10 s.
 */
export function rawRequest(
  port: number,
  target: string,
  host: string | undefined,
  headers: Record<string, string> = {},
  address = "127.0.0.1",
): Promise<RawAnswer> {
  const lines = [
    `GET ${target} HTTP/1.1`,
    ...(host === undefined ? [] : [`Host: ${host}`]),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
  ];
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, address, () => socket.write(`${lines.join("\r\n")}\r\n\r\n`));
    const done = () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      const start = text.indexOf("\r\n\r\n");
      resolve({ status, body: start < 0 ? "" : text.slice(start + 4) });
    };
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", done);
    socket.on("error", () => {});
  });
}

/**
 * Every file, folder and symbolic link under `dir` (folders as "name/", links as "name -> target",
 * never followed), each file with the hash of its bytes: equal before and after, the folder was
 * left as it was.
 */
export function treeSnapshot(dir: string): string[] {
  return fg
    .sync("**/*", { cwd: dir, dot: true, onlyFiles: false, followSymbolicLinks: false })
    .sort()
    .map((file) => {
      const full = path.join(dir, file);
      const entry = lstatSync(full);
      if (entry.isSymbolicLink()) return `${file} -> ${readlinkSync(full)}`;
      if (entry.isDirectory()) return `${file}/`;
      return `${file} ${createHash("sha256").update(readFileSync(full)).digest("hex")}`;
    });
}
