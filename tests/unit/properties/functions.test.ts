/**
 * Properties of the functions every page and e-mail is made from, over many generated
 * inputs (tests/unit/properties/arbitraries.ts): slugs, new-post's slug, required texts that
 * look blank, lone surrogates in every field of a post, {{tokens}}, the redirects file,
 * markdown links, the authors of the content loader, the lines of the e-mail bodies, nesting
 * and heading ids, the
 * images the build publishes (none keeps its metadata; a broken one is a named problem), where
 * `--out` may point, and what links and dotfiles in public/ may publish.
 * The whole-build properties (builds.test.ts) try fewer inputs through the real build.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { parseHTML } from "linkedom";
import { Marked, type Token, type Tokens } from "marked";
import sharp from "sharp";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { loadContent } from "../../../build/2-content/load";
import type { Problem } from "../../../build/2-content/problems";
import { checkedRedirects, REDIRECTS_FILE } from "../../../build/2-content/redirects-file";
import { checkedMarkdown, nestingRefusal } from "../../../build/2-content/text";
import { contentWarnings } from "../../../build/2-content/warnings";
import {
  type ImagePlan,
  MAX_SIDE,
  planImages,
  shareCardPath,
  writeImages,
} from "../../../build/3-assets/images";
import { listPublicFiles, publishedImage, readPublicFiles } from "../../../build/3-assets/public-files";
import { renderDocument } from "../../../build/4-pages/document";
import { outFiles } from "../../../build/4-pages/out-files";
import { checkOutFolder } from "../../../build/7-output/out-place";
import { MASK, masked, urlSecrets } from "../../../build/deploy/masked";
import * as catalogue from "../../../build/errors";
import {
  ContentInvalid,
  failureReport,
  NewPostInvalid,
  OutputFolderNotBuild,
  OutputFolderRefused,
  PublicFileRefused,
  RedirectsInvalid,
  SiteBuildError,
} from "../../../build/errors";
import { decodedPath, resolveBucketRequest, resolveRequest } from "../../../build/hosts";
import { type NewPostContext, newPostFields } from "../../../build/tools/new-post";
import { checkRequest } from "../../../build/tools/request-guard";
import { careerBody, careerSubject, contactBody, pickupBody } from "../../../src/forms/bodies";
import type { CareerData, ContactData, PickupData } from "../../../src/forms/schemas";
import { breadcrumbTrail } from "../../../src/lib/breadcrumbs";
import { headTags, type SiteHead } from "../../../src/lib/head";
import { withSiteStructuredData } from "../../../src/lib/structured-data";
import { NO_BREAK_CLASS } from "../../../src/lib/unbroken";
import { absoluteUrl, KEY_MAX_BYTES, NAME_MAX_BYTES, utf8Length } from "../../../src/lib/url";
import { withoutForbiddenChars } from "../../../src/lib/xml";
import { DESCRIPTION_MAX } from "../../../src/model/description";
import { headingId, renderMarkdown } from "../../../src/model/markdown";
import { MAX_NESTING, tooDeep } from "../../../src/model/nesting";
import { PAGE_IDS } from "../../../src/model/page-ids";
import { type Post, postFrontmatter } from "../../../src/model/schema";
import { postSlug, SLUG_MAX } from "../../../src/model/slugs";
import { contentTokens, fillTokens } from "../../../src/model/tokens";
import { visibleLength } from "../../../src/model/visible-text";
import { routesFor } from "../../../src/pages";
import { blogPostPage } from "../../../src/pages/blog/blog-post";
import type { PageRoute } from "../../../src/pages/page";
import { paths } from "../../../src/paths";
import { VISIT_HEADING, withVisit } from "../../../src/visit/lines";
import { nextVisit, UTM_FIELDS } from "../../../src/visit/note";
import type { Visit } from "../../../src/visit/record";
import { CLONE, makeClone } from "../../clone-fixture";
import { FIXTURE_POSTS, FIXTURES, fixtureDirs, ROOT, siteContent, tempCopy, tempDir } from "../../helpers";
import { brokenImage, metadataLeft, photoWithMetadata } from "../../photo";
import {
  blankText,
  brokenImageSpec,
  collidingHeadings,
  credentialedEndpoint,
  DANGEROUS_PIECES,
  fieldText,
  hostHeader,
  LOOPBACK_HOST,
  nameLike,
  nastyString,
  nearNameLimit,
  nestedMarkdown,
  outFolderArg,
  outFolderPath,
  params,
  photoSpec,
  photoWords,
  publicDotfiles,
  publicLinks,
  requestTarget,
  serverAnswer,
  visibleText,
  withLoneSurrogates,
} from "./arbitraries";
import { layPublicTree } from "./public-tree";

/** The project's site constants (content/site.yaml), as loaded, and the tokens they and the services make. */
const { site, services } = siteContent();
const tokens = contentTokens(site, services);

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

/** A copy of the fixture content, written over by each run of a property. */
function contentCopy(): string {
  const copy = tempCopy(path.join(FIXTURES, "content"));
  cleanups.push(copy.cleanup);
  return copy.dir;
}

/** The error `run` throws, or undefined when it returns. */
function thrown(run: () => unknown): unknown {
  try {
    run();
    return undefined;
  } catch (error) {
    return error;
  }
}

/** C0 and C1 control characters: none may reach a line of an e-mail. */
const CONTROL = {
  test: (text: string) =>
    [...text].some((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code < 0x20 || (code >= 0x7f && code <= 0x9f);
    }),
};

/** A single path segment that a URL, a file system and a host all read as itself. */
const SAFE_SEGMENT = /^[\p{L}\p{M}\p{N}._~-]+$/u;

