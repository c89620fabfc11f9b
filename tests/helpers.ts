import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const FIXTURES = path.join(ROOT, "tests/fixtures");

/** Copies a folder into a fresh temp folder; returns the copy and a cleanup. */
export function tempCopy(source: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-"));
  cpSync(source, dir, { recursive: true });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function fixtureDirs(contentDir = path.join(FIXTURES, "content")) {
  return { root: ROOT, contentDir, publicDir: path.join(FIXTURES, "public") };
}
