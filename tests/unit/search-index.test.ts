/** The search index step (build/5-site-files/search-index.ts): what Pagefind is given to index. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeSearchIndex } from "../../build/5-site-files/search-index";

describe("writeSearchIndex", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-search-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("indexes the main of the marked pages, leaving out the blocks many pages repeat", async () => {
    const site = path.join(work, "site");
    const page = (folder: string, main: string) => {
      mkdirSync(path.join(site, folder), { recursive: true });
      writeFileSync(
        path.join(site, folder, "index.html"),
        `<!doctype html><html lang="en"><head><title>${folder || "Home"}</title></head><body><header>Menu words</header>${main}</body></html>`,
      );
    };
    page(
      "",
      "<main data-pagefind-body><h1>Home</h1><p>Certified erasure.</p><section data-trust-badges><p>Zanzibar</p></section></main>",
    );
    page("blog", "<main><h1>Blog</h1><p>Certified erasure.</p></main>");
    const index = await writeSearchIndex(site, []);
    expect(index.files).toContain("pagefind/pagefind.js");
    expect(index.files.some((file) => file.startsWith("pagefind/fragment/"))).toBe(true);
    // One page had data-pagefind-body: one fragment, without the excluded block's word.
    const fragments = index.files.filter((file) => file.startsWith("pagefind/fragment/"));
    expect(fragments).toHaveLength(1);
    const { gunzipSync } = await import("node:zlib");
    const fragment = gunzipSync(readFileSync(path.join(site, fragments[0] ?? ""))).toString();
    expect(fragment).toContain("Certified erasure");
    expect(fragment).not.toContain("Zanzibar");
    expect(fragment).not.toContain("Menu words");
  });
});
