/**
 * Tests name what they test by its source: a path by src/paths.ts (`paths.about`,
 * `paths.service(service)`, `listPage(...)`), never a copy of it (the about page's path spelt
 * out, or a post's written as the blog's folder and a slug), so that renaming a route in
 * paths.ts turns no test red. This test reads every file under tests/ (but the fixtures, which
 * are content, and itself) and names, file:line, each string or template literal that spells a
 * path of the site: a static path of `paths` (home's "/" aside: it is also every path's
 * separator), the feed or the sitemap, alone or followed by more of a URL (a slash, a query, a
 * fragment or an extension), or the start of a collection page's path (its folder, as
 * `paths.service({ slug: "" })` gives it). Such a path is found at the start of a literal, of a
 * part of a template literal, or after a quote, a space, "(", "=", "[", "," or ">" inside one
 * (an href in a snippet of HTML, the second path of a line of redirects).
 *
 * It reads the sources with a small scanner rather than the TypeScript compiler: importing
 * and running that takes seconds, this takes milliseconds.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FEED_PATH, paths, SITEMAP_PATH } from "../../src/paths";
import { ROOT } from "../helpers";

const TESTS = path.join(ROOT, "tests");
const SELF = path.join(TESTS, "unit/test-sources.test.ts");
const SKIPPED = [path.join(TESTS, "fixtures") + path.sep];

/** A string or template literal's text (a template literal is one literal per part around its `${}`s). */
interface Literal {
  line: number;
  text: string;
}

/** The static paths of the site (but "/"), and the part of each collection page's path before its slug. */
function forbidden(): { exact: string[]; prefixes: string[] } {
  const SLUG = "\u0000";
  const exact: string[] = [FEED_PATH, SITEMAP_PATH];
  const prefixes: string[] = [];
  for (const value of Object.values(paths)) {
    if (typeof value === "string") {
      if (value !== "/") exact.push(value);
    } else prefixes.push(value({ slug: SLUG }).split(SLUG)[0] ?? "");
  }
  return { exact, prefixes };
}

const { exact, prefixes } = forbidden();
/** A path may start a literal, or follow one of these inside it. */
const BEFORE = /[\s"'`(=[,>]/;
/** What may follow a static path that is still that path: the end, or anything but more of a name. */
const NAME = /[\w-]/;

/** The site paths a literal spells, by the rule above. */
function pathsIn(text: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf("/"); at !== -1; at = text.indexOf("/", at + 1)) {
    if (at > 0 && !BEFORE.test(text[at - 1] ?? "")) continue;
    const rest = text.slice(at);
    const hit =
      prefixes.find((prefix) => rest.startsWith(prefix)) ??
      exact.find((route) => rest.startsWith(route) && !NAME.test(rest[route.length] ?? ""));
    if (hit) found.push(hit);
  }
  return found;
}

/** Keywords after which a "/" starts a regular expression, not a division. */
const BEFORE_REGEX = new Set([
  "return",
  "typeof",
  "instanceof",
  "in",
  "of",
  "new",
  "delete",
  "void",
  "throw",
  "case",
  "do",
  "else",
  "yield",
  "await",
]);

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", 0: "\0" };

/** Whether a character code is a letter, digit, "_" or "$": part of a name or a number. */
function isWord(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 ||
    code === 36
  );
}

/**
 * The string and template literals of a TypeScript or JavaScript source, with their lines; comments
 * and regular expression literals are skipped. Throws on what it cannot read (an unterminated
 * literal), so that a file it misreads fails the test rather than passing unread.
 */
