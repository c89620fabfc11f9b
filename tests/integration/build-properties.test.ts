/**
 * Whole builds of the fixture site with generated strings in one post (title, excerpt,
 * category, body), one author (name) and the redirects file: the invariants that
 * only a build can show. For any such content the build
 *   (a) either stops with a named problem (a SiteBuildError of the catalogue whose message
 *       names the content file) or writes well-formed HTML and XML (a strict XML 1.0 check);
 *   (b) writes nothing outside its output folder (every file system call of the build is
 *       watched: node:fs is wrapped below);
 *   (c) leaves no internal link, sitemap or feed URL that leads nowhere;
 *   (d) for a body of quotes and lists nested to and past the limit, or of headings that make
 *       the page's own ids and one another's, stops naming the post or gives every element
 *       of its page an id of its own, and the page one h1.
 * A build takes about a second, so each property runs a few builds, the same for every
 * property (the builds are made once per input and shared), and a failure is reported
 * without shrinking. builds.test.ts's neighbours try many more inputs on the functions.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeXML } from "entities";
import fc from "fast-check";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { afterAll, describe, expect, it, vi } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { REDIRECTS_FILE } from "../../build/2-content/redirects-file";
import { resolves } from "../../build/6-links/links";
import * as catalogue from "../../build/errors";
import { SiteBuildError } from "../../build/errors";
import { build } from "../../build/site-build";
import { categories } from "../../src/model/categories";
import { PAGE_IDS } from "../../src/model/page-ids";
import { FEED_PATH, paths, SITEMAP_PATH } from "../../src/paths";
import { FIXTURE_POSTS, FIXTURES, fixtureWorkspace, pageValidator, pathPrefix, ROOT } from "../helpers";
import {
  collidingHeadings,
  fieldText,
  nameLike,
  nastyString,
  nestedMarkdown,
  params,
} from "../unit/properties/arbitraries";
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
  category: string;
  author: string;
  body: string;
  redirect: string;
}

interface Outcome {
  input: Input;
  error?: unknown;
  outDir: string;
  outRoot: string;
  /** The files the input was written to, relative to the root, as messages name them. */
  files: string[];
  /** Every path the build created, changed or removed. */
  touched: string[];
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
        .replace(/^excerpt: .*$/m, `excerpt: ${yamlQuoted(input.excerpt)}`)
        .replace(/^category: .*$/m, `category: ${yamlQuoted(input.category)}`)
        .replace(/^author: .*$/m, `author: ${yamlQuoted(input.author)}`)
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
    try {
      await build({
        root: ROOT,
        contentDir,
        publicDir: workspace.publicDir,
        outDir,
        config: configFrom({ SITE_TODAY: "2031-03-04" }),
        workers: 0,
        imageCache,
      });
    } catch (caught) {
      error = caught;
    }
    return {
      input,
      error,
      outDir,
      outRoot,
      files: [post, authors, redirects].map(rel),
      touched: [...watched.paths],
    };
  };
  const result = queue.then(run, run);
  queue = result.catch(() => {});
  return result;
}

/** Content with generated strings where an editor writes text: the post's fields and body, a new author. */
const content: fc.Arbitrary<Input> = fc.record({
  title: fieldText("Fixture ", 10, 120),
  excerpt: fieldText("An excerpt long enough for the fifty-character rule: ", 50, 300),
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
/** A build is slow: no shrinking, and the counterexample is the input as generated (its strings are short). */
const buildParams = (runs: number) => params<[Input]>(runs, { endOnFailure: true });

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

/** The paths a build touched outside its output folder and the image cache (it may write those). */
function touchedOutside(outcome: { touched: string[]; outRoot: string }): string[] {
  return outcome.touched.filter(
    (file) =>
      !file.startsWith(`${outcome.outRoot}${path.sep}`) &&
      !file.startsWith(`${imageCache}${path.sep}`) &&
      file !== imageCache,
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

describe("the watch on the file system", () => {
  it("sees a write outside the output folder (the oracle of 'only inside its output folder' can fail)", () => {
    watched.paths.length = 0;
    const file = path.join(os.tmpdir(), `buyitad-props-watch-${process.pid}.txt`);
    writeFileSync(file, "x");
    rmSync(file);
    expect(watched.paths).toEqual([file, file]);
  });
});
