/**
 * An article's share card (its page's og:image and twitter:image, 1200x630): the post's own
 * cover, darkened and tinted with the brand navy, and over it the brand's mark and name top
 * left, the category as a label and the title, in Inter set as outlines (./text-paths.ts), so
 * the card reads the same wherever it is rendered.
 *
 * The build makes one per published post (build/3-assets/images.ts): a drawn cover or a photo
 * alike is the background, so a new post gets its card with nothing to run. This module draws
 * the overlay (an SVG of the card's size) and fits the title; the build composites it over the
 * cover with sharp and saves a JPEG.
 *
 * The title is set as large as lets it fit in TITLE.maxLines lines (TITLE.sizes, largest
 * first), its lines balanced (no lone word on the last line when a narrower measure keeps the
 * count); a title too long for the lines at the smallest size keeps what fits and ends in an
 * ellipsis (fitTitle). Under the title the navy scrim is at least SCRIM_UNDER_TEXT opaque, so
 * white text keeps 4.5:1 over any cover, a white one included (tests/unit/share-card.test.ts).
 */
import { withoutForbiddenChars } from "../../../src/lib/xml";
import type { Category } from "../../../src/model/categories";
import { mark } from "../../../src/styles/brand-mark";
import { brand as brandColours } from "../../../src/styles/palette";
import { categoryTints } from "./cover";
import { textWidth, typesetter, type Weight } from "./text-paths";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * What decides a card's pixels besides its cover and its words: its cache key holds it
 * (build/3-assets/images.ts). Change `version` with any change to the drawing below, so that
 * every card is made anew; tests/unit/share-card.test.ts fails until it is.
 */
export const SHARE_CARD_VERSION = 1;

/** The margin around everything. */
const PAD = 72;

/** The title's sizes (px, largest first), line height, width and lines. */
export const TITLE = {
  sizes: [72, 64, 56],
  lineHeight: 1.12,
  maxWidth: 960,
  maxLines: 3,
  weight: 700 as Weight,
} as const;

/** The navy over the cover: opacity at each stop across the card. */
export const SCRIM_STOPS: readonly [offset: number, opacity: number][] = [
  [0, 0.94],
  [0.5, 0.88],
  [(PAD + TITLE.maxWidth) / CARD_WIDTH, 0.76],
  [1, 0.6],
];
/** The least opacity of the scrim where text stands (left of PAD + TITLE.maxWidth). */
export const SCRIM_UNDER_TEXT = 0.76;
export const SCRIM_COLOUR = brandColours[900];

/** The words a card shows. */
export interface ShareCardText {
  title: string;
  category: Category;
  brand: string;
}

export interface FittedTitle {
  size: number;
  lines: string[];
  /** Words were left out (the last line ends in an ellipsis). */
  truncated: boolean;
}

type Measure = (text: string) => number;

