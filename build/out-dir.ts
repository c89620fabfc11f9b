/**
 * The output folder is updated in place rather than deleted and written anew:
 * every file is written over its old self, then the files this build did not
 * write are removed. A rebuild thus reuses the files it had (on ext4, creating a
 * file soon after thousands were deleted scans past every recently freed inode:
 * measured at up to 1 ms a file), and dist/ never stands empty while a
 * preview server reads it.
 */
import { rmdirSync, rmSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";

/** Removes every file under `outDir` not in `written` (paths relative to it), then the folders it empties. */
export function removeStale(outDir: string, written: ReadonlySet<string>): string[] {
  const stale = fg.sync("**/*", { cwd: outDir, dot: true }).filter((file) => !written.has(file));
  const emptied = new Set<string>();
  for (const file of stale) {
    rmSync(path.join(outDir, file), { force: true });
    for (let dir = path.posix.dirname(file); dir !== "."; dir = path.posix.dirname(dir)) emptied.add(dir);
  }
  // Deepest first, so that a folder that held only emptied folders goes too.
  for (const dir of [...emptied].sort((a, b) => b.split("/").length - a.split("/").length)) {
    try {
      rmdirSync(path.join(outDir, dir));
    } catch {
      // Not empty: it holds this build's files.
    }
  }
  return stale;
}
