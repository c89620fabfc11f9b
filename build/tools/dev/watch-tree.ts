/**
 * Watches folders and everything under them with one non-recursive fs.watch per folder.
 *
 * Node 20's `fs.watch(dir, { recursive: true })` on Linux watches each file it found at the
 * start: an editor that saves by writing a new file and renaming it over the old one (vim,
 * JetBrains' safe write, `sed -i`) leaves it watching the replaced file, so that file's
 * second save, and every save after, goes unseen. A folder's own watch names every entry that
 * is written, created, renamed over or deleted in it, whatever the file, and costs one watch
 * per folder, not per file (content/blog/ with 4,000 posts is one).
 *
 * Reports paths (absolute): a file written, created or deleted; every file of a folder that
 * appears (a checkout, a folder moved in), whose folders are then watched too; and a folder
 * that goes, by its own path.
 */
import { type Dirent, type FSWatcher, readdirSync, statSync, watch } from "node:fs";
import path from "node:path";

export interface TreeWatcher {
  close: () => void;
}

export function watchTree(roots: readonly string[], onChange: (file: string) => void): TreeWatcher {
  const watchers = new Map<string, FSWatcher>();

  const unwatch = (dir: string) => {
    for (const [folder, watcher] of watchers) {
      if (folder === dir || folder.startsWith(dir + path.sep)) {
        watcher.close();
        watchers.delete(folder);
      }
    }
  };

  /** Watches `dir` and the folders under it; calls `found` for each file in them. */
  const add = (dir: string, found?: (file: string) => void) => {
    if (watchers.has(dir)) return;
    let entries: Dirent[];
    try {
      const watcher = watch(dir, (_event, name) => {
        if (name) changed(path.join(dir, name.toString()));
      });
      // A folder deleted under the watch (its parent tells of it) or out of reach: stop watching it.
      watcher.on("error", () => unwatch(dir));
      watchers.set(dir, watcher);
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      unwatch(dir);
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) add(full, found);
      else found?.(full);
    }
  };

  const changed = (full: string) => {
    const stat = statSync(full, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      // A folder that appeared: its files are new to the site.
      if (!watchers.has(full)) add(full, onChange);
      return;
    }
    // A folder that went: nothing under it is watched any more.
    if (!stat && watchers.has(full)) unwatch(full);
    onChange(full);
  };

  for (const root of roots) add(path.resolve(root));
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
