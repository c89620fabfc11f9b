/**
 * Where a build may write. A build replaces its output folder as a whole: the folder it is
 * given moves aside to become the next build's staging folder, which that build writes over
 * and empties of every file it did not write (out-dir.ts). So the output folder must be one no
 * one else keeps anything in, and checkOutFolder refuses, before anything is written or moved:
 *
 * - the project itself, or a folder that holds it (`--out .`, `--out ..`): the checkout, .git
 *   and all, would move into a hidden folder;
 * - the folders the build reads (the content and public/ folders, wherever --content and
 *   --public put them), a folder inside one, or one that holds one;
 * - a folder inside any folder the project holds (src/, content/, public/, build/, tests/,
 *   docs/, .git/, node_modules/, .github/, and any other, tracked or not), but the scratch
 *   folder .tmp/, which the tests and tools write their builds into; a folder inside another
 *   build's output too (`--out dist/x`), which that build's next run would remove;
 * - a file;
 * - an existing folder that holds files and that no build made: a build leaves its record
 *   beside the folder it writes (dist.build.json beside dist/: build-record.ts), and a folder
 *   without one (`--out docs`, the notes of a GitHub Pages "deploy from /docs" setup) is not
 *   the build's to replace. An empty folder is taken.
 *
 * Paths are compared as the disk resolves them (symbolic links followed), so a link to src/
 * is src/.
 *
 * What must not break: nothing here writes; the checks come before the lock (out-lock.ts)
 * and the staging folder, so a refused build leaves no trace.
 */
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { OutputFolderNotBuild, OutputFolderRefused, SiteBuildError } from "../errors";
import { buildRecordFile } from "./build-record";

/** The project's scratch folder (ignored by git): builds of the tests and tools may go in folders inside it. */
export const SCRATCH_DIR = ".tmp";

export interface Project {
  root: string;
  /** The folders the build reads. */
  contentDir: string;
  publicDir: string;
}

/** `file` as the disk resolves it: its deepest existing folder's real path, then the rest of its names. */
export function realPath(file: string): string {
  const absolute = path.resolve(file);
  const rest: string[] = [];
  for (let at = absolute; ; at = path.dirname(at)) {
    try {
      return path.join(realpathSync(at), ...rest.reverse());
    } catch {
      if (path.dirname(at) === at) return absolute;
      rest.push(path.basename(at));
    }
  }
}

/** Whether a path relative to a folder leaves it ("..", "../x", or another drive); "..x" is a name inside. */
function leaves(relative: string): boolean {
  return relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
}

/** Whether `inner` is `outer` or lies inside it (both absolute and resolved). */
export function within(outer: string, inner: string): boolean {
  return !leaves(path.relative(outer, inner));
}

/** How messages name a folder: relative to the root with a trailing slash when inside it ("docs/"), else its absolute path. */
export function shownFolder(root: string, folder: string): string {
  const relative = path.relative(root, folder);
  if (relative === "") return "./";
  if (leaves(relative)) return folder;
  return `${relative.split(path.sep).join("/")}/`;
}

/**
 * Why the build must not write into `outDir`, or undefined when it may: the place alone,
 * before looking at what the folder holds (checkOutFolder does both).
 */
export function outPlaceProblem(outDir: string, project: Project): string | undefined {
  const given = path.resolve(outDir);
  const out = realPath(outDir);
  const top = path.resolve(project.root);
  const root = realPath(project.root);
  if (out === root || given === top) return "is the project itself";
  if (within(out, root) || within(given, top)) return `holds the project (${project.root})`;
  for (const [dir, what] of [
    [project.contentDir, "the content folder"],
    [project.publicDir, "the public folder"],
  ] as const) {
    const read = realPath(dir);
    const shown = `${what} the build reads (${shownFolder(project.root, path.resolve(dir))})`;
    if (out === read) return `is ${shown}`;
    if (within(read, out)) return `lies inside ${shown}`;
    if (within(out, read)) return `holds ${shown}`;
  }
  // Inside what the project holds, as given or where the disk puts it (node_modules/ may be a
  // link to another checkout's): the folder itself is for checkOutFolder to judge.
  for (const name of readdirSync(top).sort()) {
    if (name === SCRATCH_DIR) continue;
    const entry = path.join(top, name);
    const real = realPath(entry);
    // A link to a folder that holds the project is no folder of it.
    if (within(real, root)) continue;
    if (given === entry || out === real || !(within(entry, given) || within(real, out))) continue;
    if (existsSync(buildRecordFile(entry)))
      return `lies inside ${name}/, the output folder of another build, whose next build would remove it`;
    return isFolder(entry)
      ? `lies inside ${name}/, a folder of the project`
      : `lies inside ${name}, a file of the project`;
  }
  return undefined;
}

/**
 * Stops the build (OutputFolderRefused, OutputFolderNotBuild) when `outDir` is not a folder it
 * may replace: see the top of this file. Writes nothing.
 */
export function checkOutFolder(outDir: string, project: Project): void {
  const folder = shownFolder(project.root, outDir);
  const reason = outPlaceProblem(outDir, project);
  if (reason) throw new SiteBuildError(OutputFolderRefused, { folder, reason });
  if (!exists(outDir)) return;
  if (!isFolder(outDir))
    throw new SiteBuildError(OutputFolderRefused, {
      folder,
      reason: "is not a folder (a file, or a link to nothing)",
    });
  if (readdirSync(outDir).length === 0 || existsSync(buildRecordFile(outDir))) return;
  throw new SiteBuildError(OutputFolderNotBuild, {
    folder,
    record: shownFile(project.root, buildRecordFile(outDir)),
  });
}

/** A file as messages name it: relative to the root when inside it, else absolute. */
export function shownFile(root: string, file: string): string {
  const relative = path.relative(root, file);
  return leaves(relative) ? file : relative.split(path.sep).join("/");
}

/** Whether anything is at `file`, a broken symbolic link included. */
function exists(file: string): boolean {
  return lstatSync(file, { throwIfNoEntry: false }) !== undefined;
}

/** Whether `file` is a folder, or a link to one. */
function isFolder(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
