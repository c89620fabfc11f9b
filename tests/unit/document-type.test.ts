import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultOgSvg } from "../../build/tools/art/share";
import { artEntries } from "../../src/components/art/catalog";
import { ROOT, siteContent } from "../helpers";

/** The drawings that carry words: the sample documents and the share image. */
const worded = [
  ...artEntries
    .filter(([name]) => name.startsWith("sample-"))
    .map(([name, entry]) => [name, readFileSync(path.join(ROOT, "public", entry.file), "utf8")] as const),
  ["og-default (its SVG source)", defaultOgSvg(siteContent().site)] as const,
];

describe("the drawn words are set in Inter, the site's face", () => {
  it("there are sample documents to check", () => {
    expect(worded.length).toBeGreaterThanOrEqual(3);
  });

  it.each(worded)("%s has no <text> and names no font: its words are Inter outlines", (_name, svg) => {
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).not.toMatch(/font-family|Arial|Helvetica|Liberation/i);
    expect(svg).toMatch(/<defs>.*<path id="t\d/s);
    expect(svg).toMatch(/<use href="#t\d/);
  });

  it.each(worded.filter(([name]) => name.startsWith("sample-")))(
    "%s still says what it is in a <title>, for a reader who opens the file",
    (_name, svg) => {
      expect(svg).toMatch(/^<svg[^>]*><title>Sample [^<]+, for illustration only<\/title>/);
    },
  );
});