describe("slugs", () => {
  it("a post slug made from any title is lowercase words joined by hyphens, or empty (refused)", () => {
    fc.assert(
      fc.property(nastyString({ maxLength: 60 }), (title) => {
        const slug = postSlug(title);
        expect(slug === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug), JSON.stringify(slug)).toBe(true);
      }),
      params(400),
    );
  });

  it("an author of any name loads with a slug that is one safe folder name, or stops the build naming authors.json", () => {
    const dir = contentCopy();
    const authorsFile = path.join(dir, "authors.json");
    const rel = path.relative(ROOT, authorsFile);
    fc.assert(
      fc.property(nameLike, (name) => {
        writeFileSync(
          authorsFile,
          JSON.stringify([
            {
              name: "Ada Byron",
              role: "Security Lead",
              bio: "Ada writes about data sanitization and audits.",
            },
            {
              name: "Grace  Hopper",
              role: "Data Center Lead",
              bio: "Grace writes about decommissioning projects.",
            },
            { name, role: "Field Engineer", bio: "Writes about pickups and data erasure." },
          ]),
        );
        const error = thrown(() => loadContent(fixtureDirs(dir)));
        if (error !== undefined) {
          expect(error).toBeInstanceOf(SiteBuildError);
          expect((error as SiteBuildError).data).toBe(ContentInvalid);
          expect((error as Error).message).toContain(rel);
          return;
        }
        const { authors } = loadContent(fixtureDirs(dir));
        for (const author of authors) {
          expect(author.slug, JSON.stringify(author.name)).toMatch(SAFE_SEGMENT);
          expect([".", ".."]).not.toContain(author.slug);
          // Its page's files (<slug>/index.html, <slug>.html) are names a disk holds.
          for (const file of outFiles(paths["blog-author"](author)))
            for (const name of file.split("/"))
              expect(utf8Length(name), JSON.stringify(author.name)).toBeLessThanOrEqual(NAME_MAX_BYTES);
        }
        const slugs = authors.map((author) => author.slug);
        expect(new Set(slugs).size, "two authors share a page").toBe(slugs.length);
      }),
      params(60),
    );
  });

  it("two names that differ only in case, accents typed two ways, spacing or apostrophes never load as two authors", () => {
    const dir = contentCopy();
    const authorsFile = path.join(dir, "authors.json");
    const variant = fc.constantFrom(
      (name: string) => name.toUpperCase(),
      (name: string) => name.toLowerCase(),
      (name: string) => name.normalize("NFD"),
      (name: string) => name.normalize("NFC"),
      (name: string) => ` ${name.replace(/ /g, "  ")} `,
      (name: string) => name.replace(/'/g, "\u2019"),
    );
    const base = fc.oneof(
      fc.constantFrom(
        "Jos\u00e9 Alvarez",
        "Sean O'Brien",
        "Ada Lovelace",
        "Zo\u00eb \u00c5berg",
        "Ren\u00e9e D'Arcy",
      ),
      fc.string({ unit: "grapheme", minLength: 2, maxLength: 16 }).map((s) => `Ann ${s}`),
    );
    fc.assert(
      fc.property(base, variant, (name, change) => {
        const other = change(name);
        fc.pre(other !== name);
        writeFileSync(
          authorsFile,
          JSON.stringify([
            {
              name: "Ada Byron",
              role: "Security Lead",
              bio: "Ada writes about data sanitization and audits.",
            },
            {
              name: "Grace  Hopper",
              role: "Data Center Lead",
              bio: "Grace writes about decommissioning projects.",
            },
            { name, role: "Field Engineer", bio: "Writes about pickups and data erasure." },
            { name: other, role: "Field Engineer", bio: "Writes about pickups and data erasure." },
          ]),
        );
        const error = thrown(() => loadContent(fixtureDirs(dir)));
        expect(error, `${JSON.stringify(name)} and ${JSON.stringify(other)} both loaded`).toBeInstanceOf(
          SiteBuildError,
        );
        expect((error as SiteBuildError).data).toBe(ContentInvalid);
      }),
      params(40),
    );
  });
});

describe("npm run new-post's slug", () => {
  const context: NewPostContext = {
    authors: ["Ada Byron"],
    today: "2031-03-04",
    fileOf: (slug) => `content/blog/${slug}.md`,
  };
  const title = fc.oneof(
    nearNameLimit({ min: 10, max: 120 }).map((text) => Array.from(text).slice(0, 120).join("")),
    nastyString({ maxLength: 120, long: false }),
  );
  const slug = fc.option(
    fc.oneof(
      nearNameLimit({ min: 190, max: 280, pieces: ["a", "ab-", "a1-", "\u00e9"] }),
      fc.constantFrom("a".repeat(SLUG_MAX), "a".repeat(SLUG_MAX + 1)),
    ),
    { nil: undefined },
  );

  it("any title and --slug is refused before any file is made (NewPostInvalid), or gives a slug every file made of it can be named by", () => {
    fc.assert(
      fc.property(title, slug, (text, given) => {
        let fields: ReturnType<typeof newPostFields> | undefined;
        const error = thrown(() => {
          fields = newPostFields({ title: text, slug: given }, context);
        });
        if (error !== undefined) {
          expect(error).toBeInstanceOf(SiteBuildError);
          expect((error as SiteBuildError).data).toBe(NewPostInvalid);
          return;
        }
        const made = fields?.slug ?? "";
        const names = [
          `${made}.md`,
          path.posix.basename(fields?.image ?? ""),
          ...outFiles(paths["blog-post"]({ slug: made })),
          path.posix.basename(shareCardPath(made, "k".repeat(64))),
        ];
        for (const name of names) expect(utf8Length(name), name).toBeLessThanOrEqual(NAME_MAX_BYTES);
      }),
      params(200),
    );
  });
});

describe("required texts", () => {
  const dir = contentCopy();
  const post = path.join(dir, `blog/${FIXTURE_POSTS.first.slug}.md`);
  const source = readFileSync(post, "utf8");
  const authorsFile = path.join(dir, "authors.json");
  const authors = readFileSync(authorsFile, "utf8");
  afterAll(() => {
    writeFileSync(post, source);
    writeFileSync(authorsFile, authors);
  });
  /** Where a required text is written: a post's field (YAML) or an author's (JSON). */
  const field = fc.constantFrom("title", "excerpt", "imageAlt", "author.name", "author.role", "author.bio");

  it("a title, excerpt, alt text or author's text that looks blank is refused, naming the file and the field, however long", () => {
    fc.assert(
      fc.property(field, blankText, (name, blank) => {
        const [kind, key] = name.split(".") as [string, string | undefined];
        writeFileSync(post, source);
        writeFileSync(authorsFile, authors);
        if (key) {
          const list = JSON.parse(authors) as Record<string, string>[];
          (list[0] as Record<string, string>)[key] = blank;
          writeFileSync(authorsFile, JSON.stringify(list, null, 2));
        }
        // JSON's string is YAML's double-quoted one: the characters reach the loader as they are.
        else
          writeFileSync(
            post,
            source.replace(new RegExp(`^${kind}: .*$`, "m"), `${kind}: ${JSON.stringify(blank)}`),
          );
        const error = thrown(() => loadContent(fixtureDirs(dir)));
        expect(error, `${name}: ${JSON.stringify(blank)} loaded`).toBeInstanceOf(SiteBuildError);
        expect((error as SiteBuildError).data).toBe(ContentInvalid);
        const file = path.relative(ROOT, key ? authorsFile : post);
        expect((error as Error).message).toContain(`${file}`);
        expect((error as Error).message).toMatch(new RegExp(`field "${key ?? kind}"`));
      }),
      params(40),
    );
  });
});

