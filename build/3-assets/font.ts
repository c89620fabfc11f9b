/**
 * Build step: the brand typeface. Inter (variable) cut down at build time to the characters the
 * site shows and the weights its stylesheet uses (font-subset.ts), copied under a content hash
 * beside the stylesheet, with the @font-face rules the stylesheet carries:
 *
 * - "Inter Variable": the real face, `font-display: swap`, preloaded by every page, its
 *   unicode-range the characters the subset holds.
 * - "Inter Fallback": local Arial (or its metric twins Liberation Sans and Arimo, or
 *   Helvetica), scaled and given Inter's line metrics, so text set in it takes the
 *   room Inter will take and the swap moves nothing (as next/font and Fontaine do).
 *
 * Where the fallback's numbers come from: Inter's units per em, ascender, descender and
 * line gap are read from the font file the site ships (its head and hhea tables, below);
 * the average character widths (Latin letters weighted by English letter frequency) of
 * Inter and Arial are those of @capsizecss/metrics 4.3.0 (`inter`, `arial`), the figures
 * next/font and Fontaine use. Helvetica has Arial's widths (913/2048 there too).
 *
 * Why a reader of our own: the vertical metrics must follow the file the site ships, which
 * inter-ui updates; @capsizecss/metrics describes Google's Inter (equal today: 2048, 1984,
 * -494, 0) and weighs 169 MB in 29,597 files for the two entries used here. Fontaine's way of
 * reading the file, fontkit (a devDependency already, for the art's text), takes 301 ms to load
 * and 61 ms to open a font on the two-core VM, on every build and dev server start; the
 * reader below takes 3 ms. tests/unit/font.test.ts checks it against fontkit.
 */
import { brotliDecompressSync } from "node:zlib";

/**
 * The whole of Inter 4.1 (rsms's own package): every character Inter draws, U+2011 (the no-break
 * hyphen the build writes) and U+2082 (CO₂) among them, which @fontsource's Latin file lacks.
 * Axes wght 100-900 and opsz 14-32; 352 KB, never shipped as it is.
 */
export const FONT_SOURCE = "inter-ui/variable/InterVariable.woff2";
export const FONT_FAMILY = "Inter Variable";
export const FALLBACK_FAMILY = "Inter Fallback";

/** Average width of a Latin character, in font units (@capsizecss/metrics 4.3.0: xWidthAvg, unitsPerEm). */
export const AVERAGE_WIDTH = {
  inter: { xWidthAvg: 978, unitsPerEm: 2048 },
  arial: { xWidthAvg: 913, unitsPerEm: 2048 },
} as const;

export interface VerticalMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
}

export interface BrandFont {
  /** Relative to the output folder ("assets/inter-XXXX.woff2"). */
  file: string;
  contents: Uint8Array;
  /** The @font-face rules, the font referred to relative to the stylesheet (both live in assets/). */
  css: string;
}

/** Percentages for the fallback face, to two decimals. */
export function fallbackOverrides(metrics: VerticalMetrics) {
  const inter = AVERAGE_WIDTH.inter.xWidthAvg / AVERAGE_WIDTH.inter.unitsPerEm;
  const arial = AVERAGE_WIDTH.arial.xWidthAvg / AVERAGE_WIDTH.arial.unitsPerEm;
  const sizeAdjust = inter / arial;
  // The overrides apply to the scaled face, so they are divided by the scale.
  const share = (units: number) => Math.abs(units) / (metrics.unitsPerEm * sizeAdjust);
  const percent = (ratio: number) => `${Number((ratio * 100).toFixed(2))}%`;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(share(metrics.ascender)),
    descentOverride: percent(share(metrics.descender)),
    lineGapOverride: percent(share(metrics.lineGap)),
  };
}

/**
 * The two faces: Inter at the weights it was cut to, for the characters it holds (`unicodeRange`),
 * and the metric-matched fallback.
 */
export function fontFaceCss(
  fileName: string,
  metrics: VerticalMetrics,
  { weights, unicodeRange }: { weights: { min: number; max: number }; unicodeRange: string },
): string {
  const o = fallbackOverrides(metrics);
  return [
    `@font-face{font-family:"${FONT_FAMILY}";font-style:normal;font-weight:${weights.min} ${weights.max};font-display:swap;` +
      `src:url(./${fileName}) format("woff2");unicode-range:${unicodeRange}}`,
    `@font-face{font-family:"${FALLBACK_FAMILY}";font-style:normal;font-weight:100 900;` +
      `src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("LiberationSans"),local("Arimo"),local("Helvetica");` +
      `size-adjust:${o.sizeAdjust};ascent-override:${o.ascentOverride};descent-override:${o.descentOverride};line-gap-override:${o.lineGapOverride}}`,
  ].join("\n");
}

/** WOFF2's known table tags, by the index its directory writes instead of the tag (only the ones read here). */
const KNOWN_TAGS: Record<number, string> = { 1: "head", 2: "hhea" };

/**
 * Reads units per em (head) and the horizontal header's ascender, descender and line gap
 * (hhea: what browsers lay lines out with) from a WOFF2 file: the table directory, then
 * the one Brotli stream that holds every table back to back.
 */
export function readWoff2Metrics(woff2: Uint8Array): VerticalMetrics {
  const view = new DataView(woff2.buffer, woff2.byteOffset, woff2.byteLength);
  if (view.getUint32(0) !== 0x774f4632) throw new Error("not a WOFF2 file");
  const numTables = view.getUint16(12);
  const compressedLength = view.getUint32(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = view.getUint8(at++);
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("bad UIntBase128 in WOFF2 directory");
  };
  const tables: { tag: string; offset: number }[] = [];
  let offset = 0;
  for (let i = 0; i < numTables; i++) {
    const flags = view.getUint8(at++);
    const index = flags & 0x3f;
    let tag = KNOWN_TAGS[index] ?? `#${index}`;
    if (index === 63) {
      tag = String.fromCharCode(...woff2.subarray(at, at + 4));
      at += 4;
    }
    const version = flags >> 6;
    const origLength = base128();
    // glyf and loca are transformed unless version 3; any other table is transformed unless version 0.
    const transformed = index === 10 || index === 11 ? version !== 3 : version !== 0;
    const length = transformed ? base128() : origLength;
    tables.push({ tag, offset });
    offset += length;
  }
  const data = brotliDecompressSync(woff2.subarray(at, at + compressedLength));
  const table = (tag: string) => {
    const found = tables.find((t) => t.tag === tag);
    if (!found) throw new Error(`WOFF2 file has no ${tag} table`);
    return new DataView(data.buffer, data.byteOffset + found.offset);
  };
  const head = table("head");
  const hhea = table("hhea");
  return {
    unitsPerEm: head.getUint16(18),
    ascender: hhea.getInt16(4),
    descender: hhea.getInt16(6),
    lineGap: hhea.getInt16(8),
  };
}
