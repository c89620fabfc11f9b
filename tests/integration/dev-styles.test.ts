/**
 * The dev server's stylesheet step (build/tools/dev/dev-styles.ts): which class names have a
 * rule in the stylesheet, and whether its file-by-file class names are what Tailwind reads.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Scanner } from "@tailwindcss/oxide";
import { beforeAll, describe, expect, it } from "vitest";
import { cssWithSources } from "../../build/3-assets/css";
import { cssEscape, hasClassRule } from "../../build/tools/dev/dev-styles";
import { ROOT } from "../helpers";

const ENTRY = path.join(ROOT, "src/styles/global.css");

describe("the dev server's stylesheet step", () => {
  let css = "";
  let files: string[] = [];
  beforeAll(async () => {
    ({ css, files } = await cssWithSources(ENTRY));
  });

  it("escapes class names as CSS does", () => {
    expect(cssEscape("md:flex")).toBe("md\\:flex");
    expect(cssEscape("w-[10px]")).toBe("w-\\[10px\\]");
    expect(cssEscape("bg-white/25")).toBe("bg-white\\/25");
    expect(cssEscape("2xl:p-4")).toBe("\\32 xl\\:p-4");
    expect(cssEscape("-left-[10000px]")).toBe("-left-\\[10000px\\]");
  });

  /** Class names of each kind the step must find: given to Tailwind inline, so a page that stops using one changes nothing here. */
  const KINDS = [
    "flex",
    "after:absolute",
    "aria-disabled:opacity-70",
    "before:bg-white/25",
    "aspect-[40/21]",
    "-left-[10000px]",
    "[@media(scripting:none)]:hidden",
  ];

  it("finds the rule of a class name with variants and arbitrary values, and none for plain words", async () => {
    const { css: withKinds } = await cssWithSources(ENTRY, `@source inline("${KINDS.join(" ")}");`);
    for (const name of KINDS) expect(hasClassRule(withKinds, name), name).toBe(true);
    for (const word of ["rights", "const", "className", "flex-colx", "fle"])
      expect(hasClassRule(withKinds, word), word).toBe(false);
  });

  it("reads, file by file, every class name that Tailwind's scan of the same files finds a rule for", () => {
    const sources = files.filter((file) => !file.endsWith(".css"));
    expect(sources.length).toBeGreaterThan(50);
    const scanner = new Scanner({});
    const byFile = new Set(
      sources.flatMap((file) =>
        scanner
          .getCandidatesWithPositions({
            content: readFileSync(file, "utf8"),
            extension: path.extname(file).slice(1),
          })
          .map((found) => found.candidate),
      ),
    );
    const scanned = new Scanner({
      sources: sources.map((file) => ({
        base: path.dirname(file),
        pattern: path.basename(file),
        negated: false,
      })),
    }).scan();
    // Tailwind's whole-folder scan also yields a few fragments no rule is made of ("---"):
    // what must agree is every class name the stylesheet has a rule for.
    const withRule = (names: Iterable<string>) =>
      [...new Set(names)].filter((name) => hasClassRule(css, name)).sort();
    expect(withRule(byFile)).toEqual(withRule(scanned));
    expect(withRule(byFile).length).toBeGreaterThan(300);
    expect([...byFile].every((name) => scanned.includes(name))).toBe(true);
  });
});
