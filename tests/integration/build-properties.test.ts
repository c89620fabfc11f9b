/**
 * Whole builds of the fixture site with generated strings in one post (title, excerpt,
 * description, category, body; lone surrogates in all of them and its alt text, the post
 * published, a draft or scheduled), one author (name) and the redirects file: the invariants that
 * only a build can show. For any such content the build
 *   (a) either stops with a named problem (a SiteBuildError of the catalogue whose message
 *       names the content file) or writes well-formed HTML and XML (a strict XML 1.0 check);
 *   (b) writes nothing outside its output folder (every file system call of the build is
 *       watched: node:fs is wrapped below);
 *   (c) leaves no internal link, sitemap or feed URL that leads nowhere;
 *   (d) gives the post's page one description (its own, else its excerpt) in its meta, share
 *       tags and structured data, every block of which is JSON, and warns of the excerpt only
 *       when search results would cut it;
 *   (e) for a body of quotes and lists nested to and past the limit, or of headings that make
 *       the page's own ids and one another's, stops naming the post or gives every element
 *       of its page an id of its own, and the page one h1.
 * And with generated images: a phone's photos (any metadata, any orientation) in every place
 * the site serves an image from (a cover, with its sizes and share card; a post's body; an
 * author's photo; any file of public/), of which no served file keeps any metadata; and a broken
 * cover (cut short, corrupt, too tall or wide, too large, misnamed), which stops the build with a
 * named problem, or is built with every copy within AVIF's and WebP's limits.
 * And the preview server over one of those builds, under both hosts' rules, answers any request
 * (generated targets and Host headers) as build/tools/request-guard.ts says, and goes on serving.
 * A build takes about a second, so each property runs a few builds, the same for every
 * property (the builds are made once per input and shared), and a failure is reported
 * without shrinking. builds.test.ts's neighbours try many more inputs on the functions.
 *
 * And where a build writes: for any `--out` (the project, its parents, its folders and what
 * lies in them, folders no build made, new folders) a build of a made-up checkout is refused
 * before it touches anything, or goes on; and for any links and dotfiles in public/ (links
 * inside it, out of it, to its own folder, in loops) a few builds stop naming each, or publish
 * only what lies inside public/.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeXML } from "entities";
import fc from "fast-check";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { loadContent } from "../../build/2-content/load";
import type { Problem } from "../../build/2-content/problems";
import { REDIRECTS_FILE } from "../../build/2-content/redirects-file";
import { fontCacheDir } from "../../build/3-assets/font-subset";
import { MAX_SIDE } from "../../build/3-assets/images";
import { resolves } from "../../build/6-links/links";
import { readBuildRecord } from "../../build/7-output/build-record";
import { s3Bucket, s3Plan } from "../../build/deploy/s3-plan";
import * as catalogue from "../../build/errors";
import {
  OutputFolderNotBuild,
  OutputFolderRefused,
  PublicFileRefused,
  SiteBuildError,
} from "../../build/errors";
import { s3RedirectObjects } from "../../build/hosts";
import { build } from "../../build/site-build";
import { portOf } from "../../build/tools/listen";
import { startServer } from "../../build/tools/server";
import { withoutForbiddenChars } from "../../src/lib/xml";
import { categories } from "../../src/model/categories";
import { DESCRIPTION_MAX } from "../../src/model/description";
import { PAGE_IDS } from "../../src/model/page-ids";
import { FEED_PATH, paths, SITEMAP_PATH } from "../../src/paths";
import { makeClone } from "../clone-fixture";
import {
  FIXTURE_POSTS,
  FIXTURES,
  fixtureWorkspace,
  pageValidator,
  pathPrefix,
  ROOT,
  rawRequest,
} from "../helpers";
import { type BrokenImageSpec, brokenImage, metadataLeft, type PhotoSpec, photoWithMetadata } from "../photo";
import {
  brokenImageSpec,
  collidingHeadings,
  fieldText,
  hostHeader,
  nameLike,
  nastyString,
  nestedMarkdown,
  outFolderArg,
  outFolderPath,
  type PublicLink,
  params,
  photoSpec,
  photoWords,
  publicDotfiles,
  publicLinks,
  requestTarget,
  SEED,
  serverStatuses,
  visibleText,
  withLoneSurrogates,
} from "../unit/properties/arbitraries";
import { layPublicTree } from "../unit/properties/public-tree";
import { xmlProblems } from "../unit/properties/xml";

/** Every path the build creates, changes or removes, in this file's module graph (the build runs in-process). */
const watched = vi.hoisted(() => ({ paths: [] as string[] }));

vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>();
  const { watch } = await import("./fs-watch");
  const promises = watch(real.promises, watched.paths);
  const wrapped = { ...watch(real, watched.paths), promises };
  return { ...wrapped, default: wrapped };
});
vi.mock("node:fs/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs/promises")>();
  const { watch } = await import("./fs-watch");
  const wrapped = watch(real, watched.paths);
  return { ...wrapped, default: wrapped };
});

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const workspace = fixtureWorkspace(cleanups);
/** Where every run's content and output go: nothing a build writes may land outside a run's output root or the image cache. */
const runsDir = mkdtempSync(path.join(os.tmpdir(), "buyitad-props-"));
cleanups.push(() => rmSync(runsDir, { recursive: true, force: true }));
const imageCache = path.join(runsDir, "image-cache");
const fontCache = fontCacheDir(ROOT);
const rel = (file: string) => path.relative(ROOT, file);

