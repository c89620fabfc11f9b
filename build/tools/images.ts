/**
 * `npm run images`: draws the site's generated artwork into public/images/.
 * The outputs are committed. (The build makes the AVIF and WebP sizes of every raster
 * image the pages show, drawn or not, itself: build/3-assets/images.ts.)
 *
 * Blog covers. A post names its cover in `image:`; the tool draws only at that path, and
 * only where the path is /images/blog/<name>.jpg (other paths, a .png or a photo kept
 * elsewhere, are left alone), and only when no file is there: that may be a photo saved
 * under the name. So:
 * - a new post whose cover is missing gets a drawing composed from its topic (motifs
 *   picked from its title and category, layout seeded by <name>: build/tools/art/cover.ts),
 *   as <name>.jpg, 1200x630 (the share image);
 * - a post with a photo needs no tool: the build makes the AVIF and WebP sizes of every
 *   cover, drawn or not (build/3-assets/images.ts);
 * - to redraw a cover (the title or category changed, or the drawing did), delete it and
 *   run the tool.
 * Running it again changes nothing. (build/tools/covers.ts holds the rule, tested.)
 * A cover that is there is read whole, as the build reads it when it makes its sizes: one that
 * is damaged (cut short, corrupt) or too large is told as the build would tell it, naming the
 * post and its field, and the tool exits with 1 (after drawing what it could).
 *
 * Always drawn anew, being the tool's own: the illustrations in art/ (one SVG per entry
 * of src/components/art/catalog.ts, drawn by build/tools/art/scenes.ts), og-default.png
 * (1200x630 default share image: the mark, the brand name, the tagline and the home
 * illustration), logo.png (512x512) and ../favicon.svg.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { artEntries } from "../../src/components/art/catalog";
import { type Category, categories, isCategory } from "../../src/model/categories";
import { markSvg } from "../../src/styles/brand-mark";
import { loadSiteData } from "../2-content/copy";
import { splitFrontmatter } from "../2-content/frontmatter";
import { postFiles } from "../2-content/load";
import { checkImage } from "../3-assets/images";
import { CoverCategoryUnknown, failureReport, SiteBuildError } from "../errors";
import { coverSvg } from "./art/cover";
import { drawings } from "./art/scenes";
import { defaultOgSvg } from "./art/share";
import { COVER_JPEG, coverPlan } from "./covers";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const out = path.join(root, "public/images");

/**
 * Draws the missing covers of every post, and reads whole each cover that is there; returns the
 * files written and the errors met (a post whose frontmatter or category cannot be read, a cover
 * that cannot be published), each to be told as the build tells it.
 */
export async function drawCovers({
  root,
  contentDir,
  publicDir,
}: {
  root: string;
  contentDir: string;
  publicDir: string;
}): Promise<{ written: string[]; errors: unknown[] }> {
  const written: string[] = [];
  const errors: unknown[] = [];
  const inPublic = (sitePath: string) => {
    const file = path.join(publicDir, sitePath);
    return file.startsWith(publicDir + path.sep) && existsSync(file);
  };
  for (const file of postFiles(contentDir).filter((name) => name.endsWith(".md"))) {
    const rel = path.relative(root, file);
    let data: Record<string, unknown>;
    let category: Category;
    try {
      data = (splitFrontmatter(readFileSync(file, "utf8"), rel).data ?? {}) as Record<string, unknown>;
      if (typeof data.image === "string" && inPublic(data.image))
        await checkImage(publicDir, { src: data.image, file: rel, field: "image" });
      if (!isCategory(data.category))
        throw new SiteBuildError(CoverCategoryUnknown, { file: rel, value: data.category, categories });
      category = data.category;
    } catch (error) {
      errors.push(error);
      continue;
    }
    const plan = coverPlan(data.image, inPublic);
    if (plan.skipped) console.log(`${rel}: ${plan.skipped}`);
    if (!plan.name || !plan.draw) continue;
    await drawCover(publicDir, { name: plan.name, draw: plan.draw }, String(data.title ?? ""), category);
    written.push(`public${plan.draw}`);
  }
  return { written, errors };
}

/**
 * Draws one blog cover into `publicDir` at the plan's path (`npm run new-post` draws its post's
 * with it): 1200x630, the share image's shape. Returns the file written.
 */
export async function drawCover(
  publicDir: string,
  plan: { name: string; draw: string },
  title: string,
  category: Category,
): Promise<string> {
  const jpeg = await sharp(Buffer.from(coverSvg(plan.name, title, category)))
    .jpeg(COVER_JPEG)
    .toBuffer();
  const file = path.join(publicDir, plan.draw);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, jpeg);
  return file;
}

/** Writes every illustration of the catalog to public/images/art/ (they are the tool's own). */
function drawArt(): string[] {
  mkdirSync(path.join(out, "art"), { recursive: true });
  return artEntries.map(([name, entry]) => {
    writeFileSync(path.join(root, "public", entry.file), `${drawings[name]()}\n`);
    return `public${entry.file}`;
  });
}

async function main() {
  const site = loadSiteData({ root, contentDir: path.join(root, "content") });
  mkdirSync(path.join(out, "blog"), { recursive: true });
  const art = drawArt();
  const { written, errors } = await drawCovers({
    root,
    contentDir: path.join(root, "content"),
    publicDir: path.join(root, "public"),
  });
  for (const error of errors) console.error(failureReport(error));
  await sharp(Buffer.from(defaultOgSvg(site)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, "og-default.png"));
  await sharp(Buffer.from(markSvg), { density: 1200 })
    .resize(512, 512)
    .png()
    .toFile(path.join(out, "logo.png"));
  writeFileSync(path.join(root, "public/favicon.svg"), `${markSvg}\n`);
  for (const file of written) console.log(`wrote ${file}`);
  console.log(
    `Wrote ${art.length} illustrations, ${written.length} blog cover${written.length === 1 ? "" : "s"} (existing ones are never written over), the default share image, the logo and the favicon for ${site.brand}.`,
  );
  if (errors.length) process.exit(1);
}

// Run as a command; imported (by new-post), it draws nothing of itself.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
