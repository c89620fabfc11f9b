/**
 * The site's illustrations, one drawing per art entry (src/components/art/catalog.ts
 * names them, with their size and alt text). `npm run images` writes each to
 * public/images/art/<name>.svg. Drawn with the kit (./kit.ts): one visual language.
 */
import type { ArtName } from "../../../src/components/art/catalog";
import { art } from "../../../src/components/art/catalog";
import type { Category } from "../../../src/model/categories";
import { categoryMotifs, categoryTints, fitIn } from "./cover";
import { assetReport, certificateOfDestruction } from "./documents";
import {
  arrowHead,
  award,
  balance,
  bar,
  barcode,
  box,
  building,
  C,
  calendar,
  certificate,
  chart,
  check,
  checkBadge,
  checklist,
  circle,
  dashed,
  doc,
  envelope,
  eraser,
  globe,
  ground,
  handset,
  hdd,
  idBadge,
  laptop,
  leaf,
  line,
  lock,
  magnifier,
  nvme,
  pallet,
  path,
  phone,
  pin,
  rack,
  rect,
  recycle,
  server,
  shield,
  shredder,
  ssd,
  station,
  stepDisc,
  svgDoc,
  tablet,
  tote,
  truck,
  windowFrame,
  wrench,
} from "./kit";

const W = 560;
const H = 420;

function home(): string {
  return svgDoc(
    W,
    H,
    dashed("M150 120H262") +
      arrowHead(258, 120, 0) +
      dashed("M470 200C470 232 420 236 380 236H200C150 236 116 246 116 270") +
      arrowHead(116, 268, 90) +
      dashed("M214 340H258") +
      arrowHead(256, 340, 0) +
      dashed("M356 340H392") +
      arrowHead(388, 340, 0) +
      // 1 pickup: laptops into a sealed tote
      ground(92, 182, 72) +
      laptop(38, 64, "", 0.75) +
      tote(44, 110) +
      stepDisc(1, 30, 44) +
      // 2 secure transport
      ground(400, 196, 130) +
      truck(276, 56) +
      stepDisc(2, 278, 40) +
      // 3 erasure and destruction
      ground(120, 396, 96) +
      hdd(150, 300, 0.62) +
      eraser(24, 326, 0.7, 0.62) +
      checkBadge(168, 300, 10) +
      stepDisc(3, 30, 290) +
      // 4 certificate
      ground(310, 396, 50) +
      certificate(268, 274, 0.9) +
      stepDisc(4, 262, 268) +
      // 5 reuse and recycling
      ground(470, 396, 66) +
      recycle(470, 332, 48, C.g, 6) +
      leaf(452, 312, C.g, 0.6) +
      stepDisc(5, 410, 268),
  );
}

/** ITAD: the chain of custody, tag scanned, every hand-off logged. */
function itad(): string {
  let log = windowFrame(262, 40, 268, 300);
  const rows = 4;
  log += line("M296 98V300", C.b200, 3);
  for (let i = 0; i < rows; i++) {
    const y = 86 + i * 56;
    log += stepDisc(i + 1, 296, y + 12, 13, i < 3 ? C.b700 : C.b500);
    log += bar(322, y + 2, 110 - (i % 2) * 24, 6, C.ink) + bar(322, y + 16, 150 - (i % 3) * 20, 4);
    log += i < 3 ? checkBadge(502, y + 12, 10) : circle(502, y + 12, 10, C.w);
  }
  // a chain link between the asset and the log
  const link = (x: number, y: number) =>
    rect(x, y, 34, 18, 9, "none", ` stroke="${C.b600}" stroke-width="4"`);
  return svgDoc(
    W,
    H,
    ground(130, 372, 110) +
      // tagged assets: laptop and drive with asset tags
      laptop(40, 92, rect(46, 20, 36, 16, 2, C.w) + barcode(50, 24, 8, "12112131"), 1) +
      rect(150, 170, 60, 40, 4, C.w) +
      barcode(156, 176, 16, "121121312") +
      bar(156, 198, 30, 4, C.s400) +
      tote(40, 290, C.b600, 1) +
      box(150, 300) +
      // handheld scanner reading the tag
      path(
        "M166 212L180 238M194 212L180 238",
        "none",
        ` stroke="${C.g}" stroke-width="2" stroke-dasharray="3 3"`,
      ) +
      path("M184 254L200 252L208 284L194 288Z", C.s700) +
      rect(156, 236, 48, 20, 6, C.ink) +
      bar(166, 238, 28, 3, C.g400) +
      // chain of custody: links between the asset and the log
      link(214, 180) +
      link(236, 180) +
      log +
      lock(494, 300, C.g),
  );
}

