/**
 * Author slugs (SPEC 2.8, src/model/slugs.ts): the page /blog/author/{slug} of every author,
 * a name with an apostrophe included; names whose slugs collide, or that would make a path
 * outside the author's folder, stop the build naming authors.json, its line and the names.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../build/2-content/load";
import { contentNotes } from "../../build/2-content/notes";
import { authorNameRefusal, authorSlug, SLUG_MAX } from "../../src/model/slugs";
import { paths } from "../../src/paths";
import { FIXTURES, fixtureDirs, pathPrefix, problemsOf, ROOT, tempCopy } from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe("authorSlug", () => {
  it.each([
    ["Ada Lovelace", "ada-lovelace"],
    ["Sean O'Brien", "sean-obrien"],
    ["Sean O\u2019Brien", "sean-obrien"],
    ["D\u02bcArcy Lee", "darcy-lee"],
    ["  Mary-Kate   O'Neil ", "mary-kate-oneil"],
    // One name typed two ways (precomposed, or a letter and a combining accent) makes one slug, accents folded.
    ["Jos\u00e9 Alvarez", "jose-alvarez"],
    ["Jose\u0301 Alvarez", "jose-alvarez"],
    ["Zo\u00eb Kr\u00f6ger", "zoe-kroger"],
    ["J. R. Smith, Jr.", "j-r-smith-jr"],
    ["Ana (Sales) -- Lima", "ana-sales-lima"],
    ["../../../../tmp/x", "tmp-x"],
  ])("follows the rule of post slugs: %j -> %s", (name, slug) => {
    expect(authorSlug(name)).toBe(slug);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("makes only slugs a post may have, lowercase a-z and digits joined by single hyphens, for any name", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (name) => {
        const slug = authorSlug(name);
        expect(slug === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)).toBe(true);
        expect(authorNameRefusal(name) === undefined).toBe(slug !== "" && !/[/\\]/.test(name));
      }),
      { seed: 25, numRuns: 300 },
    );
  });

  it("refuses a name that leaves no slug or holds a slash", () => {
    expect(authorNameRefusal("Sean O'Brien")).toBeUndefined();
    expect(authorNameRefusal("''")).toMatch(/empty slug/);
    expect(authorNameRefusal("..")).toMatch(/empty slug/);
    expect(authorNameRefusal("\u674e\u660e")).toMatch(/empty slug/);
    expect(authorNameRefusal("AC/DC")).toMatch(/holds a slash/);
    expect(authorNameRefusal("..\\..\\etc")).toMatch(/holds a slash/);
    expect(authorNameRefusal("../../../../tmp/x")).toMatch(/holds a slash/);
  });

  it("refuses a name whose slug is longer than the names of files made of it may be, counting the slug, not the name's bytes", () => {
    expect(authorNameRefusal("a".repeat(SLUG_MAX))).toBeUndefined();
    expect(authorNameRefusal("a".repeat(SLUG_MAX + 1))).toBe(
      `makes a slug of ${SLUG_MAX + 1} characters, and a slug may have at most ${SLUG_MAX}: it names the files of the page (a file name holds at most 255 bytes): shorten the name`,
    );
    // 270 bytes of accented letters make a slug of 149 characters, which a file name holds.
    const accented = "\u00cb\u00eb\u00eb\u00eb ".repeat(30).trim();
    expect(Buffer.byteLength(accented)).toBeGreaterThan(255);
    expect(authorNameRefusal(accented)).toBeUndefined();
  });
});

/** A copy of the fixture content whose authors.json is `authors` (written two spaces deep, one field a line). */
function withAuthors(authors: { name: string; role?: string; bio?: string }[]): string {
  const copy = tempCopy(path.join(FIXTURES, "content"));
  cleanups.push(copy.cleanup);
  const written = [
    ...JSON.parse(readFileSync(path.join(copy.dir, "authors.json"), "utf8")),
    ...authors.map((author) => ({
      role: "Field Engineer",
      bio: "Writes about pickups and erasure.",
      ...author,
    })),
  ];
  writeFileSync(path.join(copy.dir, "authors.json"), JSON.stringify(written, null, 2));
  return copy.dir;
}

