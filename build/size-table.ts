/** The per-route size table printed at the end of a build, like Next.js's build output. */
import { gzipSync } from "node:zlib";
import { BUDGETS } from "./budgets";

export interface PageSizes {
  route: string;
  /** Whether the page has a form (its JS budget is higher). */
  hasForm: boolean;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
}

export function gzipSize(data: string | Uint8Array): number {
  // Level 6, as static hosts and CDNs compress.
  return gzipSync(data, { level: 6 }).length;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatSizeTable(rows: PageSizes[]): string {
  const header = ["Route", "HTML", "HTML gzip", "JS gzip", "CSS gzip"];
  const over = (size: number, budget: number) => `${kb(size)}${size > budget ? " OVER" : ""}`;
  const lines = rows.map((row) => [
    row.route,
    kb(row.htmlBytes),
    over(row.htmlGzip, BUDGETS.html),
    over(row.jsGzip, row.hasForm ? BUDGETS.jsFormPage : BUDGETS.jsPage),
    over(row.cssGzip, BUDGETS.css),
  ]);
  lines.push([
    "budget (gzip)",
    "",
    kb(BUDGETS.html),
    `${kb(BUDGETS.jsPage)}, form ${kb(BUDGETS.jsFormPage)}`,
    kb(BUDGETS.css),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const fmt = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ");
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(fmt)].join("\n");
}
