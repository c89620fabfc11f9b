/**
 * The two sample documents: a certificate of data destruction and an asset disposition
 * report, as a client receives them, each marked SAMPLE (banner and watermark). Their
 * words are set in the site's face, Inter, as outlines (./text-paths.ts), sized to stay
 * legible at 358 px wide (a phone's column): nothing under 12 units in a 480-unit-wide
 * page, the tables at 12.5. Each file has a <title>; the pages show them as <img> with
 * the catalog's alt text.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addressLine } from "../../../src/lib/contact";
import type { SiteData } from "../../../src/model/copy";
import { loadSiteData } from "../../2-content/copy";
import { C, check, checkBadge, line, rect, svgDoc } from "./kit";
import { type Anchor, typesetter } from "./text-paths";

interface TextOpts {
  size?: number;
  weight?: 400 | 700;
  fill?: string;
  anchor?: Anchor;
}

/** The project's root: the company on the documents is its content/site.yaml's. */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** The company's name and address, read from content/site.yaml when a document is first drawn. */
let loaded: SiteData | undefined;
function company(): SiteData {
  loaded ??= loadSiteData({ root: ROOT, contentDir: path.join(ROOT, "content") });
  return loaded;
}

/** The typesetter of the document being drawn (each document starts its own). */
let type = typesetter();

function t(x: number, y: number, s: string, o: TextOpts = {}): string {
  return type.text(x, y, s, { size: o.size ?? 14, weight: o.weight, fill: o.fill, anchor: o.anchor });
}

const PAGE_W = 480;

/** Page, header with the brand mark, SAMPLE banner and watermark. */
function page(h: number, title: string, body: string, text: string): string {
  const mark = rect(28, 56, 32, 32, 7, C.b700, false) + check(31.5, 60, 25, C.w, 3.2);
  const watermark = `<g transform="translate(${PAGE_W / 2} ${h / 2 + 40}) rotate(-32)">${type.text(
    0,
    0,
    "SAMPLE",
    {
      size: 96,
      weight: 700,
      fill: C.b700,
      anchor: "middle",
      letterSpacing: 8,
      extra: ` fill-opacity="0.07"`,
    },
  )}</g>`;
  const banner = rect(0, 0, PAGE_W, 34, 0, C.ink, false);
  const site = company();
  const address = addressLine(site.address);
  return svgDoc(
    PAGE_W,
    h,
    `<clipPath id="pg"><rect width="${PAGE_W}" height="${h}" rx="12"/></clipPath><g clip-path="url(#pg)">` +
      rect(0, 0, PAGE_W, h, 0, C.w, false) +
      banner +
      `</g>` +
      rect(1, 1, PAGE_W - 2, h - 2, 12, "none", ` stroke="${C.s300}" stroke-width="1.5"`) +
      mark +
      line(`M28 104H${PAGE_W - 28}`, C.s200, 1.5) +
      body +
      `<g stroke="none" fill="${C.ink}">` +
      t(PAGE_W / 2, 22, "SAMPLE · FOR ILLUSTRATION ONLY", {
        size: 13,
        weight: 700,
        fill: C.w,
        anchor: "middle",
      }) +
      t(68, 72, site.brand, { size: 20, weight: 700 }) +
      t(68, 89, address, { size: 13, fill: C.s500 }) +
      t(28, 136, title, { size: 22, weight: 700 }) +
      text +
      watermark +
      `</g>`,
    { panel: false, defs: type.defs(), title: `Sample ${title.toLowerCase()}, for illustration only` },
  );
}

/** Label over value pairs in a row. */
function fields(y: number, items: [string, string, number][]): string {
  return items
    .map(
      ([label, value, x]) =>
        t(x, y, label, { size: 12, fill: C.s500 }) + t(x, y + 17, value, { weight: 700 }),
    )
    .join("");
}

/** A table: header band and rows; columns as [label, x, anchor]. */
function table(
  y: number,
  cols: [string, number, ("start" | "end")?][],
  rows: string[][],
  cellFill?: (row: number, col: number) => string | undefined,
): { shapes: string; text: string; bottom: number } {
  const rowH = 25;
  let shapes = rect(28, y, PAGE_W - 56, 26, 4, C.b50, false);
  let text = cols
    .map(([label, x, anchor]) =>
      t(x, y + 17, label, { size: 12, weight: 700, fill: C.b700, anchor: anchor ?? "start" }),
    )
    .join("");
  rows.forEach((row, r) => {
    const ry = y + 26 + r * rowH;
    shapes += line(`M28 ${ry + rowH}H${PAGE_W - 28}`, C.s200, 1);
    text += row
      .map((cell, c) =>
        t(cols[c]![1], ry + 17, cell, {
          size: 12.5,
          anchor: cols[c]![2] ?? "start",
          fill: cellFill?.(r, c) ?? C.ink,
        }),
      )
      .join("");
  });
  return { shapes, text, bottom: y + 28 + rows.length * rowH };
}

