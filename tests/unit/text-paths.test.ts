import { describe, expect, it } from "vitest";
import { textWidth, typesetter } from "../../build/tools/art/text-paths";

/** The run's group: where it starts (translate) and its scale. */
const placement = (run: string) => {
  const m = run.match(/transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)"/);
  if (!m) throw new Error(`no placement in ${run}`);
  return { x: Number(m[1]), y: Number(m[2]), scale: Number(m[3]) };
};

describe("text set as outlines (build/tools/art/text-paths.ts)", () => {
  it("turns a text into glyph outlines in <defs> placed by <use>, with no <text> and no font", () => {
    const type = typesetter();
    const run = type.text(20, 40, "BuyITAD", { size: 20, weight: 700, fill: "#0b2f4f" });
    const defs = type.defs();
    expect(run).not.toMatch(/<text|font-family/);
    expect(run).toMatch(/^<g fill="#0b2f4f" transform="translate\(20 40\) scale\([\d.]+\)">/);
    const uses = [...run.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
    expect(uses).toHaveLength(7);
    // one outline per glyph, however often it is used (the I appears once, the rest once each)
    const ids = [...defs.matchAll(/<path id="([^"]+)" d="(m[^"]+z)"\/>/g)];
    expect(new Set(ids.map((m) => m[1]))).toEqual(new Set(uses));
    expect(ids).toHaveLength(7);
    const again = type.text(20, 80, "BuyITAD BuyITAD", { size: 14, weight: 700 });
    expect(type.defs()).toBe(defs);
    expect(again).toContain(`href="#${uses[0]}"`);
  });

  it("draws each weight from the variable font's weight axis (bold outlines differ from regular)", () => {
    const type = typesetter();
    type.text(0, 0, "H", { size: 10, weight: 400 });
    type.text(0, 0, "H", { size: 10, weight: 700 });
    const [regular, bold] = [...type.defs().matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    expect(regular).toBeTruthy();
    expect(bold).not.toBe(regular);
    expect(textWidth("Hello", { size: 20, weight: 700 })).toBeGreaterThan(textWidth("Hello", { size: 20 }));
  });

  it("measures: a longer text is wider, width grows with size, letter spacing adds per character", () => {
    const base = textWidth("Asset", { size: 14 });
    expect(base).toBeGreaterThan(20);
    expect(base).toBeLessThan(60);
    expect(textWidth("Asset report", { size: 14 })).toBeGreaterThan(base);
    expect(textWidth("Asset", { size: 28 })).toBeCloseTo(base * 2, 5);
    expect(textWidth("Asset", { size: 14, letterSpacing: 2 })).toBeCloseTo(base + 10, 5);
  });

  it("anchors: middle centres the text on x, end ends it there", () => {
    const type = typesetter();
    const width = textWidth("Certificate", { size: 22, weight: 700 });
    const style = { size: 22, weight: 700 } as const;
    expect(placement(type.text(240, 100, "Certificate", style)).x).toBe(240);
    expect(placement(type.text(240, 100, "Certificate", { ...style, anchor: "middle" })).x).toBeCloseTo(
      240 - width / 2,
      1,
    );
    expect(placement(type.text(240, 100, "Certificate", { ...style, anchor: "end" })).x).toBeCloseTo(
      240 - width,
      1,
    );
  });

  it("writes compact numbers: the placement to 0.1 unit, outlines in whole steps", () => {
    const type = typesetter();
    const run = type.text(10.123, 20.987, "Q2 2026", { size: 13 });
    expect(placement(run)).toMatchObject({ x: 10.1, y: 21 });
    expect(type.defs()).not.toMatch(/\d\.\d/);
  });
});
