/**
 * The dev server's posts kept on disk between runs, so that `npm run dev` does not read
 * and check thousands of unchanged posts again on every start. An entry is used only when
 * its file has the same size and modification time, and the whole store only when the
 * code that reads posts is the same (a hash of the content loader's source files) and
 * the content folder is the same. Only posts without problems are kept: a broken post is
 * read again, so its problems are always told as the loader words them today.
 */
import { createHash } from "node:crypto";
import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import type { ContentCache, ReadPost } from "../../2-content/load";

interface StoredPost extends Omit<ReadPost, "broken"> {
  file: string;
  size: number;
  mtimeMs: number;
}

interface Store {
  key: string;
  posts: StoredPost[];
}

/** What the store is valid for: the loader's source files (their contents) and the content folder. */
export function storeKey(loaderFiles: Iterable<string>, contentDir: string): string {
  const hash = createHash("sha256").update(contentDir);
  for (const file of [...loaderFiles].sort()) hash.update(file).update(readFileSync(file));
  return hash.digest("base64url");
}

/** Puts the stored posts whose files are unchanged into `cache`; returns how many. */
export function restorePosts(storeFile: string, key: string, cache: ContentCache): number {
  let store: Store;
  try {
    store = JSON.parse(readFileSync(storeFile, "utf8")) as Store;
  } catch {
    return 0;
  }
  if (store.key !== key) return 0;
  let restored = 0;
  for (const { file, size, mtimeMs, ...post } of store.posts) {
    try {
      const stat = statSync(file);
      if (stat.size !== size || stat.mtimeMs !== mtimeMs) continue;
    } catch {
      continue;
    }
    cache.posts.set(file, { ...post, broken: new Set() });
    restored++;
  }
  return restored;
}

/** Writes the cache's posts that have no problems, with their files' size and time now. */
export function savePosts(storeFile: string, key: string, cache: ContentCache): void {
  const posts: StoredPost[] = [];
  for (const [file, { broken: _broken, ...post }] of cache.posts) {
    if (post.problems.length || !post.split) continue;
    try {
      const { size, mtimeMs } = statSync(file);
      posts.push({ file, size, mtimeMs, ...post });
    } catch {
      // deleted meanwhile
    }
  }
  // Written beside, then renamed: another dev server reading it never sees half a file.
  const partial = `${storeFile}.${process.pid}`;
  writeFileSync(partial, JSON.stringify({ key, posts } satisfies Store));
  renameSync(partial, storeFile);
}
