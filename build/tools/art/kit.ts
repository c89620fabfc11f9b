/**
 * The drawing kit of the site's illustrations (hero art, diagrams, sample documents,
 * blog covers): one palette, one stroke, one set of radii, and the motifs they are
 * composed of. Everything returns SVG markup as a string, so the same motifs draw the
 * standalone files in public/images/art/ and the rasterised blog covers.
 *
 * The visual language: flat line-and-fill. Outlines in ink (brand-900) at 2 units,
 * round joins; fills from the brand blues, the accent green for what is verified,
 * done or recovered, slate for neutral hardware; no gradients inside motifs, no text
 * in the scenes (text-like lines are bars). Motifs are drawn at their own size in a
 * local box whose top-left is (x, y); `s` scales one, keeping the stroke at 2 units.
 */
import { accent, brand } from "../../../src/styles/palette";

/**
 * The drawings' colours: the brand's and the accent's from the site's palette
 * (src/styles/palette.ts); the light greens and the slates are the drawings' own (Tailwind's
 * emerald and slate steps written as hex), which the stylesheet does not hold.
 */
export const C = {
  ink: brand[900],
  b50: brand[50],
  b100: brand[100],
  b200: brand[200],
  b300: brand[300],
  b500: brand[500],
  b600: brand[600],
  b700: brand[700],
  g: accent[600],
  g50: accent[50],
  g200: "#a7f3d0",
  g400: "#34d399",
  s50: "#f8fafc",
  s100: "#f1f5f9",
  s200: "#e2e8f0",
  s300: "#cbd5e1",
  s400: "#94a3b8",
  s500: "#64748b",
  s700: "#334155",
  w: "#fff",
} as const;

/** Outline width in user units: every file draws its strokes at this width. */
export const STROKE = 2;

const n = (v: number) => String(Math.round(v * 10) / 10);

/** Attributes from an object, skipping undefined; numbers rounded to 0.1. */
function at(attrs: Record<string, string | number | undefined>): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("");
}

/**
 * A rectangle. `st`: true keeps the ink outline, false draws none, a string gives the
 * outline's own attributes (` stroke="#..." stroke-width="1.5"`).
 */
export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  st: boolean | string = true,
): string {
  return `<rect${at({ x, y, width: w, height: h, rx: r || undefined, fill, stroke: st === false ? "none" : undefined })}${typeof st === "string" ? st : ""}/>`;
}
export function circle(cx: number, cy: number, r: number, fill: string, st: boolean | string = true): string {
  return `<circle${at({ cx, cy, r, fill, stroke: st === false ? "none" : undefined })}${typeof st === "string" ? st : ""}/>`;
}
export function path(d: string, fill = "none", extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}
/** A stroke-only line, optional colour and width. */
export function line(d: string, color?: string, width?: number, extra = ""): string {
  return `<path d="${d}"${at({ stroke: color, "stroke-width": width })}${extra}/>`;
}
/** A text-like bar (no outline, fully rounded). */
export function bar(x: number, y: number, w: number, h = 4, fill: string = C.s300): string {
  return rect(x, y, w, h, h / 2, fill, false);
}
/** Places a motif: translate, optional scale that keeps the outline at STROKE units. */
export function place(x: number, y: number, body: string, s = 1): string {
  const t =
    s === 1
      ? `translate(${n(x)} ${n(y)})`
      : `translate(${n(x)} ${n(y)}) scale(${Math.round(s * 1000) / 1000})`;
  return `<g transform="${t}"${s === 1 ? "" : at({ "stroke-width": STROKE / s })}>${body}</g>`;
}

/** A white check mark path centred in a w-wide box. */
export function check(x: number, y: number, size: number, color: string = C.w, width = 2.5): string {
  const k = size / 10;
  return line(
    `M${n(x + 1.5 * k)} ${n(y + 5.2 * k)}l${n(2.5 * k)} ${n(2.5 * k)}l${n(4.5 * k)}-${n(5.5 * k)}`,
    color,
    width,
  );
}

/** A check badge: a green disc with a white tick. */
export function checkBadge(cx: number, cy: number, r = 11, fill: string = C.g): string {
  return circle(cx, cy, r, fill) + check(cx - r * 0.62, cy - r * 0.6, r * 1.25, C.w, r > 14 ? 3 : 2.4);
}

