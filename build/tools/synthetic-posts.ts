/**
 * Generated blog posts for measuring and testing the site at scale: `npm run bench` builds
 * from them, and the pagination tests build a few hundred. Deterministic: post i is always
 * the same text, one a day from 2020-01-01 (so newest first is the reverse of i), the
 * categories and authors in turn.
 */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { categories } from "../../src/model/categories";
import { pageCopyFiles, SERVICES_FILE, SITE_FILE } from "../../src/model/copy";
import { readCopy } from "../2-content/copy";

/** Names in content/authors.json, which writeSyntheticContent copies. */
const AUTHORS = [
  "Sarah Mitchell",
  "James Rodriguez",
  "Emily Chen",
  "Michael Thompson",
  "Rachel Foster",
] as const;
/** A cover that exists in public/, shared by every post unless each has a photo of its own. */
const COVER = "/images/blog/data-center-decommissioning-checklist.jpg";
/** The photo cover of generated post i (writeSyntheticPhotos). */
export const syntheticPhoto = (i: number) => `/images/blog/synthetic-photo-${i + 1}.jpg`;

const WORDS =
  "asset disposition data sanitization chain custody certificate erasure verification server laptop drive compliance audit recycling reuse value recovery logistics schedule report inventory serial facility policy retention encryption storage media program vendor".split(
    " ",
  );

function sentence(seed: number, length: number): string {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]);
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** `sections` sections of about 300 words (6 make about 1,800): headings, paragraphs with bold, bulleted and numbered lists. */
function body(seed: number, sections: number): string {
  const blocks: string[] = [];
  for (let section = 0; section < sections; section++) {
    blocks.push(`## Section ${section + 1}: ${sentence(seed + section, 4).slice(0, -1)}`);
    for (let p = 0; p < 3; p++) {
      blocks.push(
        `${sentence(seed + p, 18)} ${sentence(seed + p + 1, 22)} **${sentence(seed, 3).slice(0, -1)}** ${sentence(seed + 2, 20)} ${sentence(seed + 3, 16)}`,
      );
    }
    blocks.push(`### Details ${section + 1}`);
    blocks.push(Array.from({ length: 4 }, (_, i) => `- ${sentence(seed + i, 9)}`).join("\n"));
    blocks.push(Array.from({ length: 3 }, (_, i) => `${i + 1}. ${sentence(seed + i + 5, 11)}`).join("\n"));
  }
  return blocks.join("\n\n");
}

/** The slug of generated post i (0-based). */
export const syntheticSlug = (i: number) => `synthetic-post-${i + 1}`;

/** The markdown file of generated post i (0-based); `photo`: its own photo cover (syntheticPhoto), else the shared one. */
export function syntheticPost(i: number, sections = 6, photo = false): string {
  const author = AUTHORS[i % AUTHORS.length]!;
  const category = categories[i % categories.length]!;
  const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  return `---
slug: ${syntheticSlug(i)}
title: "Synthetic Article Number ${i + 1} About ${category}"
excerpt: "A generated article used to measure how the build scales: realistic length, headings, lists and bold text."
category: ${category}
author: ${author}
date: ${day}
image: ${photo ? syntheticPhoto(i) : COVER}
imageAlt: "A generated cover for measuring the build"
---
${body(i, sections)}
`;
}

/**
 * A content folder at `contentDir` with `count` generated posts, the project's copy (site.yaml,
 * services.yaml, pages/), authors and legal texts, and the real articles the copy links to (so
 * that its links lead to published posts).
 */
export function writeSyntheticContent(
  root: string,
  contentDir: string,
  count: number,
  sections = 6,
  photos = false,
): void {
  mkdirSync(path.join(contentDir, "blog"), { recursive: true });
  cpSync(path.join(root, "content/authors.json"), path.join(contentDir, "authors.json"));
  cpSync(path.join(root, "content/legal"), path.join(contentDir, "legal"), { recursive: true });
  for (const file of [SITE_FILE, SERVICES_FILE, ...Object.values(pageCopyFiles).map((page) => page.file)]) {
    mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
    cpSync(path.join(root, "content", file), path.join(contentDir, file));
  }
  const { postLinks } = readCopy({ root, contentDir: path.join(root, "content") }, []);
  for (const slug of new Set(postLinks.map((link) => link.slug)))
    cpSync(path.join(root, "content/blog", `${slug}.md`), path.join(contentDir, "blog", `${slug}.md`));
  for (let i = 0; i < count; i++)
    writeFileSync(
      path.join(contentDir, "blog", `${syntheticSlug(i)}.md`),
      syntheticPost(i, sections, photos),
    );
}

/**
 * A photo-like JPEG for each of `count` generated posts, at syntheticPhoto(i) under `publicDir`:
 * 1600x840 (a camera's or a stock photo's width, the cover's shape), smooth colour fields from
 * a small random image blown up, with grain over them; every one different.
 */
export async function writeSyntheticPhotos(publicDir: string, count: number): Promise<void> {
  mkdirSync(path.join(publicDir, "images/blog"), { recursive: true });
  const [width, height] = [1600, 840];
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  for (let i = 0; i < count; i++) {
    let seed = (Math.imul(i + 1, 2654435761) >>> 0) + 1;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const fields = Buffer.from(Array.from({ length: 20 * 11 * 3 }, () => Math.floor(random() * 256)));
    await sharp(fields, { raw: { width: 20, height: 11, channels: 3 } })
      .resize(width, height, { kernel: "cubic" })
      .composite([{ input: grain, blend: "soft-light" }])
      .jpeg({ quality: 85 })
      .toFile(path.join(publicDir, syntheticPhoto(i)));
  }
}
