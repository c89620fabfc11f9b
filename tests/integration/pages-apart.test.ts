/**
 * A large site's build in two processes (build/pages-apart.ts): the pages made in one that ends
 * before the search index is written. Built apart or in one process, `npm run build` must make
 * the same site, say the same, and fail the same way; a pages process that dies is told.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildRecordFile } from "../../build/7-output/build-record";
import { INDEX_APART_FROM, makePagesApart, pagesApart } from "../../build/pages-apart";
import { FIXTURE_POSTS, fixtureWorkspace, ROOT, treeSnapshot } from "../helpers";

let cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** `npm run build` over a workspace into `outDir`, apart ("1") or in one process ("0"). */
function npmRunBuild(w: ReturnType<typeof fixtureWorkspace>, outDir: string, apart: "0" | "1") {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"));
  return spawnSync(
    process.execPath,
    ["build/run.mjs", "build/cli.ts", "--content", w.contentDir, "--public", w.publicDir, "--out", outDir],
    { cwd: ROOT, encoding: "utf8", env: { ...env, BUILD_INDEX_APART: apart, SITE_TODAY: "2026-06-01" } },
  );
}

/** What a build printed, its times left out (they differ from run to run). */
const untimed = (text: string) => text.replace(/\d+ ms\b/g, "N ms");

describe("a site built apart", () => {
  const w = fixtureWorkspace(cleanups);

  it("is the same site, file for file, with the same record, report, warnings and notes as one built in one process", () => {
    const apart = path.join(path.dirname(w.outDir), "apart");
    const together = path.join(path.dirname(w.outDir), "together");
    const runs = [npmRunBuild(w, apart, "1"), npmRunBuild(w, together, "0")];
    for (const run of runs) expect(run.status, run.stderr).toBe(0);
    expect(treeSnapshot(apart)).toEqual(treeSnapshot(together));
    expect(readFileSync(buildRecordFile(apart), "utf8")).toBe(
      readFileSync(buildRecordFile(together), "utf8"),
    );
    const [one, other] = runs.map((run) => untimed(run.stdout).replaceAll(/\bapart\b|\btogether\b/g, "OUT"));
    expect(one).toContain("Search: ");
    expect(one).toBe(other);
    expect(runs[0]?.stderr).toBe(runs[1]?.stderr);
  });

  it("fails as a build in one process fails: the same problems, then the warnings and notes, exit 1, the output as it was", () => {
    const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
    writeFileSync(post, `${readFileSync(post, "utf8")}\nSee [the old page](/no-such-page).\n`);
    const apart = path.join(path.dirname(w.outDir), "apart");
    const before = treeSnapshot(apart);
    const runs = [
      npmRunBuild(w, apart, "1"),
      npmRunBuild(w, path.join(path.dirname(w.outDir), "together"), "0"),
    ];
    for (const run of runs) expect(run.status).toBe(1);
    expect(runs[0]?.stderr).toContain("\nBuild failed. DeadLinks");
    expect(runs[0]?.stderr.replaceAll("apart", "OUT")).toBe(runs[1]?.stderr.replaceAll("together", "OUT"));
    expect(treeSnapshot(apart)).toEqual(before);
  });
});

describe("the pages process", () => {
  it("that ends without handing over its pages (killed, out of memory) is told, with how it ended", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-apart-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const entry = path.join(dir, "dies.mjs");
    writeFileSync(entry, "process.kill(process.pid, 'SIGKILL');\n");
    await expect(makePagesApart({ root: ROOT }, { entry })).rejects.toThrow(
      "The process making the pages ended (signal SIGKILL) before it handed them over.",
    );
  });

  it(`is used from ${INDEX_APART_FROM} posts, or as BUILD_INDEX_APART says`, () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-apart-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(path.join(dir, "blog"));
    const posts = (count: number) => {
      for (let i = 0; i < count; i++) writeFileSync(path.join(dir, `blog/post-${i}.md`), "");
    };
    posts(INDEX_APART_FROM - 1);
    expect(pagesApart(dir, {})).toBe(false);
    expect(pagesApart(dir, { BUILD_INDEX_APART: "1" })).toBe(true);
    posts(INDEX_APART_FROM);
    expect(pagesApart(dir, {})).toBe(true);
    expect(pagesApart(dir, { BUILD_INDEX_APART: "0" })).toBe(false);
    expect(pagesApart(path.join(dir, "missing"), {})).toBe(false);
  });
});