/** A numbered step disc. The numeral is a path (no fonts): 1 to 5. */
export function numeral(k: number, cx: number, cy: number, size: number, color: string = C.w): string {
  const s = size / 10;
  const d: Record<number, string> = {
    1: "M-1.5-3.2L0.6-4.6V4.6",
    2: "M-2.6-2.4C-2.4-4 -1.3-4.6 0-4.6C1.6-4.6 2.7-3.6 2.7-2.2C2.7-0.4 -2.7 2.2 -2.7 4.6H2.8",
    3: "M-2.6-3.6C-1.9-4.4 -1-4.6 0-4.6C1.6-4.6 2.6-3.7 2.6-2.4C2.6-1 1.4-0.2 -0.3-0.2C1.6-0.2 2.8 0.8 2.8 2.2C2.8 3.7 1.6 4.6 0 4.6C-1.2 4.6 -2.2 4.2 -2.8 3.4",
    4: "M1.2 4.6V-4.6L-3 2H3.2",
    5: "M2.4-4.6H-2L-2.4-0.4C-1.8-0.9 -1-1.1 -0.2-1.1C1.6-1.1 2.8 0 2.8 1.7C2.8 3.5 1.5 4.6 -0.3 4.6C-1.4 4.6 -2.3 4.2 -2.9 3.5",
  };
  return `<path transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)})" d="${d[k] ?? d[1]}" stroke="${color}" stroke-width="${n(2.4 / s)}"/>`;
}

export function stepDisc(k: number, cx: number, cy: number, r = 13, fill: string = C.b700): string {
  return circle(cx, cy, r, fill) + numeral(k, cx, cy, r * 1.15);
}

