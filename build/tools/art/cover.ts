/**
 * Blog covers: one illustration per article, composed from its topic. The motifs
 * (drives, shredder, racks, truck, phone, leaf, checklist, shield, chart...) are picked
 * by the words of the title and category, the most relevant drawn large, two or three
 * more on cards beside it; the layout (side, arrangement, background) is seeded by
 * the cover's file name, so a cover never changes unless its file is deleted.
 * Same kit as the hero art (./kit.ts): 600x315 units, rasterised at 1200x630.
 */
import type { Category } from "../../../src/model/categories";
import {
  award,
  balance,
  bar,
  box,
  C,
  calendar,
  certificate,
  chart,
  check,
  checkBadge,
  checklist,
  circle,
  cloud,
  coins,
  doc,
  eraser,
  globe,
  ground,
  hdd,
  laptop,
  leaf,
  line,
  lock,
  magnifier,
  nvme,
  pallet,
  phone,
  rack,
  rect,
  recycle,
  rng,
  shield,
  shredder,
  ssd,
  svgDoc,
  tablet,
  truck,
} from "./kit";

/** A motif as the cover uses it: its natural size and how to draw it at (x, y) and scale s. */
interface Motif {
  w: number;
  h: number;
  draw: (x: number, y: number, s: number) => string;
}

