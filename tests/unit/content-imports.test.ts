/**
 * content/ is data that src/ reads: it names pages, services, posts and icons by key, and
 * src/ resolves them (src/lib/link-target.ts, src/components/ui/icon.tsx). An import of src/
 * from content/ ties the two together again, both ways round, and is what this test refuses.
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
  const files = fg.sync("**/*.{ts,tsx,mts,js,mjs}", { cwd: CONTENT, absolute: true });

  it("has TypeScript modules to look at", () => expect(files.length).toBeGreaterThan(3));

  it.each(files.map((file) => [path.relative(ROOT, file), file]))(
    "%s imports nothing from src/",
    (_, file) => {
      const intoSrc = specifiers(readFileSync(file, "utf8")).filter((specifier) => {
        const resolved = path.resolve(path.dirname(file), specifier);
        return specifier.startsWith(".") && (resolved === SRC || resolved.startsWith(SRC + path.sep));
      });
      expect(intoSrc).toEqual([]);
    },
  );

  it("finds an import of src/ in any of its forms", () => {
    expect(specifiers('import { paths } from "../../src/paths";')).toEqual(["../../src/paths"]);
    expect(specifiers('import type {\n  IconName,\n} from "../src/components/ui/icon";')).toEqual([
      "../src/components/ui/icon",
    ]);
    expect(specifiers('export { x } from "../src/x";\nconst y = await import("../src/y");')).toEqual([
      "../src/x",
      "../src/y",
    ]);
  });
});