/** The catalogue's entries: the errors a site owner can cause. */
const ENTRIES = new Set(
  Object.values(catalogue).filter(
    (value): value is catalogue.ErrorData<unknown> =>
      typeof value === "object" &&
      value !== null &&
      "name" in value &&
      "title" in value &&
      "message" in value,
  ),
);

interface Input {
  title: string;
  excerpt: string;
  /** The post's description; none when undefined. */
  description?: string;
  /** The excerpt's length as a reader counts it, where the input knows it (described below). */
  excerptShown?: number;
  category: string;
  author: string;
  body: string;
  redirect: string;
  /** The cover's alt text, when generated too. */
  imageAlt?: string;
  /** Whether the post is out: by default published; a draft, or scheduled after the build's today. */
  publication?: "published" | "draft" | "scheduled";
}

interface Outcome {
  input: Input;
  error?: unknown;
  /** The content folder the build read. */
  contentDir: string;
  outDir: string;
  outRoot: string;
  /** The files the input was written to, relative to the root, as messages name them. */
  files: string[];
  /** Every path the build created, changed or removed. */
  touched: string[];
  /** What a build that went through warned of. */
  warnings: Problem[];
}

/** A YAML double-quoted scalar holding exactly `text`: every character outside printable ASCII as an escape. */
function yamlQuoted(text: string): string {
  let quoted = '"';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const ch = text[i] ?? "";
    if (ch === '"' || ch === "\\") quoted += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) quoted += ch;
    else quoted += `\\u${code.toString(16).padStart(4, "0")}`;
  }
  return `${quoted}"`;
}

let count = 0;
const outcomes = new Map<string, Promise<Outcome>>();

/** The build of the fixture site with `input` written into it, made once per input. */
function built(input: Input): Promise<Outcome> {
  const key = JSON.stringify(input);
  let outcome = outcomes.get(key);
  if (!outcome) {
    outcome = runBuild(input);
    outcomes.set(key, outcome);
  }
  return outcome;
}

/** One build at a time: the watched paths are the build's own. */
let queue: Promise<unknown> = Promise.resolve();

function runBuild(input: Input): Promise<Outcome> {
  const run = async (): Promise<Outcome> => {
    const n = count++;
    const contentDir = path.join(runsDir, `content-${n}`);
    const outRoot = path.join(runsDir, `out-${n}`);
    const outDir = path.join(outRoot, "dist");
    for (const file of fg.sync("**/*", { cwd: path.join(FIXTURES, "content") })) {
      const target = path.join(contentDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, readFileSync(path.join(FIXTURES, "content", file)));
    }
    const post = path.join(contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
    const source = readFileSync(post, "utf8");
    writeFileSync(
      post,
      source
        .replace(/^title: .*$/m, `title: ${yamlQuoted(input.title)}`)
        .replace(
          /^excerpt: .*$/m,
          `excerpt: ${yamlQuoted(input.excerpt)}${input.description === undefined ? "" : `\ndescription: ${yamlQuoted(input.description)}`}`,
        )
        .replace(/^category: .*$/m, `category: ${yamlQuoted(input.category)}`)
        .replace(/^author: .*$/m, `author: ${yamlQuoted(input.author)}`)
        .replace(/^imageAlt: .*$/m, (line) =>
          input.imageAlt === undefined ? line : `imageAlt: ${yamlQuoted(input.imageAlt)}`,
        )
        .replace(/^date: .*$/m, (line) =>
          input.publication === "scheduled"
            ? "date: 2031-06-01"
            : input.publication === "draft"
              ? `${line}\ndraft: true`
              : line,
        )
        .replace(/\n## A heading\n/, `\n${input.body}\n\n## A heading\n`),
    );
    const authors = path.join(contentDir, "authors.json");
    const fixtureAuthors: { name: string }[] = JSON.parse(readFileSync(authors, "utf8"));
    writeFileSync(
      authors,
      JSON.stringify(
        [
          ...fixtureAuthors.filter((author) => author.name !== input.author),
          { name: input.author, role: "Field Engineer", bio: "Writes about pickups and data erasure." },
        ],
        null,
        2,
      ),
    );
    const redirects = path.join(contentDir, REDIRECTS_FILE);
    writeFileSync(redirects, `# old new\n${input.redirect}\n`);
    watched.paths.length = 0;
    let error: unknown;
    let warnings: Problem[] = [];
    try {
      ({ warnings } = await build({
        root: ROOT,
        contentDir,
        publicDir: workspace.publicDir,
        outDir,
        config: configFrom({ SITE_TODAY: "2031-03-04" }),
        workers: 0,
        imageCache,
      }));
    } catch (caught) {
      error = caught;
    }
    return {
      input,
      error,
      contentDir,
      outDir,
      outRoot,
      files: [post, authors, redirects].map(rel),
      touched: [...watched.paths],
      warnings,
    };
  };
  const result = queue.then(run, run);
  queue = result.catch(() => {});
  return result;
}

/** Content with generated strings where an editor writes text: the post's fields and body, a new author. */
const content: fc.Arbitrary<Input> = fc.record({
  title: fieldText("Fixture ", 10, 120),
  excerpt: fc.oneof(
    fieldText("An excerpt long enough for the fifty-character rule: ", 50, 300),
    visibleText(DESCRIPTION_MAX).map(({ text }) => text),
  ),
  description: fc.option(
    fc.oneof(
      { weight: 3, arbitrary: visibleText(DESCRIPTION_MAX).map(({ text }) => text) },
      { weight: 1, arbitrary: nastyString({ maxLength: 60 }) },
    ),
    { nil: undefined },
  ),
  category: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...categories) },
    { weight: 1, arbitrary: nastyString({ maxLength: 20 }) },
  ),
  author: nameLike,
  body: fc.oneof(
    fc.constant("A plain paragraph."),
    nastyString({ maxLength: 60, long: false }),
    fc
      .tuple(
        nastyString({ maxLength: 10, long: false }),
        fc.constantFrom("/\\evil.example", paths.blog, "#top", `${paths.about}?x=1`),
      )
      .map(([text, url]) => `[${text.replace(/[[\]]/g, "")}](${url})`),
  ),
  redirect: fc.constant(`/old-fixture-page ${paths.about}`),
});

