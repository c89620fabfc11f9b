/** A worker thread of the build: writes its share of the pages and reports their results. */
import { parentPort, workerData } from "node:worker_threads";
import type { Route } from "../src/route";
import { type PageJob, pageWriter } from "./pages";

const { job, routes } = workerData as { job: PageJob; routes: Route[] };
const writer = pageWriter(job);
const results = routes.map(writer.write);
await writer.flush();
parentPort?.postMessage(results);
