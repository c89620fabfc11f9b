/**
 * Generated blog posts for measuring and testing the site at scale: `npm run bench` builds
 * from them, and the pagination tests build a few hundred. Deterministic: post i is always
 * the same text, one a day from 2020-01-01 (so newest first is the reverse of i), the
 * categories and authors in turn.
 */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { categories } from "../../src/content/categories";

/** Names in content/authors.json, which writeSyntheticContent copies. */
const AUTHORS = [
  "Sarah Mitchell",
  "James Rodriguez",
  "Emily Chen",
  "Michael Thompson",
  "Rachel Foster",
] as const;
/** Covers that exist in public/ (with their -640 and -1200 WebP siblings). */
const COVER = "/images/blog/data-center-decommissioning-checklist.jpg";

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

/** The markdown file of generated post i (0-based). */
export function syntheticPost(i: number, sections = 6): string {
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
image: ${COVER}
---
${body(i, sections)}
`;
}

/**
 * A content folder at `contentDir` with `count` generated posts, the project's authors and
 * legal texts, and the one real article the ITAD page links to (so the dead-link check passes).
 */
export function writeSyntheticContent(root: string, contentDir: string, count: number, sections = 6): void {
  mkdirSync(path.join(contentDir, "blog"), { recursive: true });
  cpSync(path.join(root, "content/authors.json"), path.join(contentDir, "authors.json"));
  cpSync(path.join(root, "content/legal"), path.join(contentDir, "legal"), { recursive: true });
  cpSync(
    path.join(root, "content/blog/how-to-choose-an-itad-partner.md"),
    path.join(contentDir, "blog/how-to-choose-an-itad-partner.md"),
  );
  for (let i = 0; i < count; i++)
    writeFileSync(path.join(contentDir, "blog", `${syntheticSlug(i)}.md`), syntheticPost(i, sections));
}
