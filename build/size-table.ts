/** The per-route size table printed at the end of a build, like Next.js's build output. */
import { gzipSync } from "node:zlib";

export interface PageSizes {
  route: string;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
}

export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(data, { level: 9 }).length;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatSizeTable(rows: PageSizes[]): string {
  const header = ["Route", "HTML", "HTML gzip", "JS gzip", "CSS gzip"];
  const lines = rows.map((row) => [
    row.route,
    kb(row.htmlBytes),
    kb(row.htmlGzip),
    kb(row.jsGzip),
    kb(row.cssGzip),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const fmt = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ");
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(fmt)].join("\n");
}
