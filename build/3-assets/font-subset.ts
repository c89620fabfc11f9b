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
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
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
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          // The listing says what each entry is: no stat of each of 4,000 posts' files.
          .filter((entry) => entry.isFile() && /\.(md|ya?ml|json|txt|tsx?)$/.test(entry.name))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      : [],
  );
}

/**
 * What the site shows: every character of the text files under content/ (posts, page copy,
 * legal pages, authors, site.yaml and services.yaml, as written: the tokens they fill come from
 * site.yaml, read too) and under src/ (labels, messages, what islands write in the browser), and
 * those the build itself writes (ALWAYS). Read from the files, not from the loaded content, so
 * that the build and the dev server (which reads a post's markdown only when its page is asked
 * for) cut the same font from the same files, and the build cuts it while the content loads. A
 * draft's characters are in it too: a font a few glyphs larger before its day, none missing on it.
 */
export function siteText(root: string, contentDir: string): SiteText {
  const characters = shownCharacters(ALWAYS);
  const files = textFiles(root, [contentDir, path.join(root, "src")]);
  for (const file of files) shownCharacters(readFileSync(path.join(root, file), "utf8"), characters, true);
  return {
    characters,
    whereIs(char) {
      for (const file of files) {
        const lines = readFileSync(path.join(root, file), "utf8").split("\n");
        const at = lines.findIndex((line) => line.includes(char));
        if (at >= 0) return { file, line: at + 1 };
      }
      return undefined;
    },
  };
}

const require = createRequire(import.meta.url);

/** The characters of `wanted` a font (WOFF2 or TTF bytes) has a glyph for (fontkit, read only when the cache has no subset). */
async function drawnBy(font: Uint8Array, wanted: Iterable<string>): Promise<Set<string>> {
  const fontkit = await import("fontkit");
  const has = new Set((fontkit.create(Buffer.from(font)) as import("fontkit").Font).characterSet);
  return new Set([...wanted].filter((char) => has.has(char.codePointAt(0)!)));
}

/** Cuts `source` to `characters` (subset-font: HarfBuzz); a test may hand another cutter. */
export type Cutter = (source: Uint8Array, characters: string, options: SubsetOptions) => Promise<Uint8Array>;
type SubsetOptions = {
  targetFormat: "woff2";
  variationAxes: Record<string, number | { min: number; max: number }>;
  keepFeatures: string[];
};
const harfBuzz: Cutter = async (source, characters, options) => {
  const { default: subsetFont } = await import("subset-font");
  return new Uint8Array(await subsetFont(Buffer.from(source), characters, options));
};

/**
 * The brand font for `text`: from the cache when these characters were cut from this source with
 * these options before, else made with HarfBuzz and kept. A character Inter does not draw (an
 * emoji, a letter of another script) is left out of the cut and of its unicode-range: the
 * browser shows it in the system's font, as it always has. Every character Inter draws must be in
 * the cut: one missing stops the build (FontCharacterMissing), naming where the text uses it.
 * `cacheDir` undefined: nothing is kept.
 */
export async function brandFont(
  text: SiteText,
  cacheDir?: string,
  cut: Cutter = harfBuzz,
): Promise<BrandFont> {
  const source = new Uint8Array(readFileSync(require.resolve(FONT_SOURCE)));
  const options: SubsetOptions = {
    targetFormat: "woff2",
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max }, opsz: OPTICAL_SIZE },
    keepFeatures: LAYOUT_FEATURES,
  };
  const version = (require("subset-font/package.json") as { version: string }).version;
  const key = createHash("sha256")
    .update(
      JSON.stringify({
        source: contentHash(source),
        characters: [...text.characters].sort().join(""),
        options,
        version,
      }),
    )
    .digest("hex")
    .slice(0, 32);
  const cached = cacheDir ? path.join(cacheDir, `${key}.woff2`) : undefined;
  // Beside the font, the characters it was cut to (those of the text Inter draws): its unicode-range.
  const kept = cached ? `${cached}.txt` : undefined;
  let contents: Uint8Array;
  let drawn: Set<string>;
  if (cached && kept && existsSync(cached) && existsSync(kept)) {
    contents = new Uint8Array(readFileSync(cached));
    drawn = new Set(readFileSync(kept, "utf8"));
  } else {
    drawn = await drawnBy(source, text.characters);
    contents = await cut(source, [...drawn].sort().join(""), options);
    const cutHas = await drawnBy(contents, drawn);
    const missing = [...drawn].filter((char) => !cutHas.has(char));
    if (missing.length) {
      const named = missing.map((char) => ({ char, at: text.whereIs(char) }));
      const first = named.find((m) => m.at) ?? named[0]!;
      throw new SiteBuildError(FontCharacterMissing, {
        ...(first.at ?? { file: "(unknown file)" }),
        character: first.char,
        others: named.filter((m) => m !== first).map((m) => m.char),
      });
    }
    if (cached && kept) {
      mkdirSync(cacheDir!, { recursive: true });
      // Written whole or not at all: a build stopped halfway leaves no half file to read next time.
      writeFileSync(`${kept}.tmp`, [...drawn].sort().join(""));
      renameSync(`${kept}.tmp`, kept);
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
      unicodeRange: unicodeRange(drawn),
    }),
  };
}