/** Data security: drives wiped in an erasure station, shredded, verified. */
function dataSecurity(): string {
  return svgDoc(
    W,
    H,
    ground(150, 172, 130) +
      eraser(40, 60, 0.65, 1.2) +
      // media waiting
      ground(150, 380, 130) +
      hdd(40, 276, 1) +
      ssd(116, 302) +
      nvme(40, 250, 0.9) +
      dashed("M214 300C240 250 246 180 232 168", C.b300) +
      arrowHead(232, 166, -100) +
      // shredder
      ground(440, 300, 80) +
      shredder(378, 124, 1.05) +
      hdd(416, 52, 0.7) +
      // verification
      rect(270, 300, 260, 92, 12, C.w) +
      checkBadge(306, 346, 20) +
      bar(340, 326, 120, 7, C.ink) +
      bar(340, 343, 160, 5) +
      bar(340, 356, 130, 5) +
      bar(340, 369, 90, 5, C.g200),
  );
}

/** Reverse logistics: a sealed, GPS-tracked truck on its route; tamper-evident totes. */
function logistics(): string {
  // map card with roads, route and pins
  const roads =
    line("M44 88H516M44 150H516M130 48V196M300 48V196M430 48V196", C.w, 10) +
    line("M44 120C160 110 220 170 516 130", C.w, 6);
  return svgDoc(
    W,
    H,
    rect(30, 34, 500, 176, 14, C.b100) +
      roads +
      dashed("M96 160C150 160 150 88 240 88S360 150 470 104", C.b600, 3, "7 6") +
      pin(78, 118, C.b700) +
      pin(452, 62, C.g) +
      // GPS fix above the truck: pin with signal arcs
      circle(286, 108, 9, C.b700) +
      path(
        "M272 94A20 20 0 0 1 300 94M264 86A31 31 0 0 1 308 86",
        "none",
        ` stroke="${C.b600}" stroke-width="2.5"`,
      ) +
      dashed("M286 118V236", C.b500, 2, "3 5") +
      ground(300, 388, 150) +
      truck(170, 250, 1) +
      ground(90, 388, 70) +
      tote(34, 318, C.b600, 0.95) +
      tote(44, 262, C.b500, 0.85),
  );
}

/** Data center: racks de-installed, servers tagged and palletised. */
function dataCenter(): string {
  const tag = (x: number, y: number) =>
    line(`M${x} ${y}l10 14`, C.s500, 1.5) +
    rect(x + 4, y + 14, 30, 18, 3, C.g200) +
    bar(x + 9, y + 21, 18, 3, C.g);
  return svgDoc(
    W,
    H,
    ground(240, 352, 220) +
      rack(36, 80, 7) +
      rack(196, 80, 7, [1, 3, 4]) +
      // a server sliding out of the second rack
      server(246, 80 + 11 + 3 * 32, 120) +
      tag(346, 207) +
      tag(156, 135) +
      // bolts on the rails
      circle(203, 88, 3, C.s300, false) +
      circle(329, 88, 3, C.s300, false) +
      dashed("M372 220C410 220 420 240 420 250", C.b500) +
      arrowHead(420, 252, 90) +
      pallet(380, 254, 1) +
      wrench(392, 150, C.s400, 0.7) +
      checkBadge(506, 256, 11),
  );
}