/** A row of barcode bars, seeded by a pattern string of widths. */
export function barcode(
  x: number,
  y: number,
  h: number,
  pattern = "2131122131213",
  color: string = C.ink,
): string {
  let cx = x;
  let d = "";
  let i = 0;
  for (const ch of pattern) {
    const w = Number(ch);
    if (i % 2 === 0) d += `M${n(cx + w / 2)} ${n(y)}v${n(h)}`;
    cx += w + (i % 2 === 0 ? 0 : 1);
    i++;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="1.4" stroke-linecap="butt"/>`;
}

// ————— Motifs. Each comment gives the motif's box (width x height) in its own units. —————

/** Hard disk drive, open, 64x84. */
export function hdd(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    rect(0, 0, 64, 84, 6, C.s200) +
      circle(32, 34, 23, C.s50) +
      circle(32, 34, 13, "none", ` stroke="${C.s300}" stroke-width="1.5"`) +
      circle(32, 34, 4, C.b700) +
      line("M52 72L54 64L40 44", C.ink, 4) +
      circle(52, 72, 4, C.s400) +
      rect(16, 76, 32, 4, 1, C.s400, false),
    s,
  );
}

/** 2.5" SSD, 84x58. */
export function ssd(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    rect(0, 0, 84, 58, 6, C.b700) +
      rect(8, 9, 46, 40, 3, C.w, false) +
      bar(14, 16, 28, 4, C.b700) +
      bar(14, 25, 34, 3, C.s300) +
      bar(14, 32, 22, 3, C.s300) +
      barcode(14, 39, 6, "1211213112") +
      rect(62, 12, 14, 34, 2, C.b600, false),
    s,
  );
}

/** M.2 NVMe stick, 120x30. */
export function nvme(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    rect(0, 0, 120, 30, 3, C.g) +
      rect(12, 6, 28, 18, 2, C.ink, false) +
      rect(46, 6, 28, 18, 2, C.ink, false) +
      rect(80, 8, 14, 14, 2, C.s700, false) +
      path("M106 4v22", "none", ` stroke="${C.g200}" stroke-width="1.5" stroke-dasharray="2 2"`),
    s,
  );
}

/** A 2U server chassis, w wide, 26 tall. */
export function server(x: number, y: number, w = 120, led: string = C.g400): string {
  const bays = [];
  for (let i = 0; i < 4; i++) bays.push(rect(x + 8 + i * 15, y + 7, 12, 12, 2, C.s300, false));
  return (
    rect(x, y, w, 26, 3, C.s100) +
    bays.join("") +
    bar(x + w - 44, y + 11, 22, 4, C.s300) +
    circle(x + w - 12, y + 13, 3.5, led, false)
  );
}

/** A server rack with `units` 2U servers, 140 wide; `gaps` lists empty slots. */
export function rack(x: number, y: number, units = 6, gaps: number[] = [], led: string = C.g400): string {
  const h = units * 32 + 22;
  let body =
    rect(x, y, 140, h, 6, C.ink) +
    rect(x + 6, y + h, 12, 8, 1, C.s500) +
    rect(x + 122, y + h, 12, 8, 1, C.s500);
  for (let i = 0; i < units; i++) {
    if (gaps.includes(i))
      body += rect(x + 10, y + 11 + i * 32, 120, 26, 3, C.s700, ` stroke="${C.s500}" stroke-dasharray="4 4"`);
    else body += server(x + 10, y + 11 + i * 32, 120, led);
  }
  return body;
}

/** Box truck, side view, facing right, 250x132. `mark` draws the brand mark on the box. */
export function truck(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    rect(0, 0, 168, 104, 6, C.w) +
      path("M168 30H214C220 30 224 33 227 38L244 70V104H168Z", C.b700) +
      path("M180 40H211L226 66H180Z", C.b100) +
      rect(0, 96, 248, 12, 3, C.s700) +
      // rear door seam and green tamper seal
      line("M6 10V92", C.s300, 2) +
      rect(8, 46, 10, 16, 2, C.g) +
      // brand mark on the box
      rect(66, 30, 36, 36, 8, C.b700) +
      check(72, 36, 24, C.w, 3.2) +
      circle(48, 112, 17, C.ink) +
      circle(48, 112, 7, C.s300, false) +
      circle(200, 112, 17, C.ink) +
      circle(200, 112, 7, C.s300, false),
    s,
  );
}

/** A smartphone, 46x88. `screen` may draw content (in phone coordinates). */
export function phone(x: number, y: number, screen = "", s = 1): string {
  return place(
    x,
    y,
    rect(0, 0, 46, 88, 9, C.ink) +
      rect(4, 8, 38, 70, 3, C.b100, false) +
      bar(17, 3.5, 12, 2.5, C.s500) +
      screen,
    s,
  );
}

/** A tablet, 96x128. */
export function tablet(x: number, y: number, screen = "", s = 1): string {
  return place(x, y, rect(0, 0, 96, 128, 10, C.ink) + rect(6, 8, 84, 110, 3, C.b100, false) + screen, s);
}

/** A laptop, 130x86. */
export function laptop(x: number, y: number, screen = "", s = 1): string {
  return place(
    x,
    y,
    rect(12, 0, 106, 72, 6, C.ink) +
      rect(18, 6, 94, 60, 2, C.b100, false) +
      path("M0 74H130L124 86H6Z", C.s200) +
      bar(54, 77, 22, 3, C.s400) +
      screen,
    s,
  );
}

/** Shield with a tick, 60x70. */
export function shield(x: number, y: number, fill: string = C.g, s = 1): string {
  return place(
    x,
    y,
    path("M30 2L57 12V34C57 51 45 63 30 69C15 63 3 51 3 34V12Z", fill) + check(17, 20, 26, C.w, 4),
    s,
  );
}

/** A padlock, 36x44. */
export function lock(x: number, y: number, fill: string = C.b700, s = 1): string {
  return place(
    x,
    y,
    path("M9 20V12C9 6 13 2 18 2S27 6 27 12V20", "none") +
      rect(2, 18, 32, 26, 5, fill) +
      circle(18, 29, 3.5, C.w, false) +
      rect(16.5, 30, 3, 8, 1.5, C.w, false),
    s,
  );
}

/** A certificate, 96x124, with ribbon seal. */
export function certificate(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    rect(0, 0, 96, 124, 5, C.w) +
      rect(0, 0, 96, 22, 5, C.b700) +
      rect(0, 14, 96, 8, 0, C.b700, false) +
      bar(12, 9, 40, 4, C.w) +
      bar(12, 34, 72, 5, C.ink) +
      bar(12, 46, 60, 4, C.s300) +
      bar(12, 55, 66, 4, C.s300) +
      bar(12, 64, 48, 4, C.s300) +
      line("M12 104H48", C.s400, 1.5) +
      path("M64 96l-5 24l9-5l6 7l2-22Z", C.g) +
      circle(70, 94, 14, C.g) +
      check(62, 86, 16, C.w, 2.6),
    s,
  );
}

/** A generic document card, 84x108, with lines; `accent` colours its header bar. */
export function doc(x: number, y: number, accent: string = C.b600, s = 1): string {
  return place(
    x,
    y,
    rect(0, 0, 84, 108, 5, C.w) +
      bar(12, 14, 40, 6, accent) +
      bar(12, 30, 60, 4) +
      bar(12, 40, 54, 4) +
      bar(12, 50, 60, 4) +
      bar(12, 60, 38, 4) +
      bar(12, 76, 60, 4) +
      bar(12, 86, 46, 4),
    s,
  );
}

/** Clipboard checklist, 88x116, rows ticked green; `ticks` how many are ticked. */
export function checklist(x: number, y: number, ticks = 3, rows = 4, s = 1): string {
  let body = rect(0, 6, 88, 110, 6, C.b700) + rect(6, 14, 76, 96, 3, C.w) + rect(26, 0, 36, 16, 4, C.s300);
  for (let i = 0; i < rows; i++) {
    const y = 26 + i * 20;
    body +=
      i < ticks
        ? rect(14, y, 12, 12, 3, C.g) + check(14.5, y + 0.8, 11, C.w, 2)
        : rect(14, y, 12, 12, 3, C.w);
    body += bar(34, y + 4, 38 - (i % 2) * 10, 4);
  }
  return place(x, y, body, s);
}

/** A bar chart card, 120x90, bars rising, trend line green. */
export function chart(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    rect(0, 0, 120, 90, 8, C.w) +
      bar(12, 12, 40, 5, C.ink) +
      rect(16, 58, 14, 20, 2, C.b200, false) +
      rect(38, 48, 14, 30, 2, C.b300, false) +
      rect(60, 38, 14, 40, 2, C.b500, false) +
      rect(82, 28, 14, 50, 2, C.b700, false) +
      line("M14 50L44 38L66 30L100 16", C.g, 2.5) +
      circle(100, 16, 4, C.g, false),
    s,
  );
}

/** Recycling loop: three chasing arrows on a circle of radius r, centred. */
export function recycle(cx: number, cy: number, r: number, color: string = C.g, width = 6): string {
  let out = "";
  for (let i = 0; i < 3; i++) {
    const a0 = (i * 120 + 15) * (Math.PI / 180);
    const a1 = (i * 120 + 95) * (Math.PI / 180);
    const p0 = [cx + r * Math.cos(a0), cy + r * Math.sin(a0)];
    const p1 = [cx + r * Math.cos(a1), cy + r * Math.sin(a1)];
    out += line(`M${n(p0[0]!)} ${n(p0[1]!)}A${n(r)} ${n(r)} 0 0 1 ${n(p1[0]!)} ${n(p1[1]!)}`, color, width);
    // arrow head at p1, pointing along the tangent
    const t = a1 + Math.PI / 2;
    const hl = width * 1.6;
    const left = [p1[0]! - hl * Math.cos(t - 0.6), p1[1]! - hl * Math.sin(t - 0.6)];
    const right = [p1[0]! - hl * Math.cos(t + 0.6), p1[1]! - hl * Math.sin(t + 0.6)];
    out += path(
      `M${n(left[0]!)} ${n(left[1]!)}L${n(p1[0]! + Math.cos(t) * width * 0.6)} ${n(p1[1]! + Math.sin(t) * width * 0.6)}L${n(right[0]!)} ${n(right[1]!)}Z`,
      color,
      ` stroke="${color}"`,
    );
  }
  return out;
}

/** A leaf, 60x60, pointing up-right. */
export function leaf(x: number, y: number, fill: string = C.g, s = 1): string {
  return place(
    x,
    y,
    path("M6 56C4 30 20 6 56 4C58 36 38 56 6 56Z", fill) + line("M8 54C22 38 34 26 46 16", C.w, 2.2),
    s,
  );
}

/** Map pin, 36x48, tip at (18, 48). */
export function pin(x: number, y: number, fill: string = C.g, s = 1): string {
  return place(
    x,
    y,
    path("M18 47C8 34 2 26 2 18A16 16 0 0 1 34 18C34 26 28 34 18 47Z", fill) + circle(18, 18, 6, C.w),
    s,
  );
}

/** Tamper-evident tote with a seal tag, 96x70. */
export function tote(x: number, y: number, fill: string = C.b600, s = 1): string {
  return place(
    x,
    y,
    path("M4 14H92L86 70H10Z", fill) +
      rect(0, 4, 96, 12, 3, C.b700) +
      line("M30 30H66", C.b200, 2.5) +
      rect(40, 8, 16, 26, 2, C.g) +
      circle(48, 28, 3, C.w, false) +
      bar(43, 13, 10, 2.5, C.g200),
    s,
  );
}

/** A cardboard-style box with a label and a barcode, 80x64. */
export function box(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    rect(0, 0, 80, 64, 4, C.b200) +
      line("M40 0V18", C.ink, 2) +
      rect(12, 30, 44, 24, 2, C.w) +
      barcode(17, 35, 10, "1211213112131") +
      bar(17, 48, 24, 3, C.s400),
    s,
  );
}

/** A shredder with strips falling out, 120x130. */
export function shredder(x: number, y: number, s = 1): string {
  let strips = "";
  for (let i = 0; i < 8; i++) {
    const sx = 18 + i * 12;
    const len = 22 + ((i * 7) % 5) * 6;
    strips += rect(sx, 66, 6, len, 1.5, i % 3 === 0 ? C.s400 : C.s300, false);
  }
  return place(
    x,
    y,
    strips +
      rect(0, 0, 120, 66, 8, C.b700) +
      rect(14, -8, 92, 16, 4, C.s700) +
      rect(24, -3, 72, 5, 2, C.ink, false) +
      circle(100, 44, 6, C.g400, false) +
      bar(14, 42, 50, 5, C.b500) +
      rect(6, 66, 108, 4, 2, C.s700, false),
    s,
  );
}

/** Calendar page, 96x96, with one day circled green. */
export function calendar(x: number, y: number, s = 1): string {
  let cells = "";
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 5; c++) {
      const cx = 16 + c * 16;
      const cy = 46 + r * 16;
      cells +=
        r === 1 && c === 3 ? circle(cx, cy, 7, C.g, false) : rect(cx - 4, cy - 4, 8, 8, 2, C.s200, false);
    }
  return place(
    x,
    y,
    rect(0, 8, 96, 88, 8, C.w) +
      path("M0 30V16C0 12 4 8 8 8H88C92 8 96 12 96 16V30Z", C.b700) +
      line("M26 2V16M70 2V16", C.ink, 4) +
      cells +
      check(61, 57, 10, C.w, 2),
    s,
  );
}

/** Processing facility building, 200x120. */
export function building(x: number, y: number, s = 1): string {
  let win = "";
  for (let i = 0; i < 4; i++) win += rect(18 + i * 28, 26, 18, 14, 2, C.b200, false);
  return place(
    x,
    y,
    path("M0 120V22L70 2L140 22V120Z", C.w) +
      rect(140, 44, 60, 76, 3, C.s100) +
      win +
      rect(18, 58, 50, 62, 2, C.s300) +
      line("M18 72H68M18 86H68M18 100H68", C.s400, 1.5) +
      rect(82, 58, 40, 30, 2, C.b100) +
      rect(152, 60, 36, 14, 2, C.b100) +
      rect(152, 84, 36, 36, 2, C.s300) +
      rect(54, 6, 32, 12, 3, C.b700, false),
    s,
  );
}

/** A browser / portal window frame, w x h, with three dots. */
export function windowFrame(x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, 10, C.w) +
    path(
      `M${x} ${y + 22}V${y + 10}A10 10 0 0 1 ${x + 10} ${y}H${x + w - 10}A10 10 0 0 1 ${x + w} ${y + 10}V${y + 22}Z`,
      C.s100,
    ) +
    circle(x + 14, y + 11, 3.5, C.s300, false) +
    circle(x + 26, y + 11, 3.5, C.s300, false) +
    circle(x + 38, y + 11, 3.5, C.s300, false)
  );
}

/** A coin stack, 60x46. */
export function coins(x: number, y: number, s = 1): string {
  let body = "";
  for (let i = 3; i >= 0; i--) {
    const cy = 10 + i * 9;
    body +=
      path(`M2 ${cy}v8a28 8 0 0 0 56 0v-8`, C.g) +
      `<ellipse cx="30" cy="${cy}" rx="28" ry="8" fill="${C.g400}"/>`;
  }
  return place(x, y, body, s);
}

/** Scales of justice, 110x96 (regulation). */
export function balance(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    line("M55 10V86M20 22H90", C.ink, 3) +
      rect(35, 84, 40, 10, 3, C.b700) +
      circle(55, 10, 6, C.b700) +
      line("M20 22L6 56M20 22L34 56M90 22L76 56M90 22L104 56", C.s500, 1.5) +
      path("M2 56H38A18 10 0 0 1 2 56Z", C.b300) +
      path("M72 56H108A18 10 0 0 1 72 56Z", C.g400),
    s,
  );
}

/** Magnifying glass, 70x70. */
export function magnifier(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    line("M44 44L66 66", C.ink, 8) +
      circle(28, 28, 24, C.b50) +
      circle(28, 28, 16, "none", ` stroke="${C.b300}"`),
    s,
  );
}

/** A cloud, 110x64. */
export function cloud(x: number, y: number, fill: string = C.w, s = 1): string {
  return place(
    x,
    y,
    path("M24 62A20 20 0 0 1 22 22A28 28 0 0 1 74 14A22 22 0 0 1 106 40A20 20 0 0 1 90 62Z", fill),
    s,
  );
}

/** A pallet with a stack of shrink-wrapped servers, 150x112. */
export function pallet(x: number, y: number, s = 1): string {
  let stack = "";
  for (let i = 0; i < 3; i++) stack += server(6 + (i % 2) * 2, 8 + i * 28, 136, C.s300);
  return place(
    x,
    y,
    rect(0, 0, 150, 94, 6, C.b50, ` stroke-dasharray="6 4"`) +
      stack +
      rect(96, 44, 42, 26, 2, C.w) +
      barcode(100, 49, 9, "121121311") +
      bar(100, 61, 28, 3, C.s400) +
      rect(-4, 94, 158, 8, 2, C.s300) +
      rect(4, 102, 16, 8, 1, C.s400) +
      rect(67, 102, 16, 8, 1, C.s400) +
      rect(130, 102, 16, 8, 1, C.s400),
    s,
  );
}

/** Erasure station: a 1U appliance with drive bays and a progress bar, 200x70. */
export function eraser(x: number, y: number, progress = 0.7, s = 1): string {
  let bays = "";
  for (let i = 0; i < 4; i++) {
    const done = i < 2;
    bays += rect(12 + i * 32, 14, 26, 34, 3, done ? C.g50 : C.s200);
    bays += circle(25 + i * 32, 41, 3, done ? C.g : C.b300, false);
  }
  return place(
    x,
    y,
    rect(0, 0, 200, 70, 8, C.b700) +
      bays +
      rect(142, 14, 48, 34, 3, C.ink, false) +
      bar(148, 22, 36, 5, C.s700) +
      bar(148, 22, 36 * progress, 5, C.g400) +
      bar(148, 34, 24, 4, C.b300) +
      bar(12, 56, 176, 4, C.b600),
    s,
  );
}

/** Globe, radius r. */
export function globe(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, C.b100) +
    path(
      `M${cx - r} ${cy}H${cx + r}M${cx} ${cy - r}V${cy + r}`,
      "none",
      ` stroke="${C.b300}" stroke-width="1.5"`,
    ) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(r * 0.45)}" ry="${r}" fill="none" stroke="${C.b300}" stroke-width="1.5"/>` +
    path(
      `M${n(cx - r * 0.9)} ${n(cy - r * 0.45)}Q${cx} ${n(cy - r * 0.25)} ${n(cx + r * 0.9)} ${n(cy - r * 0.45)}M${n(cx - r * 0.9)} ${n(cy + r * 0.45)}Q${cx} ${n(cy + r * 0.65)} ${n(cx + r * 0.9)} ${n(cy + r * 0.45)}`,
      "none",
      ` stroke="${C.b300}" stroke-width="1.5"`,
    ) +
    circle(cx, cy, r, "none")
  );
}

