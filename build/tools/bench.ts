/**
 * `npm run bench -- --posts N`: generates N synthetic posts of realistic
 * length and markdown into a temporary content folder, builds a complete site
 * from them into a temporary output folder, and prints total time, pages per
 * second, milliseconds per page and peak memory. Nothing in the project changes.
 * `--tmp DIR` makes the temporary folder in DIR instead of the system's.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { categories } from "../../src/content/categories";
import { configFrom } from "../1-config/config";

// As in build/build.ts: React's production build, chosen before React loads.
process.env.NODE_ENV ??= "production";
const { build } = await import("../index");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = parseArgs({
  options: {
    posts: { type: "string", default: "100" },
    workers: { type: "string" },
    tmp: { type: "string" },
  },
});
const count = Number(args.posts);
if (!Number.isInteger(count) || count < 1) {
  console.error(`--posts must be a whole number of at least 1 (got "${args.posts}")`);
  process.exit(1);
}

const AUTHORS = [
  ["Sarah Mitchell", "Chief Information Security Officer"],
  ["James Rodriguez", "Director of Data Center Services"],
  ["Emily Chen", "Sustainability Program Manager"],
  ["Michael Thompson", "Mobility Solutions Lead"],
  ["Rachel Foster", "Director of Compliance and Risk"],
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

/** About 1,800 words: headings, paragraphs with bold, bulleted and numbered lists. */
function body(seed: number): string {
  const blocks: string[] = [];
  for (let section = 0; section < 6; section++) {
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

function post(i: number): string {
  const [author, role] = AUTHORS[i % AUTHORS.length]!;
  const category = categories[i % categories.length]!;
  const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  return `---
id: "${i + 100}"
slug: synthetic-post-${i + 1}
title: "Synthetic Article Number ${i + 1} About ${category}"
excerpt: "A generated article used to measure how the build scales: realistic length, headings, lists and bold text."
category: ${category}
author: ${author}
authorRole: ${role}
date: ${day}
image: ${COVER}
---
${body(i)}
`;
}

const parent = args.tmp ? path.resolve(args.tmp) : os.tmpdir();
mkdirSync(parent, { recursive: true });
const work = mkdtempSync(path.join(parent, "buyitad-bench-"));
try {
  const contentDir = path.join(work, "content");
  mkdirSync(path.join(contentDir, "blog"), { recursive: true });
  cpSync(path.join(root, "content/authors.json"), path.join(contentDir, "authors.json"));
  cpSync(path.join(root, "content/legal"), path.join(contentDir, "legal"), { recursive: true });
  // The ITAD page links to this article; keep it so the dead-link check passes.
  cpSync(
    path.join(root, "content/blog/how-to-choose-an-itad-partner.md"),
    path.join(contentDir, "blog/how-to-choose-an-itad-partner.md"),
  );
  for (let i = 0; i < count; i++)
    writeFileSync(path.join(contentDir, "blog", `synthetic-post-${i + 1}.md`), post(i));

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await build({
    root,
    contentDir,
    outDir: path.join(work, "dist"),
    // The generated posts are dated a day apart from 2020 on, past today for a large N: all must publish.
    config: configFrom({ SITE_TODAY: "2099-12-31" }),
    workers: args.workers === undefined ? undefined : Number(args.workers),
  });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
  const pages = result.routes.length;
  console.log(
    [
      `posts:        ${count}`,
      `pages:        ${pages}`,
      `total:        ${(ms / 1000).toFixed(2)} s`,
      `pages/second: ${Math.round((pages / ms) * 1000)}`,
      `ms/page:      ${(ms / pages).toFixed(2)}`,
      `peak memory:  ${Math.round(peak / 1024 / 1024)} MB`,
      // CPU time of every thread of this process (V8's collector included); esbuild runs apart.
      `cpu time:     ${(cpu.user / 1e6).toFixed(2)} s user, ${(cpu.system / 1e6).toFixed(2)} s system`,
      `threads:      ${1 + result.workers} (${result.workers} render worker${result.workers === 1 ? "" : "s"}; --workers N to choose)`,
      `temp folder:  ${work}${process.env.BENCH_KEEP ? "" : " (removed; BENCH_KEEP=1 keeps it)"}`,
      `phases (ms):  ${Object.entries(result.timings)
        .map(([phase, t]) => `${phase} ${t}`)
        .join(", ")}`,
    ].join("\n"),
  );
} finally {
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
}
