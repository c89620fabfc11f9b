/**
 * What the property suite generates: strings biased towards the ones that broke the site
 * before (control characters, line breaks, dot segments, slashes, {{prototype}} tokens,
 * accents typed two ways, markup and XML delimiters, lone surrogates, very long values),
 * mixed with arbitrary Unicode, so that a bounded run with the fixed seed meets them.
 *
 * A run is reproducible: every property runs with the seed below (FC_SEED overrides it,
 * FC_PATH replays the one counterexample a failure printed, FC_RUNS scales the runs).
 */
import fc from "fast-check";

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

/**
 * Pieces of visible text, each with how many characters a reader counts in it: letters, an accent
 * typed one way or two, emoji of one code point or several joined, a flag, a character outside
 * the first plane, curly quotes and an en dash (three bytes in UTF-8 each), markup characters,
 * entities written as text (shown as typed: "&amp;" is five characters on the page), and
 * characters no page shows (none).
 */
export const VISIBLE_PIECES: readonly (readonly [text: string, shown: number])[] = [
  ["a", 1],
  ["Data ", 5],
  [" ", 1],
  ["\u00E9", 1],
  ["e\u0301", 1],
  ["\u{1F44D}", 1],
  ["\u{1F469}\u200D\u{1F4BB}", 1],
  ["\u{1F1FA}\u{1F1F8}", 1],
  ["\u6F22", 1],
  ["\u{1D4B3}", 1],
  ["\u2019", 1],
  ["\u201C", 1],
  ["\u2013", 1],
  ["CO\u2082", 3],
  ["&", 1],
  ["<", 1],
  ['"', 1],
  ["&amp;", 5],
  ["&#x27;", 6],
  ["&lt;/script&gt;", 15],
  ["</script>", 9],
  ["\x01", 0],
  ["\uFFFE", 0],
];

/**
 * Text of `around` characters as a reader counts them, give or take 20 (a description's or an
 * excerpt's limit on either side), built of VISIBLE_PIECES and letters between them, with that count.
 */
export function visibleText(around = 160): fc.Arbitrary<{ text: string; shown: number }> {
  return fc
    .record({
      shown: fc.integer({ min: around - 20, max: around + 20 }),
      pieces: fc.array(fc.constantFrom(...VISIBLE_PIECES), { maxLength: around, size: "max" }),
      at: fc.nat(),
    })
    .map(({ shown, pieces, at }) => {
      const kept: string[] = [];
      let count = 0;
      for (const [text, length] of pieces) {
        if (count + length > shown) continue;
        kept.push(text);
        count += length;
      }
      // The rest in letters, at any place among the pieces.
      kept.splice(at % (kept.length + 1), 0, "a".repeat(shown - count));
      return { text: kept.join(""), shown };
    });
}
