/**
 * The output folder is updated in place (build/out-dir.ts): a rebuild writes
 * over its old files and removes what it no longer writes.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/config";
import { build } from "../../build/index";
import { removeStale } from "../../build/out-dir";
import { ROOT } from "../helpers";

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

describe("a rebuild into the same folder", () => {
  const outDir = path.join(work, "dist");
  const run = () => build({ root: ROOT, outDir, config: configFrom({}) });

  it("leaves exactly the files a fresh build writes, each page's names still one file", async () => {
    const first = await run();
    const fresh = fg.sync("**/*", { cwd: outDir, dot: true }).sort();
    // What an older build may have left: a page since deleted, a folder of them, and a
    // page's second name as a separate file rather than a link.
    put(outDir, "blog/a-deleted-post.html");
    put(outDir, "blog/a-deleted-post/index.html");
    put(outDir, "old-section/page/index.html");
    rmSync(path.join(outDir, "about-us.html"));
    put(outDir, "about-us.html", "an old copy");

    await run();
    expect(fg.sync("**/*", { cwd: outDir, dot: true }).sort()).toEqual(fresh);
    expect(fg.sync("old-section", { cwd: outDir, onlyDirectories: true })).toEqual([]);
    const about = statSync(path.join(outDir, "about-us.html"));
    expect(about.ino).toBe(statSync(path.join(outDir, "about-us/index.html")).ino);
    expect(readFileSync(path.join(outDir, "about-us.html"), "utf8")).toContain("<h1");
    expect(first.routes.length).toBeGreaterThan(30);
  });
});
