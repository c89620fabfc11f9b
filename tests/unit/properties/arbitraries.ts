/**
 * What the property suite generates: strings biased towards the ones that broke the site
 * before (control characters, line breaks, dot segments, slashes, {{prototype}} tokens,
 * accents typed two ways, markup and XML delimiters, lone surrogates, very long values, names
 * near a file name's 255 bytes, texts that look blank),
 * mixed with arbitrary Unicode, so that a bounded run with the fixed seed meets them; and
 * images as phones and editors save them: with every kind of metadata (photoSpec), or broken
 * (brokenImageSpec), described here and made by tests/photo.ts; and markdown shaped like what
 * broke it: blockquotes and lists nested to and past the limit, and headings whose ids are the
 * page's own or one another's.
 *
 * A run is reproducible: every property runs with the seed below (FC_SEED overrides it,
 * FC_PATH replays the one counterexample a failure printed, FC_RUNS scales the runs).
 */
import fc from "fast-check";
import { MAX_NESTING } from "../../../src/model/nesting";
import { PAGE_IDS } from "../../../src/model/page-ids";
import type { BrokenImageSpec, PhotoSpec } from "../../photo";

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
 * Pieces of visible text, each with how many characters a reader counts in it: letters, an accent
 * typed one way or two, emoji of one code point or several joined, a flag, a character outside
 * the first plane, curly quotes and an en dash (three bytes in UTF-8 each), markup characters,
 * entities written as text (shown as typed: "&amp;" is five characters on the page), and
 * characters no page shows (none).
 */