/** A soft ground shadow under a motif. */
export function ground(cx: number, cy: number, rx: number, ry = 6, fill: string = C.b100): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" stroke="none"/>`;
}

/** A dashed connector (route, flow). */
export function dashed(d: string, color: string = C.b300, width = 2.5, dash = "6 7"): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-dasharray="${dash}"/>`;
}

/** A small arrow head at (x, y) pointing in direction `deg`. */
export function arrowHead(x: number, y: number, deg: number, color: string = C.b500, size = 7): string {
  const a = (deg * Math.PI) / 180;
  const p = (da: number, l: number) => `${n(x + l * Math.cos(a + da))} ${n(y + l * Math.sin(a + da))}`;
  return `<path d="M${p(Math.PI - 0.55, size)}L${n(x)} ${n(y)}L${p(Math.PI + 0.55, size)}" fill="none" stroke="${color}" stroke-width="2.5"/>`;
}

/**
 * The standalone document around a drawing: fixed viewBox and intrinsic size, the
 * shared stroke defaults on one group, an optional panel behind it.
 */
export function svgDoc(
  w: number,
  h: number,
  body: string,
  opts: { panel?: boolean; defs?: string; title?: string; outW?: number; outH?: number } = {},
): string {
  const panel = opts.panel === false ? "" : panelBg(w, h);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${opts.outW ?? w}" height="${opts.outH ?? h}" viewBox="0 0 ${w} ${h}">` +
    (opts.title ? `<title>${opts.title.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</title>` : "") +
    (opts.defs ? `<defs>${opts.defs}</defs>` : "") +
    panel +
    `<g fill="none" stroke="${C.ink}" stroke-width="${STROKE}" stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>`
  );
}