/** The line of authors.json that gives `name`. */
function lineOf(dir: string, name: string): number {
  const lines = readFileSync(path.join(dir, "authors.json"), "utf8").split("\n");
  return lines.findIndex((line) => line.includes(`"name": ${JSON.stringify(name)}`)) + 1;
}

describe("authors.json", () => {
  it("stops on two names that make one slug (compared after NFC), naming the line of the second", () => {
    const dir = withAuthors([
      { name: "ADA BYRON" },
      { name: "Jos\u00e9 Alvarez" },
      { name: "Jose\u0301 Alvarez" },
    ]);
    const file = path.relative(ROOT, path.join(dir, "authors.json"));
    const help = `and each author has a page of their own at ${paths["blog-author"]({ slug: "{slug}" })}: write each author once, or tell the names apart`;
    expect(problemsOf(dir)).toBe(
      [
        "Content has 2 problems; fix them and build again:",
        `  ${file}:${lineOf(dir, "ADA BYRON")}: field "name": "ADA BYRON" makes the slug "ada-byron", as "Ada Byron" does, ${help}`,
        `  ${file}:${lineOf(dir, "Jose\u0301 Alvarez")}: field "name": "Jose\u0301 Alvarez" makes the slug "jose-alvarez", as "Jos\u00e9 Alvarez" does, ${help}`,
      ].join("\n"),
    );
  });

  it("names the line of each of two identical names", () => {
    const dir = withAuthors([{ name: "Ada Byron" }]);
    const lines = readFileSync(path.join(dir, "authors.json"), "utf8").split("\n");
    const second = lines.findLastIndex((line) => line.includes('"name": "Ada Byron"')) + 1;
    expect(problemsOf(dir)).toContain(
      `authors.json:${second}: field "name": "Ada Byron" makes the slug "ada-byron"`,
    );
  });

  it("stops on a name whose slug is too long for its page's file, naming the line, the limit and the name's start", () => {
    const name = `Ada ${"Lovelace ".repeat(25).trim()}`;
    const dir = withAuthors([{ name }]);
    const file = path.relative(ROOT, path.join(dir, "authors.json"));
    expect(problemsOf(dir)).toBe(
      `Content has 1 problem; fix it and build again:\n  ${file}:${lineOf(dir, name)}: field "name": "${name.slice(0, 40)}... (${name.length} characters)" makes a slug of ${authorSlug(name).length} characters, and a slug may have at most ${SLUG_MAX}: it names the files of the page (a file name holds at most 255 bytes): shorten the name`,
    );
  });

  it("stops on an accented and a plain spelling of one name, naming both", () => {
    const dir = withAuthors([{ name: "Jos\u00e9 Alvarez" }, { name: "JOSE ALVAREZ" }]);
    const file = path.relative(ROOT, path.join(dir, "authors.json"));
    expect(problemsOf(dir)).toContain(
      `${file}:${lineOf(dir, "JOSE ALVAREZ")}: field "name": "JOSE ALVAREZ" makes the slug "jose-alvarez", as "Jos\u00e9 Alvarez" does`,
    );
  });

  const emptySlug =
    "makes an empty slug: the address of the author's page needs a letter from a to z (accents aside) or a digit in the name";
  const slash = "holds a slash, which no name has: write the name without / or \\";
  it.each([
    ["''", emptySlug],
    ["..", emptySlug],
    ["Sales/Marketing", slash],
    ["..\\Admin", slash],
    ["../../../../tmp/x", slash],
  ])(
    `refuses the name %j, whose slug would not be one folder of ${pathPrefix("blog-author")}`,
    (name, message) => {
      const dir = withAuthors([{ name }]);
      const file = path.relative(ROOT, path.join(dir, "authors.json"));
      expect(problemsOf(dir)).toBe(
        `Content has 1 problem; fix it and build again:\n  ${file}:${lineOf(dir, name)}: field "name": ${JSON.stringify(name).replaceAll("\\\\", "\\")} ${message}`,
      );
    },
  );
});