/** Mobility: the device lifecycle loop, kit -> deploy -> repair -> retire. */
function mobility(): string {
  const cx = 280;
  const cy = 212;
  const r = 150;
  const R = 48;
  const ring = `<ellipse cx="${cx}" cy="${cy}" rx="${r + 40}" ry="${r}" fill="none" stroke="${C.b300}" stroke-width="3" stroke-dasharray="8 8"/>`;
  return svgDoc(
    W,
    H,
    ring +
      [-45, 45, 135, 225]
        .map((deg) => {
          const a = (deg * Math.PI) / 180;
          const dir = (Math.atan2(r * Math.cos(a), -(r + 40) * Math.sin(a)) * 180) / Math.PI;
          return arrowHead(cx + (r + 40) * Math.cos(a), cy + r * Math.sin(a), dir, C.b500, 9);
        })
        .join("") +
      // centre: the managed fleet on a tablet
      tablet(
        cx - 48,
        cy - 64,
        bar(16, 22, 40, 6, C.ink) +
          rect(16, 36, 64, 30, 4, C.w, false) +
          bar(22, 46, 30, 4, C.b300) +
          bar(22, 55, 44, 4, C.b300) +
          rect(16, 74, 30, 30, 4, C.g50, false) +
          rect(50, 74, 30, 30, 4, C.w, false) +
          check(22, 80, 18, C.g, 2.5),
      ) +
      // kit (top)
      station(cx, cy - r, R) +
      box(cx - 28, cy - r - 10, 0.7) +
      phone(cx - 4, cy - r - 34, "", 0.5) +
      // deploy (right)
      station(cx + r + 40, cy, R) +
      phone(cx + r + 18, cy - 30, "", 0.62) +
      shield(cx + r + 38, cy + 2, C.g, 0.42) +
      // repair (bottom)
      station(cx, cy + r, R) +
      phone(cx - 24, cy + r - 28, "", 0.62) +
      wrench(cx + 2, cy + r - 16, C.s400, 0.5) +
      // retire (left)
      station(cx - r - 40, cy, R) +
      recycle(cx - r - 40, cy, 26, C.g, 4) +
      phone(cx - r - 50, cy - 14, "", 0.34),
  );
}

/** About: the certified processing facility, with the certifications it holds. */
function about(): string {
  const badge = (cx: number, inner: string) => station(cx, 92, 36) + inner;
  return svgDoc(
    W,
    H,
    badge(104, shield(86, 71, C.b700, 0.6)) +
      badge(208, leaf(190, 74, C.g, 0.6)) +
      badge(312, award(296, 66, C.b700, 0.55)) +
      badge(416, lock(404, 76, C.g, 0.7)) +
      ground(300, 388, 230) +
      building(190, 204, 1.45) +
      truck(40, 272, 0.58) +
      dashed("M194 316H176", C.b300),
  );
}

/** Services overview: five services around one secure core. */
function services(): string {
  const cx = 280;
  const cy = 214;
  const tile = (x: number, y: number, inner: string) => rect(x, y, 108, 96, 16, C.w) + inner;
  return svgDoc(
    W,
    H,
    dashed(
      `M${cx} ${cy}L100 100M${cx} ${cy}L460 100M${cx} ${cy}L90 330M${cx} ${cy}L470 330M${cx} ${cy}L${cx} 370`,
    ) +
      circle(cx, cy, 70, C.b100) +
      circle(cx, cy, 54, C.w) +
      shield(cx - 30, cy - 35, C.b700, 1) +
      tile(40, 48, tote(56, 76, C.b600, 0.8)) +
      tile(412, 48, hdd(450, 60, 0.85)) +
      tile(30, 282, truck(40, 312, 0.36)) +
      tile(422, 282, phone(452, 292, "", 0.85)) +
      tile(226, 312, `${server(238, 336, 84)}${server(238, 366, 84)}`),
  );
}

