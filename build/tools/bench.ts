/**
 * `npm run bench -- --posts N`: generates N synthetic posts of realistic
 * length and markdown into a temporary content folder, builds a complete site
 * from them into a temporary output folder, and prints total time, pages per
 * second, milliseconds per page and peak memory. Nothing in the project changes.
 * `--tmp DIR` makes the temporary folder in DIR instead of the system's.
 *
 * `--photos` gives every post a photo cover of its own (a copy of public/ with N generated
 * JPEGs, 1600x840) and times the images step (build/3-assets/images.ts) cold, with an empty
 * image cache, and warm, with the cache full, in `--runs` rounds of the two in turn.
 *
 * `--vs-eleventy` times the site's build side by side with Eleventy's instead
 * (see vsEleventy below): the same markdown, both built cold in their own process.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configFrom } from "../1-config/config";
import { commandLine } from "../cli-args";
import { sampleTree, type TreeTiming, timeTree } from "./process-tree";
import { syntheticPost, syntheticSlug, writeSyntheticContent, writeSyntheticPhotos } from "./synthetic-posts";

/** The generated posts are dated a day apart from 2020 on, past today for a large N: all must publish. */
const SITE_TODAY = "2099-12-31";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = commandLine({
  command: "npm run bench",
  options: {
    posts: { type: "string", default: "100" },
    workers: { type: "string" },
    tmp: { type: "string" },
    "vs-eleventy": { type: "boolean", default: false },
    photos: { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
  },
});

// As in build/cli.ts: React's production build, chosen before React loads.
process.env.NODE_ENV ??= "production";
const { build } = await import("../site-build");
const count = Number(args.posts);
if (!Number.isInteger(count) || count < 1) {
  console.error(`--posts must be a whole number of at least 1 (got "${args.posts}")`);
  process.exit(1);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1 (got "${args.runs}")`);
  process.exit(1);
}

/** Builds in this process, with the phase times and CPU time of its threads. */
async function inProcess(work: string, contentDir: string): Promise<void> {
  // This process and those it starts (esbuild's service, Pagefind's), summed at each moment.
  const tree = sampleTree(process.pid);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await build({
    root,
    contentDir,
    outDir: path.join(work, "dist"),
    config: configFrom({ SITE_TODAY }),
    workers: args.workers === undefined ? undefined : Number(args.workers),
  });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const all = tree?.stop();
  // The kernel's high-water mark of this process (resident set size at its peak).
  const peak = process.resourceUsage().maxRSS * 1024;
  const pages = result.routes.length;
  console.log(
    [
      `posts:        ${count}`,
      `pages:        ${pages}`,
      `total:        ${(ms / 1000).toFixed(2)} s`,
      `pages/second: ${Math.round((pages / ms) * 1000)}`,
      `ms/page:      ${(ms / pages).toFixed(2)}`,
      `peak memory:  ${Math.round(peak / 1024 / 1024)} MB this process${all ? `; ${Math.round(all.peakMb)} MB with the processes it starts (Pagefind's, esbuild's)` : ""}`,
      // CPU time of every thread of this process (V8's collector included); esbuild runs apart.
      `cpu time:     ${(cpu.user / 1e6).toFixed(2)} s user, ${(cpu.system / 1e6).toFixed(2)} s system`,
      `threads:      ${1 + result.workers} (${result.workers} render worker${result.workers === 1 ? "" : "s"}; --workers N to choose)`,
      `temp folder:  ${work}${process.env.BENCH_KEEP ? "" : " (removed; BENCH_KEEP=1 keeps it)"}`,
      `phases (ms):  ${Object.entries(result.timings)
        .map(([phase, t]) => `${phase} ${t}`)
        .join(", ")}`,
    ].join("\n"),
  );
}

/**
 * The images step with a photo cover on every post: `--runs` rounds of a build with an empty
 * image cache, then one with it full; the medians of its phase, and of the whole build.
 */
async function photoImages(work: string, contentDir: string): Promise<void> {
  const publicDir = path.join(work, "public");
  cpSync(path.join(root, "public"), publicDir, { recursive: true });
  const started = performance.now();
  await writeSyntheticPhotos(publicDir, count);
  console.log(
    `Wrote ${count} photos in ${((performance.now() - started) / 1000).toFixed(1)} s; ${runs} rounds of cold, warm.`,
  );
  const imageCache = path.join(work, "image-cache");
  const once = async () => {
    const result = await build({
      root,
      contentDir,
      publicDir,
      imageCache,
      outDir: path.join(work, "dist"),
      config: configFrom({ SITE_TODAY }),
      workers: args.workers === undefined ? undefined : Number(args.workers),
    });
    return { images: result.timings.images ?? 0, total: result.ms };
  };
  const cold: { images: number; total: number }[] = [];
  const warm: { images: number; total: number }[] = [];
  for (let round = 0; round < runs; round++) {
    rmSync(imageCache, { recursive: true, force: true });
    rmSync(path.join(work, "dist"), { recursive: true, force: true });
    cold.push(await once());
    // The output folder of the cold build stays: a rebuild, as `npm run build` again.
    warm.push(await once());
    console.log(
      `  round ${round + 1}: cold images ${cold.at(-1)?.images} ms (build ${Math.round(cold.at(-1)?.total ?? 0)} ms), warm images ${warm.at(-1)?.images} ms (build ${Math.round(warm.at(-1)?.total ?? 0)} ms)`,
    );
  }
  const describe = (times: { images: number; total: number }[]) =>
    `images ${(median(times.map((t) => t.images)) / 1000).toFixed(2)} s, whole build ${(median(times.map((t) => t.total)) / 1000).toFixed(2)} s`;
  console.log(
    [
      `posts:        ${count}, each with its own 1600x840 JPEG cover`,
      `cold (empty image cache): median ${describe(cold)}`,
      `warm (image cache full):  median ${describe(warm)}`,
    ].join("\n"),
  );
}

/** Eleventy's version and its plainest setup: one Nunjucks layout around each post's markdown. */
const ELEVENTY = "@11ty/eleventy@3.1.7";
const ELEVENTY_LAYOUT =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title></head>\n<body><main><h1>{{ title }}</h1>\n{{ content | safe }}\n</main></body></html>\n';

const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The site and Eleventy on the same posts, on this machine, in the same run: Eleventy is
 * installed from the npm registry into the temp folder and given the same markdown bodies
 * (title in frontmatter, one layout). Eleventy has no search: the third command is Eleventy
 * followed by Pagefind over its output (the project's own Pagefind, the way an Eleventy site
 * adds search), which is the same work as the site's build in kind. Each command builds cold,
 * its output folder removed inside the timed command, in its own process tree (the site
 * through `npm run build`'s entry, as a site owner runs it); one warm-up each, then `--runs`
 * rounds of all three in turn, so that load from other work on the machine falls on all.
 * Prints the medians and the median of the per-round ratios (shared machines drift from
 * minute to minute; a ratio of runs taken in turn does not). Memory and CPU count every
 * process of a command's tree (build/tools/process-tree.ts): Pagefind's included.
 */
async function vsEleventy(work: string, contentDir: string): Promise<void> {
  const eleventyDir = path.join(work, "eleventy");
  mkdirSync(path.join(eleventyDir, "_includes"), { recursive: true });
  mkdirSync(path.join(eleventyDir, "posts"), { recursive: true });
  writeFileSync(path.join(eleventyDir, "package.json"), '{ "name": "bench-eleventy", "private": true }\n');
  writeFileSync(path.join(eleventyDir, "_includes/post.njk"), ELEVENTY_LAYOUT);
  writeFileSync(path.join(eleventyDir, "posts/posts.json"), '{ "layout": "post.njk" }\n');
  // The same markdown body under the plainest frontmatter Eleventy needs (its title).
  for (let i = 0; i < count; i++) {
    const [, frontmatter = "", body = ""] = syntheticPost(i).split(/^---\n/m);
    const title = /^title: (.*)$/m.exec(frontmatter)?.[1] ?? `"${syntheticSlug(i)}"`;
    writeFileSync(
      path.join(eleventyDir, "posts", `${syntheticSlug(i)}.md`),
      `---\ntitle: ${title}\n---\n${body}`,
    );
  }
  console.log(`Installing ${ELEVENTY} into ${eleventyDir} ...`);
  const install = spawnSync(
    "npm",
    ["install", "--no-audit", "--no-fund", "--loglevel=error", "--no-save", ELEVENTY],
    { cwd: eleventyDir, encoding: "utf8", shell: process.platform === "win32" },
  );
  if (install.status !== 0) {
    console.error(`npm install ${ELEVENTY} failed:\n${install.stderr}`);
    process.exit(1);
  }

  const siteOut = path.join(work, "dist");
  const eleventy = "rm -rf _site && ./node_modules/.bin/eleventy --quiet >/dev/null";
  const tools = [
    {
      name: "site",
      cwd: root,
      script: `rm -rf ${quote(siteOut)} && SITE_TODAY=${SITE_TODAY} exec node build/run.mjs build/cli.ts --out ${quote(siteOut)} --content ${quote(contentDir)} >/dev/null`,
    },
    { name: "eleventy", cwd: eleventyDir, script: `${eleventy}` },
    {
      name: "eleventy+pagefind",
      cwd: eleventyDir,
      script: `${eleventy} && exec ${quote(path.join(root, "node_modules/.bin/pagefind"))} --site _site --silent`,
    },
  ];
  const run = async (tool: (typeof tools)[number]): Promise<TreeTiming> => {
    const timing = await timeTree(tool.script, tool.cwd);
    if (timing.status !== 0) {
      console.error(`\`${tool.script}\` failed (exit ${timing.status}):\n${timing.stderr}`);
      process.exit(1);
    }
    return timing;
  };
  console.log(`Timing ${count} posts: one warm-up each, then ${runs} rounds of the three in turn.`);
  for (const tool of tools) await run(tool);
  const times: TreeTiming[][] = tools.map(() => []);
  for (let round = 0; round < runs; round++) {
    const timings: TreeTiming[] = [];
    for (const tool of tools) timings.push(await run(tool));
    for (const [i, timing] of timings.entries()) times[i]?.push(timing);
    const [site, plain, withSearch] = timings as [TreeTiming, TreeTiming, TreeTiming];
    console.log(
      `  round ${round + 1}: site ${site.seconds.toFixed(2)} s, eleventy ${plain.seconds.toFixed(2)} s (ratio ${(site.seconds / plain.seconds).toFixed(2)}), eleventy+pagefind ${withSearch.seconds.toFixed(2)} s (ratio ${(site.seconds / withSearch.seconds).toFixed(2)})`,
    );
  }
  const [site, plain, withSearch] = times as [TreeTiming[], TreeTiming[], TreeTiming[]];
  const describe = (timings: TreeTiming[]) => {
    const seconds = `${median(timings.map((t) => t.seconds)).toFixed(2)} s`;
    if (timings[0]?.cpu === undefined) return `${seconds} (no /proc: no CPU time or peak memory)`;
    const cpu = median(timings.map((t) => t.cpu ?? 0)).toFixed(2);
    const peak = Math.round(Math.max(...timings.map((t) => t.peakMb ?? 0)));
    // CPU by command, from the median run: which process the time went to (node, esbuild, Pagefind).
    const middle = [...timings].sort((a, b) => a.seconds - b.seconds)[Math.floor(timings.length / 2)];
    const parts = Object.entries(middle?.cpuByCommand ?? {})
      .filter(([, seconds]) => seconds >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([command, seconds]) => `${command} ${seconds.toFixed(1)}`)
      .join(", ");
    return `${seconds}, CPU ${cpu} s (${parts}), peak memory ${peak} MB (all processes)`;
  };
  const ratio = (against: TreeTiming[]) => {
    const ratios = site.map((timing, i) => timing.seconds / (against[i]?.seconds ?? Number.NaN));
    return `${median(ratios).toFixed(2)}x (median of ${runs} rounds; ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`;
  };
  console.log(
    [
      `posts:              ${count} (the same markdown for all; the site also builds its other pages and its search index)`,
      `site:               median ${describe(site)}`,
      `eleventy 3.1.7:     median ${describe(plain)}`,
      `eleventy+pagefind:  median ${describe(withSearch)}`,
      `site / eleventy:           ${ratio(plain)}`,
      `site / eleventy+pagefind:  ${ratio(withSearch)}`,
    ].join("\n"),
  );
}

const parent = args.tmp ? path.resolve(args.tmp) : os.tmpdir();
mkdirSync(parent, { recursive: true });
const work = mkdtempSync(path.join(parent, "buyitad-bench-"));
try {
  const contentDir = path.join(work, "content");
  writeSyntheticContent(root, contentDir, count, 6, args.photos);

  if (args["vs-eleventy"]) await vsEleventy(work, contentDir);
  else if (args.photos) await photoImages(work, contentDir);
  else await inProcess(work, contentDir);
} finally {
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
}