const motifs = {
  hdd: { w: 64, h: 84, draw: hdd },
  ssd: { w: 84, h: 58, draw: ssd },
  nvme: { w: 120, h: 30, draw: nvme },
  shredder: { w: 120, h: 124, draw: (x, y, s) => shredder(x, y + 8 * s, s) },
  eraser: { w: 200, h: 70, draw: (x, y, s) => eraser(x, y, 0.6, s) },
  rack: {
    w: 140,
    h: 158,
    draw: (x, y, s) =>
      `<g transform="translate(${x} ${y}) scale(${s})" stroke-width="${2 / s}">${rack(0, 0, 4, [2])}</g>`,
  },
  pallet: { w: 158, h: 110, draw: (x, y, s) => pallet(x + 4 * s, y, s) },
  truck: { w: 250, h: 130, draw: truck },
  phone: {
    w: 46,
    h: 88,
    draw: (x, y, s) =>
      phone(
        x,
        y,
        `${rect(9, 16, 28, 30, 4, C.w, false)}${lock(15, 19, C.b700, 0.45)}${bar(9, 54, 28, 4, C.b300)}${bar(9, 62, 20, 4, C.b300)}`,
        s,
      ),
  },
  tablet: {
    w: 96,
    h: 128,
    draw: (x, y, s) =>
      tablet(
        x,
        y,
        `${bar(16, 22, 40, 6, C.ink)}${rect(16, 36, 64, 30, 4, C.w, false)}${bar(22, 46, 30, 4, C.b300)}${bar(22, 55, 44, 4, C.b300)}${rect(16, 74, 30, 30, 4, C.g50, false)}${rect(50, 74, 30, 30, 4, C.w, false)}${check(22, 80, 18, C.g, 2.5)}`,
        s,
      ),
  },
  laptop: {
    w: 130,
    h: 86,
    draw: (x, y, s) =>
      laptop(
        x,
        y,
        `${bar(30, 18, 50, 6, C.ink)}${bar(30, 32, 70, 5, C.w)}${bar(30, 32, 48, 5, C.g400)}${bar(30, 46, 40, 4, C.b300)}`,
        s,
      ),
  },
  shield: { w: 60, h: 70, draw: (x, y, s) => shield(x, y, C.b700, s) },
  lock: { w: 36, h: 44, draw: (x, y, s) => lock(x, y, C.g, s) },
  certificate: { w: 96, h: 124, draw: certificate },
  doc: { w: 84, h: 108, draw: (x, y, s) => doc(x, y, C.b600, s) },
  checklist: { w: 88, h: 116, draw: (x, y, s) => checklist(x, y, 3, 4, s) },
  chart: { w: 120, h: 90, draw: chart },
  coins: { w: 60, h: 46, draw: coins },
  balance: { w: 110, h: 96, draw: balance },
  magnifier: { w: 70, h: 70, draw: magnifier },
  cloud: { w: 110, h: 64, draw: (x, y, s) => cloud(x, y, C.w, s) },
  calendar: { w: 96, h: 96, draw: calendar },
  award: { w: 56, h: 76, draw: (x, y, s) => award(x, y, C.b700, s) },
  leaf: { w: 60, h: 60, draw: (x, y, s) => leaf(x, y, C.g, s) },
  recycle: {
    w: 100,
    h: 100,
    draw: (x, y, s) =>
      recycle(x + 50 * s, y + 50 * s, 40 * s, C.g, 7 * Math.min(1, s)) +
      leaf(x + 36 * s, y + 36 * s, C.g, 0.45 * s),
  },
  globe: { w: 120, h: 120, draw: (x, y, s) => globe(x + 60 * s, y + 60 * s, 58 * s) },
  tote: { w: 80, h: 64, draw: box },
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof motifs;

/** Words in a post's title, slug or category, and the motifs they call for, most telling first. */
const topics: [RegExp, MotifName[]][] = [
  [/\bvs\b|versus|compare/, ["balance", "award"]],
  [/\bssd|nvme|flash/, ["ssd", "nvme"]],
  [/nist|800-88|purge/, ["shield", "hdd", "eraser"]],
  [/erasure|sanitiz|wip(e|ing)|overwrit/, ["eraser", "hdd", "shield"]],
  [/destruct|shred/, ["shredder", "hdd"]],
  [/checklist|step-by-step/, ["checklist", "rack"]],
  [/decommission|data center|rack/, ["rack", "pallet"]],
  [/cloud|migration/, ["cloud", "rack"]],
  [/legacy|servers?\b/, ["pallet"]],
  [/byod|personal/, ["phone", "laptop", "lock"]],
  [/lifecycle|tco/, ["tablet", "phone", "chart"]],
  [/mobile|phone|device/, ["phone", "tablet"]],
  [/carbon|co2|emission/, ["leaf", "chart", "globe"]],
  [/reuse|circular|recycl|e-waste/, ["recycle", "laptop"]],
  [/sustainab|green|esg/, ["globe", "leaf", "chart"]],
  [/hipaa|sox|gdpr|regulat/, ["balance", "certificate", "doc"]],
  [/r2|e-stewards|certif/, ["award", "certificate"]],
  [/partner|choose|questions/, ["award", "magnifier", "checklist"]],
  [/mistake|avoid/, ["checklist", "magnifier"]],
  [/hidden|diy|cost/, ["magnifier", "coins", "hdd"]],
  [/value|recover|resale|budget|maximiz/, ["coins", "chart"]],
  [/timing|refresh|schedule/, ["calendar", "laptop"]],
  [/retire|retirement|deployment/, ["lock", "recycle"]],
  [/security|protect|breach/, ["shield", "lock"]],
  [/compliance|audit/, ["certificate", "checklist"]],
  [/logistics|transport|pickup/, ["truck", "tote"]],
];

/** The motifs that say a category, after the title's own. */
export const categoryMotifs: Record<Category, MotifName[]> = {
  Security: ["shield", "lock", "hdd"],
  Sustainability: ["leaf", "recycle", "globe"],
  "Data Center": ["rack", "pallet", "cloud"],
  Mobility: ["phone", "tablet", "lock"],
  Compliance: ["certificate", "checklist", "balance"],
};

/** The category's background tints (the blog's category badges use the same hues). */
export const categoryTints: Record<Category, [string, string]> = {
  Security: ["#eff6ff", "#dbeafe"],
  Sustainability: ["#ecfdf5", "#d1fae5"],
  "Data Center": ["#f5f3ff", "#ede9fe"],
  Mobility: ["#f0f9ff", "#e0f2fe"],
  Compliance: ["#fffbeb", "#fef3c7"],
};

/** The motifs of a post, most telling first: from its title and slug, then its category. */
export function coverMotifs(text: string, category: Category): MotifName[] {
  const words = text.toLowerCase();
  const picked: MotifName[] = [];
  for (const [pattern, names] of topics) {
    if (!pattern.test(words)) continue;
    for (const name of names) if (!picked.includes(name)) picked.push(name);
  }
  for (const name of categoryMotifs[category]) if (!picked.includes(name)) picked.push(name);
  return picked;
}

/** Draws a motif fitted (centred) in the box. */
export function fitIn(name: MotifName, x: number, y: number, w: number, h: number, max = 3): string {
  const m: Motif = motifs[name];
  const s = Math.min(w / m.w, h / m.h, max);
  return m.draw(x + (w - m.w * s) / 2, y + (h - m.h * s) / 2, Math.round(s * 1000) / 1000);
}

/** Details added to a motif when it is the large one, so that it reads as a scene (box 230x210). */
const accents: Partial<Record<MotifName, (x: number, y: number) => string>> = {
  globe: (x, y) => leaf(x + 14, y + 4, C.g, 1.1),
  cloud: (x, y) =>
    line(
      `M${x + 115} ${y + 140}V${y + 96}M${x + 101} ${y + 110}L${x + 115} ${y + 96}L${x + 129} ${y + 110}`,
      C.b600,
      5,
    ) +
    rect(x + 70, y + 150, 90, 22, 4, C.s100) +
    circle(x + 146, y + 161, 4, C.g400, false),
  coins: (x, y) =>
    line(`M${x + 30} ${y + 60}L${x + 90} ${y + 30}L${x + 120} ${y + 44}L${x + 196} ${y + 4}`, C.g, 5) +
    line(`M${x + 176} ${y + 2}H${x + 198}V${y + 24}`, C.g, 5),
  leaf: (x, y) => recycle(x + 115, y + 105, 100, C.g400, 5),
  magnifier: (x, y) => hdd(x + 70, y + 50, 0.8),
};

const CW = 600;
const CH = 315;

/** The cover drawing (SVG, 600x315 units, 1200x630 pixels) for a post. */
export function coverSvg(seed: string, title: string, category: Category): string {
  const rand = rng(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)]!;
  const names = coverMotifs(`${title} ${seed}`, category);
  const [bg, tint] = categoryTints[category];
  const left = rand() < 0.5;
  const layout = pick(["stack", "arc", "panel"] as const);
  const pattern = pick(["dots", "grid", "rings"] as const);

  // primary: large, on a tint disc, one side
  const px = left ? 40 + rand() * 20 : CW - 290 - rand() * 20;
  const py = 40 + rand() * 16;
  const pcx = px + 125;
  const pcy = py + 118;
  let body =
    circle(pcx, pcy, 128 + rand() * 12, tint, false) +
    ground(pcx, py + 232, 100, 7, C.w) +
    fitIn(names[0]!, px + 10, py + 10, 230, 210, names[0] === "coins" ? 2 : 2.4) +
    (accents[names[0]!]?.(px + 10, py + 10) ?? "");

  // secondaries on the other side
  const sx = left ? 330 : 40;
  const second = names.slice(1, layout === "panel" ? 3 : 4);
  if (layout === "stack") {
    second.slice(0, 2).forEach((name, i) => {
      const cx = sx + 20 + (i % 2 === 0 ? 0 : 70) + rand() * 20;
      const cy = 38 + i * 132;
      body += rect(cx, cy, 150, 110, 14, C.w) + fitIn(name, cx + 18, cy + 14, 114, 82);
    });
  } else if (layout === "arc") {
    second.forEach((name, i) => {
      const k = i - (second.length - 1) / 2;
      const cx = sx + 115 + (left ? 1 : -1) * (60 - Math.abs(k) * 70);
      const cy = CH / 2 + k * 100;
      body += circle(cx, cy, 44, C.w) + fitIn(name, cx - 30, cy - 28, 60, 56);
    });
  } else {
    const cy = 60 + rand() * 30;
    body +=
      rect(sx, cy, 230, 190, 14, C.w) +
      rect(sx + 16, cy + 16, 90, 6, 3, C.ink, false) +
      rect(sx + 16, cy + 30, 150, 4, 2, C.s300, false) +
      fitIn(second[0] ?? "chart", sx + 14, cy + 48, 96, 120) +
      fitIn(second[1] ?? "shield", sx + 120, cy + 48, 96, 120) +
      checkBadge(sx + 212, cy + 20, 12);
  }
  const badge = left ? pcx + 96 : pcx - 96;
  body += checkBadge(badge, py + 36, 16);

  let backdrop = "";
  if (pattern === "grid")
    backdrop = `<defs><pattern id="p" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M30 0H0V30" fill="none" stroke="${tint}" stroke-width="1.5"/></pattern></defs><rect width="${CW}" height="${CH}" fill="url(#p)"/>`;
  else if (pattern === "dots")
    backdrop = `<defs><pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="1.6" fill="${tint}"/></pattern></defs><rect width="${CW}" height="${CH}" fill="url(#p)"/>`;
  else {
    const rx = left ? CW - 40 : 40;
    for (let i = 1; i <= 5; i++)
      backdrop += `<circle cx="${rx}" cy="${CH}" r="${i * 60}" fill="none" stroke="${tint}" stroke-width="2"/>`;
  }
  return svgDoc(CW, CH, body, { panel: false, outW: 1200, outH: 630 }).replace(
    /(<svg[^>]*>)/,
    `$1<rect width="${CW}" height="${CH}" fill="${bg}"/>${backdrop}`,
  );
}