export const VISIBLE_PIECES: readonly (readonly [text: string, shown: number])[] = [
  ["a", 1],
  ["Data", 4],
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

/**
 * A word a camera, an app or a person writes into a photo's metadata (a make, a model, a name, a
 * caption): letters and digits, long enough to be found again in a file's bytes if it were left.
 */
const metadataWord = (prefix: string) =>
  fc
    .string({
      unit: fc.constantFrom(..."ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789"),
      minLength: 6,
      maxLength: 14,
    })
    .map((word) => `${prefix}${word}`);

/**
 * A photo as a phone, a camera or an editor's app saves it: JPEG, PNG or WebP, any orientation,
 * with any of EXIF (make, model, a GPS position), XMP (a creator, a position), IPTC, a comment and
 * a second picture after the first (a phone's multi-picture JPEG), or none of them.
 */
export const photoSpec: fc.Arbitrary<PhotoSpec> = fc.record(
  {
    format: fc.constantFrom("jpeg", "png", "webp"),
    width: fc.integer({ min: 8, max: 80 }),
    height: fc.integer({ min: 8, max: 80 }),
    orientation: fc.integer({ min: 1, max: 8 }),
    exif: fc.record(
      {
        make: metadataWord("Make"),
        model: metadataWord("Model"),
        gps: fc.record({
          lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
          lon: fc.double({ min: -179.9, max: 179.9, noNaN: true }),
        }),
      },
      { requiredKeys: ["make", "model"] },
    ),
    xmp: metadataWord("Creator"),
    iptc: metadataWord("Caption"),
    comment: metadataWord("Comment"),
    trailing: fc.boolean(),
  },
  { requiredKeys: ["format", "width", "height", "orientation"] },
);

/** The words of a photo's metadata: none may be left in a file the site serves. */
export const photoWords = (spec: PhotoSpec): string[] =>
  [spec.exif?.make, spec.exif?.model, spec.xmp, spec.iptc, spec.comment].filter(
    (word): word is string => word !== undefined,
  );

/**
 * An image uploaded broken: cut short, corrupt, taller or wider than AVIF and WebP allow, of more
 * pixels than the build reads, or a file of another kind under an image's name.
 */
export const brokenImageSpec: fc.Arbitrary<BrokenImageSpec> = fc.oneof(
  fc.record({
    kind: fc.constant("truncated" as const),
    format: fc.constantFrom("jpeg", "png", "webp"),
    keep: fc.double({ min: 0.02, max: 0.97, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant("corrupt" as const),
    format: fc.constantFrom("jpeg", "png", "webp"),
    at: fc.double({ min: 0, max: 0.95, noNaN: true }),
    length: fc.integer({ min: 1, max: 64 }),
    xor: fc.integer({ min: 1, max: 255 }),
  }),
  fc.record({
    kind: fc.constant("tall" as const),
    // A WebP cannot be that large: what is uploaded is a JPEG or a PNG.
    format: fc.constantFrom("jpeg", "png"),
    width: fc.integer({ min: 2, max: 24 }),
    extra: fc.integer({ min: 1, max: 1500 }),
  }),
  fc.record({
    kind: fc.constant("wide" as const),
    format: fc.constantFrom("jpeg", "png"),
    height: fc.integer({ min: 2, max: 24 }),
    extra: fc.integer({ min: 1, max: 1500 }),
  }),
  fc.record({ kind: fc.constant("huge" as const), side: fc.integer({ min: 16_384, max: 40_000 }) }),
  fc.record({
    kind: fc.constant("misnamed" as const),
    holds: fc.constantFrom("jpeg", "png", "webp", "gif", "svg", "text"),
  }),
);

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

// What the local servers receive (build/tools/request-guard.ts: the preview and dev servers)
// and the endpoints the deploy prints (build/deploy/masked.ts): round 4 found one bad
// %-escape stopping the preview, "//[" the dev server, any Host answered (DNS rebinding) and
// an endpoint's password printed in full.

/** Pieces of a request target that broke, or could break, a server that decodes or resolves it. */
export const REQUEST_PIECES = [
  "%E0%A4%A",
  "%",
  "%z",
  "%zz",
  "%2",
  "%C3",
  "%ED%A0%80",
  "%00",
  "%2e",
  "%2E%2E",
  "%2e%2e%2f",
  "..",
  ".",
  "%2f",
  "%2F",
  "%5c",
  "%5C..%5C",
  "\\",
  "//",
  "/",
  "?",
  "#",
  "%3F",
  "%23",
  "[",
  "]",
  "@",
  ":",
  "%25",
  "%2525",
  "%u0041",
  "+",
  "%20",
  "%0D%0A",
  "%C3%A9",
  "index.html",
  "404.html",
  "__dev",
  "__proto__",
] as const;

/**
 * A request target as a client may send one: mostly a path of pieces and words (with a query now
 * and then), else "*", an absolute URL (a proxy's form: its authority is the host), a path
 * starting "//", an overlong path, or one holding a byte no request line may (NUL, a space, é).
 */
export const requestTarget: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(
        fc.array(
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...REQUEST_PIECES) },
            { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/) },
            { weight: 1, arbitrary: fc.constant("/") },
          ),
          { maxLength: 8 },
        ),
        fc.option(fc.array(fc.constantFrom(...REQUEST_PIECES, "page=", "q=1", "&"), { maxLength: 4 }), {
          nil: undefined,
        }),
      )
      .map(([parts, query]) => `/${parts.join("")}${query ? `?${query.join("")}` : ""}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "*",
      "//[",
      "//rebind.example/x",
      "/\\rebind.example",
      "http://localhost/",
      "http://127.0.0.1:4321/%E0%A4%A",
      "http://rebind.example/",
      "HTTP://[::1]:80/a",
      "http://[",
      "https://user@localhost/",
      "no-slash",
      "/a\0b",
      "/a b",
      "/caf\u00e9",
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("a", "%2e", "%E0%A4%A", "/"), fc.integer({ min: 256, max: 20_000 }))
      .map(([part, length]) => `/${part.repeat(Math.ceil(length / part.length))}`),
  },
);

/**
 * A Host header (undefined: none): a name the servers answer to, at a port or not, in any case;
 * or what a page of another site sends (its own name, pointed at 127.0.0.1); or another
 * spelling of loopback, a user name, a trailing dot, two ports, an overlong name. Never a
 * character that ends a header line.
 */
export const hostHeader: fc.Arbitrary<string | undefined> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom("localhost", "127.0.0.1", "[::1]", "LOCALHOST", "LocalHost"),
        fc.option(fc.integer({ min: 0, max: 65_535 }), { nil: undefined }),
      )
      .map(([name, port]) => (port === undefined ? name : `${name}:${port}`)),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      "",
      "rebind.example",
      "rebind.example:4321",
      "localhost.",
      "localhost.rebind.example",
      "127.0.0.1.nip.io",
      "127.1",
      "2130706433",
      "0x7f000001",
      "0.0.0.0",
      "[::ffff:127.0.0.1]",
      "[0:0:0:0:0:0:0:1]",
      "::1",
      "user@localhost",
      "localhost:80:80",
      "localhost:http",
      "localhost/x",
      "local host",
      "localhost\t",
      "\u00e9xample",
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[\x20-\x7e]{0,300}$/) },
);

/** The Host headers the local servers answer: a loopback name, at a port or not. Written apart from request-guard.ts. */
export const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{0,5})?$/i;

/**
 * What a local server must do with a request for `target` with Host `host` (as it reaches the
 * server): refuse it (403), when its host (an absolute URL's own, else the header) is not a
 * loopback name; else find it bad (400), when it is no path or its path does not decode to one
 * without a NUL; else answer it as the site does.
 */
export function serverAnswer(target: string, host: string | undefined): "refused" | "bad" | "answered" {
  const absolute = /^https?:\/\//i.test(target) && URL.canParse(target) ? new URL(target) : undefined;
  const effectiveHost = absolute ? absolute.host : host;
  if (effectiveHost === undefined || !LOOPBACK_HOST.test(effectiveHost)) return "refused";
  const pathname = absolute
    ? absolute.pathname
    : target.startsWith("/")
      ? target.split(/[?#]/)[0]
      : undefined;
  if (pathname === undefined) return "bad";
  try {
    return decodeURIComponent(pathname).includes("\0") ? "bad" : "answered";
  } catch {
    return "bad";
  }
}

/** The statuses each kind of answer may have (serverAnswer): a page, its redirect or the 404 page when answered. */
const ANSWERS = { refused: [403], bad: [400], answered: [200, 301, 302, 404] } as const;

/**
 * The statuses a request may get: Node's HTTP parser refuses a request line with a byte none may
 * hold (a space, a control, past ASCII) or a target that is neither a path, "*" nor a URL, and an
 * HTTP/1.1 request without a Host, with 400 before any server sees it, and one past its 16 KB
 * with 431; else what the server's rules say.
 */
export function serverStatuses(target: string, host: string | undefined): readonly number[] {
  if (/[^\x21-\x7e]/.test(target) || !/^(?:[/*]|[a-z][a-z0-9+.-]*:\/\/)/i.test(target) || host === undefined)
    return [400];
  const server = ANSWERS[serverAnswer(target, sentHost(host))];
  return target.length > 16_000 ? [431, ...server] : server;
}

/** The Host header as a server reads it: Node trims the spaces and tabs around a header's value. */
const sentHost = (host: string | undefined) => host?.replace(/^[ \t]+|[ \t]+$/g, "");

/** Any text that a URL may hold, before it is escaped: the pieces above and any characters. */
const urlText = fc.oneof(
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9._~-]{1,16}$/) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 16 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("p@ss", "a:b", "100%", "sp ace", "AKIAIOSFODNN7EXAMPLE", "/slash", "#frag"),
  },
);

/**
 * An endpoint with credentials, as a site owner may write it (`--endpoint`, AWS_ENDPOINT_URL):
 * the URL, its user name and password (as meant, before escaping), its user information as
 * written in it (escaped as a URL must, or as typed: an "@" or ":" left raw), and its host.
 */
export const credentialedEndpoint = fc
  .record({
    scheme: fc.constantFrom("http", "https", "HTTPS"),
    user: urlText,
    password: fc.option(urlText, { nil: undefined }),
    raw: fc.boolean(),
    host: fc.constantFrom("127.0.0.1:4569", "minio.example", "[::1]:9000", "s3.us-east-1.amazonaws.com"),
    rest: fc.constantFrom("", "/", "/b-1/key", "/path?x=1", "?X-Amz-Date=1"),
  })
  .map(({ scheme, user, password, raw, host, rest }) => {
    // As typed, only what would end the authority (or hide in it) is escaped.
    const write = (text: string) =>
      raw ? text.replace(/[\s\p{Cc}/?#\\%]/gu, encodeURIComponent) : encodeURIComponent(text);
    const userinfo = `${write(user)}${password === undefined ? "" : `:${write(password)}`}`;
    return { url: `${scheme}://${userinfo}@${host}${rest}`, user, password, userinfo, host };
  });

