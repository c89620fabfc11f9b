/** The search index step (build/5-site-files/search-index.ts): what Pagefind is given to index. */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { pagefindBinary, SEARCH_DIR, writeSearchIndex } from "../../build/5-site-files/search-index";
import { stagingDirs } from "../../build/7-output/out-dir";
import { SearchIndexFailed, SiteBuildError } from "../../build/errors";
import { build } from "../../build/site-build";
import { paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureWorkspace, ROOT } from "../helpers";
import { openSearch } from "../pagefind";

describe("writeSearchIndex", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-search-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("indexes the main of the marked pages, leaving out the blocks many pages repeat", async () => {
    const site = path.join(work, "site");
    const page = (folder: string, main: string) => {
      mkdirSync(path.join(site, folder), { recursive: true });
      writeFileSync(
        path.join(site, folder, "index.html"),
        `<!doctype html><html lang="en"><head><title>${folder || "Home"}</title></head><body><header>Menu words</header>${main}</body></html>`,
      );
    };
    page(
      "",
      "<main data-pagefind-body><h1>Home</h1><p>Certified erasure.</p><section data-trust-badges><p>Zanzibar</p></section></main>",
    );
    page("blog", "<main><h1>Blog</h1><p>Certified erasure.</p></main>");
    const index = await writeSearchIndex(site, 0);
    expect(index.files).toContain("pagefind/pagefind.js");
    expect(index.files.some((file) => file.startsWith("pagefind/fragment/"))).toBe(true);
    // One page had data-pagefind-body: one fragment, without the excluded block's word.
    const fragments = index.files.filter((file) => file.startsWith("pagefind/fragment/"));
    expect(fragments).toHaveLength(1);
    const { gunzipSync } = await import("node:zlib");
    const fragment = gunzipSync(readFileSync(path.join(site, fragments[0] ?? ""))).toString();
    expect(fragment).toContain("Certified erasure");
    expect(fragment).not.toContain("Zanzibar");
    expect(fragment).not.toContain("Menu words");
  });

  it("stops the build in Pagefind's own words when Pagefind cannot make the index, leaving no half-written one", async () => {
    const empty = path.join(work, "empty");
    mkdirSync(empty);
    const failure = await writeSearchIndex(empty, 0).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect((failure as SiteBuildError).data).toBe(SearchIndexFailed);
    expect((failure as Error).message).toContain("Pagefind was not able to build an index.");
    expect(readdirSync(empty)).toEqual([]);
  });

  it("runs the Pagefind binary PAGEFIND_BINARY_PATH names, as Pagefind's own package does", () => {
    expect(pagefindBinary({ PAGEFIND_BINARY_PATH: "/opt/pagefind" })).toBe("/opt/pagefind");
    expect(pagefindBinary({})).toMatch(
      /@pagefind[/\\][a-z0-9]+-[a-z0-9]+[/\\]bin[/\\]pagefind(_extended)?(\.exe)?$/,
    );
  });
});

describe("the index of a build over an earlier one", () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => {
    for (const cleanup of cleanups) cleanup();
  });

  it("holds exactly the pages this build published: a post drafted or deleted is found by none of its words", async () => {
    const w = fixtureWorkspace(cleanups);
    const config = configFrom({});
    const run = () => build({ root: ROOT, ...w, config, workers: 0 });
    const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
    // A word no other page of the fixture site has, in the post's body.
    writeFileSync(post, `${readFileSync(post, "utf8")}\nThe quetzalcoatlus sweep is our own method.\n`);
    // Each search opens the index afresh and gives the worker's fetch back (the next file may use it).
    const found = async () => {
      const index = await openSearch(w.outDir, config.basePath);
      try {
        return (await index.search("quetzalcoatlus")).map((hit) => hit.url);
      } finally {
        index.close();
      }
    };

    await run();
    expect(await found()).toEqual([paths["blog-post"](FIXTURE_POSTS.first)]);
    // Drafted: every build from now on writes over the output of the build before last,
    // which still has the post's page, until it removes what it did not write.
    writeFileSync(post, readFileSync(post, "utf8").replace(/^date: (.*)$/m, "date: $1\ndraft: true"));
    for (let rebuild = 1; rebuild <= 3; rebuild++) {
      await run();
      expect(await found(), `build ${rebuild} after the draft`).toEqual([]);
    }
    // Published again, then deleted.
    writeFileSync(post, readFileSync(post, "utf8").replace("\ndraft: true", ""));
    await run();
    expect(await found()).toEqual([paths["blog-post"](FIXTURE_POSTS.first)]);
    rmSync(post);
    for (let rebuild = 1; rebuild <= 2; rebuild++) {
      await run();
      expect(await found(), `build ${rebuild} after the deletion`).toEqual([]);
    }
  });
});

describe("the index written over the build before last's", () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => {
    for (const cleanup of cleanups) cleanup();
  });
  /** Every file of a built site's index, by path, with its bytes. */
  const indexOf = (outDir: string) =>
    new Map(
      readdirSync(path.join(outDir, SEARCH_DIR), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return [path.relative(outDir, file), readFileSync(file).toString("base64")] as const;
        }),
    );
  const inode = (file: string) => statSync(file).ino;

  it("keeps the files of unchanged pages, and holds exactly what a build into an empty folder holds", async () => {
    const w = fixtureWorkspace(cleanups);
    const config = configFrom({});
    const run = (outDir = w.outDir) => build({ root: ROOT, ...w, outDir, config, workers: 0 });
    await run();
    const fragments = path.join(w.outDir, SEARCH_DIR, "fragment");
    const first = new Map(readdirSync(fragments).map((name) => [name, inode(path.join(fragments, name))]));
    // The second build writes into an empty staging folder; the third over the first's output.
    await run();
    const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
    writeFileSync(post, `${readFileSync(post, "utf8")}\nA sentence added since the first build.\n`);
    await run();

    const third = readdirSync(fragments);
    const kept = third.filter((name) => first.get(name) === inode(path.join(fragments, name)));
    // Every page but the changed post kept its fragment file, not written again.
    expect(kept).toHaveLength(first.size - 1);
    expect(third).toHaveLength(first.size);
    const fresh = path.join(path.dirname(w.outDir), "fresh");
    await run(fresh);
    expect(indexOf(w.outDir)).toEqual(indexOf(fresh));
  });

  it("writes afresh an index that a build stopped while writing it", async () => {
    const w = fixtureWorkspace(cleanups);
    const config = configFrom({});
    const run = () => build({ root: ROOT, ...w, config, workers: 0 });
    await run();
    await run();
    const whole = indexOf(w.outDir);
    // The staging folder holds the first build; a build stopped mid-write leaves its index half
    // written, under the name it is written under (a fragment cut short, whose name is its content's).
    const { staging } = stagingDirs(w.outDir);
    const writing = path.join(staging, ".pagefind-writing");
    renameSync(path.join(staging, SEARCH_DIR), writing);
    const [fragment = ""] = readdirSync(path.join(writing, "fragment"));
    writeFileSync(path.join(writing, "fragment", fragment), "");
    await run();
    expect(indexOf(w.outDir)).toEqual(whole);
    expect(existsSync(path.join(w.outDir, ".pagefind-writing"))).toBe(false);
  });
});