/** The panel every scene sits on: brand-50, a faint dot grid, rounded 24. */
export function panelBg(w: number, h: number, fill: string = C.b50, dots: string = C.b100): string {
  return (
    `<defs><pattern id="dots" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="1.4" fill="${dots}"/></pattern><clipPath id="pc"><rect width="${w}" height="${h}" rx="24"/></clipPath></defs>` +
    `<rect width="${w}" height="${h}" rx="24" fill="${fill}"/><rect width="${w}" height="${h}" rx="24" fill="url(#dots)"/>`
  );
}

/** Deterministic PRNG from a string seed (FNV-1a, then a 32-bit mix). */
export function rng(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** A white station disc of radius r holding a motif (drawn by the caller inside it). */
export function station(cx: number, cy: number, r: number, fill: string = C.w): string {
  return ground(cx, cy + r + 8, r * 0.8, 5) + circle(cx, cy, r, fill);
}

/** An envelope, 100x68. */
export function envelope(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    rect(0, 0, 100, 68, 6, C.w) +
      line("M4 6L50 40L96 6", C.ink, 2) +
      line("M4 64L38 32M96 64L62 32", C.s300, 1.5),
    s,
  );
}

/** A phone handset glyph in a disc, 56x56. */
export function handset(x: number, y: number, fill: string = C.b700, s = 1): string {
  return place(
    x,
    y,
    circle(28, 28, 27, fill) +
      path(
        "M20 15l5 7c1 1.5 0.5 3-0.5 4l-2 2c1.5 3.5 4 6 7.5 7.5l2-2c1-1 2.5-1.5 4-0.5l7 5c1.5 1 1.5 3 0.5 4l-3 3c-2 2-5 2.5-8 1C24 42 16 34 12 25c-1.5-3-1-6 1-8l3-3c1-1 3-1 4 0.5Z",
        C.w,
        ` stroke="none"`,
      ),
    s,
  );
}

