import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import {
  FONT_SOURCE,
  fallbackOverrides,
  fontFaceCss,
  loadBrandFont,
  readWoff2Metrics,
} from "../../build/3-assets/font";

const woff2 = new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(FONT_SOURCE)));

describe("the brand font", () => {
  it("reads Inter's vertical metrics from the WOFF2 file (the numbers @capsizecss/metrics lists for Inter 4)", () => {
    expect(readWoff2Metrics(woff2)).toEqual({
      unitsPerEm: 2048,
      ascender: 1984,
      descender: -494,
      lineGap: 0,
    });
  });

  it("reads what fontkit (Fontaine's way of reading a font) reads from the same file", () => {
    const font = fontkit.create(Buffer.from(woff2)) as fontkit.Font;
    expect(readWoff2Metrics(woff2)).toEqual({
      unitsPerEm: font.unitsPerEm,
      ascender: font.hhea.ascent,
      descender: font.hhea.descent,
      lineGap: font.hhea.lineGap,
    });
  });

  it("refuses a file that is not WOFF2", () => {
    expect(() => readWoff2Metrics(new Uint8Array(64))).toThrow(/not a WOFF2 file/);
  });

  it("scales the Arial fallback to Inter: next/font's and Fontaine's figures for Inter over Arial", () => {
    expect(fallbackOverrides(readWoff2Metrics(woff2))).toEqual({
      sizeAdjust: "107.12%",
      ascentOverride: "90.44%",
      descentOverride: "22.52%",
      lineGapOverride: "0%",
    });
  });

  it("names the file by its content hash and swaps it in", () => {
    const font = loadBrandFont();
    expect(font.file).toMatch(/^assets\/inter-latin-wght-[A-Za-z0-9]{10}\.woff2$/);
    expect(font.contents).toEqual(woff2);
    const fileName = font.file.slice("assets/".length);
    expect(font.css).toContain(`src:url(./${fileName}) format("woff2")`);
    expect(font.css).toContain("font-display:swap");
    expect(font.css).toContain("font-weight:100 900");
    expect(fontFaceCss("x.woff2", readWoff2Metrics(woff2))).toMatch(
      /font-family:"Inter Fallback";.*src:local\("Arial"\).*size-adjust:107\.12%;ascent-override:90\.44%;descent-override:22\.52%;line-gap-override:0%/,
    );
  });
});