/** The fixture site with a generated redirect: an old path that may hit a file or folder the build writes. */
const redirected: fc.Arbitrary<Input> = fc
  .tuple(
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom(
          "/pagefind",
          "/favicon.svg/x",
          "/images",
          "/images/blog",
          "/assets",
          `${FEED_PATH}/x`,
          `${SITEMAP_PATH}/y`,
          "/robots.txt/z",
          `${paths["blog-post"](FIXTURE_POSTS.first)}/more`,
          pathPrefix("blog-author").slice(0, -1),
          "/index",
          paths["not-found"],
          "/old-page",
        ),
      },
      { weight: 1, arbitrary: nastyString({ maxLength: 16, long: false }).map((text) => `/${text}`) },
    ),
    fc.constantFrom(paths.about, paths.blog, paths.home),
  )
  .map(([from, to]) => ({
    title: "The First Fixture Post for {{brand}} Tests",
    excerpt: "A fixture post used by the unit tests of the content loader and the route list, by {{brand}}.",
    category: "Security",
    author: "Ada Byron",
    body: "A plain paragraph.",
    redirect: `${from} ${to}`,
  }));

/**
 * The fixture's post with an excerpt of about 160 characters as a reader counts them (accents typed
 * two ways, emoji, entities written as text, characters no page shows), mostly with a description
 * within the limit too, the rest of the fixture as it is: a build that goes through.
 */
const described: fc.Arbitrary<Input> = fc
  .record({
    excerpt: visibleText(DESCRIPTION_MAX),
    description: fc.option(
      visibleText(DESCRIPTION_MAX - 20).map(({ text }) => text),
      { nil: undefined, freq: 3 },
    ),
  })
  .map(({ excerpt, description }) => describedPost(excerpt, description));

/** The fixture's post with this excerpt (and its length as a reader counts it) and description. */
function describedPost(excerpt: { text: string; shown: number }, description?: string): Input {
  return {
    title: "The First Fixture Post for {{brand}} Tests",
    excerpt: excerpt.text,
    excerptShown: excerpt.shown,
    ...(description === undefined ? {} : { description }),
    category: "Security",
    author: "Ada Byron",
    body: "A plain paragraph.",
    redirect: `/old-fixture-page ${paths.about}`,
  };
}

/** The case the warning is for, built every time: an excerpt of 170 characters as read (290 code units), no description. */
const CUT_EXCERPT = describedPost({
  text: `${"e\u0301\u{1F44D}".repeat(60)}${"&amp;".repeat(10)}`,
  shown: 170,
});

/**
 * The fixture's post with lone surrogates in every text field it has (built published, as a
 * draft and scheduled): a held post gets every check a published one gets (build/2-content/image-uses.ts,
 * build/6-links/unpublished.ts), and the loader drops the halves before any of them.
 */
const halves: fc.Arbitrary<Input> = fc.record({
  // Texts that pass their checks once the halves are dropped, so that the build goes on to the pages.
  title: withLoneSurrogates(fc.constant("The First Fixture Post for {{brand}} Tests")),
  excerpt: withLoneSurrogates(
    fc.constant("An excerpt long enough for the fifty-character rule, by {{brand}}."),
  ),
  imageAlt: withLoneSurrogates(fc.constant("The cover image of the fixture posts")),
  // One of a list: with halves on code that kept them it would be refused, and hide what the pages make
  // of the rest (a title's share links threw URIError); the loader's property tries halves in it.
  category: fc.constantFrom(...categories),
  // Added to authors.json as written: the post and the list name the same author once dropped.
  author: withLoneSurrogates(fc.constant("Sam Field")),
  // A file holds no lone surrogate (UTF-8 cannot say one: it is written as U+FFFD), but the body is text all the same.
  body: withLoneSurrogates(fc.constant("A plain paragraph of the post.")),
  redirect: fc.constant(`/old-fixture-page ${paths.about}`),
});

