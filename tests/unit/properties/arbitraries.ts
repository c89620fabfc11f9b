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
