/**
 * Author slugs (SPEC 2.8, src/content/slugs.ts): the page /blog/author/{slug} of every author,
 * a name with an apostrophe included; names whose slugs collide, or that would make a path
 * outside the author's folder, stop the build naming authors.json, its line and the names.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { build } from "../../build/index";
import { authorSlug, unsafeAuthorSlug } from "../../src/content/slugs";
import { FIXTURES, fixtureWorkspace, problemsOf, ROOT, tempCopy } from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe("authorSlug", () => {
  it.each([
    ["Sarah Mitchell", "sarah-mitchell"],
    ["Sean O'Brien", "sean-obrien"],
    ["Sean O\u2019Brien", "sean-obrien"],
    ["D\u02bcArcy Lee", "darcy-lee"],
    ["  Mary-Kate   O'Neil ", "mary-kate-oneil"],
    // One name typed two ways (precomposed, or a letter and a combining accent) makes one slug.
    ["Jos\u00e9 Alvarez", "jos\u00e9-alvarez"],
    ["Jose\u0301 Alvarez", "jos\u00e9-alvarez"],
  ])("%j -> %s", (name, slug) => expect(authorSlug(name)).toBe(slug));

  it("refuses a slug that is not one folder: empty, . or .., or with a slash", () => {
    expect(unsafeAuthorSlug("sean-obrien")).toBeUndefined();
    expect(unsafeAuthorSlug(authorSlug("''"))).toMatch(/empty slug/);
    expect(unsafeAuthorSlug(authorSlug(".."))).toMatch(/not a folder name/);
    expect(unsafeAuthorSlug(authorSlug("."))).toMatch(/not a folder name/);
    expect(unsafeAuthorSlug(authorSlug("AC/DC"))).toMatch(/holds a slash/);
    expect(unsafeAuthorSlug(authorSlug("..\\..\\etc"))).toMatch(/holds a slash/);
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
    const help =
      "and each author has a page of their own at /blog/author/{slug}: write each author once, or tell the names apart";
    expect(problemsOf(dir)).toBe(
      [
        "Content has 2 problems; fix them and build again:",
        `  ${file}:${lineOf(dir, "ADA BYRON")}: field "name": "ADA BYRON" makes the slug "ada-byron", as "Ada Byron" does, ${help}`,
        `  ${file}:${lineOf(dir, "Jose\u0301 Alvarez")}: field "name": "Jose\u0301 Alvarez" makes the slug "jos\u00e9-alvarez", as "Jos\u00e9 Alvarez" does, ${help}`,
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

  it.each([
    ["''", "makes an empty slug: the name needs at least one letter or digit"],
    ["..", 'makes the slug "..", which is not a folder name'],
    [
      "Sales/Marketing",
      'makes the slug "sales/marketing", which holds a slash: write the name without / or \\',
    ],
    ["..\\Admin", 'makes the slug "..\\admin", which holds a slash: write the name without / or \\'],
  ])("refuses the name %j, whose slug would not be one folder of /blog/author/", (name, message) => {
    const dir = withAuthors([{ name }]);
    const file = path.relative(ROOT, path.join(dir, "authors.json"));
    expect(problemsOf(dir)).toBe(
      `Content has 1 problem; fix it and build again:\n  ${file}:${lineOf(dir, name)}: field "name": ${JSON.stringify(name).replaceAll("\\\\", "\\")} ${message}`,
    );
  });
});

describe("a post by an author whose name has an apostrophe", () => {
  it("builds, with the author's page at /blog/author/sean-obrien and every link to it alive", async () => {
    const w = fixtureWorkspace(cleanups);
    const authors = path.join(w.contentDir, "authors.json");
    writeFileSync(
      authors,
      JSON.stringify([
        ...JSON.parse(readFileSync(authors, "utf8")),
        { name: "Sean O'Brien", role: "Field Engineer", bio: "Sean runs pickups and on-site erasure." },
      ]),
    );
    const post = path.join(w.contentDir, "blog/first-fixture-post.md");
    writeFileSync(post, readFileSync(post, "utf8").replace("author: Ada Byron", "author: Sean O'Brien"));
    const result = await build({ root: ROOT, ...w, config: configFrom({}), workers: 0 });
    expect(result.routes.map((route) => route.path)).toContain("/blog/author/sean-obrien");
    expect(existsSync(path.join(w.outDir, "blog/author/sean-obrien/index.html"))).toBe(true);
    const article = readFileSync(path.join(w.outDir, "blog/first-fixture-post/index.html"), "utf8");
    expect(article).toContain('href="/blog/author/sean-obrien"');
    expect(readFileSync(path.join(w.outDir, "blog/author/sean-obrien/index.html"), "utf8")).toContain(
      "Sean O&#x27;Brien",
    );
  });
});