/** Breaks a word wider than `max` into pieces that fit (a title of one long word still shows). */
function pieces(word: string, measure: Measure, max: number): string[] {
  if (measure(word) <= max) return [word];
  const out: string[] = [];
  let current = "";
  for (const ch of Array.from(word)) {
    if (current && measure(current + ch) > max) {
      out.push(current);
      current = ch;
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

/** Greedy lines of at most `max` wide. */
export function wrapToWidth(words: readonly string[], measure: Measure, max: number): string[] {
  const lines: string[] = [];
  for (const word of words.flatMap((w) => pieces(w, measure, max))) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The lines at the narrowest measure that keeps their number (and breaks no word): lines of
 * even length, as CSS `text-wrap: balance` sets them, with no lone word left on the last.
 */
function balanced(words: readonly string[], measure: Measure, max: number): string[] {
  const lines = wrapToWidth(words, measure, max);
  const widest = Math.max(...words.map(measure));
  if (lines.length < 2 || widest > max) return lines;
  let low = widest;
  let high = max;
  let best = lines;
  while (high - low > 1) {
    const mid = (low + high) / 2;
    const tried = wrapToWidth(words, measure, mid);
    if (tried.length === lines.length) {
      best = tried;
      high = mid;
    } else low = mid;
  }
  return best;
}

export const ELLIPSIS = "\u2026";

/** Punctuation and spaces at the end of a text, which an ellipsis replaces. */
const TRAILING = /[\s,;:.!?\-\u2013\u2014]+$/;

/** A line cut to fit with the ellipsis after it: whole words while one fits, trailing punctuation dropped. */
function withEllipsis(line: string, measure: Measure, max: number): string {
  const words = line.split(" ");
  while (words.length > 1) {
    const text = `${words.join(" ").replace(TRAILING, "")}${ELLIPSIS}`;
    if (measure(text) <= max) return text;
    words.pop();
  }
  // One word: itself if it fits with the ellipsis, else as many of its characters as do.
  let word = (words[0] ?? "").replace(TRAILING, "");
  while (word && measure(`${word}${ELLIPSIS}`) > max) word = Array.from(word).slice(0, -1).join("");
  return `${word}${ELLIPSIS}`;
}

/**
 * The title's size and lines: the largest of `sizes` at which it fits in `maxLines` lines of
 * `maxWidth`, the lines balanced; else, at the smallest size, the first `maxLines` lines, the
 * last cut at a word so that it ends in an ellipsis within the width. `measure(text, size)` is
 * the text's width at that size.
 */
export function fitTitle(
  title: string,
  measure: (text: string, size: number) => number,
  { sizes, maxWidth, maxLines }: { sizes: readonly number[]; maxWidth: number; maxLines: number } = TITLE,
): FittedTitle {
  const words = title.trim().split(/\s+/).filter(Boolean);
  for (const size of sizes) {
    const at: Measure = (text) => measure(text, size);
    const lines = wrapToWidth(words, at, maxWidth);
    if (lines.length <= maxLines) return { size, lines: balanced(words, at, maxWidth), truncated: false };
  }
  const size = sizes.at(-1) ?? 56;
  const at: Measure = (text) => measure(text, size);
  const lines = wrapToWidth(words, at, maxWidth).slice(0, maxLines);
  lines[lines.length - 1] = withEllipsis(lines.at(-1) ?? "", at, maxWidth);
  return { size, lines, truncated: true };
}

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The title as the card sets it (Inter bold, a little tighter when large). */
const titleStyle = (size: number) => ({
  size,
  weight: TITLE.weight,
  letterSpacing: -size * 0.02,
});

/**
 * A line's width as the sum of its words' and spaces' (each shaped once, kept): fitting a title
 * tries many lines, and shaping each anew costs more than drawing the card. Kerning across a
 * space, which this leaves out, is nil in Inter.
 */
const wordWidths = new Map<string, number>();
function titleWidth(line: string, size: number): number {
  const style = titleStyle(size);
  const width = (word: string) => {
    const key = `${size} ${word}`;
    let known = wordWidths.get(key);
    if (known === undefined) {
      known = textWidth(word, style);
      wordWidths.set(key, known);
    }
    return known;
  };
  const words = line.split(" ");
  return words.reduce((sum, word) => sum + width(word), 0) + (words.length - 1) * width(" ");
}

/** Where the card's parts go: the fitted title, its lines' baselines, the label above it. */
export function shareCardLayout(text: ShareCardText, measure = textWidth) {
  const title = fitTitle(
    text.title,
    measure === textWidth ? titleWidth : (line, size) => measure(line, titleStyle(size)),
  );
  const lineGap = Math.round(title.size * TITLE.lineHeight);
  // The title stands on the bottom margin (its last baseline, with room for descenders and the rule).
  const lastBaseline = CARD_HEIGHT - PAD - 40;
  const baselines = title.lines.map((_, i) => lastBaseline - (title.lines.length - 1 - i) * lineGap);
  const firstTop = (baselines[0] ?? lastBaseline) - title.size * 0.76;
  const label = { size: 22, weight: 600 as Weight, letterSpacing: 1.5 };
  const labelText = text.category.toUpperCase();
  const labelWidth = Math.ceil(measure(labelText, label) + 2 * 18);
  const labelBox = { x: PAD, y: Math.round(firstTop - 36 - 44), width: labelWidth, height: 44 };
  return { title, baselines, label, labelText, labelBox };
}

const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`;

/**
 * What every card of a brand has: the navy scrim, the mark and the brand's name top left and
 * the accent rule at the bottom, as an SVG of the card's size. The build rasterises it once.
 */
export function shareCardBackdropSvg(brand: string): string {
  const type = typesetter({ grid: 1000 });
  const stops = SCRIM_STOPS.map(
    ([offset, opacity]) =>
      `<stop offset="${offset.toFixed(3)}" stop-color="${SCRIM_COLOUR}" stop-opacity="${opacity}"/>`,
  ).join("");
  const markSize = 60;
  const markScale = markSize / mark.size;
  const logo =
    `<g transform="translate(${PAD} ${PAD - 8}) scale(${markScale})">` +
    `<rect width="${mark.size}" height="${mark.size}" rx="${mark.tile.rx}" fill="${mark.tile.fill}" stroke="#fff" stroke-opacity="0.35" stroke-width="${1.5 / markScale}"/>` +
    `<path d="${mark.check.d}" fill="none" stroke="${mark.check.stroke}" stroke-width="${mark.check.strokeWidth}" stroke-linecap="${mark.check.strokeLinecap}" stroke-linejoin="${mark.check.strokeLinejoin}"/></g>` +
    type.text(PAD + markSize + 18, PAD - 8 + 44, brand, {
      size: 40,
      weight: 700,
      fill: "#fff",
      letterSpacing: -0.5,
    });
  const rule = `<rect x="${PAD}" y="${CARD_HEIGHT - PAD + 4}" width="120" height="6" rx="3" fill="${RULE_COLOUR}"/>`;
  return `${svgOpen}<defs><linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0">${stops}</linearGradient>${type.defs()}</defs><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#scrim)"/>${logo}${rule}</svg>`;
}

/** The accent rule under the title: the light green of the drawings (emerald-400). */
const RULE_COLOUR = "#34d399";

/**
 * One card's own words, the category label and the title: an SVG of just the box they stand
 * in (drawn in the card's coordinates, its viewBox that box), and where that box is on the
 * card. Rasterising the box alone takes half the time of the whole card's area.
 */
export function shareCardWords(text: ShareCardText): { svg: string; left: number; top: number } {
  const type = typesetter({ grid: 1000 });
  const { title, baselines, label, labelText, labelBox } = shareCardLayout(text);
  const [, tint] = categoryTints[text.category];
  const labelRun =
    `<rect x="${labelBox.x}" y="${labelBox.y}" width="${labelBox.width}" height="${labelBox.height}" rx="${labelBox.height / 2}" fill="${tint}"/>` +
    type.text(labelBox.x + 18, labelBox.y + 30, labelText, { ...label, fill: SCRIM_COLOUR });
  const lines = title.lines
    .map((line, i) => type.text(PAD, baselines[i] ?? 0, line, { ...titleStyle(title.size), fill: "#fff" }))
    .join("");
  // The box: from the label's top to the last line's descenders, the measure and a little overhang wide.
  const left = PAD - 8;
  const top = Math.max(0, labelBox.y - 8);
  const width = Math.min(CARD_WIDTH - left, Math.max(TITLE.maxWidth, labelBox.width) + 24);
  const bottom = Math.min(CARD_HEIGHT, Math.ceil((baselines.at(-1) ?? 0) + title.size * 0.32));
  // No text node: the words are outlines, so nothing a title holds can break the SVG's XML.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bottom - top}" viewBox="${left} ${top} ${width} ${bottom - top}"><defs>${type.defs()}</defs>${labelRun}${lines}</svg>`;
  return { svg, left, top };
}

/** The whole overlay of one card (backdrop and words in one SVG): for a look at a card without the build. */
export function shareCardSvg(text: ShareCardText): string {
  const inner = (svg: string) => svg.replace(/^<svg[^>]*>/, "").slice(0, -"</svg>".length);
  // A glyph has the same id and outline in both parts' defs (the typesetter names it by weight and glyph).
  const said = withoutForbiddenChars(`${text.brand}, ${text.category}: ${text.title}`);
  return `${svgOpen}<title>${esc(said)}</title><g>${inner(shareCardBackdropSvg(text.brand))}</g><g>${inner(shareCardWords(text).svg)}</g></svg>`;
}
