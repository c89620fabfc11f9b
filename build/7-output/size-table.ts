/** The per-route size table printed at the end of a build, like Next.js's build output. */
import { readFileSync } from "node:fs";
import path from "node:path";
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
 * figures ("/blog/* (4000 pages, largest)"), so a site of thousands of posts prints a table
 * that fits on a screen. Its HTML gzip is that of its largest page (measureLargest); each
 * of its pages' own is not measured.
 */
export const COLLAPSE_OVER = 40;

const parent = (route: string) => route.slice(0, route.lastIndexOf("/")) || "/";

/** The folders whose pages collapseRows shows as one row: more than `limit` pages below the same parent, other than "/". */
export function collapsedFolders(routes: readonly string[], limit = COLLAPSE_OVER): Set<string> {
  const counts = new Map<string, number>();
  for (const route of routes) counts.set(parent(route), (counts.get(parent(route)) ?? 0) + 1);
  return new Set([...counts].flatMap(([folder, count]) => (count > limit && folder !== "/" ? [folder] : [])));
}

/** Whether a page's gzip size is measured as it is written: not in a folder that shows as one row (measureLargest does those). */
export function measuredAlone(route: string, collapsed: ReadonlySet<string>): boolean {
  return !collapsed.has(parent(route));
}

/**
 * The gzip size of the largest page (by HTML bytes) of each folder that shows as one row,
 * read back from `outDir`: the row's figure. Compressing every one of 4,000 posts as it was
 * written cost `npm run build` 2 to 4 s (about 1 ms a page), for one number.
 */
export function measureLargest(pages: readonly { file: string; sizes: PageSizes }[], outDir: string): void {
  const collapsed = collapsedFolders(pages.map((page) => page.sizes.route));
  const largest = new Map<string, { file: string; sizes: PageSizes }>();
  for (const page of pages) {
    const folder = parent(page.sizes.route);
    if (!collapsed.has(folder)) continue;
    const best = largest.get(folder);
    if (!best || page.sizes.htmlBytes > best.sizes.htmlBytes) largest.set(folder, page);
  }
  for (const { file, sizes } of largest.values())
    sizes.htmlGzip = gzipSize(readFileSync(path.join(outDir, file)));
}

export function collapseRows(rows: PageSizes[], limit = COLLAPSE_OVER): PageSizes[] {
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