// The output folder and public/: where `--out` may point, and what links and dotfiles an editor
// or a developer leaves in public/ (build/7-output/out-place.ts, build/3-assets/public-files.ts).

/** Names a --out argument is made of: the project's own folders (as tests/clone-fixture.ts lays them out), dot segments, new names. */
const OUT_NAMES = [
  ".",
  "..",
  "",
  "src",
  "pages",
  "content",
  "blog",
  "public",
  "images",
  "build",
  "tests",
  "fixtures",
  "docs",
  ".git",
  "objects",
  "node_modules",
  ".cache",
  ".github",
  "notes",
  "empty",
  "dist",
  ".tmp",
  "src-link",
  "vendor",
  "package.json",
  "site",
  "new-site",
];

/**
 * A `--out` argument as typed at the project's root: "{root}" stands for the project's absolute
 * path and "{parent}" for the folder that holds it (outFolderPath puts them in). The project
 * itself ("."), its parents (".."), its folders (src/, content/, public/, build/, tests/, .git/,
 * node_modules/, docs/) and folders inside them, an owner's folder of notes, an earlier build's
 * output and folders inside it, the scratch folder, a file, a link to src/ and one to a folder
 * outside the project (by either name), new folders and folders outside the project; relative or absolute, with dot segments, doubled and trailing
 * slashes.
 */
