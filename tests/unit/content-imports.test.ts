/**
 * content/ is data, read through one channel: the content loader (build/2-content/load.ts and
 * copy.ts) checks every file and hands the result to the pages as the loaded content. A module
 * in content/ would be code an editor cannot change safely, and an import of content/ from src/
 * would read it around the loader's checks (and put copy into the browser's bundle): this test
 * refuses both.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers";

const CONTENT = path.join(ROOT, "content");
const SRC = path.join(ROOT, "src");

/** The module specifiers of a TypeScript file: import and export ... from, import("..."), type imports alike. */
function specifiers(text: string): string[] {
  const pattern = /\b(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;
  return [...text.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? "");
}

describe("content/", () => {
  it("holds no code: every word is data the loader checks", () => {
    expect(fg.sync("**/*.{ts,tsx,mts,cts,js,mjs,cjs,jsx}", { cwd: CONTENT })).toEqual([]);
  });
});

describe("src/", () => {
  const files = fg.sync("**/*.{ts,tsx}", { cwd: SRC, absolute: true });

  it("has modules to look at", () => expect(files.length).toBeGreaterThan(50));

  it.each(files.map((file) => [path.relative(ROOT, file), file]))(
    "%s imports nothing from content/",
    (_, file) => {
      const intoContent = specifiers(readFileSync(file, "utf8")).filter((specifier) => {
        const resolved = path.resolve(path.dirname(file), specifier);
        return specifier.startsWith(".") && (resolved === CONTENT || resolved.startsWith(CONTENT + path.sep));
      });
      expect(intoContent).toEqual([]);
    },
  );

  it("finds an import of content/ in any of its forms", () => {
    expect(specifiers('import { site } from "../../content/site";')).toEqual(["../../content/site"]);
    expect(specifiers('import type {\n  Faq,\n} from "../content/pages/types";')).toEqual([
      "../content/pages/types",
    ]);
    expect(
      specifiers('export { x } from "../content/x";\nconst y = await import("../content/y.json");'),
    ).toEqual(["../content/x", "../content/y.json"]);
  });
});