/** Sustainability: hardware refurbished for reuse, the impact reported (reuse rate, CO2 avoided). */
function sustainability(): string {
  const donutR = 42;
  const circ = 2 * Math.PI * donutR;
  const sapling =
    line("M470 392V330", C.g, 4) +
    path("M470 350C446 350 432 336 430 314C454 314 468 328 470 350Z", C.g400) +
    path("M470 338C472 312 488 298 512 298C512 322 496 336 470 338Z", C.g);
  return svgDoc(
    W,
    H,
    // refurbished stack, tagged for reuse
    globe(116, 112, 52) +
      leaf(136, 46, C.g, 0.7) +
      ground(140, 392, 110) +
      rect(52, 356, 176, 30, 6, C.s200) +
      rect(60, 330, 160, 26, 6, C.s100) +
      laptop(
        75,
        240,
        bar(30, 18, 50, 6, C.ink) +
          bar(30, 32, 70, 5, C.w) +
          bar(30, 32, 70, 5, C.g400) +
          bar(30, 46, 40, 4, C.b300),
        1,
      ) +
      line("M204 262l18 -10", C.s500, 1.5) +
      rect(214, 232, 46, 26, 5, C.g) +
      recycle(237, 245, 7, C.w, 2) +
      dashed("M196 200C196 150 230 120 262 120", C.g400) +
      arrowHead(262, 120, 0, C.g) +
      // ESG report: reuse rate donut and CO2 bars
      windowFrame(276, 40, 254, 250) +
      bar(296, 78, 90, 7, C.ink) +
      bar(296, 94, 130, 4) +
      `<circle cx="346" cy="176" r="${donutR}" fill="none" stroke="${C.s200}" stroke-width="16"/>` +
      `<circle cx="346" cy="176" r="${donutR}" fill="none" stroke="${C.g}" stroke-width="16" stroke-linecap="butt" stroke-dasharray="${Math.round(circ * 0.68)} ${Math.round(circ)}" transform="rotate(-90 346 176)"/>` +
      leaf(334, 163, C.g, 0.4) +
      rect(416, 128, 16, 110, 2, C.b200, false) +
      rect(440, 152, 16, 86, 2, C.b300, false) +
      rect(464, 176, 16, 62, 2, C.g400, false) +
      rect(488, 196, 16, 42, 2, C.g, false) +
      line("M410 238H510", C.s300, 1.5) +
      bar(296, 256, 100, 5, C.g200) +
      bar(416, 256, 90, 5) +
      ground(470, 396, 56) +
      sapling,
  );
}

/** Contact: the office on the map, a message, a call. */
function contact(): string {
  let grid = "";
  for (let i = 0; i < 6; i++) grid += line(`M${44 + i * 70} 44V376`, C.w, 8);
  for (let i = 0; i < 4; i++) grid += line(`M44 ${70 + i * 90}H360`, C.w, 8);
  return svgDoc(
    W,
    H,
    `<g clip-path="url(#mc)"><clipPath id="mc"><rect x="34" y="34" width="340" height="352" rx="16"/></clipPath>` +
      rect(34, 34, 340, 352, 16, C.b100, false) +
      grid +
      line("M34 300C120 280 200 210 374 200", C.b200, 16) +
      rect(128, 120, 84, 70, 4, C.g50, false) +
      `</g>` +
      rect(34, 34, 340, 352, 16, "none") +
      ground(204, 234, 22) +
      pin(168, 150, C.b700, 2) +
      rect(330, 82, 200, 118, 14, C.w) +
      envelope(350, 102, 0.7) +
      bar(436, 112, 70, 6, C.ink) +
      bar(436, 128, 56, 4) +
      bar(436, 140, 64, 4) +
      bar(350, 168, 160, 5, C.b200) +
      rect(330, 226, 200, 118, 14, C.w) +
      handset(350, 246) +
      bar(420, 258, 86, 6, C.ink) +
      bar(420, 274, 64, 4) +
      bar(350, 314, 160, 5, C.g200),
  );
}

