import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DOMParser, parseHTML } from "linkedom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawings } from "../../build/tools/art/scenes";
import { Art } from "../../src/components/art/art";
import { art, artEntries } from "../../src/components/art/catalog";
import { SiteContext, type SiteContextValue } from "../../src/site-context";
import { ROOT } from "../helpers";

/** Budget of one illustration, gzipped (what the browser downloads). */
const ART_BUDGET_GZIP = 6 * 1024;
/** A sample document carries its words as Inter outlines (build/tools/art/text-paths.ts): about 11 KB. */
const DOCUMENT_BUDGET_GZIP = 12 * 1024;
const ART_DIR = path.join(ROOT, "public/images/art");
const read = (file: string) => readFileSync(path.join(ROOT, "public", file), "utf8");

describe("the illustrations (public/images/art/)", () => {
  it("are exactly the catalog's entries: no file without an entry, no entry without a file", () => {
    expect(readdirSync(ART_DIR).sort()).toEqual(artEntries.map(([, e]) => path.basename(e.file)).sort());
    for (const [name, entry] of artEntries) expect(entry.file).toBe(`/images/art/${name}.svg`);
  });

  it.each(artEntries)("%s is what its drawing draws today (else run npm run images)", (name, entry) => {
    expect(read(entry.file)).toBe(`${drawings[name]()}\n`);
  });

  it.each(artEntries)(
    "%s is a valid standalone SVG of the catalog's size, within budget",
    async (name, entry) => {
      const source = read(entry.file);
      const doc = new DOMParser().parseFromString(source, "image/svg+xml");
      const svg = doc.documentElement;
      expect(svg.tagName.toLowerCase()).toBe("svg");
      expect(svg.getAttribute("xmlns")).toBe("http://www.w3.org/2000/svg");
      expect(Number(svg.getAttribute("width"))).toBe(entry.width);
      expect(Number(svg.getAttribute("height"))).toBe(entry.height);
      const viewBox = (svg.getAttribute("viewBox") ?? "").split(" ").map(Number);
      expect(viewBox).toHaveLength(4);
      expect(viewBox[2]! / viewBox[3]!).toBeCloseTo(entry.width / entry.height, 3);
      // self-contained: no rasters, scripts, foreign content, external references or web fonts
      expect(source).not.toMatch(
        /<(image|script|foreignObject|style)\b|@import|@font-face|url\((?!#)|data:/i,
      );
      for (const href of source.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^#/);
      for (const family of source.matchAll(/font-family="([^"]*)"/g))
        expect(family[1]).toMatch(/sans-serif$/);
      expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(
        name.startsWith("sample-") ? DOCUMENT_BUDGET_GZIP : ART_BUDGET_GZIP,
      );
      // a real renderer reads it, at its intrinsic size
      const meta = await sharp(Buffer.from(source)).metadata();
      expect([meta.width, meta.height]).toEqual([entry.width, entry.height]);
    },
  );

  it("describes what carries information and leaves decoration silent", () => {
    for (const [name, entry] of artEntries) {
      if (name.startsWith("sample-")) {
        expect(entry.alt).toMatch(/^Sample /);
        expect(read(entry.file)).toMatch(/<title>Sample [^<]*for illustration only<\/title>/);
      } else expect(entry.alt).toBe("");
    }
  });
});

describe("<Art>", () => {
  const render = (props: Parameters<typeof Art>[0], basePath = "/repo/") => {
    const html = renderToStaticMarkup(
      createElement(
        SiteContext.Provider,
        { value: { basePath } as unknown as SiteContextValue },
        createElement(Art, props),
      ),
    );
    const doc = parseHTML(`<p>${html.replace(/fetchPriority=/g, "fetchpriority=")}</p>`).document;
    const img = doc.querySelector("img")!;
    const attr = (name: string) => img.getAttribute(name);
    return Object.assign(attr, { preload: doc.querySelector('link[rel="preload"]')?.getAttribute("href") });
  };

  it("writes the file under the base path with its intrinsic size and alt text, lazy by default", () => {
    const entry = art["sample-certificate"];
    const attr = render({ name: "sample-certificate", className: "w-full" });
    expect(attr("src")).toBe("/repo/images/art/sample-certificate.svg");
    expect([attr("width"), attr("height")]).toEqual([String(entry.width), String(entry.height)]);
    expect(attr("alt")).toBe(entry.alt);
    expect(attr("loading")).toBe("lazy");
    expect(attr("decoding")).toBe("async");
    expect(attr("fetchpriority")).toBeNull();
    expect(attr("class")).toBe("h-auto max-w-full w-full");
    expect(attr.preload).toBeUndefined();
  });

  it("loads a hero at once and early when it has priority (React adds a preload link); decorative art has an empty alt", () => {
    const attr = render({ name: "home-hero", priority: true }, "/");
    expect(attr("src")).toBe("/images/art/home-hero.svg");
    expect(attr("alt")).toBe("");
    expect(attr("loading")).toBeNull();
    expect(attr("fetchpriority")).toBe("high");
    expect(attr.preload).toBe("/images/art/home-hero.svg");
  });
});
