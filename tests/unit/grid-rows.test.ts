/** The card grids fill their rows: src/lib/grid-rows.ts. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wideCardAttributes, wideCards } from "../../src/lib/grid-rows";

/** Cards on the last row of a grid of `columns`, each card `span` cells, or the whole row for a wide one. */
function lastRow(count: number, columns: number, wide: number, wideSpan: number): number[] {
  const rows: number[][] = [[]];
  for (let i = 0; i < count; i += 1) {
    const span = i < wide ? wideSpan : columns === 6 ? 2 : 1;
    const row = rows.at(-1)!;
    if (row.reduce((a, b) => a + b, 0) + span > columns) rows.push([span]);
    else row.push(span);
  }
  return rows.at(-1)!;
}

describe("whole rows in the card grids", () => {
  it("no count of two or more cards leaves a card alone on the last row at two or at three columns", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }), (count) => {
        const wide = wideCards(count);
        // md: two columns, a wide card spans both.
        const md = lastRow(count, 2, wide.md, 2);
        expect(md.reduce((a, b) => a + b, 0)).toBe(2);
        // lg: six tracks, a card spans two, a wide card three: the last row is full.
        const lg = lastRow(count, 6, wide.lg, 3);
        expect(lg.reduce((a, b) => a + b, 0)).toBe(6);
        expect(lg.length).toBeGreaterThan(1);
      }),
    );
  });

  it("marks only the leading cards, and none when the rows are already whole", () => {
    expect(wideCards(6)).toEqual({ md: 0, lg: 0 });
    expect(wideCards(16)).toEqual({ md: 0, lg: 4 });
    expect(wideCards(5)).toEqual({ md: 1, lg: 2 });
    expect(wideCardAttributes(0, 5)).toEqual({ "data-wide-md": "", "data-wide-lg": "" });
    expect(wideCardAttributes(1, 5)).toEqual({ "data-wide-lg": "" });
    expect(wideCardAttributes(2, 5)).toEqual({});
  });
});
