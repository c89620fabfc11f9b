import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  COLLAPSE_OVER,
  collapsedFolders,
  collapseRows,
  formatSizeTable,
  measuredAlone,
  measureLargest,
  type PageSizes,
} from "../../build/7-output/size-table";
import { paths } from "../../src/paths";

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
  const posts = Array.from({ length: COLLAPSE_OVER + 1 }, (_, i) =>
    row(paths["blog-post"]({ slug: `post-${i}` }), 10_000 + i),
  );
  const authors = Array.from({ length: 5 }, (_, i) => row(paths["blog-author"]({ slug: `a-${i}` }), 6_000));
  /** The folder of the posts' pages. */
  const postsFolder = path.posix.dirname(paths["blog-post"]({ slug: "x" }));

  it("keeps a row per page while a folder holds at most COLLAPSE_OVER pages, and every top-level page", () => {
    const rows = [...top, ...posts.slice(0, COLLAPSE_OVER), ...authors];
    expect(collapseRows(rows)).toEqual(rows);
  });

  it("shows a larger folder as one row of its largest figures, where its first page was", () => {
    const rows = [row(paths.home, 4_000), ...posts, ...authors, row(paths.contact, 5_000, true)];
    const collapsed = collapseRows(rows);
    expect(collapsed.map((r) => r.route)).toEqual([
      paths.home,
      `${postsFolder}/* (${posts.length} pages, largest)`,
      ...authors.map((r) => r.route),
      paths.contact,
    ]);
    expect(collapsed[1]).toMatchObject({
      htmlGzip: 10_000 + COLLAPSE_OVER,
      htmlBytes: (10_000 + COLLAPSE_OVER) * 4,
    });
  });

  it("marks a figure over its budget", () => {
    const table = formatSizeTable([row("/big", 50 * 1024), row(paths.contact, 5_000, true)]);
    expect(table).toMatch(/\/big\s.*50\.0 KB OVER/);
    expect(table).not.toMatch(new RegExp(`${paths.contact}.*OVER`));
  });

  it("measures each page alone but those of a folder it shows as one row, whose largest page it reads back", () => {
    const routes = [...top, ...posts, ...authors].map((r) => r.route);
    const collapsed = collapsedFolders(routes);
    expect([...collapsed]).toEqual([postsFolder]);
    expect(routes.filter((route) => !measuredAlone(route, collapsed))).toEqual(posts.map((r) => r.route));

    const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-sizes-"));
    try {
      // The largest page by bytes is the one read back, whatever the others would compress to.
      const pages = posts.map((r, i) => {
        const html = i === 7 ? `<p>${"x".repeat(9_000)}</p>` : `<p>${"ab".repeat(2_000)}</p>`;
        const file = `${r.route.slice(1)}/index.html`;
        mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(dir, file), html);
        return { file, sizes: { ...r, htmlBytes: html.length, htmlGzip: 0 } };
      });
      const alone = { file: "about/index.html", sizes: { ...row("/about", 5_000) } };
      measureLargest([alone, ...pages], dir);
      expect(pages[7]?.sizes.htmlGzip).toBe(gzipSync(`<p>${"x".repeat(9_000)}</p>`, { level: 6 }).length);
      expect(pages.filter((page) => page.sizes.htmlGzip).length).toBe(1);
      expect(alone.sizes.htmlGzip).toBe(5_000);
      expect(collapseRows(pages.map((page) => page.sizes))[0]?.htmlGzip).toBe(pages[7]?.sizes.htmlGzip);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
