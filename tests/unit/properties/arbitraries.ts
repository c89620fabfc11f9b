/**
 * What the property suite generates: strings biased towards the ones that broke the site
 * before (control characters, line breaks, dot segments, slashes, {{prototype}} tokens,
 * accents typed two ways, markup and XML delimiters, lone surrogates, very long values),
 * mixed with arbitrary Unicode, so that a bounded run with the fixed seed meets them; and
 * markdown shaped like what broke it: blockquotes and lists nested to and past the limit, and
 * headings whose ids are the page's own or one another's.
 *
 * A run is reproducible: every property runs with the seed below (FC_SEED overrides it,
 * FC_PATH replays the one counterexample a failure printed, FC_RUNS scales the runs).
 */
import fc from "fast-check";
import { MAX_NESTING } from "../../../src/model/nesting";
import { PAGE_IDS } from "../../../src/model/page-ids";

/** The suite's seed: the same inputs on every machine and in CI. */
export const SEED = Number(process.env.FC_SEED ?? 20_250_325);

/**
 * fast-check's parameters for a property of `runs` runs: the fixed seed, FC_PATH to replay
 * a counterexample, and FC_RUNS (a number, e.g. 5 for a soak run) multiplying the runs.
 */
export function params<T>(runs: number, extra: fc.Parameters<T> = {}): fc.Parameters<T> {
  const scale = Number(process.env.FC_RUNS ?? 1);
  return {
    seed: SEED,
    numRuns: Math.max(1, Math.round(runs * scale)),
    ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
    ...extra,
  };
}

/** Characters and pieces that broke, or could break, a path, a line, a token, a document or a URL. */
export const DANGEROUS_PIECES = [
  "",
  " ",
  "\t",
  "\r",
  "\n",
  "\r\n",
  "\x00",
  "\x01",
  "\x08",
  "\x0B",
  "\x0C",
  "\x1B",
  "\x7F",
  "\x85",
  "\u2028",
  "\u2029",
  "\uFEFF",
  "\uFFFE",
  "\uFFFF",
  "\uD800",
  "\uDFFF",
  "\u00E9",
  "e\u0301",
  "\u0130",
  "\u00DF",
  ".",
  "..",
  "/",
  "\\",
  "../",
  "..\\",
  "../../../../tmp/x",
  "%",
  "%2e%2e%2f",
  "%0D%0A",
  "?",
  "#",
  "'",
  "\u2019",
  '"',
  "<",
  ">",
  "&",
  "&amp;",
  "&#x27;",
  "&#0;",
  "]]>",
  "<![CDATA[",
  "<!--",
  "</script>",
  "<script>alert(1)</script>",
  "{{",
  "}}",
  "{{constructor}}",
  "{{__proto__}}",
  "{{valueOf}}",
  "{{toString}}",
  "{{hasOwnProperty}}",
  "{{ brand }}",
  "{{phone}}",
  "{{nope}}",
  "__proto__",
  "constructor",
  "javascript:alert(1)",
  "Landing page: /fake",
  "Name: forged",
  "[new-post]",
  "---",
  ": ",
  " #",
  "@",
  "*",
  "_",
  "`",
  "|",
  "$&",
  "$1",
];

/** One dangerous piece, or a few arbitrary characters (any code point, any length up to `max`). */
const piece = (max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...DANGEROUS_PIECES) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: max }) },
  );

/**
 * Any string, biased: mostly a few pieces joined (words around dangerous characters), now and then
 * plain arbitrary Unicode of up to `maxLength` characters, and rarely one far longer than any field allows.
 */
export function nastyString({ maxLength = 40, long = true }: { maxLength?: number; long?: boolean } = {}) {
  const joined = fc
    .array(
      fc.oneof(
        { weight: 2, arbitrary: piece(8) },
        { weight: 1, arbitrary: fc.constantFrom("a", "Sean", "O'Brien", "Data") },
      ),
      {
        maxLength: 6,
      },
    )
    .map((parts) => parts.join(""))
    .filter((text) => text.length <= maxLength);
  return fc.oneof(
    { weight: 6, arbitrary: joined },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength }) },
    {
      weight: long ? 1 : 0,
      arbitrary: fc
        .tuple(piece(4), fc.integer({ min: 300, max: 6000 }))
        .map(([part, times]) => (part || "x").repeat(Math.ceil(times / Math.max(1, part.length)))),
    },
  );
}