describe("lone surrogates", () => {
  const dir = contentCopy();
  const blog = path.join(dir, "blog");
  const second = readFileSync(path.join(blog, `${FIXTURE_POSTS.second.slug}.md`), "utf8");
  const file = path.join(blog, "a-generated-post.md");
  const text = (min: number, prefix: string) =>
    withLoneSurrogates(
      fieldText(prefix, min, min + 40).map((value) => value.replace(/[\uD800-\uDFFF]/g, "")),
    );
  const post = fc.record({
    title: text(10, "Generated "),
    excerpt: text(50, "An excerpt long enough for the fifty-character rule: "),
    imageAlt: text(5, "Alt: "),
    category: withLoneSurrogates(fc.constant("Security")),
    author: withLoneSurrogates(fc.constant("Ada Byron")),
    body: withLoneSurrogates(nastyString({ maxLength: 40, long: false })),
    publication: fc.constantFrom("published", "draft", "scheduled"),
  });

  it("never reach the content from any text field of a post, published, draft or scheduled: dropped, or the post refused naming its file", () => {
    fc.assert(
      fc.property(post, (fields) => {
        const frontmatter = [
          "slug: a-generated-post",
          ...(["title", "excerpt", "imageAlt", "category", "author"] as const).map(
            (name) => `${name}: ${JSON.stringify(fields[name])}`,
          ),
          `date: ${fields.publication === "scheduled" ? "2099-01-01" : "2025-01-01"}`,
          "image: /images/blog/cover.jpg",
          ...(fields.publication === "draft" ? ["draft: true"] : []),
        ];
        writeFileSync(
          file,
          `---\n${frontmatter.join("\n")}\n---\n${fields.body || "Body."}\n\n${second.split("---\n")[2]}`,
        );
        let content: ReturnType<typeof loadContent> | undefined;
        const error = thrown(() => {
          content = loadContent({ ...fixtureDirs(dir), today: "2031-03-04" });
        });
        if (error !== undefined) {
          expect(error).toBeInstanceOf(SiteBuildError);
          expect((error as SiteBuildError).data).toBe(ContentInvalid);
          expect((error as Error).message).toContain(path.relative(ROOT, file));
          expect((error as Error).message).not.toMatch(
            /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
          );
          return;
        }
        // JSON.stringify writes a lone surrogate as an escape, \udXXX.
        expect(JSON.stringify(content)).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
        const loaded = [...(content?.posts ?? []), ...(content?.unpublished ?? [])].find(
          (p) => p.slug === "a-generated-post",
        );
        expect(loaded?.publication).toBe(fields.publication);
      }),
      params(40),
    );
  });
});

describe("{{tokens}}", () => {
  /** Names between braces: the site's own, Object.prototype's members, and anything. */
  const tokenName = fc.oneof(
    fc.constantFrom(...Object.keys(tokens)),
    fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype), "prototype", "__proto__ "),
    nastyString({ maxLength: 12, long: false }),
  );
  const textWithTokens = fc
    .array(
      fc.oneof(
        tokenName.map((name) => `{{${name}}}`),
        nastyString({ maxLength: 12, long: false }),
      ),
      { maxLength: 6 },
    )
    .map((parts) => parts.join(""));

  it("fills a token only from the site's own constants, and reports every other one (never a prototype member)", () => {
    fc.assert(
      fc.property(textWithTokens, (text) => {
        const { text: filled, unknown } = fillTokens(text, tokens);
        // The model: each {{name}} whose trimmed name is an own key is replaced, every other is kept and reported.
        const expectedUnknown: string[] = [];
        const expected = text.replace(/\{\{([^{}]*)\}\}/g, (token, name: string) => {
          if (Object.hasOwn(tokens, name.trim())) return tokens[name.trim()] as string;
          expectedUnknown.push(token);
          return token;
        });
        expect(filled).toBe(expected);
        expect(unknown.map((u) => u.token)).toEqual(expectedUnknown);
      }),
      params(500),
    );
  });
});

describe("content/redirects.txt", () => {
  const pages = new Set([
    paths.home,
    paths.about,
    paths.blog,
    paths["blog-post"](FIXTURE_POSTS.first),
    paths.contact,
  ]);
  const segment = fc.oneof(
    fc.constantFrom(
      "old",
      "x",
      "pagefind",
      "favicon.svg",
      "images",
      "_astro",
      "feed.xml",
      "blog",
      "..",
      ".",
      "",
      "%2e%2e",
      "a b",
    ),
    nastyString({ maxLength: 10, long: false }),
    // Around a file name's 255 bytes (its page is also <segment>.html), of one byte or several a character.
    nearNameLimit({ min: 240, max: 270, pieces: ["a", "ab-", "x.y", "\u00e9", "~_"] }),
  );
  const sitePath = fc
    .array(segment, { minLength: 1, maxLength: 4 })
    .map((segments) => `/${segments.join("/")}`);
  const line = fc.oneof(
    fc.tuple(sitePath, fc.constantFrom(...pages)).map(([from, to]) => `${from} ${to}`),
    fc.tuple(sitePath, sitePath).map(([from, to]) => `${from} ${to}`),
    nastyString({ maxLength: 40 }),
  );
  const file = fc.array(line, { maxLength: 5 }).map((lines) => lines.join("\n"));

  it("any redirects file is either refused with RedirectsInvalid, line by line, or gives redirects whose pages stay in the output folder", () => {
    const dir = contentCopy();
    const out = path.join(dir, "out");
    fc.assert(
      fc.property(file, (text) => {
        writeFileSync(path.join(dir, REDIRECTS_FILE), text);
        let redirects: ReturnType<typeof checkedRedirects> = [];
        const error = thrown(() => {
          redirects = checkedRedirects(ROOT, dir, pages);
        });
        if (error !== undefined) {
          expect(error).toBeInstanceOf(SiteBuildError);
          expect((error as SiteBuildError).data).toBe(RedirectsInvalid);
          for (const problem of (error as SiteBuildError<{ problems: Problem[] }>).details.problems) {
            expect(problem.file).toBe(path.relative(ROOT, path.join(dir, REDIRECTS_FILE)));
            expect(problem.line).toBeGreaterThan(0);
          }
          return;
        }
        for (const redirect of redirects)
          for (const name of outFiles(redirect.from)) {
            const target = path.resolve(out, name);
            expect(target.startsWith(`${out}${path.sep}`), `${redirect.from} writes ${target}`).toBe(true);
            // Each name a disk holds, the whole path a key S3 holds: no ENAMETOOLONG when it is written.
            for (const part of name.split("/")) expect(utf8Length(part)).toBeLessThanOrEqual(NAME_MAX_BYTES);
            expect(utf8Length(name)).toBeLessThanOrEqual(KEY_MAX_BYTES);
          }
      }),
      params(300),
    );
  });
});

