/**
 * The output folder (build/7-output/out-dir.ts): a build writes over the build before
 * last in a staging folder, removes what it no longer writes, and swaps it in.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { prepareStaging, removeStale, stagingDirs, swapIn } from "../../build/7-output/out-dir";
import { build } from "../../build/site-build";
import { paths } from "../../src/paths";
import { ROOT } from "../helpers";
import { copyBuild, sharedBuild } from "../shared-build";

const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-outdir-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function put(dir: string, file: string, text = "x") {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe("removeStale", () => {
  it("removes the files not written and the folders left empty, and nothing else", () => {
    const dir = path.join(work, "stale");
    for (const file of ["index.html", "old.html", "blog/kept.html", "blog/gone/index.html", "a/b/c/d.txt"])
      put(dir, file);
    const removed = removeStale(dir, new Set(["index.html", "blog/kept.html"]));
    expect(removed.sort()).toEqual(["a/b/c/d.txt", "blog/gone/index.html", "old.html"]);
    expect(fg.sync("**/*", { cwd: dir, onlyFiles: false }).sort()).toEqual([
      "blog",
      "blog/kept.html",
      "index.html",
    ]);
  });
});

describe("the swap", () => {
  const contents = (dir: string) =>
    fg
      .sync("**/*", { cwd: dir, dot: true })
      .map((file) => `${file}=${readFileSync(path.join(dir, file), "utf8")}`);
  const folder = (name: string, files: Record<string, string>) => {
    const out = path.join(work, name, "site");
    for (const [file, text] of Object.entries(files)) put(out, file, text);
    return out;
  };

  it("names the staging folders beside the output folder", () => {
    expect(stagingDirs("/x/site/dist")).toEqual({
      staging: "/x/site/.dist.staging",
      old: "/x/site/.dist.old",
    });
  });

  it("puts the staged build in place and keeps the replaced output as the next staging folder", () => {
    const out = folder("swap", { "index.html": "old" });
    const staging = prepareStaging(out);
    put(staging, "index.html", "new");
    swapIn(out);
    expect(contents(out)).toEqual(["index.html=new"]);
    expect(contents(prepareStaging(out))).toEqual(["index.html=old"]);
    expect(existsSync(stagingDirs(out).old)).toBe(false);
  });

  it("moves a first build in place when there was no output yet", () => {
    const out = path.join(work, "first", "site");
    put(prepareStaging(out), "index.html", "new");
    swapIn(out);
    expect(contents(out)).toEqual(["index.html=new"]);
    expect(existsSync(stagingDirs(out).staging)).toBe(false);
  });

  it("after a swap cut short before the new build moved, brings the old output back", () => {
    const out = folder("cut-early", { "index.html": "old" });
    put(prepareStaging(out), "index.html", "new");
    renameSync(out, stagingDirs(out).old); // the swap's first rename, and nothing more
    prepareStaging(out);
    expect(contents(out)).toEqual(["index.html=old"]);
  });

  it("after a swap cut short before its last rename, keeps the new output and stages the old", () => {
    const out = folder("cut-late", { "index.html": "old" });
    const staging = prepareStaging(out);
    put(staging, "index.html", "new");
    renameSync(out, stagingDirs(out).old);
    renameSync(staging, out);
    expect(prepareStaging(out)).toBe(staging);
    expect(contents(out)).toEqual(["index.html=new"]);
    expect(contents(staging)).toEqual(["index.html=old"]);
    expect(existsSync(stagingDirs(out).old)).toBe(false);
  });
});

describe("rebuilds into the same folder", () => {
  const outDir = path.join(work, "dist");
  const { staging } = stagingDirs(outDir);
  const run = () => build({ root: ROOT, outDir, config: configFrom({}) });
  const inode = (file: string) => statSync(file).ino;

  it("write over the build before last, leave exactly the files a fresh build writes, each page's names still one file", async () => {
    // The first build: a copy of the run's shared build (the same sources and configuration).
    const first = await sharedBuild();
    copyBuild(first.outDir, outDir);
    const fresh = fg.sync("**/*", { cwd: first.outDir, dot: true }).sort();
    expect(fg.sync("**/*", { cwd: outDir, dot: true }).sort()).toEqual(fresh);
    // The files of two pages of the build (their paths without the leading slash), and of a deleted post.
    const blog = paths.blog.slice(1);
    const about = paths.about.slice(1);
    const deleted = paths["blog-post"]({ slug: "a-deleted-post" }).slice(1);
    const firstPage = inode(path.join(outDir, blog, "index.html"));
    // What an older build may have left: a page since deleted, a folder of them, and a
    // page's second name as a separate file rather than a link.
    put(outDir, `${deleted}.html`);
    put(outDir, `${deleted}/index.html`);
    put(outDir, "old-section/page/index.html");
    rmSync(path.join(outDir, `${about}.html`));
    put(outDir, `${about}.html`, "an old copy");

    await run(); // into a new staging folder; the first build, with what it was given, becomes the staging folder
    expect(fg.sync("**/*", { cwd: outDir, dot: true }).sort()).toEqual(fresh);
    await run(); // over the first build's files
    expect(fg.sync("**/*", { cwd: outDir, dot: true }).sort()).toEqual(fresh);
    expect(fg.sync("**/*", { cwd: staging, dot: true }).sort()).toEqual(fresh);
    expect(fg.sync("old-section", { cwd: outDir, onlyDirectories: true })).toEqual([]);
    // The same file, written over rather than deleted and created anew (build/7-output/out-dir.ts says why).
    expect(inode(path.join(outDir, blog, "index.html"))).toBe(firstPage);
    const copy = statSync(path.join(outDir, `${about}.html`));
    expect(copy.ino).toBe(statSync(path.join(outDir, about, "index.html")).ino);
    expect(readFileSync(path.join(outDir, `${about}.html`), "utf8")).toContain("<h1");
    expect(first.routePaths.length).toBeGreaterThan(30);
  });
});
