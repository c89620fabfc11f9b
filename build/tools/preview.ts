/**
 * `npm run preview [-- --host=github-pages|s3-website --port=4173 --dir=dist]`: serves dist/
 * on 127.0.0.1 with gzip under the chosen host's rules. For s3-website it
 * serves the objects `npm run deploy:s3` would upload, with their metadata (an old
 * path of content/redirects.txt answers with a 301, as the deploy's redirect objects do).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../1-config/config";
import { loadRedirects } from "../2-content/redirects-file";
import { commandLine } from "../cli-args";
import { s3Bucket, s3Plan } from "../deploy/s3-plan";
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
  },
});
const rules = args.host as HostRules;
if (rules !== "github-pages" && rules !== "s3-website") {
  console.error(`--host must be github-pages or s3-website (got "${rules}")`);
  process.exit(1);
}
const port = portOption(args.port ?? process.env.PORT ?? "4173", args.port ? "--port" : "PORT");
const { basePath } = loadConfig(root);
const dir = path.resolve(root, args.dir);
// The old paths of content/redirects.txt answer with the 301 the deploy sets up; on GitHub Pages, with their refresh page.
const bucket =
  rules === "s3-website"
    ? s3Bucket(s3Plan(dir, s3RedirectObjects(loadRedirects(root), basePath)))
    : undefined;
const server = await startServer({ dir, port, rules, basePath, bucket }).catch((error: unknown) => {
  if (!(error instanceof PortUnavailable)) throw error;
  console.error(error.message);
  process.exit(1);
});
// The port it got: the one asked for, or the free one the system gave for 0.
console.log(
  `Serving ${path.relative(root, dir) || "."}/ as ${rules} at http://127.0.0.1:${portOf(server)}${basePath}`,
);