describe("authors.json's problems, as an editor finds them", () => {
  /** A copy of the fixture content whose authors.json is `text`; returns the folder and the file as messages name it. */
  function withAuthorsText(text: string) {
    const copy = tempCopy(path.join(FIXTURES, "content"));
    cleanups.push(copy.cleanup);
    writeFileSync(path.join(copy.dir, "authors.json"), text);
    return { dir: copy.dir, file: path.relative(ROOT, path.join(copy.dir, "authors.json")) };
  }
  const fixtureAuthors = () =>
    JSON.parse(readFileSync(path.join(FIXTURES, "content/authors.json"), "utf8")) as {
      name: string;
      role: string;
      bio: string;
    }[];
  const text = (authors: object[]) => `${JSON.stringify(authors, null, 2)}\n`;

  it("gives a JSON syntax error its line, its column and the likely cause in words", () => {
    const written = text(fixtureAuthors()).replace(/("bio": "[^"]*")\n/, "$1,\n");
    const { dir, file } = withAuthorsText(written);
    const line = written.split("\n").findIndex((row) => row.endsWith('",') && row.includes('"bio"')) + 1;
    const column = written.split("\n")[line - 1]!.length;
    expect(problemsOf(dir)).toBe(
      `Content has 1 problem; fix it and build again:\n  ${file}:${line}: is not valid JSON (column ${column}): a comma after the last field of an entry (a trailing comma): remove it`,
    );
  });

  it("names a field's author by name and gives the field's line, or the entry's when the field is missing", () => {
    const authors = fixtureAuthors();
    const { role: _, ...withoutRole } = { ...authors[1]! };
    const { dir, file } = withAuthorsText(
      text([{ ...authors[0]!, bio: "Short" }, withoutRole, { role: "X" }]),
    );
    const lines = readFileSync(path.join(dir, "authors.json"), "utf8").split("\n");
    const lineWith = (part: string, from = 0) =>
      lines.findIndex((row, i) => i >= from && row.includes(part)) + 1;
    const second = lineWith("{", lineWith(JSON.stringify(authors[0]!.name)));
    const third = lineWith("{", lineWith(JSON.stringify(authors[1]!.name)));
    expect(problemsOf(dir)).toBe(
      [
        "Content has 5 problems; fix them and build again:",
        `  ${file}:${lineWith('"Short"')}: field "bio" of ${JSON.stringify(authors[0]!.name)}: must be at least 20 characters`,
        `  ${file}:${second}: field "role" of ${JSON.stringify(authors[1]!.name)}: is required but missing`,
        `  ${file}:${third}: field "name" of the 3rd author: is required but missing`,
        `  ${file}:${lineWith('"X"')}: field "role" of the 3rd author: must be at least 2 characters`,
        `  ${file}:${third}: field "bio" of the 3rd author: is required but missing`,
      ].join("\n"),
    );
  });

  it("names an author whose photo is not in public/, with the line of the image and the file meant", () => {
    const authors = fixtureAuthors();
    const { dir, file } = withAuthorsText(
      text([{ ...authors[0]!, image: "/images/blog/Cover.jpg" }, authors[1]!]),
    );
    expect(problemsOf(dir)).toBe(
      `Content has 1 problem; fix it and build again:\n  ${file}:${lineOf(dir, authors[0]!.name) + 3}: field "image" of ${JSON.stringify(authors[0]!.name)}: /images/blog/Cover.jpg is not in public/, but /images/blog/cover.jpg is: file names are case-sensitive on the server, though not on a Mac or Windows, so write /images/blog/cover.jpg`,
    );
  });
});

describe("an author with no published post", () => {
  it("is told in a note naming the line of their name and when their page appears", () => {
    const dir = withAuthors([{ name: "Jane Doe" }]);
    const content = loadContent(fixtureDirs(dir));
    const file = path.relative(ROOT, path.join(dir, "authors.json"));
    const writing = new Set(content.posts.map((post) => post.author));
    expect(writing.has("Jane Doe")).toBe(false);
    expect(contentNotes(content, { root: ROOT, contentDir: dir })).toEqual([
      {
        file,
        line: lineOf(dir, "Jane Doe"),
        message: `"Jane Doe" has no published post yet, so no author page: ${paths["blog-author"]({ slug: "jane-doe" })} appears with their first published post`,
      },
    ]);
    // Each author of the fixture writes a published post: no note for them.
    expect(
      contentNotes(loadContent(fixtureDirs()), { root: ROOT, contentDir: path.join(FIXTURES, "content") }),
    ).toEqual([]);
  });
});
