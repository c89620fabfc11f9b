/**
 * `npm run images`: draws the site's generated artwork into public/images/.
 * The outputs are committed: the build itself never needs sharp.
 *
 * Blog covers. A post names its cover in `image:`; the tool draws only at that path, and
 * only where the path is /images/blog/<name>.jpg (other paths, a .png or a photo kept
 * elsewhere, are left alone). Of the cover's three files, <name>.jpg (1200x630, the share
 * image) and its WebP sizes <name>-640.webp and <name>-1200.webp (the article header),
 * it writes only those missing, and never writes over a file that exists: that may be a
 * photo saved under the name. So:
 * - a new post whose cover is missing gets a drawing (palette from its category, pattern
 *   seeded by <name>) in all three files;
 * - a photo saved as <name>.jpg gets its missing WebP sizes, made from the photo;
 * - to redraw a cover (the category changed), delete its three files and run the tool.
 * Running it again changes nothing. (build/tools/covers.ts holds the rule, tested.)
 *
 * Always drawn anew, being the tool's own: og-default.png (1200x630 default share image),
 * logo.png (512x512) and ../favicon.svg.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { site } from "../../content/site";
import { splitFrontmatter } from "../2-content/frontmatter";
import { postFiles } from "../2-content/load";
import { failureReport } from "../errors";
import { COVER_HEIGHT, COVER_WIDTH, type CoverFile, coverPlan } from "./covers";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const out = path.join(root, "public/images");

const palettes: Record<string, { from: string; to: string; accent: string; icon: keyof typeof icons }> = {
  Security: { from: "#0b2f4f", to: "#1664a6", accent: "#7fb9e3", icon: "ShieldCheck" },
  Sustainability: { from: "#064e3b", to: "#0f766e", accent: "#6ee7b7", icon: "Recycle" },
  "Data Center": { from: "#2e1065", to: "#4338ca", accent: "#c4b5fd", icon: "Server" },
  Mobility: { from: "#0c4a6e", to: "#0284c7", accent: "#7dd3fc", icon: "Smartphone" },
  Compliance: { from: "#451a03", to: "#b45309", accent: "#fcd34d", icon: "FileCheck" },
};

function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function iconSvg(
  name: keyof typeof icons,
  size: number,
  color: string,
  x: number,
  y: number,
  stroke = 1.5,
): string {
  const markup = renderToStaticMarkup(createElement(icons[name], { size, color, strokeWidth: stroke }));
  return `<g transform="translate(${x} ${y})">${markup}</g>`;
}

function coverSvg(seed: string, category: unknown): string {
  const p = palettes[String(category)] ?? palettes.Security!;
  const rand = rng(seed);
  const shapes: string[] = [];
  // A circuit-board field of nodes and traces, different for every post.
  for (let i = 0; i < 26; i++) {
    const x = Math.round(rand() * 1200);
    const y = Math.round(rand() * 630);
    const len = 80 + Math.round(rand() * 260);
    const horizontal = rand() > 0.5;
    const x2 = horizontal ? x + len : x;
    const y2 = horizontal ? y : y + len;
    const opacity = (0.12 + rand() * 0.25).toFixed(2);
    shapes.push(
      `<path d="M${x} ${y}L${x2} ${y2}" stroke="${p.accent}" stroke-opacity="${opacity}" stroke-width="3"/>`,
    );
    shapes.push(`<circle cx="${x2}" cy="${y2}" r="7" fill="${p.accent}" fill-opacity="${opacity}"/>`);
  }
  for (let i = 0; i < 5; i++) {
    const r = 60 + rand() * 220;
    shapes.push(
      `<circle cx="${Math.round(rand() * 1200)}" cy="${Math.round(rand() * 630)}" r="${Math.round(r)}" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="${Math.round(2 + rand() * 10)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
${shapes.join("\n")}
<circle cx="600" cy="315" r="150" fill="#fff" fill-opacity="0.1"/>
${iconSvg(p.icon, 180, "#ffffff", 510, 225, 1.25)}
</svg>`;
}

function defaultOgSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2f4f"/><stop offset="1" stop-color="#1664a6"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<rect x="470" y="185" width="260" height="260" rx="56" fill="#fff" fill-opacity="0.12"/>
${iconSvg("ShieldCheck", 200, "#ffffff", 500, 215, 1.25)}
${iconSvg("Server", 90, "#7fb9e3", 250, 270, 1.5)}
${iconSvg("Recycle", 90, "#6ee7b7", 860, 270, 1.5)}
</svg>`;
}

const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b4f8a"/><path d="M9 17.5l4.5 4.5L23 11" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** Writes one cover file: from the drawing, or resized from the cover's JPEG already in public/. */
async function writeCover(file: CoverFile, svg: Buffer, jpeg: string): Promise<void> {
  const target = path.join(root, "public", file.path);
  const height = Math.round((file.width * COVER_HEIGHT) / COVER_WIDTH);
  if (file.from === "jpeg") {
    await sharp(path.join(root, "public", jpeg))
      .resize(file.width, height, { fit: "cover" })
      .webp({ quality: 72 })
      .toFile(target);
    return;
  }
  const drawing = file.width === COVER_WIDTH ? sharp(svg) : sharp(svg).resize(file.width, height);
  await (target.endsWith(".jpg")
    ? drawing.jpeg({ quality: 78, mozjpeg: true })
    : drawing.webp({ quality: 72 })
  ).toFile(target);
}

/** Draws the missing cover files of every post; returns the files written and the number of posts whose frontmatter could not be read. */
async function drawCovers(): Promise<{ written: string[]; failed: number }> {
  const written: string[] = [];
  let failed = 0;
  for (const file of postFiles(path.join(root, "content")).filter((name) => name.endsWith(".md"))) {
    const rel = path.relative(root, file);
    let data: Record<string, unknown>;
    try {
      data = (splitFrontmatter(readFileSync(file, "utf8"), rel).data ?? {}) as Record<string, unknown>;
    } catch (error) {
      console.error(failureReport(error));
      failed++;
      continue;
    }
    const plan = coverPlan(data.image, (sitePath) => existsSync(path.join(root, "public", sitePath)));
    if (plan.skipped) console.log(`${rel}: ${plan.skipped}`);
    if (!plan.name || !plan.files.length) continue;
    const svg = Buffer.from(coverSvg(plan.name, data.category));
    for (const cover of plan.files) {
      await writeCover(cover, svg, String(data.image));
      written.push(`public${cover.path}`);
    }
  }
  return { written, failed };
}

async function main() {
  mkdirSync(path.join(out, "blog"), { recursive: true });
  const { written, failed } = await drawCovers();
  await sharp(Buffer.from(defaultOgSvg()))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, "og-default.png"));
  await sharp(Buffer.from(markSvg), { density: 1200 })
    .resize(512, 512)
    .png()
    .toFile(path.join(out, "logo.png"));
  writeFileSync(path.join(root, "public/favicon.svg"), `${markSvg}\n`);
  for (const file of written) console.log(`wrote ${file}`);
  console.log(
    `Wrote ${written.length} blog cover file${written.length === 1 ? "" : "s"} (existing ones are never written over), the default share image, the logo and the favicon for ${site.brand}.`,
  );
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