/** A wrench, 64x64, diagonal. */
export function wrench(x: number, y: number, fill: string = C.s400, s = 1): string {
  return place(
    x,
    y,
    path(
      "M44 4A16 16 0 0 0 28 24L4 48A6 6 0 0 0 16 60L40 36A16 16 0 0 0 60 20L50 26L42 22L38 14L44 4Z",
      fill,
    ),
    s,
  );
}

/** Award rosette, 56x76. */
export function award(x: number, y: number, fill: string = C.b700, s = 1): string {
  return place(
    x,
    y,
    path("M14 40L6 74L22 66L30 76L34 44Z", C.b500) +
      path("M42 40L50 74L34 66L26 76L22 44Z", C.b300) +
      circle(28, 28, 26, fill) +
      circle(28, 28, 18, "none", ` stroke="${C.b200}"`) +
      check(19, 19, 18, C.w, 3),
    s,
  );
}

/** An employee ID badge on a lanyard clip, 90x124. */
export function idBadge(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    rect(0, 10, 90, 114, 8, C.w) +
      rect(0, 10, 90, 26, 8, C.b700) +
      rect(0, 28, 90, 8, 0, C.b700, false) +
      rect(33, 0, 24, 18, 4, C.s300) +
      circle(45, 60, 14, C.b100) +
      path("M25 92C25 80 34 74 45 74S65 80 65 92Z", C.b200) +
      circle(45, 56, 7, C.b300, false) +
      bar(20, 100, 50, 5, C.ink) +
      bar(26, 110, 38, 4),
    s,
  );
}