function literals(source: string): Literal[] {
  const found: Literal[] = [];
  let i = 0;
  let line = 1;
  /** The last token that decides whether a "/" starts a regular expression. */
  let last = "";
  /** One entry per open brace: whether it is a template literal's `${`. */
  const braces: boolean[] = [];

  const fail = (what: string): never => {
    throw new Error(`line ${line}: ${what}`);
  };
  /** Reads an escape after a backslash at i; returns its character(s). */
  const escaped = (): string => {
    const char = source[i + 1] ?? fail("backslash at the end");
    i += 2;
    if (char === "\n") {
      line++;
      return "";
    }
    if (char === "u" && source[i] === "{") {
      const end = source.indexOf("}", i);
      const code = source.slice(i + 1, end);
      i = end + 1;
      return String.fromCodePoint(Number.parseInt(code, 16));
    }
    if (char === "u" || char === "x") {
      const length = char === "u" ? 4 : 2;
      const code = source.slice(i, i + length);
      i += length;
      return String.fromCharCode(Number.parseInt(code, 16));
    }
    return ESCAPES[char] ?? char;
  };
  /** Reads a template literal's part from i (after ` or }) to its ` or ${. */
  const templatePart = (): void => {
    const start = line;
    let text = "";
    for (;;) {
      const char = source[i] ?? fail("unterminated template literal");
      if (char === "`") {
        i++;
        found.push({ line: start, text });
        last = "`";
        return;
      }
      if (char === "$" && source[i + 1] === "{") {
        i += 2;
        found.push({ line: start, text });
        braces.push(true);
        last = "{";
        return;
      }
      if (char === "\\") text += escaped();
      else {
        if (char === "\n") line++;
        text += char;
        i++;
      }
    }
  };

  while (i < source.length) {
    const char = source[i] as string;
    const next = source[i + 1];
    if (char === "\n") {
      line++;
      i++;
    } else if (char === " " || char === "\t" || char === "\r") i++;
    else if (char === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (char === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      if (end === -1) fail("unterminated comment");
      for (; i < end + 2; i++) if (source[i] === "\n") line++;
    } else if (char === '"' || char === "'") {
      let text = "";
      i++;
      for (;;) {
        const c = source[i];
        if (c === undefined || c === "\n") fail("unterminated string literal");
        if (c === char) break;
        if (c === "\\") text += escaped();
        else {
          text += c;
          i++;
        }
      }
      i++;
      found.push({ line, text });
      last = '"';
    } else if (char === "`") {
      i++;
      templatePart();
    } else if (char === "{") {
      braces.push(false);
      last = "{";
      i++;
    } else if (char === "}") {
      i++;
      if (braces.pop()) templatePart();
      else last = "}";
    } else if (char === "/" && (last === "" || /^[^\w$)\]"`]/.test(last) || BEFORE_REGEX.has(last))) {
      // A regular expression: to its closing "/" outside a character class, then its flags.
      let inClass = false;
      for (i++; ; i++) {
        const c = source[i];
        if (c === undefined || c === "\n") fail("unterminated regular expression");
        if (c === "\\") i++;
        else if (c === "[") inClass = true;
        else if (c === "]") inClass = false;
        else if (c === "/" && !inClass) break;
      }
      for (i++; isWord(source.charCodeAt(i)); i++);
      last = "regex";
    } else if (isWord(source.charCodeAt(i))) {
      const start = i;
      while (isWord(source.charCodeAt(i))) i++;
      last = source.slice(start, i);
    } else {
      last = char;
      i++;
    }
  }
  if (braces.length > 0) fail("unclosed braces at the end");
  return found;
}

/** Every test source under tests/ but the fixtures and this file, relative to the root. */
function testSources(): string[] {
  return readdirSync(TESTS, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(TESTS, name))
    .filter(
      (file) =>
        /\.[cm]?[jt]sx?$/.test(file) && file !== SELF && !SKIPPED.some((skipped) => file.startsWith(skipped)),
    )
    .sort();
}

describe("test sources", () => {
  it("name no path of the site by a copy of it: they build it with src/paths.ts", () => {
    const files = testSources();
    expect(files.length).toBeGreaterThan(50);
    const copies: string[] = [];
    for (const file of files) {
      const name = path.relative(ROOT, file);
      let found: Literal[];
      try {
        found = literals(readFileSync(file, "utf8"));
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`);
      }
      for (const { line, text } of found)
        for (const hit of pathsIn(text)) copies.push(`${name}:${line}: ${hit} in ${JSON.stringify(text)}`);
    }
    // One line per copy, file:line first: the message to fix them by.
    expect(copies.join("\n")).toBe("");
  });

  it("reads string and template literals, and skips comments and regular expressions", () => {
    const source = [
      "const a = 'it\\'s'; // \"not\" a literal",
      "const b = x / 2 / y; /* 'nor' this */",
      'const c = /["\'`]/.test(s) ? `one @{f({ k: "two" })} three` : "four";',
      "const d = `multi",
      'line @{`nested @{"deep"}`}`;',
      "if (/['/]/g.test(s)) return [/a\\/b/, 'five'];",
    ]
      .join("\n")
      .replaceAll("@{", "${");
    expect(literals(source)).toEqual([
      { line: 1, text: "it's" },
      { line: 3, text: "one " },
      { line: 3, text: "two" },
      { line: 3, text: " three" },
      { line: 3, text: "four" },
      { line: 4, text: "multi\nline " },
      { line: 5, text: "nested " },
      { line: 5, text: "deep" },
      { line: 5, text: "" },
      { line: 5, text: "" },
      { line: 6, text: "five" },
    ]);
    expect(() => literals("const s = 'open\n';")).toThrow(/line 1: unterminated string/);
  });

  it("finds a static path, alone or in a URL, and a collection page's path, but not a path that only starts like one", () => {
    const post = paths["blog-post"]({ slug: "x" });
    const service = paths.service({ slug: "x" });
    for (const [text, hits] of [
      [paths.about, [paths.about]],
      [`${paths.about}/`, [paths.about]],
      [`${paths.search}?q=nist`, [paths.search]],
      [`${paths["not-found"]}.html`, [paths["not-found"]]],
      [`<a href="${paths.contact}">`, [paths.contact]],
      [`${post} ${service}`, [post.slice(0, -1), service.slice(0, -1)]],
      [FEED_PATH, [FEED_PATH]],
      [`${paths.contact}t`, []],
      [`${paths.blog}roll`, []],
      [`content${paths.blog}/x.md`, []],
      ["/", []],
    ] as const)
      expect(pathsIn(text), text).toEqual(hits);
  });
});
