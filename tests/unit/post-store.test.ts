/**
 * The dev server's posts kept on disk between runs (build/tools/dev/post-store.ts): used only
 * for unchanged files, under the same loader code and content folder; broken posts never kept.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentCache, type ReadPost } from "../../build/2-content/load";
import { restorePosts, savePosts, storeKey } from "../../build/tools/dev/post-store";

describe("the dev server's post store", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-store-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const store = path.join(dir, "store.json");
  const read = (body: string, problems: ReadPost["problems"] = []): ReadPost => ({
    problems,
    split: true,
    body,
    raw: { title: body },
    broken: new Set(),
    words: 2,
  });

  it("restores the posts whose files are unchanged, and none under another key", () => {
    const [a, b, bad] = ["a.md", "b.md", "bad.md"].map((name) => path.join(dir, name)) as [
      string,
      string,
      string,
    ];
    for (const file of [a, b, bad]) writeFileSync(file, "---\n---\ntext\n");
    const loader = path.join(dir, "load.ts");
    writeFileSync(loader, "export {}");
    const key = storeKey([loader], "/content");
    const cache = contentCache();
    cache.posts.set(a, read("first post"));
    cache.posts.set(b, read("second post"));
    cache.posts.set(bad, read("broken", [{ file: "bad.md", field: "title", message: "is too short" }]));
    savePosts(store, key, cache);

    const later = new Date(Date.now() + 5000);
    utimesSync(b, later, later);
    const restored = contentCache();
    expect(restorePosts(store, key, restored)).toBe(1);
    expect([...restored.posts.keys()]).toEqual([a]);
    expect(restored.posts.get(a)).toEqual(read("first post"));

    expect(restorePosts(store, storeKey([loader], "/other-content"), contentCache())).toBe(0);
    writeFileSync(loader, "export const changed = 1;");
    expect(restorePosts(store, storeKey([loader], "/content"), contentCache())).toBe(0);
    expect(restorePosts(path.join(dir, "missing.json"), key, contentCache())).toBe(0);
  });
});
