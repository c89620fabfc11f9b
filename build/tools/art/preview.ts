/** Dev helper: rasterises the drawings to PNG at 358 and 560 px to look at them (`npx tsx build/tools/art/preview.ts [dir] [name...]`); not part of the build. */
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { drawings } from "./scenes";

const outDir = process.argv[2] ?? ".tmp/art-preview";
mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(3);
for (const [name, draw] of Object.entries(drawings)) {
  if (only.length && !only.includes(name)) continue;
  const svg = draw();
  writeFileSync(`${outDir}/${name}.svg`, svg);
  for (const w of [358, 560]) {
    await sharp(Buffer.from(svg), { density: 300 }).resize(w).png().toFile(`${outDir}/${name}-${w}.png`);
  }
  console.log(name, svg.length);
}
