/**
 * Every page module under src/pages/ is in the page list (src/pages/index.ts). The compiler
 * checks the list against src/paths.ts, but a module that nobody imports is checked against
 * nothing: with its path written and its line in the list forgotten, the page would silently
 * not be built. So the build reads the modules from disk, finds each `definePage({ id: ... })`
 * and stops on an id that the list does not hold, naming the file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import { PageIdUnreadable, PageModuleUnlisted, SiteBuildError } from "../errors";

/** The project's page modules (src/pages/). */
export const PAGES_DIR = fileURLToPath(new URL("../../src/pages/", import.meta.url));

/** A page a module declares: the module (relative to the project root) and the page's id. */
export interface DeclaredPage {
  file: string;
  id: string;
}

const DEFINE_PAGE = /\bdefinePage\(\s*\{/g;
// The id, first in the object, after any line comments.
const LEADING_ID = /^(?:\s*\/\/[^\n]*\n)*\s*id:\s*(["'])([^"'\n]+)\1/;

/**
 * The pages declared by the modules under `pagesDir`. A definePage call whose object does not
 * start with `id: "..."` cannot be checked, and is an error rather than a page let through.
 */
export function declaredPages(root: string, pagesDir: string): DeclaredPage[] {
  const files = fg.sync("**/*.{ts,tsx}", { cwd: pagesDir }).sort();
  return files.flatMap((name) => {
    const file = path.relative(root, path.join(pagesDir, name)).split(path.sep).join("/");
    const text = readFileSync(path.join(pagesDir, name), "utf8");
    return [...text.matchAll(DEFINE_PAGE)].map((call): DeclaredPage => {
      const id = LEADING_ID.exec(text.slice(call.index + call[0].length))?.[2];
      if (id === undefined) {
        const line = text.slice(0, call.index).split("\n").length;
        throw new SiteBuildError(PageIdUnreadable, { file, line });
      }
      return { file, id };
    });
  });
}

/** Stops the build on a page module whose page is not in the list of `listedIds`. */
export function checkPageModules(root: string, pagesDir: string, listedIds: readonly string[]): void {
  const listed = new Set(listedIds);
  const declared = declaredPages(root, pagesDir);
  // None at all: the folder is not where the modules are (a bug of this check), not a site without pages.
  if (!declared.length) throw new Error(`No page module found under ${pagesDir}`);
  const unlisted = declared.filter((page) => !listed.has(page.id));
  if (unlisted.length) throw new SiteBuildError(PageModuleUnlisted, { modules: unlisted });
}
