/**
 * Build step: the brand font cut to what the site uses. Inter (font.ts's FONT_SOURCE, 352 KB
 * with every script Inter draws) is subset with HarfBuzz (subset-font, WebAssembly) to:
 *
 * - the characters the site shows: every text of the content (posts, page copy, legal pages,
 *   authors, site.yaml, services) and of the site's own source (src/: labels, messages, what
 *   islands write in the browser), and the ones the build itself writes (ALWAYS);
 * - the weights the stylesheet uses (WEIGHTS), at the text optical size;
 * - the layout features text needs (LAYOUT_FEATURES): no alternates nobody asks for.
 *
 * One file for the whole site, not one a page: every page then reads the same cached file, and a
 * visitor downloads the font once, on the first page. A character the content uses that Inter
 * does not have stops the build (FontCharacterMissing), naming the file and line: it would show
 * in another typeface.
 *
 * HarfBuzz runs only when its input changed: the result is kept under
 * node_modules/.cache/buyitad-font/, named by a hash of the characters, the source file and the
 * options, as the image cache is (a build whose characters did not change reads one file).
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { isDrawn } from "../../src/model/visible-text";
import { FontCharacterMissing, SiteBuildError } from "../errors";
import { type BrandFont, FONT_SOURCE, fontFaceCss, readWoff2Metrics } from "./font";
import { contentHash } from "./hash";

/**
 * The weights the stylesheet uses: normal (400) to extrabold (800), and 900, which `bolder`
 * (Tailwind's `b, strong`) makes of bold text inside semibold (tests/dist/font.test.ts holds the
 * stylesheet to it). Text at any other weight would be clamped to these.
 */
export const WEIGHTS = { min: 400, max: 900 } as const;
/** Inter's optical size for text (14), the one @fontsource's file carried: headings were set in it too. */
export const OPTICAL_SIZE = 14;
/**
 * OpenType features kept: what every text needs shaped (composition, marks, kerning, ligatures,
 * contextual forms, variations) and tabular figures (Tailwind's tabular-nums). Inter's stylistic
 * sets and alternates are left out: no rule asks for them, and they were half the file.
 */
export const LAYOUT_FEATURES = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "kern",
  "liga",
  "calt",
  "rlig",
  "rvrn",
  "tnum",
];

/**
 * In every subset: printable ASCII (a search query, a typed name), the no-break space and
 * hyphen (src/lib/contact.ts keeps a phone number whole with them), and typographic quotes,
 * dashes and the ellipsis (the build's typography check asks editors for them).
 */
