/**
 * `npm run preview [-- --host=github-pages|s3-website --port=4173 --dir=dist --allow-host=NAME]`:
 * serves dist/ on 127.0.0.1 with gzip under the chosen host's rules. For s3-website it
 * serves the objects `npm run deploy:s3` would upload, with their metadata (an old
 * path of the build's redirects answers with a 301, as the deploy's redirect objects do).
 * The base path and redirects are the build's own (its record), else the configuration's and
 * content/redirects.txt. It answers only to localhost, 127.0.0.1, [::1] and each --allow-host:
 * the folder may hold a build with drafts or scheduled posts (build/tools/request-guard.ts).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../1-config/config";
import { loadRedirects } from "../2-content/redirects-file";
import { readBuildRecord } from "../7-output/build-record";
import { commandLine } from "../cli-args";
import { s3Bucket, s3Plan } from "../deploy/s3-plan";
import { failureReport, SiteBuildError } from "../errors";
import { s3RedirectObjects } from "../hosts";
import { PortUnavailable, portOf, portOption } from "./listen";
import { type HostRules, startServer } from "./server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = commandLine({
  command: "npm run preview",
  options: {
    host: { type: "string", default: "github-pages" },
    port: { type: "string" },
    dir: { type: "string", default: "dist" },
    "allow-host": { type: "string", multiple: true },
  },
});
const rules = args.host as HostRules;
if (rules !== "github-pages" && rules !== "s3-website") {
  console.error(`--host must be github-pages or s3-website (got "${rules}")`);
  process.exit(1);
}
const port = portOption(args.port ?? process.env.PORT ?? "4173", args.port ? "--port" : "PORT");
const dir = path.resolve(root, args.dir);
// What the folder was built for; a folder without a record, as the configuration and content/ say now.
const record = readBuildRecord(dir);
const basePath = record?.basePath ?? loadConfig(root).basePath;
// The old paths of the build's redirects answer with the 301 the deploy sets up; on GitHub Pages, with their refresh page.
let bucket: ReturnType<typeof s3Bucket> | undefined;
try {
  bucket =
    rules === "s3-website"
      ? s3Bucket(s3Plan(dir, s3RedirectObjects(record?.redirects ?? loadRedirects(root), basePath)))
      : undefined;
} catch (error) {
  // A link the deploy would refuse: the preview of what it uploads says so, as the deploy does.
  if (!(error instanceof SiteBuildError)) throw error;
  console.error(failureReport(error));
  process.exit(1);
}
const hosts = args["allow-host"] ?? [];
const server = await startServer({ dir, port, rules, basePath, bucket, hosts }).catch((error: unknown) => {
  if (!(error instanceof PortUnavailable)) throw error;
  console.error(error.message);
  process.exit(1);
});
// The port it got: the one asked for, or the free one the system gave for 0.
console.log(
  `Serving ${path.relative(root, dir) || "."}/ as ${rules} at http://127.0.0.1:${portOf(server)}${basePath}`,
);
