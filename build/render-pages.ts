/**
 * Writes every page: in this thread for a small site, split over worker
 * threads (one per core, at most 4) for a large one, where rendering is
 * CPU-bound and scales with the cores.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import * as esbuild from "esbuild";
import type { Route } from "../src/route";
import { type PageJob, type PageResult, pageWriter } from "./pages";

/** Below this many routes, starting workers costs more than it saves. */
export const PARALLEL_FROM = 300;

export async function renderPages(routes: Route[], job: PageJob, workers?: number): Promise<PageResult[]> {
  // Measured on this 2-core machine, two workers render no faster than one thread (each page
  // costs twice as much when both cores render), so threads are opt-in: `workers` or BUILD_WORKERS.
  const requested = workers ?? Number(process.env.BUILD_WORKERS ?? 1);
  const count = routes.length >= PARALLEL_FROM ? Math.min(requested, availableParallelism(), 4) : 1;
  if (count <= 1) {
    const writer = pageWriter(job);
    const results = routes.map(writer.write);
    await writer.flush();
    return results;
  }
  // Interleave so that every worker gets its share of the large list pages and the small articles.
  const shares = Array.from({ length: count }, (_, w) => routes.filter((_, i) => i % count === w));
  const { file, cleanup } = await bundleWorker();
  try {
    return await runWorkers(file, shares, job, routes.length, count);
  } finally {
    cleanup();
  }
}

/**
 * The worker as one ES module bundled by esbuild (packages stay external):
 * it starts in about a third of the time that loading the TypeScript sources would take.
 */
async function bundleWorker(): Promise<{ file: string; cleanup: () => void }> {
  // Inside the project, so that the bundle's imports of packages resolve from node_modules/.
  const cache = fileURLToPath(new URL("../node_modules/.cache/", import.meta.url));
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, "render-worker-"));
  const file = path.join(dir, "render-worker.mjs");
  await esbuild.build({
    entryPoints: [fileURLToPath(new URL("./render-worker.ts", import.meta.url))],
    outfile: file,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    jsx: "automatic",
    logLevel: "silent",
  });
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function runWorkers(
  file: string,
  shares: Route[][],
  job: PageJob,
  total: number,
  count: number,
): Promise<PageResult[]> {
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<PageResult[]>((resolve, reject) => {
          const worker = new Worker(file, {
            workerData: { job, routes: share },
            // React picks its production build from NODE_ENV when it loads.
            env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
          });
          worker.once("message", resolve);
          worker.once("error", reject);
          worker.once("exit", (code) => {
            if (code !== 0) reject(new Error(`A render worker stopped with exit code ${code}`));
          });
        }),
    ),
  );
  // Back in route order.
  const out: PageResult[] = new Array(total);
  results.forEach((share, w) => {
    share.forEach((result, j) => {
      out[j * count + w] = result;
    });
  });
  return out;
}