export const ALWAYS = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i))}\u00a0\u2011‘’“”–—…`;

/** Where subsets are kept between builds. */
export const fontCacheDir = (root: string) => path.join(root, "node_modules/.cache/buyitad-font");

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const BEYOND_ASCII = /[^\p{ASCII}]/gu;

/**
 * The characters a text shows: those a font draws, and the space and no-break space. Not those
 * that show nothing (line ends, tabs, a soft hyphen or zero-width space pasted with the text,
 * direction marks: src/model/visible-text.ts), which no font is asked for, and which Inter has no
 * glyph for. Printable ASCII is in every subset (ALWAYS), so `beyondAscii` scans only for the
 * rest: one regular expression over the text (a post's body), not a loop over its characters.
 */
export function shownCharacters(text: string, into = new Set<string>(), beyondAscii = false): Set<string> {
  const add = (char: string) => {
    if (char === " " || char === "\u00a0" || isDrawn(char)) into.add(char);
  };
  if (beyondAscii) {
    for (const [char] of text.matchAll(BEYOND_ASCII)) add(char);
    return into;
  }
  if (PRINTABLE_ASCII.test(text)) for (let i = 0; i < text.length; i++) into.add(text[i]!);
  else for (const char of text) add(char);
  return into;
}

/**
 * Fields whose text is made from another field of the same object, read instead: a post's or a
 * legal page's `html` is its markdown `body` rendered, which holds every character it shows. At
 * 4,000 posts reading both took 0.5 s of the build, the body alone half that.
 */
const MADE_FROM_ANOTHER = new Set(["html"]);

/** Every string in a value (the loaded content), however deep, but those MADE_FROM_ANOTHER. */
export function stringsOf(value: unknown, visit: (text: string) => void): void {
  if (typeof value === "string") visit(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, visit);
  else if (value instanceof Map) for (const item of value.values()) stringsOf(item, visit);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) if (!MADE_FROM_ANOTHER.has(key)) stringsOf(item, visit);
}

/** "U+20-7E,U+A0,U+2011,...": the unicode-range of a set of characters, runs joined. */
export function unicodeRange(characters: Iterable<string>): string {
  const points = [...new Set([...characters].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase();
  const runs: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    runs.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return runs.join(",");
}

/** The text the site shows, and where to find a character of it (for the error that names it). */
export interface SiteText {
  characters: Set<string>;
  /** The first file and line that holds a character, among the content's and the source's files. */
  whereIs: (char: string) => { file: string; line: number } | undefined;
}

/** The text files a character may come from: content/'s and src/'s, relative to the root. */
function textFiles(root: string, dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: "utf8" })
          .filter((file) => /\.(md|ya?ml|json|txt|tsx?)$/.test(file))
          .map((file) => path.join(dir, file))
          .filter((file) => statSync(file).isFile())
          .map((file) => path.relative(root, file))
      : [],
  );
}

/**
 * What the site shows: the loaded content's texts (tokens filled, drafts left out unless they are
 * published by this build) and the source's files under src/. `content` is the loaded Content.
 */
export function siteText(root: string, contentDir: string, content: unknown): SiteText {
  const characters = shownCharacters(ALWAYS);
  const { unpublished: _held, ...published } = content as Record<string, unknown>;
  stringsOf(published, (text) => shownCharacters(text, characters, true));
  const srcDir = path.join(root, "src");
  for (const file of textFiles(root, [srcDir]))
    shownCharacters(readFileSync(path.join(root, file), "utf8"), characters, true);
  return {
    characters,
    whereIs(char) {
      for (const file of textFiles(root, [contentDir, srcDir])) {
        const lines = readFileSync(path.join(root, file), "utf8").split("\n");
        const at = lines.findIndex((line) => line.includes(char));
        if (at >= 0) return { file, line: at + 1 };
      }
      return undefined;
    },
  };
}

/**
 * For the dev server, which makes its stylesheet before any content is read: Latin-1 and Latin
 * Extended-A, General Punctuation, super- and subscripts, € and ™, less the few of them Inter
 * does not draw (U+0149, deprecated, and the rare dotted punctuation U+2056-205E).
 */
export const DEV_TEXT: SiteText = {
  characters: new Set(
    [
      ...shownCharacters(
        ALWAYS +
          String.fromCharCode(...Array.from({ length: 0x180 - 0xa0 }, (_, i) => 0xa0 + i)) +
          String.fromCharCode(...Array.from({ length: 0x2070 - 0x2010 }, (_, i) => 0x2010 + i)) +
          "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079\u2080\u2081\u2082\u2083\u2084\u2085\u2086\u2087\u2088\u2089\u20ac\u2122",
      ),
    ].filter((char) => !/[\u0149\u2056-\u205e]/.test(char)),
  ),
  whereIs: () => undefined,
};

const require = createRequire(import.meta.url);

/** The characters of `wanted` the source font has no glyph for (fontkit, read only when the cache has no subset). */
async function notInFont(source: Uint8Array, wanted: Set<string>): Promise<string[]> {
  const fontkit = await import("fontkit");
  const font = fontkit.create(Buffer.from(source)) as import("fontkit").Font;
  const has = new Set(font.characterSet);
  return [...wanted].filter((char) => !has.has(char.codePointAt(0)!));
}

/**
 * The brand font for `text`: from the cache when these characters were cut from this source with
 * these options before, else made with HarfBuzz (after checking that Inter has every character
 * the content uses) and kept. `cacheDir` undefined: nothing is kept.
 */
export async function brandFont(text: SiteText, cacheDir?: string): Promise<BrandFont> {
  const source = new Uint8Array(readFileSync(require.resolve(FONT_SOURCE)));
  const characters = [...text.characters].sort().join("");
  const options = {
    targetFormat: "woff2" as const,
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max }, opsz: OPTICAL_SIZE },
    keepFeatures: LAYOUT_FEATURES,
  };
  const version = (require("subset-font/package.json") as { version: string }).version;
  const key = createHash("sha256")
    .update(JSON.stringify({ source: contentHash(source), characters, options, version }))
    .digest("hex")
    .slice(0, 32);
  const cached = cacheDir ? path.join(cacheDir, `${key}.woff2`) : undefined;
  let contents: Uint8Array;
  if (cached && existsSync(cached)) contents = new Uint8Array(readFileSync(cached));
  else {
    const missing = await notInFont(source, text.characters);
    // The source's own files (src/) are ours: a character Inter lacks there is named as well.
    const named = missing.map((char) => ({ char, at: text.whereIs(char) }));
    const first = named.find((m) => m.at) ?? named[0];
    if (first)
      throw new SiteBuildError(FontCharacterMissing, {
        ...(first.at ?? { file: "(unknown file)" }),
        character: first.char,
        others: named.filter((m) => m !== first).map((m) => m.char),
      });
    const { default: subsetFont } = await import("subset-font");
    contents = new Uint8Array(await subsetFont(Buffer.from(source), characters, options));
    if (cached) {
      mkdirSync(cacheDir!, { recursive: true });
      // Written whole or not at all: a build stopped halfway leaves no half file to read next time.
      writeFileSync(`${cached}.tmp`, contents);
      renameSync(`${cached}.tmp`, cached);
    }
  }
  const file = `assets/inter-${contentHash(contents)}.woff2`;
  return {
    file,
    contents,
    css: fontFaceCss(file.slice("assets/".length), readWoff2Metrics(contents), {
      weights: WEIGHTS,
      unicodeRange: unicodeRange(text.characters),
    }),
  };
}