export function certificateOfDestruction(): string {
  type = typesetter();
  const rows = [
    ["BIT-10231", "S4EVNF0M712", "SSD", "Purge", "Verified"],
    ["BIT-10232", "WCC4N7XK2P1", "HDD", "Purge", "Verified"],
    ["BIT-10233", "ZA1E9K3TQ8", "HDD", "Destroy", "Shredded"],
    ["BIT-10234", "S5GXNX0T902", "NVMe", "Purge", "Verified"],
    ["BIT-10235", "F2LXK8QHJC", "Phone", "Purge", "Verified"],
    ["BIT-10236", "9QJ3R1LM04", "Tape", "Destroy", "Shredded"],
  ];
  const tab = table(
    252,
    [
      ["Asset tag", 36],
      ["Serial no.", 122],
      ["Media", 236],
      ["Method", 294],
      ["Result", 444, "end"],
    ],
    rows,
    (_r, c) => (c === 4 ? C.g : undefined),
  );
  const say = tab.bottom + 30;
  const sigY = say + 118;
  const h = sigY + 50;
  const signature = `<path d="M40 ${sigY - 14}c10-18 16-20 14-6s-6 16 4 2s14-14 12-2s8 6 16-4c4-4 8 2 14 0s10-6 18-4" fill="none" stroke="${C.b700}" stroke-width="1.8"/>`;
  return page(
    h,
    "Certificate of Data Destruction",
    tab.shapes +
      line(`M36 ${sigY}H196M226 ${sigY}H346`, C.s400, 1.2) +
      signature +
      `<circle cx="416" cy="${sigY - 8}" r="34" fill="none" stroke="${C.g}" stroke-width="1.5" stroke-dasharray="3 3"/>` +
      checkBadge(416, sigY - 8, 26),
    fields(164, [
      ["Certificate no.", "COD-2026-004817", 28],
      ["Client", "Sample Client Inc.", 250],
    ]) +
      fields(208, [
        ["Service date", "June 12, 2026", 28],
        ["Standard", "NIST SP 800-88 Rev. 2", 250],
      ]) +
      tab.text +
      t(28, say, "6 items: 4 purged, 2 destroyed, 0 exceptions", { weight: 700 }) +
      t(28, say + 26, "We certify that the media listed above were", {}) +
      t(28, say + 45, "sanitized or destroyed as stated, making recovery", {}) +
      t(28, say + 64, "of their data infeasible as NIST SP 800-88 defines.", {}) +
      t(36, sigY + 20, "Authorized signature", { size: 13, fill: C.s500 }) +
      t(226, sigY - 7, "June 12, 2026", {}) +
      t(226, sigY + 20, "Date", { size: 13, fill: C.s500 }),
  );
}

export function assetReport(): string {
  type = typesetter();
  const rows = [
    ["BIT-20418", 'Laptop 14", i7', "Remarketed", "$412"],
    ["BIT-20419", 'Laptop 14", i5', "Remarketed", "$365"],
    ["BIT-20420", "Server 2U", "Remarketed", "$1,240"],
    ["BIT-20421", "Switch, 48-port", "Remarketed", "$690"],
    ["BIT-20422", "Smartphone", "Redeployed", "$245"],
    ["BIT-20423", "Desktop, i5", "Recycled (R2)", "$0"],
    ["BIT-20424", "Laser printer", "Recycled (R2)", "$0"],
    ["BIT-20425", 'Monitor 24"', "Remarketed", "$58"],
  ];
  const tab = table(
    270,
    [
      ["Asset tag", 36],
      ["Device", 124],
      ["Disposition", 270],
      ["Value", 444, "end"],
    ],
    rows,
    (r, c) => (c === 2 && rows[r]![2]!.startsWith("Recycled") ? C.s500 : c === 3 ? C.g : undefined),
  );
  const h = tab.bottom + 120;
  const tile = (x: number, label: string, value: string, fill: string) =>
    rect(x, 180, 134, 66, 8, C.w, ` stroke="${C.s200}" stroke-width="1.5"`) +
    `<g stroke="none" fill="${C.ink}">${t(x + 12, 202, label, { size: 13, fill: C.s500 })}${t(x + 12, 232, value, { size: 22, weight: 700, fill })}</g>`;
  return page(
    h,
    "Asset Disposition Report",
    tile(28, "Devices", "248", C.ink) +
      tile(173, "Reuse rate", "68%", C.g) +
      tile(318, "Value recovered", "$41,820", C.g) +
      tab.shapes +
      rect(28, tab.bottom + 6, PAGE_W - 56, 30, 4, C.g50, false),
    t(28, 164, "Report ADR-2026-0611 · Sample Client Inc. · Q2 2026", { size: 13, fill: C.s500 }) +
      tab.text +
      t(36, tab.bottom + 26, "Total, 8 of 248 items shown", { weight: 700 }) +
      t(444, tab.bottom + 26, "$3,010", { weight: 700, fill: C.g, anchor: "end" }) +
      t(28, tab.bottom + 62, "Every device sanitized to NIST SP 800-88 before", {}) +
      t(28, tab.bottom + 81, "resale; certificates of destruction attached.", {}) +
      t(28, tab.bottom + 104, "Landfill diverted: 3,120 lb · CO2e avoided: 18.6 t", {
        size: 13,
        fill: C.s500,
      }),
  );
}
