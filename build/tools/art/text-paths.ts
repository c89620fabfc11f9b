/**
 * Text set in the site's face, as outlines: the drawn documents and the share image write
 * their words with this, so they show Inter wherever they are seen, with no font file and no
 * fallback face: `npm run images`, and the build for the articles' share cards.
 *
 * The site ships Inter's variable file (build/3-assets/font.ts); these drawings read the same
 * family's static file of each weight (@fontsource/inter, the same Inter release), because
 * fontkit, which shapes the text (kerning included), does not vary a WOFF2 font's weight.
 * Each glyph outline is written once per weight into <defs>, in small integer steps of an em
 * (y already pointing down), and every occurrence is a <use> placed in a scaled group: a page
 * of text costs about what its glyphs cost once.
 *
 * The outlines replace <text>, so they say nothing to a reader: the pictures are <img>
 * with their alt text on the pages, and each file carries a <title>.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as Fontkit from "fontkit";

export type Weight = 400 | 500 | 600 | 700;
export type Anchor = "start" | "middle" | "end";

export interface TextStyle {
  size: number;
  weight?: Weight;
  fill?: string;
  anchor?: Anchor;
  /** Extra room after each character, in user units (as CSS letter-spacing). */
  letterSpacing?: number;
  /** More attributes for the run's group (` fill-opacity="0.07"`). */
  extra?: string;
}

const require = createRequire(import.meta.url);
const fonts = new Map<Weight, Fontkit.Font>();
let fontkit: typeof Fontkit | undefined;

/**
 * Inter at one weight: its static Latin file, read once. fontkit is required on first use
 * (0.3-0.5 s), not imported: the build imports this module for the articles' share cards
 * (build/3-assets/images.ts) and pays for fontkit only when it draws one.
 */
function instance(weight: Weight): Fontkit.Font {
  const known = fonts.get(weight);
  if (known) return known;
  fontkit ??= require("fontkit") as typeof Fontkit;
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
  const font = fontkit.create(readFileSync(file)) as Fontkit.Font;
  fonts.set(weight, font);
  return font;
}

const round = (v: number, places = 1) => {
  const f = 10 ** places;
  const r = Math.round(v * f) / f;
  return Object.is(r, -0) ? "0" : String(r);
};

interface Shaped {
  glyphs: { id: number; x: number }[];
  /** Advance of the whole run, in font units, letter spacing included. */
  advance: number;
  unitsPerEm: number;
}

function shape(text: string, weight: Weight, size: number, letterSpacing = 0): Shaped {
  const font = instance(weight);
  const run = font.layout(text);
  const spacing = (letterSpacing * font.unitsPerEm) / size;
  let x = 0;
  const glyphs = run.glyphs.map((glyph, i) => {
    const position = run.positions[i]!;
    const placed = { id: glyph.id, x: x + position.xOffset };
    x += position.xAdvance + spacing;
    return placed;
  });
  return { glyphs, advance: x, unitsPerEm: font.unitsPerEm };
}

/** The width of a text at a size and weight, in user units. */
export function textWidth(text: string, style: Pick<TextStyle, "size" | "weight" | "letterSpacing">): number {
  const { advance, unitsPerEm } = shape(text, style.weight ?? 400, style.size, style.letterSpacing);
  return (advance * style.size) / unitsPerEm;
}

/**
 * Glyph outlines are stored in steps of 1/grid em: 250 by default (under 0.1 unit at the
 * documents' 22-unit titles, files a tenth smaller than at 500); a raster made large can
 * ask for more.
 */
const GRID = 250;

/** Numbers of a path, compact: no space before a minus sign. */
const numbers = (values: number[]) => values.map((v, i) => (i && v >= 0 ? " " : "") + v).join("");

/** Outlines made so far, by weight, glyph and grid: the share cards of a build set the same letters again and again. */
const outlines = new Map<string, string>();

/** One glyph's outline in 1/grid em, y pointing down, relative integers (rounded as absolutes, so errors do not add up). */
function glyphPath(weight: Weight, id: number, grid: number): string {
  const key = `${weight} ${id} ${grid}`;
  let made = outlines.get(key);
  if (made === undefined) {
    made = outline(weight, id, grid);
    outlines.set(key, made);
  }
  return made;
}

function outline(weight: Weight, id: number, grid: number): string {
  const font = instance(weight);
  const k = grid / font.unitsPerEm;
  const letters: Record<string, string> = {
    moveTo: "m",
    lineTo: "l",
    quadraticCurveTo: "q",
    bezierCurveTo: "c",
    closePath: "z",
  };
  let x = 0;
  let y = 0;
  let start = { x: 0, y: 0 };
  let out = "";
  let last = "";
  for (const { command, args } of font.getGlyph(id).path.commands) {
    const rel: number[] = [];
    let end = { x, y };
    for (let i = 0; i < args.length; i += 2) {
      const px = Math.round(args[i]! * k);
      const py = Math.round(-args[i + 1]! * k);
      rel.push(px - x, py - y);
      end = { x: px, y: py };
    }
    // every point of a command is relative to where the command starts
    if (command === "closePath") end = start;
    let letter = letters[command]!;
    let values = rel;
    if (letter === "l" && rel[1] === 0) [letter, values] = ["h", [rel[0]!]];
    else if (letter === "l" && rel[0] === 0) [letter, values] = ["v", [rel[1]!]];
    // a command repeated needs no letter (a move's own repeat would be a line)
    const same = letter === last && letter !== "m" && letter !== "z";
    const text = numbers(values);
    out += same ? (text.startsWith("-") ? text : ` ${text}`) : letter + text;
    last = letter;
    x = end.x;
    y = end.y;
    if (command === "moveTo") start = end;
  }
  return out;
}

/**
 * A typesetter for one SVG file: `text()` writes runs, `defs()` the glyph outlines they
 * use (put it in the file's <defs> once; ids start "t", so they meet no other id).
 */
export function typesetter({ grid = GRID }: { grid?: number } = {}) {
  const used = new Map<string, string>();
  return {
    text(x: number, y: number, text: string, style: TextStyle): string {
      const weight = style.weight ?? 400;
      const run = shape(text, weight, style.size, style.letterSpacing);
      const scale = style.size / run.unitsPerEm;
      const unit = run.unitsPerEm / grid;
      const width = run.advance * scale;
      const left = style.anchor === "middle" ? x - width / 2 : style.anchor === "end" ? x - width : x;
      const uses = run.glyphs
        .map(({ id, x: gx }) => {
          const key = `t${weight / 100}${id.toString(36)}`;
          if (!used.has(key)) used.set(key, glyphPath(weight, id, grid));
          // a space or another glyph with no outline places nothing
          return used.get(key) ? `<use href="#${key}"${gx ? ` x="${round(gx / unit, 0)}"` : ""}/>` : "";
        })
        .join("");
      return `<g${style.fill ? ` fill="${style.fill}"` : ""}${style.extra ?? ""} transform="translate(${round(left)} ${round(y)}) scale(${round(scale * unit, 4)})">${uses}</g>`;
    },
    defs(): string {
      return [...used].map(([id, d]) => (d ? `<path id="${id}" d="${d}"/>` : "")).join("");
    },
  };
}