/** Careers: a badge, a training record, growth. */
function careers(): string {
  return svgDoc(
    W,
    H,
    ground(280, 380, 220) +
      rect(236, 56, 280, 200, 14, C.w) +
      bar(260, 80, 110, 7, C.ink) +
      chart(254, 100, 1.2) +
      award(420, 100, C.g, 1.1) +
      checklist(284, 236, 3, 4, 1.05) +
      line("M150 90L126 0M180 90L204 0", C.b500, 5) +
      idBadge(104, 86, 1.25),
  );
}

/** Schedule a pickup: a date picked, equipment boxed, the truck on its way. */
function pickup(): string {
  return svgDoc(
    W,
    H,
    ground(130, 250, 96) +
      calendar(50, 40, 1.6) +
      ground(420, 250, 110) +
      box(330, 150, 1) +
      box(420, 150, 1) +
      box(376, 84, 1) +
      laptop(360, 30, "", 0.55) +
      dashed("M40 320H520", C.b200, 3, "10 10") +
      ground(330, 402, 150) +
      truck(200, 270, 1) +
      checkBadge(232, 64, 16),
  );
}

/** Client login: the portal's dashboard: assets, certificates, status. */
function portal(): string {
  const x = 30;
  const y = 36;
  let table = "";
  for (let i = 0; i < 4; i++) {
    const ry = y + 236 + i * 26;
    table +=
      bar(x + 144, ry, 50, 5, C.s400) +
      bar(x + 214, ry, 80, 5) +
      bar(x + 314, ry, 60, 5) +
      circle(x + 470, ry + 2.5, 5, i === 3 ? C.b300 : C.g400, false);
  }
  return svgDoc(
    W,
    H,
    windowFrame(x, y, 500, 348) +
      rect(x + 1, y + 23, 110, 323, 0, C.b50, false) +
      bar(x + 16, y + 40, 70, 8, C.b700) +
      bar(x + 16, y + 70, 60, 5, C.b300) +
      bar(x + 16, y + 90, 74, 5) +
      bar(x + 16, y + 110, 52, 5) +
      bar(x + 16, y + 130, 66, 5) +
      // stat tiles
      rect(x + 128, y + 40, 110, 60, 8, C.w) +
      bar(x + 140, y + 54, 50, 4) +
      bar(x + 140, y + 68, 70, 12, C.ink) +
      rect(x + 250, y + 40, 110, 60, 8, C.w) +
      bar(x + 262, y + 54, 50, 4) +
      bar(x + 262, y + 68, 56, 12, C.g) +
      rect(x + 372, y + 40, 112, 60, 8, C.w) +
      bar(x + 384, y + 54, 50, 4) +
      bar(x + 384, y + 68, 64, 12, C.b600) +
      // chart
      rect(x + 128, y + 112, 232, 104, 8, C.w) +
      rect(x + 146, y + 172, 18, 30, 2, C.b200, false) +
      rect(x + 176, y + 158, 18, 44, 2, C.b300, false) +
      rect(x + 206, y + 146, 18, 56, 2, C.b500, false) +
      rect(x + 236, y + 164, 18, 38, 2, C.b300, false) +
      rect(x + 266, y + 134, 18, 68, 2, C.b700, false) +
      rect(x + 296, y + 150, 18, 52, 2, C.b500, false) +
      bar(x + 146, y + 124, 60, 5, C.ink) +
      // certificate thumbnail
      rect(x + 372, y + 112, 112, 104, 8, C.w) +
      certificate(x + 398, y + 120, 0.62) +
      line(`M${x + 128} ${y + 226}H${x + 484}`, C.s200, 1.5) +
      table +
      lock(62, 296, C.g, 1.1),
  );
}

