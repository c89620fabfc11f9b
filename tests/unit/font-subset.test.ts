import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { afterAll, describe, expect, it } from "vitest";
import {
  ALWAYS,
  brandFont,
  type Cutter,
  type SiteText,
  shownCharacters,
  siteText,
  unicodeRange,
} from "../../build/3-assets/font-subset";
import { FontCharacterMissing, SiteBuildError } from "../../build/errors";
import { tempDir } from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});
function temp(): string {
  const { dir, cleanup } = tempDir();
  cleanups.push(cleanup);
  return dir;
}

const text = (chars: string, whereIs: SiteText["whereIs"] = () => undefined): SiteText => ({
  characters: shownCharacters(chars),
  whereIs,
});

describe("the characters the site shows", () => {
  it("are a text's characters but line ends and tabs, or only those beyond ASCII when asked", () => {
    expect([...shownCharacters("a\tb\nCO₂ – “x”")].sort().join("")).toBe(" COabx–“”₂");
    expect([...shownCharacters("plain ASCII, and CO₂ – ok", new Set(), true)].sort().join("")).toBe("–₂");
  });

  it("are never one that shows nothing, which Inter has no glyph for (a soft hyphen, a zero-width space, a direction mark pasted with the text)", () => {
    const pasted = "co\u00adoperate\u200b \u2028\u202aé\u2060\ufeff\u00a0x";
    for (const beyondAscii of [false, true])
      expect([...shownCharacters(pasted, new Set(), beyondAscii)].sort().join("")).toBe(
        beyondAscii ? "\u00a0é" : " aceoprtx\u00a0é",
      );
  });

  it("are every character of the text files of content/ (a draft's too) and of src/, found by file and line", () => {
    const root = temp();
    mkdirSync(path.join(root, "content/blog"), { recursive: true });
    mkdirSync(path.join(root, "src"), { recursive: true });
    writeFileSync(path.join(root, "content/blog/a.md"), "---\ntitle: A\n---\nCO₂ at 3–5 °C\n");
    writeFileSync(path.join(root, "content/blog/b.md"), "---\ntitle: B\ndraft: true\n---\nΩ\n");
    writeFileSync(path.join(root, "content/site.yaml"), "brand: Zoë\n");
    writeFileSync(path.join(root, "content/cover.jpg"), "¤ not text");
    writeFileSync(path.join(root, "src/x.tsx"), "export const label = 'Café';\n");
    const site = siteText(root, path.join(root, "content"));
    for (const char of ["₂", "–", "°", "é", "ë", "Ω", ..."‑’“”…\u00a0"])
      expect(site.characters.has(char)).toBe(true);
    expect(site.characters.has("¤")).toBe(false);
    expect(site.whereIs("°")).toEqual({ file: "content/blog/a.md", line: 4 });
    expect(site.whereIs("é")).toEqual({ file: "src/x.tsx", line: 1 });
  });

  it("make a unicode-range of runs", () => {
    expect(unicodeRange("cabe\u2011₂")).toBe("U+61-63,U+65,U+2011,U+2082");
  });
});

describe("the brand font's subset", () => {
  it("holds every character asked for, U+2011 and CO₂'s subscript among them, and no other", async () => {
    const font = await brandFont(text(`${ALWAYS}₂é`));
    const set = new Set((fontkit.create(Buffer.from(font.contents)) as fontkit.Font).characterSet);
    for (const char of `${ALWAYS}₂é`) expect(set.has(char.codePointAt(0)!)).toBe(true);
    expect(set.has("Ω".codePointAt(0)!)).toBe(false);
    expect(font.file).toMatch(/^assets\/inter-[A-Za-z0-9]{10}\.woff2$/);
    expect(font.css).toContain(`unicode-range:${unicodeRange(`${ALWAYS}₂é`)}`);
    expect(font.css).toContain("font-weight:400 900");
  });

  it("is made once for its characters: the next build reads it from the cache, a new character makes another", async () => {
    const cache = temp();
    await brandFont(text(`${ALWAYS}é`), cache);
    const kept = readdirSync(cache).find((file) => file.endsWith(".woff2"));
    // The cache's file is what the next build uses, unchecked: a stand-in put there comes back.
    const standIn = (await brandFont(text(`${ALWAYS}ü`))).contents;
    writeFileSync(path.join(cache, kept!), standIn);
    expect((await brandFont(text(`${ALWAYS}é`), cache)).contents).toEqual(standIn);
    await brandFont(text(`${ALWAYS}ü`), cache);
    // Each cut with the characters it holds beside it (its unicode-range).
    expect(readdirSync(cache)).toHaveLength(4);
  });

  it("leaves a character Inter does not draw (an emoji, another script) to the system's fonts: out of the cut and of its range", async () => {
    const font = await brandFont(text(`${ALWAYS}😀é中`));
    const set = new Set((fontkit.create(Buffer.from(font.contents)) as fontkit.Font).characterSet);
    expect(set.has("é".codePointAt(0)!)).toBe(true);
    expect(set.has("😀".codePointAt(0)!) || set.has("中".codePointAt(0)!)).toBe(false);
    expect(font.css).toContain("U+E9");
    expect(font.css).not.toMatch(/U\+1F600|U\+4E2D/);
  });

  it("stops the build naming the file, line and character when the cut lacks one Inter draws", async () => {
    const where = { file: "content/blog/a.md", line: 7 };
    // A cut that drops "é": what a wrong subset would do.
    const dropsE: Cutter = async (source, characters, options) => {
      const { default: subsetFont } = await import("subset-font");
      return new Uint8Array(await subsetFont(Buffer.from(source), characters.replace("é", ""), options));
    };
    const error = await brandFont(
      text(`${ALWAYS}é`, (char) => (char === "é" ? where : undefined)),
      undefined,
      dropsE,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).data).toBe(FontCharacterMissing);
    expect((error as SiteBuildError).message).toMatch(
      /^content\/blog\/a\.md:7: "é" \(U\+00E9\) is drawn by Inter/,
    );
  });
});
