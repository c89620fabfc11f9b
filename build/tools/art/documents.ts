/**
 * The two sample documents: a certificate of data destruction and an asset disposition
 * report, as a client receives them, each marked SAMPLE (banner and watermark). These
 * carry real text (a generic sans-serif, no font files), sized to stay legible at
 * about 360 px wide: nothing under 12 units in a 480-unit-wide page.
 */
import { site } from "../../../content/site";
import { C, check, checkBadge, line, rect, svgDoc } from "./kit";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

interface TextOpts {
  size?: number;
  weight?: 400 | 700;
  fill?: string;
  anchor?: "start" | "middle" | "end";
}
function t(x: number, y: number, s: string, o: TextOpts = {}): string {
  const size = o.size ?? 13;
  return `<text x="${x}" y="${y}"${size === 13 ? "" : ` font-size="${size}"`}${o.weight === 700 ? ` font-weight="700"` : ""}${o.fill && o.fill !== C.ink ? ` fill="${o.fill}"` : ""}${o.anchor && o.anchor !== "start" ? ` text-anchor="${o.anchor}"` : ""}>${esc(s)}</text>`;
}

const PAGE_W = 480;

/** Page, header with the brand mark, SAMPLE banner and watermark. */
function page(
  h: number,
  title: string,
  numberLabel: string,
  number: string,
  body: string,
  text: string,
): string {
  const mark = rect(28, 56, 32, 32, 7, C.b700, false) + check(31.5, 60, 25, C.w, 3.2);
  const watermark = `<text x="0" y="0" transform="translate(${PAGE_W / 2} ${h / 2 + 40}) rotate(-32)" font-size="96" font-weight="700" fill="${C.b700}" fill-opacity="0.07" text-anchor="middle" letter-spacing="8">SAMPLE</text>`;
  const banner = rect(0, 0, PAGE_W, 34, 0, C.ink, false);
  const address = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;
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
      `<g stroke="none" font-family="Arial,Helvetica,sans-serif" font-size="13" fill="${C.ink}">` +
      t(PAGE_W / 2, 22, "SAMPLE · FOR ILLUSTRATION ONLY", {
        size: 12,
        weight: 700,
        fill: C.w,
        anchor: "middle",
      }) +
      t(68, 72, site.brand, { size: 19, weight: 700 }) +
      t(68, 88, address, { size: 12, fill: C.s500 }) +
      t(PAGE_W - 28, 70, numberLabel, { size: 12, fill: C.s500, anchor: "end" }) +
      t(PAGE_W - 28, 88, number, { size: 13, weight: 700, anchor: "end" }) +
      t(28, 134, title, { size: 20, weight: 700 }) +
      text +
      watermark +
      `</g>`,
    { panel: false },
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
  return { shapes, text, bottom: y + 26 + rows.length * rowH };
}

export function certificateOfDestruction(): string {
  const h = 616;
  const rows = [
    ["BIT-10231", "S4EVNF0M712", "SSD", "Purge", "Verified"],
    ["BIT-10232", "WCC4N7XK2P1", "HDD", "Purge", "Verified"],
    ["BIT-10233", "ZA1E9K3TQ8", "HDD", "Destroy", "Shredded"],
    ["BIT-10234", "S5GXNX0T902", "NVMe", "Purge", "Verified"],
    ["BIT-10235", "F2LXK8QHJC", "Phone", "Purge", "Verified"],
    ["BIT-10236", "9QJ3R1LM04", "Tape", "Destroy", "Shredded"],
  ];
  const tab = table(
    226,
    [
      ["Asset tag", 36],
      ["Serial no.", 120],
      ["Media", 226],
      ["Method", 282],
      ["Result", 444, "end"],
    ],
    rows,
    (_r, c) => (c === 4 ? C.g : undefined),
  );
  const sigY = 548;
  const signature = `<path d="M40 ${sigY - 14}c10-18 16-20 14-6s-6 16 4 2s14-14 12-2s8 6 16-4c4-4 8 2 14 0s10-6 18-4" fill="none" stroke="${C.b700}" stroke-width="1.8"/>`;
  return page(
    h,
    "Certificate of Data Destruction",
    "Certificate no.",
    "COD-2026-004817",
    tab.shapes +
      line(`M36 ${sigY}H200M236 ${sigY}H350`, C.s400, 1.2) +
      signature +
      `<circle cx="420" cy="${sigY - 12}" r="34" fill="none" stroke="${C.g}" stroke-width="1.5" stroke-dasharray="3 3"/>` +
      checkBadge(420, sigY - 12, 26),
    fields(160, [
      ["Client", "Sample Client Inc.", 28],
      ["Service date", "June 12, 2026", 196],
      ["Pickup ID", "PU-10482", 340],
    ]) +
      t(28, 214, "Standard: NIST SP 800-88 Rev. 1 · Chain of custody: sealed, GPS-tracked", {
        size: 12,
        fill: C.s500,
      }) +
      tab.text +
      t(28, tab.bottom + 28, "6 items · 4 purged, 2 destroyed · 0 exceptions", { weight: 700 }) +
      t(28, tab.bottom + 52, "We certify that the media listed above were sanitized or", { size: 12.5 }) +
      t(28, tab.bottom + 69, "destroyed as stated, and that the data they held cannot", { size: 12.5 }) +
      t(28, tab.bottom + 86, "be recovered by any known technique.", { size: 12.5 }) +
      t(36, sigY + 18, "Authorized signature", { size: 12, fill: C.s500 }) +
      t(236, sigY - 6, "June 12, 2026", { size: 12.5 }) +
      t(236, sigY + 18, "Date", { size: 12, fill: C.s500 }),
  );
}

