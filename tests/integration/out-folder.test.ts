/**
 * Where a build may write, and one build at a time (build/7-output/out-place.ts, out-lock.ts).
 * A build replaces its output folder as a whole, so it refuses, before writing or moving
 * anything, a folder no build made (`--out docs` moved the owner's docs/ aside, and the next
 * build removed them), the project itself or a folder holding it (`--out .` moved the
 * checkout, .git and all, into a hidden folder), and any folder inside the project's own; and
 * a second build into a folder another is writing stops at once (two at once failed with
 * some 200 false dead links), while the lock of a build that ended is taken over.
 */

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { buildRecordFile, readBuildRecord } from "../../build/7-output/build-record";
import { stagingDirs } from "../../build/7-output/out-dir";
import { holderRunning, lockFile, lockHolder } from "../../build/7-output/out-lock";
import {
  OutputFolderLocked,
  OutputFolderNotBuild,
  OutputFolderRefused,
  SiteBuildError,
} from "../../build/errors";
import { build } from "../../build/site-build";
import { CLONE, makeClone } from "../clone-fixture";
import { ROOT, tempDir, treeSnapshot } from "../helpers";

let cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

function put(file: string, text = "x\n") {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** What a build stopped with (it must stop). */
async function failure(run: Promise<unknown>): Promise<SiteBuildError> {
  const error = await run.then(
    () => new Error("the build went through"),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SiteBuildError);
  return error as SiteBuildError;
}

describe("an output folder that holds files no build wrote", () => {
  it("is refused, build after build, naming it, and nothing in it or beside it is moved or removed", async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    // GitHub Pages' "deploy from /docs": a docs/ folder of the owner's notes.
    const docs = path.join(dir, "docs");
    put(path.join(docs, "notes.md"), "Untracked notes.\n");
    put(path.join(docs, "guide/setup.md"), "How to set up.\n");
    const before = treeSnapshot(dir);
    for (const run of [1, 2]) {
      const error = await failure(build({ root: ROOT, outDir: docs, config: configFrom({}), workers: 0 }));
      expect(error.data, `build ${run}`).toBe(OutputFolderNotBuild);
      expect(error.message).toBe(
        OutputFolderNotBuild.message({ folder: docs, record: buildRecordFile(docs) }),
      );
      expect(error.message).toContain(`${docs} already holds files, and no build made it`);
      expect(error.message).not.toMatch(/\n\s+at /);
      expect(treeSnapshot(dir), `build ${run}`).toEqual(before);
    }
    expect(existsSync(stagingDirs(docs).staging)).toBe(false);
  });
});

describe("an output folder that is the project, holds it, or lies in one of its folders", () => {
  const clone = makeClone();
  cleanups.push(clone.cleanup);
  /** No page modules: a build let through stops at the next step, having written nothing. */
  const noPages = path.join(clone.parent, "no-pages");
  mkdirSync(noPages);
  const run = (given: string) =>
    build({
      root: clone.root,
      contentDir: clone.contentDir,
      publicDir: clone.publicDir,
      outDir: path.resolve(clone.root, given),
      config: configFrom({}),
      pagesDir: noPages,
      workers: 0,
    });

  const entries = { OutputFolderRefused, OutputFolderNotBuild };
  it.each([
    [".", "OutputFolderRefused", "./ is the project itself"],
    ["..", "OutputFolderRefused", `holds the project (${clone.root})`],
    ["../..", "OutputFolderRefused", `holds the project (${clone.root})`],
    ["content", "OutputFolderRefused", "content/ is the content folder the build reads (content/)"],
    ["public/site", "OutputFolderRefused", "lies inside the public folder the build reads (public/)"],
    ["src/site", "OutputFolderRefused", "src/site/ lies inside src/, a folder of the project"],
    ["build/out", "OutputFolderRefused", "lies inside build/, a folder of the project"],
    ["tests/out", "OutputFolderRefused", "lies inside tests/, a folder of the project"],
    [".git/site", "OutputFolderRefused", "lies inside .git/, a folder of the project"],
    ["node_modules/.cache/site", "OutputFolderRefused", "lies inside node_modules/, a folder of the project"],
    ["docs/site", "OutputFolderRefused", "lies inside docs/, a folder of the project"],
    [`${CLONE.link}/site`, "OutputFolderRefused", "lies inside src/, a folder of the project"],
    [`${CLONE.vendor}/site`, "OutputFolderRefused", "lies inside vendor/, a folder of the project"],
    [
      path.join(clone.parent, CLONE.store, "site"),
      "OutputFolderRefused",
      "lies inside vendor/, a folder of the project",
    ],
    [`${CLONE.built}/site`, "OutputFolderRefused", "lies inside dist/, the output folder of another build"],
    [`${CLONE.file}`, "OutputFolderRefused", "package.json/ is not a folder"],
    [`${CLONE.file}/site`, "OutputFolderRefused", "lies inside package.json, a file of the project"],
    ["src", "OutputFolderNotBuild", "src/ already holds files, and no build made it"],
    [".git", "OutputFolderNotBuild", ".git/ already holds files"],
    ["docs", "OutputFolderNotBuild", "docs/ already holds files"],
    [CLONE.notes, "OutputFolderNotBuild", "notes/ already holds files"],
    [CLONE.scratch, "OutputFolderNotBuild", ".tmp/ already holds files"],
    [CLONE.link, "OutputFolderNotBuild", "src-link/ already holds files"],
  ] as const)("refuses --out %s with %s before writing anything: %s", async (given, entry, words) => {
    const before = treeSnapshot(clone.parent);
    const error = await failure(run(given));
    expect(error.data).toBe(entries[entry]);
    expect(error.message).toContain(words);
    expect(treeSnapshot(clone.parent)).toEqual(before);
  });

  it.each([CLONE.built, CLONE.empty, "site", "new/site", `${CLONE.scratch}/site`, "../elsewhere"])(
    "lets --out %s through to the next step",
    async (given) => {
      const error = await run(given).catch((caught: unknown) => caught);
      expect((error as Error).message).toBe(`No page module found under ${noPages}`);
    },
  );

  it("refuses a folder inside the real project's tests/, writing nothing there", async () => {
    const outDir = path.join(ROOT, "tests", `out-folder-test-${process.pid}`);
    const beside = [
      outDir,
      stagingDirs(outDir).staging,
      buildRecordFile(outDir),
      `${outDir}.lock`,
      `${outDir}.cloudfront.js`,
    ];
    cleanups.push(() => {
      for (const file of beside) rmSync(file, { recursive: true, force: true });
    });
    const error = await failure(build({ root: ROOT, outDir, config: configFrom({}), workers: 0 }));
    expect(error.data).toBe(OutputFolderRefused);
    expect(error.message).toContain(
      `the output folder ${path.relative(ROOT, outDir)}/ lies inside tests/, a folder of the project`,
    );
    expect(beside.filter((file) => existsSync(file))).toEqual([]);
  });
});