/** The fixture post with a body shaped like what broke the site: nesting at and past the limit, headings that make the page's ids. */
const shaped: fc.Arbitrary<Input> = fc
  .oneof(
    nestedMarkdown,
    collidingHeadings.map((headings) => headings.join("\n\n")),
    fc
      .tuple(collidingHeadings, nestedMarkdown)
      .map(([headings, nested]) => `${headings.join("\n\n")}\n\n<!-- an editor's note -->\n\n${nested}`),
  )
  .map((body) => ({
    title: "The First Fixture Post for {{brand}} Tests",
    excerpt: "A fixture post used by the unit tests of the content loader and the route list, by {{brand}}.",
    category: "Security",
    author: "Ada Byron",
    body,
    redirect: `/old-fixture-page ${paths.about}`,
  }));
/** One of each outcome, whatever the seed: a body past the limit, and headings that are every page id. */
const SHAPE_EXAMPLES: [Input][] = [
  `${"> ".repeat(12)}deep`,
  [...PAGE_IDS, "a heading", "a heading"].map((id) => `## ${id.replace(/-/g, " ")}`).join("\n\n"),
].map((body) => [{ ...fc.sample(shaped, { seed: 1, numRuns: 1 })[0]!, body }]);
const SHAPE_BUILDS = 2;

const BUILDS = 6;
const REDIRECT_BUILDS = 6;
const DESCRIBED_BUILDS = 2;
/** One input, built three times: published, a draft and scheduled. */
const HALVES_RUNS = 1;
/** Builds of a public/ with generated links and dotfiles: those refused stop before the pages, in a second or two. */
const PUBLIC_BUILDS = 3;
/** A build is slow: no shrinking, and the counterexample is the input as generated (its strings are short). */
const buildParams = (runs: number, examples: [Input][] = []) =>
  params<[Input]>(runs, { endOnFailure: true, examples });

/** The build stopped with a problem of the catalogue that names one of the files the input went into. */
function expectNamedProblem(outcome: Outcome, files = outcome.files): void {
  const { error } = outcome;
  expect(error, String((error as Error)?.stack ?? error)).toBeInstanceOf(SiteBuildError);
  expect(ENTRIES.has((error as SiteBuildError).data)).toBe(true);
  const message = (error as Error).message;
  expect(
    files.some((file) => message.includes(file)),
    `the message names none of ${files.join(", ")}:\n${message}`,
  ).toBe(true);
}

