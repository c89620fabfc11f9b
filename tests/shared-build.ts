/**
 * The build of the project's own content and public/ (default configuration, no
 * render threads), made once per test run for the test files that need one to
 * compare with or to start from: a build takes about a second. The first test file
 * that asks builds it, into the run's folder (tests/global-setup.ts); the
 * others wait for it and read it. A test that changes a build works on a copy (copyBuild).
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { inject } from "vitest";
import { configFrom } from "../build/1-config/config";
import { buildRecordFile } from "../build/7-output/build-record";
import type { PageSizes } from "../build/7-output/size-table";
import { build } from "../build/site-build";
import { ROOT } from "./helpers";

declare module "vitest" {
  interface ProvidedContext {
    /** A fresh folder for this run's shared builds, removed after the run. */
    sharedBuildsDir: string;
  }
}

export interface SharedBuild {
  outDir: string;
  routePaths: string[];
  sizes: PageSizes[];
}

let memo: Promise<SharedBuild> | undefined;

/** The finished build, made by whichever test file asked first. Read it, never write to it. */
export function sharedBuild(): Promise<SharedBuild> {
  memo ??= buildOnce();
  return memo;
}

async function buildOnce(): Promise<SharedBuild> {
  const dir = path.join(inject("sharedBuildsDir"), "project");
  const done = path.join(dir, "result.json");
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (existsSync(done)) return JSON.parse(readFileSync(done, "utf8")) as SharedBuild;
    try {
      mkdirSync(lock); // atomic: one test file builds, the others wait for result.json
    } catch {
      if (Date.now() > deadline) throw new Error("waited too long for the shared build");
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const outDir = path.join(dir, "dist");
      const result = await build({ root: ROOT, outDir, config: configFrom({}), workers: 0 });
      const shared: SharedBuild = {
        outDir,
        routePaths: result.routes.map((route) => route.path),
        sizes: result.sizes,
      };
      writeFileSync(done, JSON.stringify(shared));
      return shared;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * Copies a built site to `to`, keeping its hard links: a page's second name is a link to
 * its first within the copy, as in a build. Nothing in the copy links to the original,
 * so a build over the copy cannot change the shared build (build/7-output/out-dir.ts). Its
 * record goes beside it too: a copy of a build is a build's output, which a build may replace
 * (build/7-output/out-place.ts).
 */
export function copyBuild(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  if (existsSync(buildRecordFile(from))) copyFileSync(buildRecordFile(from), buildRecordFile(to));
  const copies = new Map<number, string>();
  for (const file of fg.sync("**/*", { cwd: from, dot: true })) {
    const source = path.join(from, file);
    const target = path.join(to, file);
    mkdirSync(path.dirname(target), { recursive: true });
    const { ino } = statSync(source);
    const first = copies.get(ino);
    if (first) linkSync(first, target);
    else {
      copyFileSync(source, target);
      copies.set(ino, target);
    }
  }
}
