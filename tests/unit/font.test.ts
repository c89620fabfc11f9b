import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { FONT_SOURCE, fallbackOverrides, fontFaceCss, readWoff2Metrics } from "../../build/3-assets/font";

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

  it("swaps Inter in at its weights for the characters it holds, over a metric-matched fallback", () => {
    const css = fontFaceCss("x.woff2", readWoff2Metrics(woff2), {
      weights: { min: 400, max: 900 },
      unicodeRange: "U+20-7E,U+2011",
    });
    expect(css).toContain('src:url(./x.woff2) format("woff2");unicode-range:U+20-7E,U+2011}');
    expect(css).toContain("font-display:swap");
    expect(css).toContain("font-weight:400 900");
    expect(css).toMatch(
      /font-family:"Inter Fallback";.*src:local\("Arial"\).*size-adjust:107\.12%;ascent-override:90\.44%;descent-override:22\.52%;line-gap-override:0%/,
    );
  });
});
