/**
 * The browser editor's local-repository mode (Sveltia CMS's "Work with Local Repository"), on a
 * folder the test prepares. The CMS asks the browser for a folder with showDirectoryPicker(),
 * whose dialog no automation can answer; the test answers it with a folder of the page's
 * origin-private file system (a real FileSystemDirectoryHandle, which the CMS reads and writes
 * through the same File System Access API as a folder of the editor's disk), filled with a copy
 * of the project's files, and reads back what the CMS wrote to it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import fg from "fast-glob";

/** The folder's name in the origin-private file system. */
const FOLDER = "repository";

/** Answers the page's folder picker with the prepared folder; call before the page loads. */
export async function answerFolderPicker(page: Page): Promise<void> {
  await page.addInitScript((folder) => {
    Object.defineProperty(window, "showDirectoryPicker", {
      configurable: true,
      value: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true }),
    });
  }, FOLDER);
}

/**
 * Copies `patterns` of `root` (project-relative globs) into the page's folder, with an empty
 * .git/ (the CMS takes only a repository's root).
 */
export async function prepareFolder(page: Page, root: string, patterns: string[]): Promise<number> {
  const files = fg
    .sync(patterns, { cwd: root, onlyFiles: true })
    .map((file) => [file, readFileSync(path.join(root, file)).toString("base64")] as const);
  await page.evaluate(
    async ({ folder, files }) => {
      const top = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
      await top.getDirectoryHandle(".git", { create: true });
      for (const [file, base64] of files) {
        const parts = file.split("/");
        let dir = top;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (
          await dir.getFileHandle(parts.at(-1) as string, { create: true })
        ).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    { folder: FOLDER, files },
  );
  return files.length;
}

/** Writes every file of the page's folder (but .git/) under `to`, by its path in the folder; returns the paths. */
export async function readFolder(page: Page, to: string): Promise<string[]> {
  const files = await page.evaluate(async (folder) => {
    const found: [string, string][] = [];
    const walk = async (dir: FileSystemDirectoryHandle, at: string): Promise<void> => {
      // entries() is in Chromium's FileSystemDirectoryHandle, not yet in TypeScript's DOM types.
      const entries = (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries();
      for await (const [name, handle] of entries) {
        if (name === ".git") continue;
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${at}${name}/`);
        else {
          const bytes = new Uint8Array(
            await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
          );
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          found.push([`${at}${name}`, btoa(binary)]);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), "");
    return found;
  }, FOLDER);
  for (const [file, base64] of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    writeFileSync(path.join(to, file), Buffer.from(base64, "base64"));
  }
  return files.map(([file]) => file);
}
