/**
 * A made-up checkout of the project on disk, for the tests of where a build may write
 * (build/7-output/out-place.ts): the folders a clone holds, each with a file; an owner's own
 * folder of notes, which no build made; an empty folder; an earlier build's output with its
 * record beside it; the scratch folder .tmp/; a file; a symbolic link to src/, and one to a
 * folder outside the clone (as a worktree's node_modules/ is a link to the main checkout's). It
 * lies in a folder of its own (`parent`), so that `..` of it is a temp folder too. Nothing in it is the
 * real project's: a test that runs a build with its root here can lose nothing that matters.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildRecordFile } from "../build/7-output/build-record";

/** What the clone holds, by its name at the top of it. */
export const CLONE = {
  /** The folders of a clone (tracked by git, or made by npm and git), each holding a file. */
  project: [
    "src",
    "content",
    "public",
    "build",
    "tests",
    "docs",
    ".git",
    ".github",
    ".ci",
    "node_modules",
    "bench",
    "deploy",
  ],
  /** A folder of the owner's own, which no build made. */
  notes: "notes",
  empty: "empty",
  /** An earlier build's output: its record is beside it. */
  built: "dist",
  scratch: ".tmp",
  /** A file at the top. */
  file: "package.json",
  /** A symbolic link to src/. */
  link: "src-link",
  /** A symbolic link to a folder outside the clone, in `parent`: `store`. */
  vendor: "vendor",
  store: "vendor-store",
} as const;

export interface Clone {
  /** The clone's folder. */
  root: string;
  /** The temp folder the clone lies in. */
  parent: string;
  contentDir: string;
  publicDir: string;
  cleanup: () => void;
}

function put(file: string, text = "x\n"): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export function makeClone(): Clone {
  const parent = mkdtempSync(path.join(os.tmpdir(), "buyitad-clone-"));
  const root = path.join(parent, "clone");
  for (const folder of CLONE.project) put(path.join(root, folder, "kept.txt"), `${folder}\n`);
  put(path.join(root, CLONE.notes, "todo.md"), "Untracked notes of the owner's.\n");
  mkdirSync(path.join(root, CLONE.empty));
  put(path.join(root, CLONE.built, "index.html"), "<!doctype html><title>x</title>\n");
  put(buildRecordFile(path.join(root, CLONE.built)), '{ "today": "2026-01-01" }\n');
  put(path.join(root, CLONE.scratch, "suite.log"));
  put(path.join(root, CLONE.file), "{}\n");
  symlinkSync("src", path.join(root, CLONE.link));
  put(path.join(parent, CLONE.store, "pkg.js"), "module.exports = {};\n");
  symlinkSync(path.join(parent, CLONE.store), path.join(root, CLONE.vendor));
  return {
    root,
    parent,
    contentDir: path.join(root, "content"),
    publicDir: path.join(root, "public"),
    cleanup: () => rmSync(parent, { recursive: true, force: true }),
  };
}