/** A person's name as an editor might type it, or anything at all. */
export const nameLike = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "Sean O'Brien",
      "Sean O\u2019Brien",
      "Jos\u00e9 Alvarez",
      "Jose\u0301 Alvarez",
      "ADA LOVELACE",
      "Ada Lovelace",
      "..",
      ".",
      "../../../../tmp/x",
      "..\\..\\evil",
      "AC/DC",
      "Who? Me",
      "Hash #1",
      "100% Sure",
      "<b>Bold</b>",
      "Tom & Jerry",
      "\u0130lker \u00DFtraub",
      "A\x01B",
      "Line\r\nBreak",
      "{{constructor}}",
      "__proto__",
    ),
  },
  { weight: 3, arbitrary: nastyString({ maxLength: 30, long: false }) },
);

/** Text from `nastyString` that fits between `min` and `max` characters once `prefix` is in front (for schema limits). */
export function fieldText(prefix: string, min: number, max: number) {
  return nastyString({ maxLength: max - prefix.length }).map((text) => {
    const value = `${prefix}${text}`;
    return value.length < min ? value.padEnd(min, ".") : value;
  });
}

/** A level of nesting in markdown: a quote, or an item of a bulleted or numbered list. */
type Level = "quote" | "bullet" | "number";

/**
 * One line of nested markdown: each level written as it opens (`> `, `- `, `1. `) or, below a
 * list item's first line, as the indent that continues it; `>` with or without its space, and
 * a few spaces before a marker.
 */
const nestedLine = (depth: number) =>
  fc
    .tuple(
      fc.array(
        fc.record({
          level: fc.constantFrom<Level>("quote", "bullet", "number"),
          opens: fc.boolean(),
          spaces: fc.constantFrom("", "", " ", "  ", "   "),
          tight: fc.boolean(),
        }),
        { minLength: depth, maxLength: depth },
      ),
      fc.constantFrom("text", "**bold** words", "a [link](#top)", "- - -", "```", "`code`", ""),
    )
    .map(([levels, text]) =>
      levels
        .map(({ level, opens, spaces, tight }) => {
          if (level === "quote") return tight ? ">" : `${spaces}> `;
          const marker = level === "bullet" ? "- " : "1. ";
          return opens ? `${spaces}${marker}` : " ".repeat(marker.length);
        })
        .join("")
        .concat(text),
    );

/**
 * Markdown of blockquotes and lists inside one another, mostly around the nesting limit
 * (MAX_NESTING, from a level under it to a few past it), now and then shallow: lines of any of
 * those depths, one after another or with blank lines, lazy lines of text and fences between.
 */
export const nestedMarkdown = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: MAX_NESTING - 1, max: MAX_NESTING + 3 }).chain(nestedLine) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 3 }).chain(nestedLine) },
      { weight: 1, arbitrary: fc.constantFrom("", "", "lazy text", "```", "    indented code", "---") },
    ),
    { minLength: 1, maxLength: 10 },
  )
  .map((lines) => lines.join("\n"));

/**
 * The words of a heading whose id (headingId) is one of the page's own (PAGE_IDS: "main", the
 * menu's, search's, the author box's): in other case, with punctuation, dashes or extra spaces,
 * or with a number after it that a suffix would also make ("Main 2" against "main-2").
 */
const collidingWords = fc
  .tuple(
    fc.constantFrom(...PAGE_IDS),
    fc.constantFrom("lower", "upper", "title"),
    fc.constantFrom(" ", "  ", " \u2013 ", "-"),
    fc.constantFrom("", "!", ":", " 2", " 3", "?"),
  )
  .map(([id, letterCase, joint, end]) => {
    const words = id
      .split("-")
      .map((word) =>
        letterCase === "upper"
          ? word.toUpperCase()
          : letterCase === "title"
            ? word[0]?.toUpperCase() + word.slice(1)
            : word,
      );
    return `${words.join(joint)}${end}`;
  });

/**
 * The headings of a body: ## or ###, mostly words that make one of the page's own ids, the same
 * words twice, or words another heading's suffix makes; now and then any words at all.
 */
export const collidingHeadings = fc
  .array(
    fc.tuple(
      fc.constantFrom("## ", "### "),
      fc.oneof(
        { weight: 4, arbitrary: collidingWords },
        { weight: 2, arbitrary: fc.constantFrom("Same", "Same 2", "same", "Section", "") },
        { weight: 1, arbitrary: nastyString({ maxLength: 16, long: false }) },
      ),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((headings) => headings.map(([level, words]) => `${level}${words.replace(/[\r\n]/g, " ")}`));
