/**
 * Properties of the functions every page and e-mail is made from, over many generated
 * inputs (tests/unit/properties/arbitraries.ts): slugs, {{tokens}}, the redirects file,
 * markdown links, nesting and heading ids, the authors of the content loader, and the lines of
 * the e-mail bodies.
 * The whole-build properties (builds.test.ts) try fewer inputs through the real build.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { parseHTML } from "linkedom";
import { Marked, type Token, type Tokens } from "marked";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { loadContent } from "../../../build/2-content/load";
import type { Problem } from "../../../build/2-content/problems";
import { checkedRedirects, REDIRECTS_FILE } from "../../../build/2-content/redirects-file";
import { checkedMarkdown, nestingRefusal } from "../../../build/2-content/text";
import { outFiles } from "../../../build/4-pages/out-files";
import { ContentInvalid, RedirectsInvalid, SiteBuildError } from "../../../build/errors";
import { careerBody, careerSubject, contactBody, pickupBody } from "../../../src/forms/bodies";
import type { CareerData, ContactData, PickupData } from "../../../src/forms/schemas";
import { NO_BREAK_CLASS } from "../../../src/lib/unbroken";
import { headingId, renderMarkdown } from "../../../src/model/markdown";
import { MAX_NESTING, tooDeep } from "../../../src/model/nesting";
import { PAGE_IDS } from "../../../src/model/page-ids";
import { postSlug } from "../../../src/model/slugs";
import { contentTokens, fillTokens } from "../../../src/model/tokens";
import { paths } from "../../../src/paths";
import { VISIT_HEADING, withVisit } from "../../../src/visit/lines";
import { nextVisit, UTM_FIELDS } from "../../../src/visit/note";
import type { Visit } from "../../../src/visit/record";
import { FIXTURE_POSTS, FIXTURES, fixtureDirs, ROOT, siteContent, tempCopy } from "../../helpers";
import {
  collidingHeadings,
  DANGEROUS_PIECES,
  nameLike,
  nastyString,
  nestedMarkdown,
  params,
} from "./arbitraries";

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

describe("the arbitraries", () => {
  it("reach the dangerous pieces with the fixed seed", () => {
    const seen = fc.sample(nastyString(), { seed: 1, numRuns: 2000 }).join("\u0000");
    for (const needle of ["\r\n", "..", "{{constructor}}", "\uD800", "]]>", "e\u0301"])
      expect(seen.includes(needle), JSON.stringify(needle)).toBe(true);
    expect(DANGEROUS_PIECES.length).toBeGreaterThan(50);
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
