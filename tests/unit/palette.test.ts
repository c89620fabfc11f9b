/**
 * The brand colours are written once, in src/styles/palette.ts: the stylesheet's theme is made
 * from it (build/3-assets/css.ts), and the art kit, the head's theme colour and the mark import it.
 * These tests fail if a colour is written a second time somewhere, or if the stylesheet stops
 * getting the palette.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { buildCss } from "../../build/3-assets/css";
import { palette } from "../../src/styles/palette";
import { FIXTURES, ROOT } from "../helpers";

const PALETTE_FILE = "src/styles/palette.ts";
const colours = Object.entries(palette).flatMap(([name, scale]) =>
  Object.entries(scale).map(([step, value]) => ({ name: `${name}-${step}`, value: value.toLowerCase() })),
);

describe("the palette (src/styles/palette.ts)", () => {
  it("is the only source file that writes a brand or accent colour", () => {
    const files = fg.sync(["src/**/*.{ts,tsx,css}", "build/**/*.{ts,mjs}", "content/**/*.ts"], { cwd: ROOT });
    expect(files.length).toBeGreaterThan(100);
    const copies = files
      .filter((file) => file !== PALETTE_FILE)
      .flatMap((file) => {
        const text = readFileSync(path.join(ROOT, file), "utf8").toLowerCase();
        return colours
          .filter(({ value }) => text.includes(value))
          .map(({ name, value }) => `${file}: ${name} ${value}`);
      });
    expect(copies).toEqual([]);
  });

  it("reaches the stylesheet as Tailwind theme colours, from an entry that writes none", async () => {
    const css = await buildCss(path.join(FIXTURES, "palette/entry.css"));
    for (const { name, value } of colours) {
      expect(css).toContain(`--color-${name}:${value}`);
      expect(css).toContain(`.bg-${name}{background-color:var(--color-${name})}`);
    }
  });
});
