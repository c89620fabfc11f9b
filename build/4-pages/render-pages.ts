/**
 * Writes every page. This thread always renders; a large site on a machine with
 * cores to spare also starts worker threads as soon as the post count is known,
 * so that they load while the content loads. Then this thread and the workers
 * claim chunks of routes from one shared counter until none are left, so a slow
 * chunk never leaves a thread idle.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import * as esbuild from "esbuild";
import type { Route } from "../../src/route";
import { SiteBuildError, WorkerCountInvalid } from "../errors";
import { type Claimed, type PageJob, type PageResult, routeCounter, writePages } from "./pages";

/** Below this many posts, starting a worker costs more than it saves. */
export const PARALLEL_FROM = 300;
/** Past three workers, writing files and the shared disk dominate. */
const MAX_WORKERS = 3;

/**
 * Worker threads besides this one. Asked for (`requested`, else BUILD_WORKERS), that many
 * (at most MAX_WORKERS). Otherwise one per core beyond two, for a large site only. On two
 * cores V8's garbage collector already keeps the second core busy: measured with
 * `npm run bench -- --posts 4000 --workers 1`, a worker there made the build from 10%
 * faster to 20% slower, and took 270 MB more.
 */
export function workerCount(posts: number, requested?: number, cores = availableParallelism()): number {
  const env = process.env.BUILD_WORKERS;
  const asked = requested ?? (env === undefined || env === "" ? undefined : Number(env));
  if (asked !== undefined && (!Number.isInteger(asked) || asked < 0)) {
    throw new SiteBuildError(WorkerCountInvalid, { value: String(requested ?? env) });
  }
  if (asked !== undefined) return Math.min(asked, MAX_WORKERS);
  return posts >= PARALLEL_FROM && cores > 2 ? Math.min(cores - 1, MAX_WORKERS) : 0;
}

export interface PageRenderer {
  /** Renders and writes every route; the results come back in route order. */
  render: (job: PageJob, routes: Route[]) => Promise<PageResult[]>;
  /** Stops the workers (also after a failure elsewhere in the build). */
  close: () => Promise<void>;
}

export function startRenderer(workers: number): PageRenderer {
  const bundle = workers > 0 ? bundleWorker() : undefined;
  // Started now, so that they load while the rest of the build goes on.
  const threads = (bundle ?? Promise.resolve(undefined)).then((built) =>
    built
      ? Array.from(
          { length: workers },
          () =>
            new Worker(built.file, {
              // React picks its production build from NODE_ENV when it loads.
              env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
            }),
        )
      : [],
  );
  // A failure surfaces in render(); until then it must not count as unhandled.
  threads.catch(() => {});
  return {
    async render(job, routes) {
      const counter = routeCounter();
      const shares = await Promise.all([
        ...(await threads).map(
          (worker) =>
            new Promise<Claimed[]>((resolve, reject) => {
              worker.once("message", resolve);
              worker.once("error", reject);
              worker.once("exit", (code) =>
                reject(new Error(`A render worker stopped with exit code ${code}`)),
              );
              worker.postMessage({ job, routes, counter });
            }),
        ),
        // This thread claims chunks too.
        writePages(job, routes, counter),
      ]);
      const results: PageResult[] = new Array(routes.length);
      for (const share of shares) for (const [index, result] of share) results[index] = result;
      return results;
    },
    async close() {
      await Promise.all((await threads.catch(() => [])).map((worker) => worker.terminate()));
      (await bundle?.catch(() => undefined))?.cleanup();
    },
  };
}

/**
 * The worker as one ES module bundled by esbuild (packages stay external):
 * it starts in about a third of the time that loading the TypeScript sources would take.
 */
async function bundleWorker(): Promise<{ file: string; cleanup: () => void }> {
  // Inside the project, so that the bundle's imports of packages resolve from node_modules/.
  const cache = fileURLToPath(new URL("../../node_modules/.cache/", import.meta.url));
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
