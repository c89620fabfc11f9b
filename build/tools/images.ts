/**
 * `npm run images`: draws the site's generated artwork into public/images/.
 * Deterministic (seeded by the slug), so running it again changes nothing.
 * - blog/{slug}.jpg (1200x630, share image) and blog/{slug}-{640,1200}.webp (article header)
 * - og-default.png (1200x630 default share image), logo.png (512x512), ../favicon.svg
 * The outputs are committed: the build itself never needs sharp.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { parse } from "yaml";
import { site } from "../../content/site";

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

function coverSvg(slug: string, category: string): string {
  const p = palettes[category] ?? palettes.Security!;
  const rand = rng(slug);
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

async function main() {
  mkdirSync(path.join(out, "blog"), { recursive: true });
  const files = fg.sync("content/blog/*.md", { cwd: root, absolute: true });
  for (const file of files) {
    const front = parse(readFileSync(file, "utf8").split(/^---$/m)[1] ?? "") as {
      slug: string;
      category: string;
    };
    const svg = Buffer.from(coverSvg(front.slug, front.category));
    const base = path.join(out, "blog", front.slug);
    await sharp(svg).jpeg({ quality: 78, mozjpeg: true }).toFile(`${base}.jpg`);
    await sharp(svg).webp({ quality: 72 }).toFile(`${base}-1200.webp`);
    await sharp(svg).resize(640, 336).webp({ quality: 72 }).toFile(`${base}-640.webp`);
  }
  await sharp(Buffer.from(defaultOgSvg()))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, "og-default.png"));
  await sharp(Buffer.from(markSvg), { density: 1200 })
    .resize(512, 512)
    .png()
    .toFile(path.join(out, "logo.png"));
  writeFileSync(path.join(root, "public/favicon.svg"), `${markSvg}\n`);
  console.log(
    `Drew ${files.length} blog covers, the default share image, the logo and the favicon for ${site.brand}.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