/** Code points an HTML parser reports as errors in the input stream (controls, noncharacters) and lone surrogates. */
function forbiddenInHtml(text: string): string | undefined {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const control =
      (code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || (code >= 0x7f && code <= 0x9f);
    const nonchar = (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe;
    if (control || nonchar || (code >= 0xd800 && code <= 0xdfff))
      return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  }
  return undefined;
}

/** The pages that show the generated strings: the post, its author's and category's lists, and the blog. */
function pagesShowingInput(outDir: string): string[] {
  return fg.sync(
    [
      `${paths.blog.slice(1)}/index.html`,
      `${paths["blog-post"](FIXTURE_POSTS.first).slice(1)}/index.html`,
      `${pathPrefix("blog-author").slice(1)}*/index.html`,
      `${pathPrefix("blog-category").slice(1)}*/index.html`,
    ],
    {
      cwd: outDir,
    },
  );
}

/** The URLs of a sitemap or feed: each <loc>, <link> and <guid>, its references decoded. */
function xmlUrls(xml: string): string[] {
  return [...xml.matchAll(/<(loc|link|guid)(?:\s[^>]*)?>([^<]*)<\/\1>/g)].map((match) =>
    decodeXML(match[2] ?? ""),
  );
}

/** Every internal URL of a built page (decoded as a browser reads it), with the site path it asks for. */
function internalLinks(outDir: string, file: string): { url: string; sitePath: string }[] {
  const { document } = parseHTML(readFileSync(path.join(outDir, file), "utf8"));
  const pageUrl = new URL(`https://site.invalid/${file.replace(/index\.html$/, "")}`);
  const urls: string[] = [];
  for (const element of document.querySelectorAll(
    "a[href], link[href], img[src], script[src], source[srcset], img[srcset]",
  )) {
    for (const name of ["href", "src"]) {
      const value = element.getAttribute(name);
      if (value !== null) urls.push(value);
    }
    const srcset = element.getAttribute("srcset");
    if (srcset) urls.push(...srcset.split(",").map((part) => part.trim().split(/\s+/)[0] ?? ""));
  }
  return urls.flatMap((url) => {
    if (!url || url.startsWith("#") || /^(?:mailto|tel):/i.test(url)) return [];
    const target = new URL(url, pageUrl);
    return target.origin === pageUrl.origin ? [{ url, sitePath: target.pathname }] : [];
  });
}

/**
 * The post's page says one description, its own or its excerpt, in its meta, share tags and
 * BlogPosting, as the page shows text; every structured data block is JSON, and its
 * BreadcrumbList ends with the post as its breadcrumb shows it.
 */
function expectPostHead(outcome: Outcome): void {
  const post = loadContent({
    root: ROOT,
    contentDir: outcome.contentDir,
    publicDir: workspace.publicDir,
  }).posts.find((candidate) => candidate.slug === FIXTURE_POSTS.first.slug);
  if (!post) throw new Error("the fixture's first post is not published");
  const file = `${paths["blog-post"](post).slice(1)}/index.html`;
  const { document } = parseHTML(readFileSync(path.join(outcome.outDir, file), "utf8"));
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
  const description = withoutForbiddenChars(post.description ?? post.excerpt);
  for (const selector of [
    'meta[name="description"]',
    'meta[property="og:description"]',
    'meta[name="twitter:description"]',
  ])
    expect(document.querySelector(selector)?.getAttribute("content"), selector).toBe(description);
  expect(blocks.find((block) => block["@type"] === "BlogPosting")?.description).toBe(description);
  const list = blocks.find((block) => block["@type"] === "BreadcrumbList");
  const items = (list?.itemListElement ?? []) as { name: string }[];
  const current = document.querySelector('nav[aria-label="Breadcrumb"] [aria-current="page"]');
  // Runs of white space as a reader reads them (an HTML parser may fold a carriage return).
  const words = (text: unknown) => String(text).replace(/\s+/g, " ");
  expect(words(items.at(-1)?.name)).toBe(words(current?.textContent));
}

/**
 * The paths a build touched outside its output folder's parent (where it makes the folder, its
 * staging folder, its lock and its record) and the image cache (it may write those).
 */
function touchedOutside(outcome: { touched: string[]; outRoot: string }): string[] {
  return outcome.touched.filter(
    (file) =>
      file !== outcome.outRoot &&
      !file.startsWith(`${outcome.outRoot}${path.sep}`) &&
      !file.startsWith(`${imageCache}${path.sep}`) &&
      file !== imageCache &&
      // The brand font's cuts, kept between builds as the images are (build/3-assets/font-subset.ts).
      !file.startsWith(`${fontCache}${path.sep}`) &&
      file !== fontCache,
  );
}

describe("a build of any post, author and category", () => {
  it("stops with a named problem, or writes well-formed HTML, and XML that a strict XML 1.0 parser reads", async () => {
    const validator = pageValidator();
    await fc.assert(
      fc.asyncProperty(content, async (input) => {
        const outcome = await built(input);
        if (outcome.error !== undefined) return expectNamedProblem(outcome);
        for (const file of ["feed.xml", "sitemap.xml"]) {
          const xml = readFileSync(path.join(outcome.outDir, file));
          expect(xmlProblems(xml), file).toEqual([]);
          for (const url of xmlUrls(xml.toString("utf8")))
            expect(
              URL.canParse(url) && new URL(url).href,
              `${file}: ${JSON.stringify(url)} is not a URL as written`,
            ).toBe(url);
        }
        for (const file of pagesShowingInput(outcome.outDir)) {
          const html = readFileSync(path.join(outcome.outDir, file), "utf8");
          expect(forbiddenInHtml(html), `${file} holds a character HTML forbids`).toBeUndefined();
          const report = await validator.validateString(html, file);
          expect(
            report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`)),
            file,
          ).toEqual([]);
        }
        expectPostHead(outcome);
      }),
      buildParams(BUILDS),
    );
  });

  it("writes nothing outside its output folder, whether it stops or not", async () => {
    await fc.assert(
      fc.asyncProperty(content, async (input) => {
        const outcome = await built(input);
        const outside = touchedOutside(outcome);
        expect(outside).toEqual([]);
      }),
      buildParams(BUILDS),
    );
  });

  it("leaves no internal link, and no sitemap or feed URL, that leads nowhere", async () => {
    await fc.assert(
      fc.asyncProperty(content, async (input) => {
        const outcome = await built(input);
        if (outcome.error !== undefined) return expectNamedProblem(outcome);
        const dead: string[] = [];
        for (const file of fg.sync("**/*.html", { cwd: outcome.outDir }))
          for (const { url, sitePath } of internalLinks(outcome.outDir, file))
            if (!resolves(outcome.outDir, sitePath)) dead.push(`${file}: ${url}`);
        for (const file of ["feed.xml", "sitemap.xml"]) {
          for (const url of xmlUrls(readFileSync(path.join(outcome.outDir, file), "utf8")))
            if (!URL.canParse(url) || !resolves(outcome.outDir, new URL(url).pathname))
              dead.push(`${file}: ${url}`);
        }
        expect(dead).toEqual([]);
      }),
      buildParams(BUILDS),
    );
  });
});

describe("a build of a post whose excerpt or description is about 160 characters", () => {
  it("gives its one description in the meta, share tags and structured data, and warns of the excerpt only when search results would show it cut", async () => {
    await fc.assert(
      fc.asyncProperty(described, async (input) => {
        const outcome = await built(input);
        expect(outcome.error, String((outcome.error as Error)?.message)).toBeUndefined();
        expectPostHead(outcome);
        const cut = input.description === undefined && (input.excerptShown ?? 0) > DESCRIPTION_MAX;
        expect(
          outcome.warnings
            // Typography's warnings name the excerpt too (a typewriter quote): the length's alone here.
            .filter((warning) => warning.field === "excerpt" && /characters long/.test(warning.message))
            .map((warning) => warning.message.split(":")[0]),
        ).toEqual(cut ? [`is ${input.excerptShown} characters long and the post has no description`] : []);
      }),
      buildParams(DESCRIBED_BUILDS, [[CUT_EXCERPT]]),
    );
  });
});

describe("a build of a post with lone surrogates in every text field, published, a draft or scheduled", () => {
  it("stops with a named problem, or writes well-formed HTML and XML that hold none, and nothing outside its output folder", async () => {
    await fc.assert(
      fc.asyncProperty(halves, async (fields) => {
        for (const publication of ["published", "draft", "scheduled"] as const) {
          const outcome = await built({ ...fields, publication });
          expect(touchedOutside(outcome)).toEqual([]);
          if (outcome.error !== undefined) {
            expectNamedProblem(outcome);
            continue;
          }
          for (const file of ["feed.xml", "sitemap.xml"])
            expect(xmlProblems(readFileSync(path.join(outcome.outDir, file))), file).toEqual([]);
          for (const file of pagesShowingInput(outcome.outDir))
            expect(
              forbiddenInHtml(readFileSync(path.join(outcome.outDir, file), "utf8")),
              `${file} holds a character HTML forbids`,
            ).toBeUndefined();
          const page = `${paths["blog-post"](FIXTURE_POSTS.first).slice(1)}/index.html`;
          expect(existsSync(path.join(outcome.outDir, page)), `${page} of a post ${publication}`).toBe(
            publication === "published",
          );
        }
      }),
      buildParams(HALVES_RUNS),
    );
  });
});

describe("a build of a post nested deep, or with headings that make the page's own ids", () => {
  it("stops naming the post, or writes its page with each id on one element, and one h1", async () => {
    await fc.assert(
      fc.asyncProperty(shaped, async (input) => {
        const outcome = await built(input);
        if (outcome.error !== undefined) return expectNamedProblem(outcome);
        const file = `${paths["blog-post"](FIXTURE_POSTS.first).slice(1)}/index.html`;
        const { document } = parseHTML(readFileSync(path.join(outcome.outDir, file), "utf8"));
        const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
        expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
        expect(document.querySelectorAll("h1")).toHaveLength(1);
        expect(document.getElementById("main")?.tagName).toBe("MAIN");
        expect(document.querySelector(".prose-content")?.innerHTML).not.toMatch(/<!--|&lt;!--|editor's note/);
      }),
      { ...buildParams(SHAPE_BUILDS), examples: SHAPE_EXAMPLES },
    );
  });
});

describe("a build with any redirect", () => {
  it("refuses an old path that collides with a file or folder the build writes, with a named problem, and never crashes", async () => {
    await fc.assert(
      fc.asyncProperty(redirected, async (input) => {
        const outcome = await built(input);
        const outside = touchedOutside(outcome);
        expect(outside).toEqual([]);
        // The rest of the content is the fixture's: only the redirects file may be named.
        if (outcome.error !== undefined) return expectNamedProblem(outcome, outcome.files.slice(2));
        const from = (input.redirect.split(" ")[0] ?? "").replace(/^\/+|\/+$/g, "");
        // The old path's folder may hold pages under it (/blog/author holds the author pages), and
        // nothing else of the build: a search index, stylesheet or image there is the build's own folder.
        const inFolder = fg.sync("**/*", { cwd: path.join(outcome.outDir, from), dot: true });
        expect(
          inFolder.filter((file) => !file.endsWith(".html")),
          `${from}/ is a folder of the build`,
        ).toEqual([]);
        for (const file of [`${from}/index.html`, `${from}.html`])
          expect(readFileSync(path.join(outcome.outDir, file), "utf8"), file).toMatch(/http-equiv="refresh"/);
        for (const file of ["pagefind/pagefind.js", "favicon.svg", "feed.xml", "sitemap.xml", "index.html"])
          expect(fg.sync(file, { cwd: outcome.outDir }), file).toEqual([file]);
      }),
      buildParams(REDIRECT_BUILDS),
    );
  });
});

/** Where each photo goes: a cover, a picture in the post's body, an author's photo, a file no content names. */
interface Photos {
  cover: PhotoSpec;
  body: PhotoSpec;
  author: PhotoSpec;
  unused: PhotoSpec;
}

const EXTENSION = { jpeg: ".jpg", png: ".png", webp: ".webp" } as const;

/**
 * A build of the fixture site with images written into a copy of its public/ (`images`: site
 * path to bytes), the first post's cover at `cover`, a picture in its body at `body` and the first
 * author's photo at `author`, made one at a time as the other builds are.
 */
function imageBuild(images: Record<string, Buffer>, at: { cover: string; body?: string; author?: string }) {
  const run = async (): Promise<Outcome & { publicDir: string }> => {
    const n = count++;
    const contentDir = path.join(runsDir, `content-${n}`);
    const publicDir = path.join(runsDir, `public-${n}`);
    const outRoot = path.join(runsDir, `out-${n}`);
    const outDir = path.join(outRoot, "dist");
    cpSync(path.join(FIXTURES, "content"), contentDir, { recursive: true });
    cpSync(workspace.publicDir, publicDir, { recursive: true });
    for (const [sitePath, bytes] of Object.entries(images)) {
      mkdirSync(path.dirname(path.join(publicDir, sitePath)), { recursive: true });
      writeFileSync(path.join(publicDir, sitePath), bytes);
    }
    const post = path.join(contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
    const body = at.body ? `\n![A picture of the pickup](${at.body})\n` : "";
    writeFileSync(post, `${readFileSync(post, "utf8").replace(/^image: .*$/m, `image: ${at.cover}`)}${body}`);
    const authors = path.join(contentDir, "authors.json");
    if (at.author) {
      const list: { image?: string }[] = JSON.parse(readFileSync(authors, "utf8"));
      if (list[0]) list[0].image = at.author;
      writeFileSync(authors, JSON.stringify(list, null, 2));
    }
    watched.paths.length = 0;
    let error: unknown;
    let warnings: Problem[] = [];
    try {
      ({ warnings } = await build({
        root: ROOT,
        contentDir,
        publicDir,
        outDir,
        config: configFrom({ SITE_TODAY: "2031-03-04" }),
        workers: 0,
        imageCache,
      }));
    } catch (caught) {
      error = caught;
    }
    const input = { title: "", excerpt: "", category: "", author: "", body: "", redirect: "" };
    return {
      input,
      error,
      contentDir,
      warnings,
      outDir,
      outRoot,
      publicDir,
      files: [post, authors].map(rel),
      touched: [...watched.paths],
    };
  };
  const result = queue.then(run, run);
  queue = result.catch(() => {});
  return result;
}

const IMAGE_BUILDS = 2;

describe("a build with a phone's photos wherever the site shows images", () => {
  it("serves no image that keeps any of their metadata, and keeps each original's picture and orientation", async () => {
    const photos: fc.Arbitrary<Photos> = fc.record({
      cover: photoSpec,
      body: photoSpec,
      author: photoSpec,
      unused: photoSpec,
    });
    await fc.assert(
      fc.asyncProperty(photos, async (specs) => {
        const where = {
          cover: `/images/blog/phone-cover${EXTENSION[specs.cover.format]}`,
          body: `/images/blog/phone-body${EXTENSION[specs.body.format]}`,
          author: `/images/authors/phone-author${EXTENSION[specs.author.format]}`,
          unused: `/images/press/phone-unused${EXTENSION[specs.unused.format]}`,
        };
        const images = Object.fromEntries(
          await Promise.all(
            (Object.keys(where) as (keyof Photos)[]).map(async (key) => [
              where[key],
              await photoWithMetadata(specs[key]),
            ]),
          ),
        );
        const outcome = await imageBuild(images, where);
        expect(touchedOutside(outcome)).toEqual([]);
        // Generated photos are small: a cover warns of it, and nothing stops the build.
        expect(outcome.error, String((outcome.error as Error)?.stack ?? outcome.error)).toBeUndefined();
        const words = Object.values(specs).flatMap(photoWords);
        for (const file of fg.sync("**/*.{jpg,jpeg,png,webp,avif,gif}", { cwd: outcome.outDir }))
          expect(await metadataLeft(readFileSync(path.join(outcome.outDir, file)), words), file).toEqual([]);
        for (const sitePath of Object.values(where)) {
          const [source, served] = [outcome.publicDir, outcome.outDir].map((dir) =>
            readFileSync(path.join(dir, sitePath)),
          );
          expect((await sharp(served).metadata()).orientation ?? 1, sitePath).toBe(
            (await sharp(source).metadata()).orientation ?? 1,
          );
          expect(await sharp(served).raw().toBuffer(), sitePath).toEqual(
            await sharp(source).raw().toBuffer(),
          );
        }
      }),
      params<[Photos]>(IMAGE_BUILDS, { endOnFailure: true }),
    );
  });
});

describe("a build with a broken cover", () => {
  it("stops with a named problem, or builds with every copy within AVIF's and WebP's limits", async () => {
    await fc.assert(
      fc.asyncProperty(
        brokenImageSpec,
        fc.constantFrom(".jpg", ".png", ".webp"),
        async (spec: BrokenImageSpec, extension) => {
          const cover = `/images/blog/broken-cover${extension}`;
          const outcome = await imageBuild({ [cover]: await brokenImage(spec) }, { cover });
          expect(touchedOutside(outcome)).toEqual([]);
          if (outcome.error !== undefined) return expectNamedProblem(outcome, outcome.files.slice(0, 1));
          for (const file of fg.sync("assets/images/broken-cover-*", { cwd: outcome.outDir })) {
            const { width, height } = await sharp(path.join(outcome.outDir, file)).metadata();
            expect(Math.max(width, height), file).toBeLessThanOrEqual(MAX_SIDE);
          }
        },
      ),
      params<[BrokenImageSpec, string]>(IMAGE_BUILDS, { endOnFailure: true }),
    );
  });
});

describe("the preview server over a build", () => {
  it("answers any target and Host with 403, 400 or the host's own answer, under both hosts' rules, and never stops", async () => {
    // A build the properties above made (each has a redirect): no build of its own, unless run alone.
    const made = await Promise.all(outcomes.values());
    const outcome =
      made.find((done) => done.error === undefined) ??
      (await built({
        ...fc.sample(redirected, { seed: SEED, numRuns: 1 })[0]!,
        redirect: `/old-page ${paths.about}`,
      }));
    expect(outcome.error).toBeUndefined();
    const record = readBuildRecord(outcome.outDir)!;
    const bucket = s3Bucket(s3Plan(outcome.outDir, s3RedirectObjects(record.redirects, record.basePath)));
    const servers = await Promise.all([
      startServer({ dir: outcome.outDir, port: 0 }),
      startServer({ dir: outcome.outDir, port: 0, rules: "s3-website", bucket }),
    ]);
    try {
      await fc.assert(
        fc.asyncProperty(requestTarget, hostHeader, async (target, host) => {
          for (const server of servers)
            expect(serverStatuses(target, host), `${target} ${host}`).toContain(
              (await rawRequest(portOf(server), target, host)).status,
            );
        }),
        params(150),
      );
      for (const server of servers)
        expect((await rawRequest(portOf(server), "/", "localhost")).status).toBe(200);
    } finally {
      for (const server of servers) server.close();
    }
  });
});

describe("the watch on the file system", () => {
  it("sees a write outside the output folder (the oracle of 'only inside its output folder' can fail)", () => {
    watched.paths.length = 0;
    const file = path.join(os.tmpdir(), `buyitad-props-watch-${process.pid}.txt`);
    writeFileSync(file, "x");
    rmSync(file);
    expect(watched.paths).toEqual([file, file]);
  });
});

describe("a build with any --out", () => {
  const clone = makeClone();
  cleanups.push(clone.cleanup);
  /** No page modules: a build let through stops at the next step, before it writes anything. */
  const noPages = path.join(clone.parent, "no-pages");
  mkdirSync(noPages);

  it("is refused, naming the folder, before it touches anything, or goes on to its next step", async () => {
    await fc.assert(
      fc.asyncProperty(outFolderArg, async (arg) => {
        const outDir = path.resolve(outFolderPath(arg, clone.root));
        watched.paths.length = 0;
        const error = await build({
          root: clone.root,
          contentDir: clone.contentDir,
          publicDir: clone.publicDir,
          outDir,
          config: configFrom({}),
          pagesDir: noPages,
          workers: 0,
        }).catch((caught: unknown) => caught);
        expect([...watched.paths], arg).toEqual([]);
        if (error instanceof SiteBuildError) {
          expect([OutputFolderRefused, OutputFolderNotBuild], arg).toContain(error.data);
          const relative = path.relative(clone.root, outDir);
          const shown = relative === "" ? "./" : relative.startsWith("..") ? outDir : `${relative}/`;
          expect(error.message, arg).toContain(shown);
        } else expect((error as Error).message, arg).toBe(`No page module found under ${noPages}`);
      }),
      params(40),
    );
  });
});

describe("a build with any links and dotfiles in public/", () => {
  let run = 0;
  it("stops naming each link out of public/, loop and dotfile, or publishes only what lies inside public/", async () => {
    await fc.assert(
      fc.asyncProperty(publicLinks, publicDotfiles, async (links, dotfiles) => {
        const n = run++;
        const publicDir = path.join(runsDir, `public-${n}`);
        cpSync(workspace.publicDir, publicDir, { recursive: true });
        const tree = layPublicTree(publicDir, links, dotfiles);
        const outRoot = path.join(runsDir, `public-out-${n}`);
        const outDir = path.join(outRoot, "dist");
        watched.paths.length = 0;
        const error = await build({
          root: ROOT,
          contentDir: path.join(FIXTURES, "content"),
          publicDir,
          outDir,
          config: configFrom({ SITE_TODAY: "2031-03-04" }),
          workers: 0,
          imageCache,
        }).catch((caught: unknown) => caught);
        expect(touchedOutside({ touched: [...watched.paths], outRoot })).toEqual([]);
        const published = fg.sync("**/*", { cwd: outDir, dot: true, followSymbolicLinks: false });
        if (tree.refused.length) {
          expect(error, String((error as Error)?.stack ?? error)).toBeInstanceOf(SiteBuildError);
          expect((error as SiteBuildError).data).toBe(PublicFileRefused);
          for (const file of tree.refused) expect((error as Error).message).toContain(`\n  ${file}: `);
          expect(published).toEqual([]);
          return;
        }
        expect(error, String((error as Error)?.stack ?? error)).toBeUndefined();
        for (const file of tree.files)
          expect(
            readFileSync(path.join(outDir, file)).equals(readFileSync(path.join(publicDir, file))),
            file,
          ).toBe(true);
        for (const file of published) {
          const dotted = file
            .split("/")
            .some((part, i) => part.startsWith(".") && !(i === 0 && part === ".well-known"));
          expect(dotted, file).toBe(false);
          expect(readFileSync(path.join(outDir, file), "utf8").includes(tree.secret), file).toBe(false);
        }
      }),
      params<[PublicLink[], string[]]>(PUBLIC_BUILDS, { endOnFailure: true }),
    );
  });
});