describe("markdown links", () => {
  const ALLOWED = new Set(["http:", "https:", "mailto:", "tel:"]);
  /** What markdown makes (and the document around it): raw HTML in content is shown as text, never as markup. */
  const MARKDOWN_TAGS = [
    "html",
    "head",
    "body",
    "p",
    "a",
    "img",
    "strong",
    "em",
    "code",
    "pre",
    "br",
    "hr",
    "blockquote",
    "del",
    // The no-break rule's span (src/lib/unbroken.ts), with nothing but its class: checked below.
    "span",
  ].concat(["h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li"]);
  const url = fc.oneof(
    fc.constantFrom(
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java&#x09;script:alert(1)",
      "&#106;avascript:alert(1)",
      "&#x6A;avascript:alert(1)",
      "javascript&colon;alert(1)",
      "\x01javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "/\\evil.example",
      "//evil.example",
      "https://example.com",
      "mailto:a@b.c",
      "tel:+15550100",
      paths.about,
      "#top",
      "<javascript:alert(1)>",
    ),
    fc
      .tuple(
        fc.constantFrom("", "java", "javascript:", "data:", "/", "%6a"),
        nastyString({ maxLength: 12, long: false }),
      )
      .map(([head, tail]) => head + tail),
  );
  const text = nastyString({ maxLength: 20, long: false });
  const link = fc.oneof(
    fc.tuple(text, url).map(([t, u]) => `[${t}](${u})`),
    fc.tuple(text, url).map(([t, u]) => `[${t}](<${u}>)`),
    fc.tuple(text, url).map(([t, u]) => `[${t}][ref]\n\n[ref]: ${u}`),
    fc.tuple(text, url).map(([t, u]) => `![${t}](${u})`),
    url.map((u) => `<${u}>`),
    fc.tuple(text, url).map(([t, u]) => `<a href="${u}">${t}</a>`),
  );
  const markdown = fc
    .array(fc.oneof(link, text), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(" "));

  it("any link text and URL is either refused naming the file and line, or rendered with a safe URL and no markup of its own", () => {
    fc.assert(
      fc.property(markdown, (source) => {
        const problems: Problem[] = [];
        const { html } = checkedMarkdown(source, 5, "content/blog/x.md", problems);
        if (html === undefined) {
          expect(problems.length).toBeGreaterThan(0);
          for (const problem of problems) expect(problem.file).toBe("content/blog/x.md");
          return;
        }
        const { document } = parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`);
        for (const element of document.querySelectorAll("*")) {
          const tag = element.tagName.toLowerCase();
          expect(MARKDOWN_TAGS, `<${tag}> in ${html}`).toContain(tag);
          if (tag === "span")
            expect(element.outerHTML).toMatch(new RegExp(`^<span class="${NO_BREAK_CLASS}">[^<]*</span>$`));
          for (const { name, value } of element.attributes) {
            expect(name.startsWith("on"), `${tag} has ${name}`).toBe(false);
            if (name !== "href" && name !== "src") continue;
            let protocol: string;
            try {
              protocol = new URL(value, "https://site.invalid/").protocol;
            } catch {
              protocol = "(unparsable)";
            }
            expect(ALLOWED.has(protocol), `${tag} ${name}="${value}" (${protocol})`).toBe(true);
          }
        }
      }),
      params(400),
    );
  });
});

describe("markdown nesting and heading ids", () => {
  /** marked as the site configures it, for the depth it reads (the site's lexer is not exported). */
  const marked = new Marked({ gfm: false, breaks: false });

  /** The deepest blockquotes and list items go, one in another, as marked reads them. */
  function markedDepth(tokens: readonly Token[]): number {
    let deepest = 0;
    for (const token of tokens) {
      if (token.type === "blockquote") deepest = Math.max(deepest, 1 + markedDepth(token.tokens ?? []));
      if (token.type === "list")
        for (const item of (token as Tokens.List).items)
          deepest = Math.max(deepest, 1 + markedDepth(item.tokens));
    }
    return deepest;
  }

  /** The deepest the scan counts a line of `markdown` (the least limit it lets pass). */
  function scannedDepth(markdown: string): number {
    let limit = 0;
    while (tooDeep(markdown, limit)) limit++;
    return limit;
  }

  it("refuses every body marked would read deeper than the limit, or fails on, naming the file (and the line the scan finds), and reads the others", () => {
    fc.assert(
      fc.property(nestedMarkdown, (markdown) => {
        let read: number | undefined;
        try {
          read = markedDepth(marked.lexer(markdown));
        } catch {
          read = undefined; // marked's own failure, on a few odd nestings
        }
        const scanned = scannedDepth(markdown);
        const problems: Problem[] = [];
        const { html } = checkedMarkdown(markdown, 5, "content/blog/x.md", problems);
        const lines = markdown.split("\n").length;
        if (scanned > MAX_NESTING) {
          // Seen before marked reads a line of it: named at the line.
          expect(problems).toEqual([
            { file: "content/blog/x.md", line: expect.any(Number), message: nestingRefusal() },
          ]);
          expect(problems[0]?.line).toBeGreaterThanOrEqual(5);
          expect(problems[0]?.line).toBeLessThan(5 + lines);
        } else if (read === undefined) {
          expect(problems).toEqual([
            {
              file: "content/blog/x.md",
              line: undefined,
              message: expect.stringMatching(/^the markdown reader fails on this text/),
            },
          ]);
        } else if (read > MAX_NESTING) {
          // marked read lazy lines deeper than their markers: stopped at the limit, the file named.
          expect(problems).toEqual([
            { file: "content/blog/x.md", line: undefined, message: nestingRefusal(false) },
          ]);
        } else
          expect(
            problems.map((problem) => problem.message).filter((m) => m.includes("blockquotes and lists")),
          ).toEqual([]);
        expect(html === undefined).toBe(scanned > MAX_NESTING || read === undefined || read > MAX_NESTING);
      }),
      params(500),
    );
  });

  it("the scan counts at least the levels marked reads in lines that each write their levels out (no lazy line)", () => {
    fc.assert(
      fc.property(
        nestedMarkdown.map((markdown) => markdown.split("\n").join("\n\n")),
        (markdown) => {
          const read = markedDepth(marked.lexer(markdown));
          const scanned = scannedDepth(markdown);
          expect(
            scanned,
            `marked reads ${read} levels, the scan counts ${scanned}:\n${markdown}`,
          ).toBeGreaterThanOrEqual(read);
        },
      ),
      params(500),
    );
  });

  it("gives every heading an id no other heading has and none of the page's own, whatever its words", () => {
    fc.assert(
      fc.property(collidingHeadings, (headings) => {
        const rendered = renderMarkdown(headings.join("\n\n")).headings;
        const ids = rendered.map((heading) => heading.id);
        expect(new Set(ids).size, ids.join(" ")).toBe(ids.length);
        expect(ids.filter((id) => PAGE_IDS.includes(id))).toEqual([]);
        // Each a valid id: some characters, none a space.
        for (const id of ids) expect(id).toMatch(/^\S+$/);
      }),
      params(500),
    );
  });
});

describe("e-mail bodies", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Session storage holding `value` under the visit's key, as the forms read it. */
  function storageWith(value: string | null) {
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => (key === "buyitad:visit" ? value : null),
      setItem: () => {},
      removeItem: () => {},
    });
  }

  /** The part of a line that says what it is: "Name: " of "Name: x", or the whole line of a fixed one. */
  const label = (line: string) => /^(- |[^:]+: )/.exec(line)?.[1] ?? line;
  const lines = (body: string) => body.split(/\r\n|\r|\n/);

  /** Every line of `body` starts as the same line of `template` does (same count: no line was added). */
  function sameLines(body: string, template: string): void {
    const got = lines(body);
    const want = lines(template);
    expect(got.length, `lines:\n${got.map((l) => JSON.stringify(l)).join("\n")}`).toBe(want.length);
    for (const [i, line] of got.entries()) {
      expect(line.startsWith(label(want[i] ?? "")), `line ${i + 1}: ${JSON.stringify(line)}`).toBe(true);
      expect(CONTROL.test(line), `line ${i + 1} holds a control character: ${JSON.stringify(line)}`).toBe(
        false,
      );
    }
  }

  const value = nastyString({ maxLength: 40 });
  const landing = fc.oneof(
    fc.constantFrom(paths.home, paths.contact, "/%0D%0ALanding%20page:%20/fake", "/a%00b"),
    nastyString({ maxLength: 20, long: false }).map(
      (s) => `/${encodeURI(s.replace(/[\uD800-\uDFFF]/g, ""))}`,
    ),
  );
  /** A visit as the entry script notes it from a landing URL with any campaign values, then two more pages. */
  const visit = fc
    .record({
      landing,
      utm: fc.array(fc.tuple(fc.constantFrom(...UTM_FIELDS), value), { maxLength: 5 }),
      ads: fc.subarray(["gclid", "msclkid"]),
      referrer: fc.constantFrom("", "https://www.google.com/search?q=x", "https://evil.example/%0D%0A"),
    })
    .map(({ landing: path, utm, ads, referrer }) => {
      const url = new URL(`${site.origin}${path}`);
      for (const [field, v] of utm) url.searchParams.set(field, v.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
      for (const id of ads) url.searchParams.set(id, "abc");
      let noted = nextVisit(undefined, url, referrer);
      noted = nextVisit(noted, new URL(`${site.origin}${paths.about}`), "");
      return noted;
    });

  /** The same visit with every value "x": the lines a body must keep. */
  const plainVisit = (v: Visit): Visit => ({
    landing: "/x",
    ...(v.referrer === undefined ? {} : { referrer: "x" }),
    utm: v.utm.map(([field]) => [field, "x"]),
    ads: v.ads,
    pages: v.pages.map(() => "/x"),
  });

  it("every value of the contact form and the visit note is one line of the e-mail, after its label", () => {
    const data = fc.record({
      name: value,
      email: value,
      phone: value,
      company: fc.option(value, { nil: undefined }),
      subject: value,
    });
    fc.assert(
      fc.property(data, visit, (fields, noted) => {
        const message = "Hello, please call me back about a pickup.";
        const contact = { ...fields, message, company_url: "" } as unknown as ContactData;
        storageWith(JSON.stringify(noted));
        const body = withVisit(contactBody(contact));
        storageWith(JSON.stringify(plainVisit(noted)));
        const template = withVisit(
          contactBody({
            name: "x",
            email: "x",
            phone: "x",
            company: "x",
            subject: "x",
            message,
            company_url: "",
          } as unknown as ContactData),
        );
        sameLines(body, template);
      }),
      params(300),
    );
  });

  it("every value of the career form, the résumé's file name and the subject is one line", () => {
    const data = fc.record({ fullName: value, email: value, phone: value, position: value, linkedIn: value });
    fc.assert(
      fc.property(data, value, fc.nat({ max: 6_000_000 }), (fields, fileName, size) => {
        storageWith(null);
        const career = {
          ...fields,
          coverLetter: "I would like to join.",
          company_url: "",
        } as unknown as CareerData;
        const template = careerBody(
          {
            fullName: "x",
            email: "x",
            phone: "x",
            position: "x",
            linkedIn: "x",
            coverLetter: "I would like to join.",
            company_url: "",
          } as unknown as CareerData,
          { name: "x", size: 1 },
        );
        sameLines(withVisit(careerBody(career, { name: fileName, size })), withVisit(template));
        const subject = careerSubject(career);
        expect(lines(subject).length, JSON.stringify(subject)).toBe(1);
        expect(CONTROL.test(subject), JSON.stringify(subject)).toBe(false);
      }),
      params(300),
    );
  });

  it("every value of the pickup form, each asset type one line", () => {
    const data = fc.record({
      name: value,
      company: value,
      email: value,
      phone: value,
      locations: value,
      volume: value,
    });
    fc.assert(
      fc.property(data, fc.array(value, { maxLength: 4 }), (fields, assetTypes) => {
        storageWith(null);
        const pickup = {
          ...fields,
          notes: "Loading dock at the back.",
          company_url: "",
        } as unknown as PickupData;
        const plain = {
          name: "x",
          company: "x",
          email: "x",
          phone: "x",
          locations: "x",
          volume: "x",
          notes: "Loading dock at the back.",
        };
        const date = new Date(2031, 2, 4);
        sameLines(
          withVisit(pickupBody(pickup, assetTypes, date)),
          withVisit(
            pickupBody(
              plain as unknown as PickupData,
              assetTypes.map(() => "x"),
              date,
            ),
          ),
        );
      }),
      params(300),
    );
  });

  it("a visit note of any shape left in session storage never stops a form's e-mail, nor adds a line", () => {
    const field = fc.oneof(
      fc.constantFrom(
        undefined,
        null,
        0,
        true,
        "gclid",
        ["gclid"],
        [null],
        [["utm_source", "x\r\nLanding page: /fake"]],
        {},
      ),
      value,
      fc.array(fc.oneof(value, fc.constant(null), fc.tuple(value, value)), { maxLength: 3 }),
    );
    const note = fc.oneof(
      fc.record(
        { landing: field, referrer: field, utm: field, ads: field, pages: field },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const stored = fc.oneof(
      note.map((n) => JSON.stringify(n) ?? "null"),
      value,
    );
    const KNOWN = ["Landing page: ", "Referring site: ", "Campaign: ", "Ad click: ", "Pages read "];
    fc.assert(
      fc.property(stored, (text) => {
        storageWith(text);
        const body = withVisit("New contact form submission");
        const visitLines = lines(body).slice(2);
        expect(visitLines[0]).toBe(VISIT_HEADING);
        for (const line of visitLines) expect(CONTROL.test(line), JSON.stringify(line)).toBe(false);
        for (const known of KNOWN)
          expect(visitLines.filter((line) => line.startsWith(known)).length, known).toBeLessThanOrEqual(1);
      }),
      params(300),
    );
  });
});

describe("descriptions around 160 characters", () => {
  const content = loadContent(fixtureDirs());
  const post = (fields: Partial<Post>) => ({ ...(content.posts[0] as Post), ...fields });

  it("a post's description is taken exactly when a reader counts 50 to 160 characters, and a refusal says how many", () => {
    fc.assert(
      fc.property(visibleText(DESCRIPTION_MAX), ({ text, shown }) => {
        expect(visibleLength(text), JSON.stringify(text)).toBe(shown);
        const result = postFrontmatter.shape.description.safeParse(text);
        expect(result.success, `${shown}: ${JSON.stringify(text)}`).toBe(
          shown >= 50 && shown <= DESCRIPTION_MAX,
        );
        if (!result.success) expect(result.error.issues[0]?.message).toContain(`(it has ${shown})`);
      }),
      params(300),
    );
  });

  it("a post is warned of exactly when it has no description and its excerpt is over 160 as a reader counts it", () => {
    const description = fc.option(
      visibleText(DESCRIPTION_MAX).filter(({ shown }) => shown <= DESCRIPTION_MAX),
      { nil: undefined },
    );
    fc.assert(
      fc.property(visibleText(DESCRIPTION_MAX), description, (excerpt, own) => {
        const checked = post({ excerpt: excerpt.text, description: own?.text });
        const warnings = contentWarnings({ posts: [checked], unpublished: [], legal: {} as never });
        const long = own === undefined && excerpt.shown > DESCRIPTION_MAX;
        expect(warnings.map(({ field, message }) => [field, message.split(":")[0]])).toEqual(
          long ? [["excerpt", `is ${excerpt.shown} characters long and the post has no description`]] : [],
        );
      }),
      params(300),
    );
  });
});

describe("structured data", () => {
  const content = loadContent(fixtureDirs());
  const [first, ...others] = content.posts as [Post, ...Post[]];
  const site: SiteHead = {
    brand: content.site.brand,
    siteUrl: "https://www.example.com",
    basePath: "/repo/",
    defaultImage: { path: "/images/og-default.png", width: 1200, height: 630, alt: "Default" },
    tags: [],
  };
  /** A JSON value with the characters no page shows dropped from its strings, as the page shows them. */
  const shown = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
      typeof v === "string" ? withoutForbiddenChars(v) : v,
    );

  it("of any title, author, category and description is valid JSON that says what the page shows, in script elements nothing closes", () => {
    const input = fc.record({
      title: nastyString({ maxLength: 120 }),
      author: nameLike,
      category: nastyString({ maxLength: 20, long: false }),
      description: fc.option(
        visibleText(DESCRIPTION_MAX).map(({ text }) => text),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(input, (fields) => {
        // Any text as its category too: the BlogPosting carries it as articleSection.
        const post = { ...first, ...fields } as Post;
        const changed = { ...content, posts: [post, ...others] };
        const routes = routesFor(changed);
        const byPath = new Map(routes.map((route) => [route.path, route]));
        const route = byPath.get(paths["blog-post"](post)) as PageRoute<"blog-post">;
        const head = withSiteStructuredData(
          blogPostPage.head(route, changed),
          breadcrumbTrail(route.path, (p) => byPath.get(p)),
          changed.site,
        );
        const absolute = (p: string) => absoluteUrl(site.siteUrl, site.basePath, p);
        const blocks = head.jsonLdFor?.({ canonical: absolute(route.path), absolute }) ?? [];
        const html = renderDocument({
          headTags: headTags(site, head, route.path),
          body: "<main></main>",
          basePath: site.basePath,
        });
        const { document } = parseHTML(html);
        const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
        expect(scripts).toHaveLength(blocks.length);
        for (const [index, script] of scripts.entries()) {
          const text = script.textContent ?? "";
          expect(text).not.toMatch(/<\/script|<!--/i);
          expect(JSON.parse(text)).toEqual(shown(blocks[index]));
        }
        // The breadcrumb's last item is the post's title as its page shows it.
        const list = blocks.find(
          (block) => (block as { "@type"?: string })["@type"] === "BreadcrumbList",
        ) as {
          itemListElement: { name: string }[];
        };
        expect(
          JSON.parse(scripts[blocks.indexOf(list)]?.textContent ?? "null").itemListElement.at(-1).name,
        ).toBe(withoutForbiddenChars(route.crumb));
      }),
      params(150),
    );
  });
});

describe("the output folder and public/", () => {
  it("any --out is refused, naming it, when it is the project, holds it, lies in one of its folders or holds files no build wrote; any other is taken", () => {
    const clone = makeClone();
    cleanups.push(clone.cleanup);
    const project = { root: clone.root, contentDir: clone.contentDir, publicDir: clone.publicDir };
    const root = realpathSync(clone.root);
    const inOrAt = (outer: string, inner: string) =>
      inner === outer || inner.startsWith(`${outer}${path.sep}`);
    /** Where a path leads on disk, its links followed, whether or not it exists yet. */
    const onDisk = (file: string): string => {
      const rest: string[] = [];
      let at = file;
      while (!existsSync(at)) {
        rest.unshift(path.basename(at));
        at = path.dirname(at);
      }
      return path.join(realpathSync(at), ...rest);
    };
    /** What the clone holds at its top, but the scratch folder: each by its name and where the disk puts it. */
    const held = readdirSync(clone.root)
      .filter((name) => name !== CLONE.scratch)
      .flatMap((name) => [path.join(clone.root, name), onDisk(path.join(clone.root, name))]);
    const strictlyIn = (outer: string, inner: string) => inner.startsWith(`${outer}${path.sep}`);
    const mustRefuse = (outDir: string): boolean => {
      const out = onDisk(outDir);
      // The project, or a folder that holds it.
      if (inOrAt(out, root)) return true;
      // The folders the build reads (the clone's content/ and public/), and anything inside them.
      if (inOrAt(onDisk(clone.contentDir), out) || inOrAt(onDisk(clone.publicDir), out)) return true;
      // Inside a folder or file of the project, but the scratch folder, by either name.
      if (held.some((entry) => strictlyIn(entry, outDir) || strictlyIn(entry, out))) return true;
      if (!existsSync(outDir)) return false;
      if (!statSync(outDir).isDirectory()) return true;
      return readdirSync(outDir).length > 0 && !existsSync(`${outDir}.build.json`);
    };
    /** The folder as the message names it: as typed inside the project, else absolute. */
    const shown = (outDir: string) => {
      const relative = path.relative(clone.root, outDir);
      if (relative === "") return "./";
      return relative.startsWith("..") ? outDir : `${relative}/`;
    };
    fc.assert(
      fc.property(outFolderArg, (arg) => {
        const outDir = path.resolve(outFolderPath(arg, clone.root));
        const error = thrown(() => checkOutFolder(outDir, project));
        if (!mustRefuse(outDir)) {
          expect(error, `${arg} (${outDir})`).toBeUndefined();
          return;
        }
        expect(error, `${arg} (${outDir}) must be refused`).toBeInstanceOf(SiteBuildError);
        expect([OutputFolderRefused, OutputFolderNotBuild]).toContain((error as SiteBuildError).data);
        expect((error as Error).message).toContain(shown(outDir));
        expect((error as Error).message).not.toMatch(/\n\s+at /);
      }),
      params(300),
    );
  });

  it("any links and dotfiles in public/ are each refused by its path, or published from inside public/ only, and finitely", () => {
    const work = tempDir();
    cleanups.push(work.cleanup);
    let run = 0;
    fc.assert(
      fc.property(publicLinks, publicDotfiles, (links, dotfiles) => {
        const publicDir = path.join(work.dir, `public-${run++}`);
        const tree = layPublicTree(publicDir, links, dotfiles);
        const { files, refused } = readPublicFiles(publicDir);
        expect(refused.map((entry) => entry.file)).toEqual(tree.refused);
        expect(files).toEqual(tree.files);
        const top = realpathSync(publicDir);
        for (const file of files)
          expect(realpathSync(path.join(publicDir, file)).startsWith(`${top}${path.sep}`), file).toBe(true);
        const error = thrown(() => listPublicFiles(publicDir));
        if (!tree.refused.length) {
          expect(error).toBeUndefined();
          return;
        }
        expect((error as SiteBuildError).data).toBe(PublicFileRefused);
        for (const file of tree.refused) expect((error as Error).message).toContain(`\n  ${file}: `);
        expect((error as Error).message).not.toContain(tree.secret);
      }),
      params(150),
    );
  });
});

describe("images", () => {
  const folder = tempDir();
  cleanups.push(folder.cleanup);
  const publicDir = path.join(folder.dir, "public");
  const cacheDir = path.join(folder.dir, "cache");
  mkdirSync(path.join(publicDir, "images"), { recursive: true });
  let n = 0;

  it("a photo with any metadata is published with none of it, its picture and orientation as they were", async () => {
    await fc.assert(
      fc.asyncProperty(photoSpec, async (spec) => {
        const bytes = await photoWithMetadata(spec);
        const use = { src: "/images/photo.jpg", file: "content/blog/a.md", field: "image" };
        const published = await publishedImage(bytes, use);
        expect(await metadataLeft(published, photoWords(spec))).toEqual([]);
        const [before, after] = await Promise.all([sharp(bytes).metadata(), sharp(published).metadata()]);
        expect(after.orientation ?? 1).toBe(before.orientation ?? 1);
        expect(await sharp(published).raw().toBuffer()).toEqual(await sharp(bytes).raw().toBuffer());
        // A file that carried nothing to take out is published as it is.
        const carried =
          spec.exif || spec.xmp || spec.iptc || spec.comment || spec.trailing || spec.orientation !== 1;
        if (!carried) expect(published).toBe(bytes);
      }),
      params(40),
    );
  });

  it("a broken image stops the build with a problem of the catalogue naming the post, or is made within AVIF's and WebP's limits", async () => {
    const entries = new Set(Object.values(catalogue));
    await fc.assert(
      fc.asyncProperty(brokenImageSpec, fc.constantFrom(".jpg", ".png", ".webp"), async (spec, extension) => {
        const src = `/images/broken-${n++}${extension}`;
        writeFileSync(path.join(publicDir, src), await brokenImage(spec));
        const use = { src, file: "content/blog/a.md", line: 9 };
        const card = { slug: "a", src, text: { title: "A Post", category: "Security" as const, brand: "X" } };
        const made: ImagePlan | Error = await planImages(publicDir, [use], { cards: [card] })
          .then(async (plan) => {
            await writeImages(plan, path.join(folder.dir, `out-${n}`), { cacheDir });
            return plan;
          })
          .catch((error: Error) => error);
        for (const outcome of [
          made,
          await publishedImage(readFileSync(path.join(publicDir, src)), use).catch((error: unknown) => error),
        ]) {
          if (!(outcome instanceof Error)) continue;
          expect(outcome, failureReport(outcome)).toBeInstanceOf(SiteBuildError);
          expect(entries.has((outcome as SiteBuildError).data)).toBe(true);
          expect(outcome.message.startsWith("content/blog/a.md:9: image public/images/broken-")).toBe(true);
        }
        if (made instanceof Error) return;
        for (const file of made.files.values()) {
          if (file.card) continue;
          const { width, height } = await sharp(path.join(folder.dir, `out-${n}`, file.path)).metadata();
          expect(Math.max(width, height), file.path).toBeLessThanOrEqual(MAX_SIDE);
        }
      }),
      params(16),
    );
  });
});

describe("the local servers' requests", () => {
  const folder = tempCopy(path.join(FIXTURES, "public"));
  cleanups.push(folder.cleanup);
  const bucket = new Map([
    [
      "index.html",
      { file: path.join(folder.dir, "index.html"), contentType: "text/html", cacheControl: "no-cache" },
    ],
  ]);

  it("any target and Host is refused when its host is not a loopback name (403), else when it is no path (400), and never throws", () => {
    fc.assert(
      fc.property(requestTarget, hostHeader, (target, host) => {
        const checked = checkRequest(
          { url: target, headers: host === undefined ? {} : { host } },
          { addHost: "x" },
        );
        const expected = serverAnswer(target, host);
        if (expected === "refused") expect(checked).toMatchObject({ refusal: { status: 403 } });
        else if (expected === "bad") expect(checked).toMatchObject({ refusal: { status: 400 } });
        else expect(checked).toHaveProperty("target");
      }),
      params(2000),
    );
  });

  it("any path is answered by both hosts' rules without a throw, 400 exactly when it does not decode, and never with a file outside the folder", () => {
    fc.assert(
      fc.property(requestTarget, (target) => {
        const sitePath = target.split(/[?#]/)[0] ?? "";
        const malformed = decodedPath(sitePath) === undefined;
        for (const answer of [
          resolveRequest(folder.dir, sitePath, "github-pages"),
          resolveRequest(folder.dir, sitePath, "s3-website"),
          resolveBucketRequest(bucket, sitePath),
        ]) {
          expect(answer.status === 400, sitePath).toBe(malformed);
          if (answer.file && answer.status === 200)
            expect(answer.file.startsWith(`${folder.dir}${path.sep}`)).toBe(true);
        }
      }),
      params(1000),
    );
  });
});

describe("the deploy's lines", () => {
  /** Lines the deploy prints, or passes on from the SDK, with an endpoint in them. */
  const LINES = [
    (url: string) => `Syncing 20 objects to s3://b-1 at ${url}...`,
    (url: string) => `Deploy failed: Error: getaddrinfo ENOTFOUND for ${url}`,
    (url: string) => `Deploy failed: TypeError: ${JSON.stringify({ endpoint: url })}`,
    (url: string) => `("${url}")`,
    (url: string) => `${url}\n${url}`,
  ];

  it("show no endpoint's credentials, as written or as the URL parser writes them, and keep its host", () => {
    fc.assert(
      fc.property(credentialedEndpoint, fc.constantFrom(...LINES), (endpoint, line) => {
        const secrets = urlSecrets([endpoint.url]);
        const forms = [endpoint.url, ...(URL.canParse(endpoint.url) ? [new URL(endpoint.url).href] : [])];
        for (const form of forms) {
          const out = masked(line(form), secrets);
          expect(out).not.toContain(`${endpoint.userinfo}@`);
          if (URL.canParse(form)) {
            const { username, password } = new URL(form);
            expect(out).not.toContain(`${username}${password ? `:${password}` : ""}@`);
          }
          for (const meant of [endpoint.user, endpoint.password])
            if (meant && meant.length >= 4 && !meant.includes("*")) expect(out).not.toContain(meant);
          // The host is still named, unless a credential is a piece of it (then it is hidden there too).
          if (!secrets.some((secret) => endpoint.host.toLowerCase().includes(secret)))
            expect(out).toContain(`${MASK}@${endpoint.host.toLowerCase()}`);
        }
      }),
      params(1000),
    );
  });

  it("leave a line without an @ as it is", () => {
    fc.assert(
      fc.property(nastyString(), (text) => {
        fc.pre(!text.includes("@"));
        expect(masked(text)).toBe(text);
      }),
      params(500),
    );
  });
});

describe("the arbitraries", () => {
  it("reach the dangerous pieces with the fixed seed", () => {
    const seen = fc.sample(nastyString(), { seed: 1, numRuns: 2000 }).join("\u0000");
    for (const needle of ["\r\n", "..", "{{constructor}}", "\uD800", "]]>", "e\u0301"])
      expect(seen.includes(needle), JSON.stringify(needle)).toBe(true);
    expect(DANGEROUS_PIECES.length).toBeGreaterThan(50);
  });

  it("reach the requests and endpoints that broke the servers and the deploy, with the fixed seed", () => {
    const targets = fc.sample(requestTarget, { seed: 1, numRuns: 1000 });
    for (const needle of ["%E0%A4%A", "%00", "%2e%2e%2f", "//[", "*"])
      expect(
        targets.some((target) => target.includes(needle)),
        needle,
      ).toBe(true);
    expect(
      targets.some((target) => target.length > 16_000),
      "overlong",
    ).toBe(true);
    expect(
      targets.some((target) => /^https?:/i.test(target)),
      "absolute",
    ).toBe(true);
    const hosts = fc.sample(hostHeader, { seed: 1, numRuns: 1000 });
    for (const needle of [undefined, "rebind.example", "127.1", "localhost."])
      expect(hosts.includes(needle), String(needle)).toBe(true);
    expect(hosts.some((host) => host !== undefined && LOOPBACK_HOST.test(host))).toBe(true);
    const endpoints = fc.sample(credentialedEndpoint, { seed: 1, numRuns: 500 });
    expect(endpoints.some(({ userinfo }) => /@.*@|:.*:/.test(`${userinfo}@`))).toBe(true);
  });

  it("nest markdown at the limit and past it, and write headings that make each of the page's own ids", () => {
    const depths = fc.sample(nestedMarkdown, { seed: 1, numRuns: 300 }).map((markdown) => {
      let limit = 0;
      while (tooDeep(markdown, limit)) limit++;
      return limit;
    });
    expect(depths).toContain(MAX_NESTING);
    expect(depths.some((depth) => depth > MAX_NESTING)).toBe(true);
    expect(depths.some((depth) => depth < MAX_NESTING)).toBe(true);
    const written = fc.sample(collidingHeadings, { seed: 1, numRuns: 300 }).flat();
    const ids = new Set(written.map((heading) => headingId(heading.replace(/^#+ /, ""))));
    for (const id of PAGE_IDS) expect(ids.has(id), id).toBe(true);
  });
});
