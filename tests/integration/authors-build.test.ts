/**
 * Author names in a build of the fixture site (SPEC 2.8): a name that would make a path
 * outside the author's folder stops the build, naming authors.json and its line; a name with
 * an apostrophe gets its page (paths["blog-author"]). The slug rules alone: tests/unit/authors.test.ts.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { stagingDirs } from "../../build/7-output/out-dir";
import { ContentInvalid, SiteBuildError } from "../../build/errors";
import { build } from "../../build/site-build";
import { paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureWorkspace, lineOf, pathPrefix, ROOT } from "../helpers";

/** A page's file in an output folder. */
const pageFile = (outDir: string, sitePath: string) => path.join(outDir, sitePath.slice(1), "index.html");

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe("a build with an author whose name is a path", () => {
  it.each([
    ["a climb to a folder outside the output", "climb"],
    ["..", ".."],
  ])("stops with a named problem on %s, and writes nothing outside the staging folder", async (_, kind) => {
    const w = fixtureWorkspace(cleanups);
    const target = mkdtempSync(path.join(os.tmpdir(), "buyitad-outside-"));
    cleanups.push(() => rmSync(target, { recursive: true, force: true }));
    const authorFolder = path.join(stagingDirs(w.outDir).staging, pathPrefix("blog-author").slice(1));
    const name = kind === "climb" ? path.relative(authorFolder, path.join(target, "x")) : "..";
    const authors = path.join(w.contentDir, "authors.json");
    writeFileSync(
      authors,
      JSON.stringify(
        [
          ...JSON.parse(readFileSync(authors, "utf8")),
          { name, role: "Field Engineer", bio: "Writes about pickups." },
        ],
        null,
        2,
      ),
    );
    const error = await build({ root: ROOT, ...w, config: configFrom({}), workers: 0 }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).data).toBe(ContentInvalid);
    expect((error as SiteBuildError).message).toContain(
      `${path.relative(ROOT, authors)}:${lineOf(authors, `"name": ${JSON.stringify(name)}`)}: field "name": ${JSON.stringify(name)}`,
    );
    expect(readdirSync(target)).toEqual([]);
    expect(existsSync(w.outDir)).toBe(false);
  });
});

describe("a post by an author whose name has an apostrophe", () => {
  /** The page of "Sean O'Brien", by the slug his name makes. */
  const seansPage = paths["blog-author"]({ slug: "sean-obrien" });

  it(`builds, with the author's page at ${seansPage} and every link to it alive`, async () => {
    const w = fixtureWorkspace(cleanups);
    const authors = path.join(w.contentDir, "authors.json");
    writeFileSync(
      authors,
      JSON.stringify([
        ...JSON.parse(readFileSync(authors, "utf8")),
        { name: "Sean O'Brien", role: "Field Engineer", bio: "Sean runs pickups and on-site erasure." },
      ]),
    );
    const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
    writeFileSync(post, readFileSync(post, "utf8").replace("author: Ada Byron", "author: Sean O'Brien"));
    const result = await build({ root: ROOT, ...w, config: configFrom({}), workers: 0 });
    expect(result.routes.map((route) => route.path)).toContain(seansPage);
    expect(existsSync(pageFile(w.outDir, seansPage))).toBe(true);
    const article = readFileSync(pageFile(w.outDir, paths["blog-post"](FIXTURE_POSTS.first)), "utf8");
    expect(article).toContain(`href="${seansPage}"`);
    expect(readFileSync(pageFile(w.outDir, seansPage), "utf8")).toContain("Sean O&#x27;Brien");
  });
});