export function assetReport(): string {
  const h = 600;
  const rows = [
    ["BIT-20418", 'Laptop 14", i7, 16 GB', "Remarketed", "$412"],
    ["BIT-20419", 'Laptop 14", i5, 16 GB', "Remarketed", "$365"],
    ["BIT-20420", "Server 2U, 2x Xeon", "Remarketed", "$1,240"],
    ["BIT-20421", "Switch, 48-port", "Remarketed", "$690"],
    ["BIT-20422", "Smartphone, 128 GB", "Redeployed", "$245"],
    ["BIT-20423", "Desktop, i5, 8 GB", "Recycled (R2)", "$0"],
    ["BIT-20424", "Printer, laser", "Recycled (R2)", "$0"],
    ["BIT-20425", 'Monitor 24"', "Remarketed", "$58"],
  ];
  const tab = table(
    262,
    [
      ["Asset tag", 36],
      ["Device", 120],
      ["Disposition", 284],
      ["Value", 444, "end"],
    ],
    rows,
    (r, c) => (c === 2 && rows[r]![2]!.startsWith("Recycled") ? C.s500 : c === 3 ? C.g : undefined),
  );
  const tile = (x: number, label: string, value: string, fill: string) =>
    rect(x, 178, 132, 58, 8, C.w, ` stroke="${C.s200}" stroke-width="1.5"`) +
    `<g stroke="none" font-family="Arial,Helvetica,sans-serif" fill="${C.ink}">${t(x + 12, 198, label, { size: 12, fill: C.s500 })}${t(x + 12, 223, value, { size: 20, weight: 700, fill })}</g>`;
  return page(
    h,
    "Asset Disposition Report",
    "Report no.",
    "ADR-2026-0611",
    tile(28, "Devices processed", "248", C.ink) +
      tile(174, "Reuse rate", "68%", C.g) +
      tile(320, "Value recovered", "$41,820", C.g) +
      tab.shapes +
      rect(28, tab.bottom + 6, PAGE_W - 56, 28, 4, C.g50, false),
    t(28, 160, "Client: Sample Client Inc. · Period: Q2 2026 · 3 sites", { size: 12.5, fill: C.s500 }) +
      tab.text +
      t(36, tab.bottom + 25, "Total, items shown (8 of 248)", { weight: 700 }) +
      t(444, tab.bottom + 25, "$3,010", { weight: 700, fill: C.g, anchor: "end" }) +
      t(28, tab.bottom + 62, "Data on every device sanitized to NIST SP 800-88 Rev. 1", { size: 12.5 }) +
      t(28, tab.bottom + 79, "before resale; certificates of destruction attached.", { size: 12.5 }) +
      t(28, tab.bottom + 104, "Landfill diverted: 3,120 lb · CO2e avoided: 18.6 t", {
        size: 12.5,
        fill: C.s500,
      }),
  );
}
