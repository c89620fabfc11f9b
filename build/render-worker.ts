/** A worker thread of the build: writes its share of the pages and reports their results. */
import { parentPort, workerData } from "node:worker_threads";
import type { Route } from "../src/route";
import type { PageJob } from "./pages";

// React's production build, chosen before React loads (see build/build.ts).
process.env.NODE_ENV ??= "production";
const { pageWriter } = await import("./pages");
const { job, routes } = workerData as { job: PageJob; routes: Route[] };
const writer = pageWriter(job);
const results = routes.map(writer.write);
await writer.flush();
parentPort?.postMessage(results);
