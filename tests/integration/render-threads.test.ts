/**
 * Rendering in worker threads (build/4-pages/render-pages.ts) must write exactly the
 * site that one thread writes.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { PARALLEL_FROM, workerCount } from "../../build/4-pages/render-pages";
import { build } from "../../build/site-build";
import { ROOT } from "../helpers";
import { sharedBuild } from "../shared-build";

describe("workerCount", () => {
  it("starts none for a small site or on two cores, one per core beyond two (at most 3) for a large one", () => {
    expect(workerCount(16, undefined, 8)).toBe(0);
    expect(workerCount(PARALLEL_FROM, undefined, 2)).toBe(0);
    expect(workerCount(PARALLEL_FROM, undefined, 4)).toBe(3);
    expect(workerCount(10_000, undefined, 16)).toBe(3);
  });

  it("honours a number asked for, whatever the size, and refuses a bad one", () => {
    expect(workerCount(16, 1, 2)).toBe(1);
    expect(workerCount(10_000, 0, 16)).toBe(0);
    expect(() => workerCount(16, -1)).toThrow(/whole number of 0 or more \(got "-1"\)/);
    expect(() => workerCount(16, 1.5)).toThrow(/whole number/);
  });
});

describe("the site written by worker threads", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-threads-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("is byte for byte the site one thread writes, with the results in route order", async () => {
    const one = await sharedBuild(); // built with workers: 0
    const three = await build({
      root: ROOT,
      outDir: path.join(work, "w2"),
      config: configFrom({}),
      workers: 2,
    });
    expect(three.workers).toBe(2);
    expect(three.sizes.map((s) => s.route)).toEqual(one.sizes.map((s) => s.route));
    expect(three.sizes).toEqual(one.sizes);
    const files = fg.sync("**/*", { cwd: one.outDir }).sort();
    expect(files.length).toBeGreaterThan(50);
    expect(fg.sync("**/*", { cwd: three.outDir }).sort()).toEqual(files);
    for (const file of files) {
      const a = readFileSync(path.join(one.outDir, file));
      const b = readFileSync(path.join(three.outDir, file));
      expect(a.equals(b), file).toBe(true);
    }
  });
});
