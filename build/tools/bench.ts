/**
 * `npm run bench -- --posts N`: generates N synthetic posts of realistic
 * length and markdown into a temporary content folder, builds a complete site
 * from them into a temporary output folder, and prints total time, pages per
 * second, milliseconds per page and peak memory. Nothing in the project changes.
 * `--tmp DIR` makes the temporary folder in DIR instead of the system's.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { configFrom } from "../1-config/config";
import { writeSyntheticContent } from "./synthetic-posts";

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

const parent = args.tmp ? path.resolve(args.tmp) : os.tmpdir();
mkdirSync(parent, { recursive: true });
const work = mkdtempSync(path.join(parent, "buyitad-bench-"));
try {
  const contentDir = path.join(work, "content");
  writeSyntheticContent(root, contentDir, count);

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
