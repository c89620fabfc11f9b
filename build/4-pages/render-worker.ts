/** A render thread of the build: claims chunks of routes until none are left and reports what it wrote. */
import { parentPort } from "node:worker_threads";
import type { Route } from "../../src/route";
import { type PageJob, writePages } from "./pages";

parentPort?.once(
  "message",
  async ({ job, routes, counter }: { job: PageJob; routes: Route[]; counter: Int32Array }) => {
    parentPort?.postMessage(await writePages(job, routes, counter));
  },
);
