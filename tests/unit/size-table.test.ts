import { describe, expect, it } from "vitest";
import {
  COLLAPSE_OVER,
  collapseRows,
  formatSizeTable,
  type PageSizes,
} from "../../build/7-output/size-table";

const row = (route: string, htmlGzip: number, hasForm = false): PageSizes => ({
  route,
  hasForm,
  htmlBytes: htmlGzip * 4,
  htmlGzip,
  jsGzip: hasForm ? 90_000 : 70_000,
  cssGzip: 9_000,
});

describe("the size table", () => {
  const top = Array.from({ length: COLLAPSE_OVER + 5 }, (_, i) => row(`/page-${i}`, 5_000));
  const posts = Array.from({ length: COLLAPSE_OVER + 1 }, (_, i) => row(`/blog/post-${i}`, 10_000 + i));
  const authors = Array.from({ length: 5 }, (_, i) => row(`/blog/author/a-${i}`, 6_000));

  it("keeps a row per page while a folder holds at most COLLAPSE_OVER pages, and every top-level page", () => {
    const rows = [...top, ...posts.slice(0, COLLAPSE_OVER), ...authors];
    expect(collapseRows(rows)).toEqual(rows);
  });

  it("shows a larger folder as one row of its largest figures, where its first page was", () => {
    const rows = [row("/", 4_000), ...posts, ...authors, row("/contact", 5_000, true)];
    const collapsed = collapseRows(rows);
    expect(collapsed.map((r) => r.route)).toEqual([
      "/",
      `/blog/* (${posts.length} pages, largest)`,
      ...authors.map((r) => r.route),
      "/contact",
    ]);
    expect(collapsed[1]).toMatchObject({
      htmlGzip: 10_000 + COLLAPSE_OVER,
      htmlBytes: (10_000 + COLLAPSE_OVER) * 4,
    });
  });

  it("marks a figure over its budget", () => {
    const table = formatSizeTable([row("/big", 50 * 1024), row("/contact", 5_000, true)]);
    expect(table).toMatch(/\/big\s.*50\.0 KB OVER/);
    expect(table).not.toMatch(/\/contact.*OVER/);
  });
});