export const outFolderArg: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ".",
      "./",
      "..",
      "../..",
      "/",
      "{root}",
      "{root}/",
      "{parent}",
      "{parent}/elsewhere",
      "src",
      "src/site",
      "content",
      "content/blog",
      "public",
      "public/images/site",
      "build",
      "tests/site",
      ".git",
      ".git/objects/site",
      "node_modules/.cache/site",
      "docs",
      "docs/site",
      "notes",
      "empty",
      "dist",
      "dist/site",
      ".tmp",
      ".tmp/site",
      "src-link",
      "src-link/site",
      "package.json",
      "site",
      "new-site/dist",
      "src/../dist",
      "site/../src",
      "dist//",
      "{root}/docs",
      "{root}/../clone-2/dist",
      "vendor/site",
      "{parent}/vendor-store/site",
    ),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom("", "./", "{root}/", "{parent}/"),
        fc.array(fc.constantFrom(...OUT_NAMES), { minLength: 1, maxLength: 4 }),
        fc.constantFrom("", "/", "//"),
      )
      .map(([start, names, end]) => `${start}${names.join("/")}${end}`),
  },
);

/** The absolute output folder a `--out` argument of outFolderArg names, at a project whose root is `root`. */
export function outFolderPath(arg: string, root: string): string {
  const given = arg
    .replaceAll("{root}", root)
    .replaceAll("{parent}", root.slice(0, root.lastIndexOf("/")) || "/");
  return given.startsWith("/") ? given.replace(/\/+$/, "") || "/" : `${root}/${given}`;
}

/** Where a link in public/ points, from the folder it lies in. */
export const LINK_TARGETS = [
  /** A file inside public/ (published under the link's name). */
  "file",
  /** A folder inside public/ that holds no link (its files published under the link's name). */
  "folder",
  /** The folder the link lies in: a loop. */
  "own-folder",
  /** public/ itself: a loop. */
  "public",
  /** A file beside public/, such as a secrets file beside the checkout. */
  "outside-file",
  /** The folder beside public/ that holds it. */
  "outside-folder",
  /** Nothing there. */
  "nothing",
  /** The link itself. */
  "itself",
] as const;

export type LinkTarget = (typeof LINK_TARGETS)[number];

/** A symbolic link in public/: where it lies, where it points, and whether it is written absolute. */
export interface PublicLink {
  at: string;
  to: LinkTarget;
  absolute: boolean;
}

/** A few links in public/, at the top or in its folders, under plain, dotted and odd names, each pointing anywhere. */
export const publicLinks: fc.Arbitrary<PublicLink[]> = fc.uniqueArray(
  fc
    .record({
      folder: fc.constantFrom("", "images/", "deep/er/"),
      name: fc.constantFrom(
        "link",
        "logo",
        "passwd",
        "ssl",
        "mirror",
        "site",
        ".env",
        ".git",
        "caf\u00e9",
        "a b",
      ),
      to: fc.constantFrom(...LINK_TARGETS),
      absolute: fc.boolean(),
    })
    .map(({ folder, name, to, absolute }) => ({ at: `${folder}${name}`, to, absolute })),
  { selector: (link) => link.at, maxLength: 5 },
);

/** A few dot-named files and folders in public/, at any depth, beside the .well-known/ it may hold. */
export const publicDotfiles: fc.Arbitrary<string[]> = fc.uniqueArray(
  fc.constantFrom(
    ".env",
    ".git/config",
    ".DS_Store",
    "images/.DS_Store",
    "deep/.hidden/x.txt",
    ".well-known/.secret",
    "images/.well-known/x.txt",
  ),
  { maxLength: 3 },
);

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
