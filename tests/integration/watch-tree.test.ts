/**
 * The dev server's watcher (build/tools/dev/watch-tree.ts): every save is seen, however the
 * editor writes it, and folders that come and go are followed.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, it } from "vitest";
import { type TreeWatcher, watchTree } from "../../build/tools/dev/watch-tree";
import { recorder } from "../helpers";

describe("watchTree", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "buyitad-watch-"));
  mkdirSync(path.join(root, "src/components"), { recursive: true });
  const file = path.join(root, "src/components/footer.tsx");
  writeFileSync(file, "export {};\n");
  const seen = recorder<string>();
  let watcher: TreeWatcher | undefined;
  afterAll(() => {
    watcher?.close();
    rmSync(root, { recursive: true, force: true });
  });
  /** Waits until `target` has been reported since `from` (an index into what was seen). */
  const reported = (target: string, from: number) =>
    seen.until((all) => all.slice(from).includes(target), `${path.relative(root, target)} reported`);
  /** Saves as vim, JetBrains' safe write or `sed -i` do: a new file renamed over the old one. */
  const saveByRename = (target: string, text: string) => {
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.tmp`);
    writeFileSync(temporary, text);
    renameSync(temporary, target);
  };

  it("sees every save of a file, also when each one renames a new file over it", async () => {
    watcher = watchTree([path.join(root, "src")], seen.add);
    for (const text of ["one", "two", "three"]) {
      const from = seen.all.length;
      saveByRename(file, `export const x = "${text}";\n`);
      await reported(file, from);
    }
    const from = seen.all.length;
    writeFileSync(file, "export const x = 'in place';\n");
    await reported(file, from);
  });

  it("reports the files of a folder that appears, then watches it, and a folder that goes", async () => {
    const staged = path.join(root, "staged");
    mkdirSync(path.join(staged, "nested"), { recursive: true });
    writeFileSync(path.join(staged, "nested/card.tsx"), "export {};\n");
    const folder = path.join(root, "src/blocks");
    const card = path.join(folder, "nested/card.tsx");
    let from = seen.all.length;
    renameSync(staged, folder);
    await reported(card, from);
    from = seen.all.length;
    writeFileSync(card, "export const y = 1;\n");
    await reported(card, from);
    from = seen.all.length;
    rmSync(folder, { recursive: true });
    await reported(folder, from);
  });
});
