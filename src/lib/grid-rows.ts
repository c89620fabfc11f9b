/**
 * Whole rows in the card grids (the blog, its categories, its authors, related articles):
 * one column on phones, two from md, three from lg. However many cards a list holds (it changes
 * as editors publish, and as the blog's filter hides some), no card stands alone on the last row:
 * the first cards are drawn wider instead, so the rows below them are full.
 *
 * - md, two columns: an odd count makes the first card span the row.
 * - lg, three columns (a grid of six tracks, a card spans two): a count one over a multiple of
 *   three makes the first four cards two rows of two (each spanning three tracks), one under
 *   makes the first two one such row; a single card is half the width.
 */
export interface WideCards {
  /** Leading cards that span the row at md (0 or 1). */
  md: number;
  /** Leading cards that are half the row wide at lg (0, 1, 2 or 4). */
  lg: number;
}

export function wideCards(count: number): WideCards {
  const md = count % 2 === 1 ? 1 : 0;
  const rest = count % 3;
  const lg = rest === 2 ? 2 : rest === 1 ? Math.min(count, 4) : 0;
  return { md, lg };
}

/** Marks the `index`-th shown card of `count` for the grid's classes (see blog-card.tsx's CARD_CELL). */
export function wideCardAttributes(
  index: number,
  count: number,
): { "data-wide-md"?: ""; "data-wide-lg"?: "" } {
  const wide = wideCards(count);
  return {
    ...(index < wide.md ? { "data-wide-md": "" as const } : {}),
    ...(index < wide.lg ? { "data-wide-lg": "" as const } : {}),
  };
}