/** Blog: articles on the topics the site writes about. */
/**
 * A blog category's mark for its list page's header: the motif its covers lead with
 * (./cover.ts categoryMotifs) on the category's tints, small and square.
 */
function categoryMark(category: Category): () => string {
  return () => {
    const [bg, tint] = categoryTints[category];
    const [motif = "shield"] = categoryMotifs[category];
    return svgDoc(
      160,
      160,
      circle(80, 84, 58, tint, false) + fitIn(motif, 38, 40, 84, 88, 2) + checkBadge(122, 42, 13),
      { panel: false },
    ).replace(/(<svg[^>]*>)/, `$1<rect width="160" height="160" rx="32" fill="${bg}"/>`);
  };
}

// ————— Diagrams —————

type Motif = (cx: number, cy: number) => string;

/** Recovered material: three ingots stacked, centred on (cx, cy). */
function ingots(cx: number, cy: number): string {
  const bar1 = (x: number, y: number, fill: string) =>
    path(`M${x} ${y + 16}L${x + 6} ${y}H${x + 30}L${x + 36} ${y + 16}Z`, fill);
  return bar1(cx - 38, cy + 2, C.s300) + bar1(cx + 2, cy + 2, C.b300) + bar1(cx - 18, cy - 14, C.g400);
}

/** The circular economy: reuse, recover, dispose responsibly, back into use. */
function circular(): string {
  const cx = 240;
  const cy = 252;
  const r = 150;
  const node = (a: number, k: number, inner: Motif) => {
    const x = cx + r * Math.cos((a * Math.PI) / 180);
    const y = cy + r * Math.sin((a * Math.PI) / 180);
    return station(x, y, 56) + inner(x, y) + stepDisc(k, x - 44, y - 44, 15, C.g);
  };
  const arc = (a0: number, a1: number) => {
    const p = (a: number) =>
      `${Math.round(cx + r * Math.cos((a * Math.PI) / 180))} ${Math.round(cy + r * Math.sin((a * Math.PI) / 180))}`;
    return `<path d="M${p(a0)}A${r} ${r} 0 0 1 ${p(a1)}" fill="none" stroke="${C.g400}" stroke-width="4"/>`;
  };
  const head = (a: number) =>
    arrowHead(cx + r * Math.cos((a * Math.PI) / 180), cy + r * Math.sin((a * Math.PI) / 180), a + 90, C.g, 9);
  return svgDoc(
    480,
    450,
    arc(-60, 0) +
      head(2) +
      arc(60, 120) +
      head(122) +
      arc(180, 240) +
      head(242) +
      globe(cx, cy, 58) +
      leaf(cx + 22, cy - 76, C.g, 0.7) +
      node(-90, 1, (x, y) => laptop(x - 39, y - 28, "", 0.6) + checkBadge(x + 28, y + 16, 11)) +
      node(30, 2, (x, y) => ingots(x, y)) +
      node(150, 3, (x, y) => recycle(x, y, 26, C.g, 5) + leaf(x - 10, y - 10, C.g, 0.34)),
  );
}

export const drawings: Record<ArtName, () => string> = {
  "home-hero": home,
  "itad-hero": itad,
  "data-security-hero": dataSecurity,
  "reverse-logistics-hero": logistics,
  "data-center-hero": dataCenter,
  "mobility-hero": mobility,
  "about-hero": about,
  "services-hero": services,
  "sustainability-hero": sustainability,
  "contact-hero": contact,
  "careers-hero": careers,
  "pickup-hero": pickup,
  "client-login-hero": portal,
  "category-security": categoryMark("Security"),
  "category-sustainability": categoryMark("Sustainability"),
  "category-data-center": categoryMark("Data Center"),
  "category-mobility": categoryMark("Mobility"),
  "category-compliance": categoryMark("Compliance"),
  "circular-economy": circular,
  "sample-certificate": certificateOfDestruction,
  "sample-asset-report": assetReport,
};

export { art, balance, doc, magnifier };
