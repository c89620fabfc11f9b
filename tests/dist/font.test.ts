/** The brand font: one hashed file in assets/, named by the stylesheet and preloaded by every page. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WEIGHTS } from "../../build/3-assets/font-subset";
import { DIST, page, routes, sitePath } from "./dist-helpers";

const fonts = readdirSync(path.join(DIST, "assets")).filter((file) => file.endsWith(".woff2"));
const stylesheets = readdirSync(path.join(DIST, "assets")).filter((file) => file.endsWith(".css"));

describe("the brand font", () => {
  it("is one hashed WOFF2 file in assets/", () => {
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^inter-[A-Za-z0-9]{10}\.woff2$/);
    // WOFF2's signature, and small: cut to the site's characters and weights (48 KB uncut Latin).
    const bytes = readFileSync(path.join(DIST, "assets", fonts[0]!));
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(bytes.length).toBeLessThan(25_000);
  });

  const css = readFileSync(path.join(DIST, "assets", stylesheets[0]!), "utf8");
  /** The code points the Inter face's unicode-range covers. */
  const range = /font-family:"Inter Variable";[^}]*unicode-range:([^;}]+)/.exec(css)?.[1] ?? "";
  const covered = (point: number) =>
    range.split(",").some((run) => {
      const [from, to = from] = run
        .replace("U+", "")
        .split("-")
        .map((hex) => Number.parseInt(hex, 16));
      return point >= from! && point <= to!;
    });

  it.each(routes.map((r) => [r.path]))("%s shows no character the font was not cut with", (routePath) => {
    const shown = page(routePath).body.textContent ?? "";
    const outside = [...new Set(shown)].filter((char) => char >= " " && !covered(char.codePointAt(0)!));
    expect(outside).toEqual([]);
  });

  it("was cut to every weight the stylesheet asks for", () => {
    // The rules that set text, not the faces' own ranges.
    const rules = css.replace(/@font-face\{[^}]*\}/g, "");
    const weights = [...rules.matchAll(/font-weight(?:-[a-z]+)?:(\d{3})\b/g)].map((m) => Number(m[1]));
    expect(weights.length).toBeGreaterThan(3);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(WEIGHTS.max);
    }
  });

  it("is named by the stylesheet, swapped in, with a metric-matched fallback", () => {
    expect(stylesheets).toHaveLength(1);
    const css = readFileSync(path.join(DIST, "assets", stylesheets[0]!), "utf8");
    expect(css).toContain(`url(./${fonts[0]})`);
    expect(css).toMatch(/font-family:"?Inter Variable"?;[^}]*font-display:swap/);
    expect(css).toMatch(/font-family:"?Inter Fallback"?;[^}]*size-adjust:[\d.]+%;ascent-override/);
    expect(css).toMatch(/--font-sans:\s*"Inter Variable",\s*"Inter Fallback"/);
  });

  it.each(routes.map((r) => [r.path]))(
    "%s preloads exactly that file, before the stylesheet",
    (routePath) => {
      const d = page(routePath);
      const preloads = [...d.querySelectorAll('link[rel="preload"][as="font"]')];
      expect(preloads).toHaveLength(1);
      const link = preloads[0]!;
      expect(sitePath(link.getAttribute("href"))).toBe(`/assets/${fonts[0]}`);
      expect(existsSync(path.join(DIST, "assets", fonts[0]!))).toBe(true);
      expect(link.getAttribute("type")).toBe("font/woff2");
      // Fonts are fetched in CORS mode: without crossorigin the preload would be fetched twice.
      expect(link.hasAttribute("crossorigin")).toBe(true);
      const links = [...d.querySelectorAll("head link")];
      expect(links.indexOf(link)).toBeLessThan(links.indexOf(d.querySelector('link[rel="stylesheet"]')!));
      expect(
        d.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content"),
      ).toContain("font-src 'self'");
    },
  );
});
