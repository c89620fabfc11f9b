/**
 * Writes every page: in this thread for a small site, split over worker
 * threads (one per core, at most 4) for a large one, where rendering is
 * CPU-bound and scales with the cores.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Route } from "../src/route";
import { type PageJob, type PageResult, pageWriter } from "./pages";

/** Below this many routes, starting workers costs more than it saves. */
export const PARALLEL_FROM = 300;

export async function renderPages(routes: Route[], job: PageJob, workers?: number): Promise<PageResult[]> {
  const count = workers ?? (routes.length >= PARALLEL_FROM ? Math.min(availableParallelism(), 4) : 1);
  if (count <= 1) {
    const writer = pageWriter(job);
    const results = routes.map(writer.write);
    await writer.flush();
    return results;
  }
  // Interleave so that every worker gets its share of the large list pages and the small articles.
  const shares = Array.from({ length: count }, (_, w) => routes.filter((_, i) => i % count === w));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<PageResult[]>((resolve, reject) => {
          const worker = new Worker(new URL("./render-worker-entry.mjs", import.meta.url), {
            workerData: { job, routes: share },
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
  const out: PageResult[] = new Array(routes.length);
  results.forEach((share, w) => {
    share.forEach((result, j) => {
      out[j * count + w] = result;
    });
  });
  return out;
}
