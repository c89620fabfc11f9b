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

/**
 * Pages below the same parent (other than "/") beyond this many show as one row of the largest
 * figures ("/blog/* (4000 pages, largest)"), so a site of thousands of posts
 * prints a table that fits on a screen.
 */
export const COLLAPSE_OVER = 40;

export function collapseRows(rows: PageSizes[], limit = COLLAPSE_OVER): PageSizes[] {
  const parent = (route: string) => route.slice(0, route.lastIndexOf("/")) || "/";
  const groups = new Map<string, PageSizes[]>();
  for (const row of rows) {
    const group = groups.get(parent(row.route)) ?? [];
    group.push(row);
    groups.set(parent(row.route), group);
  }
  const out: PageSizes[] = [];
  for (const row of rows) {
    const group = groups.get(parent(row.route)) ?? [];
    // Top-level pages are the hand-made ones: always one row each.
    if (group.length <= limit || parent(row.route) === "/") out.push(row);
    else if (group[0] === row) {
      const max = (pick: (r: PageSizes) => number) => Math.max(...group.map(pick));
      out.push({
        route: `${parent(row.route).replace(/\/$/, "")}/* (${group.length} pages, largest)`,
        hasForm: group.some((r) => r.hasForm),
        htmlBytes: max((r) => r.htmlBytes),
        htmlGzip: max((r) => r.htmlGzip),
        jsGzip: max((r) => r.jsGzip),
        cssGzip: max((r) => r.cssGzip),
      });
    }
  }
  return out;
}

export function formatSizeTable(rows: PageSizes[]): string {
  const header = ["Route", "HTML", "HTML gzip", "JS gzip", "CSS gzip"];
  const over = (size: number, budget: number) => `${kb(size)}${size > budget ? " OVER" : ""}`;
  const lines = collapseRows(rows).map((row) => [
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
