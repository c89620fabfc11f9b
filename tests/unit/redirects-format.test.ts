/**
 * content/redirects.txt as the browser editor reads and writes it (src/admin/redirects-format.ts):
 * the pairs the build reads, back as the build reads them, no line lost.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseRedirects } from "../../build/2-content/redirects-file";
import {
  formatRedirectLines,
  parseRedirectLines,
  REDIRECTS_HEADER,
  type RedirectLine,
} from "../../src/admin/redirects-format";
import { REDIRECTS_FILE } from "../../src/model/content-files";
import { paths } from "../../src/paths";
import { ROOT } from "../helpers";

describe("the redirects file in the browser editor", () => {
  it("reads the project's file and writes it back as the same redirects, its header comment kept", () => {
    // Not byte for byte: an editor may write a pair by hand with one space, which the editor aligns.
    const text = readFileSync(path.join(ROOT, "content", REDIRECTS_FILE), "utf8");
    const written = formatRedirectLines(parseRedirectLines(text));
    // The same pairs and problems; not at the same lines (the editor may write the pairs closer together).
    const pairs = (file: string) => {
      const { redirects, problems } = parseRedirects(file, REDIRECTS_FILE);
      return { redirects: redirects.map(({ from, to }) => ({ from, to })), problems };
    };
    expect(pairs(written)).toEqual(pairs(text));
    const header = (file: string) => file.split("\n").filter((line) => line.startsWith("#"));
    expect(header(written)).toEqual(header(text));
    // Written again, it stays as it is.
    expect(formatRedirectLines(parseRedirectLines(written))).toBe(written);
  });

  it("writes each pair a line under the header, which the build reads as the same pairs", () => {
    const moved = [
      { from: paths["blog-post"]({ slug: "old-post" }), to: paths["blog-post"]({ slug: "new-post" }) },
      { from: paths.service({ slug: "retired" }), to: paths.services },
    ];
    const text = formatRedirectLines({
      redirects: [
        moved[0] as RedirectLine,
        { from: ` ${moved[1]?.from} `, to: moved[1]?.to },
        { from: "", to: "" },
      ],
    });
    expect(text.startsWith(REDIRECTS_HEADER)).toBe(true);
    const width = Math.max(...moved.map(({ from }) => from.length));
    expect(text.slice(REDIRECTS_HEADER.length)).toBe(
      `\n${moved.map(({ from, to }) => `${from.padEnd(width)}  ${to}`).join("\n")}\n`,
    );
    const { redirects, problems } = parseRedirects(text, REDIRECTS_FILE);
    expect(problems).toEqual([]);
    expect(redirects.map(({ from, to }) => ({ from, to }))).toEqual(moved);
    expect(parseRedirectLines(text).redirects).toEqual(moved);
  });

  it("keeps a line that is not two paths as written, for the build to name", () => {
    const { redirects } = parseRedirectLines("# c\n/only-one\n/a /b /c # note\n");
    expect(redirects).toEqual([
      { from: "/only-one", to: "" },
      { from: "/a", to: "/b /c" },
    ]);
    const written = formatRedirectLines({ redirects });
    expect(written).toContain(`\n/only-one\n${"/a".padEnd("/only-one".length)}  /b /c\n`);
    expect(parseRedirects(written, REDIRECTS_FILE).problems.map((problem) => problem.line)).toHaveLength(2);
  });
});
