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
