/**
 * The dev server's watcher (build/tools/dev/watch-tree.ts): every save is seen, however the
 * editor writes it, and folders that come and go are followed.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type TreeWatcher, watchTree } from "../../build/tools/dev/watch-tree";

describe("watchTree", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "buyitad-watch-"));
  mkdirSync(path.join(root, "src/components"), { recursive: true });
  const file = path.join(root, "src/components/footer.tsx");
  writeFileSync(file, "export {};\n");
  const seen: string[] = [];
  let watcher: TreeWatcher | undefined;
  afterAll(() => {
    watcher?.close();
    rmSync(root, { recursive: true, force: true });
  });
  /** Waits until `file` has been reported since `from` (index into seen). */
  const reported = async (target: string, from: number) => {
    for (let waited = 0; waited < 5000; waited += 10) {
      if (seen.slice(from).includes(target)) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  };
  /** Saves as vim, JetBrains' safe write or `sed -i` do: a new file renamed over the old one. */
  const saveByRename = (target: string, text: string) => {
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.tmp`);
    writeFileSync(temporary, text);
    renameSync(temporary, target);
  };

  it("sees every save of a file, also when each one renames a new file over it", async () => {
    watcher = watchTree([path.join(root, "src")], (changed) => seen.push(changed));
    for (const text of ["one", "two", "three"]) {
      const from = seen.length;
      saveByRename(file, `export const x = "${text}";\n`);
      expect(await reported(file, from), `save "${text}"`).toBe(true);
    }
    const from = seen.length;
    writeFileSync(file, "export const x = 'in place';\n");
    expect(await reported(file, from)).toBe(true);
  });

  it("reports the files of a folder that appears, then watches it, and a folder that goes", async () => {
    const staged = path.join(root, "staged");
    mkdirSync(path.join(staged, "nested"), { recursive: true });
    writeFileSync(path.join(staged, "nested/card.tsx"), "export {};\n");
    const folder = path.join(root, "src/blocks");
    const card = path.join(folder, "nested/card.tsx");
    let from = seen.length;
    renameSync(staged, folder);
    expect(await reported(card, from)).toBe(true);
    from = seen.length;
    writeFileSync(card, "export const y = 1;\n");
    expect(await reported(card, from)).toBe(true);
    from = seen.length;
    rmSync(folder, { recursive: true });
    expect(await reported(folder, from)).toBe(true);
  });
});
