/**
 * What the property suite generates: strings biased towards the ones that broke the site
 * before (control characters, line breaks, dot segments, slashes, {{prototype}} tokens,
 * accents typed two ways, markup and XML delimiters, lone surrogates, very long values, names
 * near a file name's 255 bytes, texts that look blank),
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

/**
 * Pieces of a long name: ASCII, letters of two, three and four bytes in UTF-8 (é, 李, an emoji),
 * a letter and its combining accent, "&" (a slug reads it "and"), a dot and a space.
 */
const LONG_PIECES = [
  "a",
  "ab-",
  "Zo\u00eb ",
  "\u00e9",
  "e\u0301",
  "\u674e",
  "\u{1F600}",
  "R&D ",
  "x.y",
  "Ada ",
];

/**
 * A name near a file name's limit (255 bytes in UTF-8), for an author's name, a redirect's
 * segment or a new post's slug: one piece repeated to between `min` and `max` bytes, so that
 * the bytes, the characters and the slug made of it fall either side of the limits.
 */
export function nearNameLimit({
  min = 180,
  max = 320,
  pieces = LONG_PIECES,
}: {
  min?: number;
  max?: number;
  pieces?: readonly string[];
} = {}) {
  return fc.tuple(fc.constantFrom(...pieces), fc.integer({ min, max })).map(([part, bytes]) => {
    let text = "";
    while (Buffer.byteLength(text) < bytes) text += part;
    return text;
  });
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
  { weight: 1, arbitrary: nearNameLimit() },
);

/** Text from `nastyString` that fits between `min` and `max` characters once `prefix` is in front (for schema limits). */
export function fieldText(prefix: string, min: number, max: number) {
  return nastyString({ maxLength: max - prefix.length }).map((text) => {
    const value = `${prefix}${text}`;
    return value.length < min ? value.padEnd(min, ".") : value;
  });
}

/**
 * Characters that show nothing: spaces of several widths, line breaks, zero-width spaces and
 * joiners, the word joiner, a byte order mark, the soft hyphen, Hangul fillers, the blank
 * braille pattern, a variation selector.
 */
export const INVISIBLE_PIECES = [
  " ",
  "\t",
  "\n",
  "\u00A0",
  "\u2003",
  "\u3000",
  "\u200B",
  "\u200C",
  "\u200D",
  "\u2060",
  "\uFEFF",
  "\u00AD",
  "\u115F",
  "\u3164",
  "\u2800",
  "\uFE0F",
  "\u180E",
];

/** A text that looks blank: invisible characters only, as few as none and as many as past a field's limits. */
export const blankText = fc
  .array(fc.constantFrom(...INVISIBLE_PIECES), { maxLength: 320 })
  .map((pieces) => pieces.join(""));

/** Halves of a surrogate pair, high and low, each alone. */
export const LONE_SURROGATES = ["\uD800", "\uDBFF", "\uDC00", "\uDFFF"];

/** `text` with lone surrogates put in at any places: at its start, inside, between a pair's halves' neighbours, at its end. */
export function withLoneSurrogates(text: fc.Arbitrary<string>) {
  return fc
    .tuple(
      text,
      fc.array(fc.tuple(fc.nat(), fc.constantFrom(...LONE_SURROGATES)), { minLength: 1, maxLength: 3 }),
    )
    .map(([value, inserts]) =>
      inserts.reduce((out, [at, half]) => {
        const place = at % (out.length + 1);
        return `${out.slice(0, place)}${half}${out.slice(place)}`;
      }, value),
    );
}