describe("one build at a time into a folder", () => {
  /** A process that has ended: its number names no running process. */
  const endedPid = () => spawnSync(process.execPath, ["-e", ""]).pid;

  it("stops at once while another build holds the folder, naming its process and since when, and how to clear a stale lock", async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const outDir = path.join(dir, "site");
    const holder = {
      pid: process.ppid,
      host: os.hostname(),
      started: "2026-11-28T09:00:00.000Z",
      command: "node build/run.mjs build/cli.ts --out site",
    };
    writeFileSync(lockFile(outDir), JSON.stringify(holder));
    const before = treeSnapshot(dir);
    const error = await failure(build({ root: ROOT, outDir, config: configFrom({}), workers: 0 }));
    expect(error.data).toBe(OutputFolderLocked);
    expect(error.message).toBe(
      OutputFolderLocked.message({ folder: outDir, lockFile: lockFile(outDir), holder, otherHost: false }),
    );
    expect(error.message).toContain(
      `${outDir} is being written by another build: process ${holder.pid} (${holder.command}), since ${holder.started}.`,
    );
    expect(error.message).toContain(`delete ${lockFile(outDir)} and build again`);
    // Nothing written, the other build's lock kept.
    expect(treeSnapshot(dir)).toEqual(before);
  });

  it("of two builds started together, the second stops at once naming the first; a lock whose process ended is taken over, saying so; the lock goes with the build", async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const outDir = path.join(dir, "site");
    // An empty folder is taken as it is.
    mkdirSync(outDir);
    const stale = {
      pid: endedPid(),
      host: os.hostname(),
      started: "2026-11-27T08:00:00.000Z",
      command: "node x",
    };
    writeFileSync(lockFile(outDir), JSON.stringify(stale));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const options = { root: ROOT, outDir, config: configFrom({}), workers: 0 };
    const [first, second] = await Promise.allSettled([build(options), build(options)]);
    expect(first.status).toBe("fulfilled");
    expect(second.status).toBe("rejected");
    const error = (second as PromiseRejectedResult).reason as SiteBuildError;
    expect(error.data).toBe(OutputFolderLocked);
    expect(error.message).toContain(`${outDir} is being written by another build: process ${process.pid} (`);
    expect(warn).toHaveBeenCalledWith(
      `Took over the lock of ${outDir} from process ${stale.pid} (node x), which started ${stale.started} and is no longer running.`,
    );
    warn.mockRestore();
    expect(existsSync(lockFile(outDir))).toBe(false);
    expect(readBuildRecord(outDir)?.today).toBe(configFrom({}).today);
    expect(existsSync(path.join(outDir, "index.html"))).toBe(true);
  });

  it("judges a lock by its process: running (or on another machine) holds it, ended or unreadable does not", () => {
    const here = os.hostname();
    const lock = (pid: number, host = here) => ({ pid, host, started: "", command: "" });
    expect(holderRunning(lock(process.pid))).toBe(true);
    expect(holderRunning(lock(endedPid()))).toBe(false);
    expect(holderRunning(lock(endedPid(), `not-${here}`))).toBe(true);
    expect(lockHolder("{ half a lock")).toBeUndefined();
    expect(lockHolder(JSON.stringify({ pid: 0 }))).toBeUndefined();
    expect(lockHolder(JSON.stringify({ pid: -1 }))).toBeUndefined();
    expect(lockHolder(JSON.stringify(lock(42)))).toEqual(lock(42));
  });
});
