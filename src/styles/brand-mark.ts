/**
 * The brand's mark, drawn once: a white check on a rounded navy tile, 32x32 units. The logo
 * (src/components/layout/logo.tsx) renders it as React elements; `markSvg` writes the same
 * drawing as a file for public/favicon.svg, public/images/logo.png and the share image
 * (build/tools/images.ts, build/tools/art/share.ts).
 */
import { brand } from "./palette";

export const mark = {
  size: 32,
  tile: { rx: 7, fill: brand[700] },
  check: {
    d: "M9 17.5l4.5 4.5L23 11",
    stroke: "#fff",
    strokeWidth: 3.2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  },
} as const;

/** The mark as a standalone SVG document. */
export const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${mark.size} ${mark.size}"><rect width="${mark.size}" height="${mark.size}" rx="${mark.tile.rx}" fill="${mark.tile.fill}"/><path d="${mark.check.d}" fill="none" stroke="${mark.check.stroke}" stroke-width="${mark.check.strokeWidth}" stroke-linecap="${mark.check.strokeLinecap}" stroke-linejoin="${mark.check.strokeLinejoin}"/></svg>`;
