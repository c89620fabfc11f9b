/**
 * The one door to the disk for every file the build writes: pages and their hard-linked
 * twins, the stylesheet and scripts, images, the feed, sitemap and robots.txt, redirect pages,
 * the files copied from public/, the search index and the CloudFront function. Each writer asks
 * outPath for the absolute path of a name relative to its folder (the staging folder, or the
 * output folder's parent for the CloudFront function), and outPath refuses any name that would
 * leave that folder: an author named "../../../../tmp/x" or "..", a route or a redirect that
 * slipped past its own checks. The file is then not written, anywhere.
 *
 * What must not break: no module of build/ (but tools/ and deploy/, which write where they
 * are told) writes a file without a path from here; tests/unit/out-path.test.ts reads their
 * sources to make sure a new writer cannot forget it.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { OutputOutsideFolder, SiteBuildError } from "../errors";

/** Why `file` is not a name inside a folder, or undefined when it is. */
export function outsideReason(file: string): string | undefined {
  if (file === "") return "it is empty";
  if (file.includes("\\")) return "it holds a backslash";
  if (file.includes("\0")) return "it holds a NUL character";
  if (path.posix.isAbsolute(file) || path.win32.isAbsolute(file)) return "it is an absolute path";
  const bad = file.split("/").find((name) => name === "" || name === "." || name === "..");
  if (bad !== undefined)
    return bad === "" ? "it has an empty folder name (//)" : `it holds the folder name "${bad}"`;
  return undefined;
}

/**
 * The absolute path of `file` (relative, with forward slashes) inside `folder`; a SiteBuildError
 * (OutputOutsideFolder) when the name would climb out of it, or is not a plain path at all.
 */
export function outPath(folder: string, file: string): string {
  const reason = outsideReason(file);
  const target = path.resolve(folder, file);
  const inside = path.relative(path.resolve(folder), target);
  if (reason || inside === "" || inside.startsWith("..") || path.isAbsolute(inside)) {
    throw new SiteBuildError(OutputOutsideFolder, { name: file, reason: reason ?? "it resolves outside it" });
  }
  return target;
}

/** Writes `contents` at `file` inside `folder` (its folders made first), through outPath. */
export function writeOut(folder: string, file: string, contents: string | Uint8Array): void {
  const target = outPath(folder, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, contents);
}

/** Copies `source` to `file` inside `folder` (its folders made first), through outPath. */
export function copyOut(source: string, folder: string, file: string): void {
  const target = outPath(folder, file);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(source, target);
}
