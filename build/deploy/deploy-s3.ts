/**
 * `npm run deploy:s3 -- --bucket NAME [--region R] [--dry-run] [--dir DIR]`:
 * uploads dist/ to an S3 bucket with the AWS CLI (which must be on PATH, with
 * credentials), one `aws s3 cp` per object with its content type and cache
 * policy (build/s3-plan.ts), then sets the bucket's website configuration.
 * Hashed assets go first and pages last, each group only after the previous
 * one fully succeeded. `--dry-run` prints the plan and uploads nothing.
 *
 * Nothing is deleted: files of an older build stay in the bucket (old hashed
 * assets keep serving pages cached before the deploy).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pLimit from "p-limit";
import { formatDryRun, type S3Target, type S3Upload, s3Plan, uploadArgs, websiteArgs } from "./s3-plan";

const CONCURRENCY = 4;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = parseArgs({
  options: {
    bucket: { type: "string" },
    region: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    dir: { type: "string", default: "dist" },
  },
});
const distDir = path.resolve(root, args.dir);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const bucket = args.bucket;
if (!bucket) fail("Give the bucket: npm run deploy:s3 -- --bucket NAME [--region R] [--dry-run]");
if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) fail(`"${bucket}" is not a valid S3 bucket name.`);
if (!existsSync(path.join(distDir, "index.html"))) {
  fail(`${path.relative(root, distDir)}/ has no index.html: run \`npm run build\` first.`);
}
const target: S3Target = { bucket, ...(args.region ? { region: args.region } : {}) };
const plan = s3Plan(distDir);

if (args["dry-run"]) {
  console.log(formatDryRun(plan, target));
  process.exit(0);
}

if (spawnSync("aws", ["--version"], { stdio: "ignore" }).error) {
  fail(
    "The AWS CLI (aws) is not on PATH. Install it and configure credentials (aws configure, or AWS_* variables), or use --dry-run.",
  );
}

/** Runs `aws ...args`; resolves with the error output when it fails. */
function aws(cliArgs: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn("aws", cliArgs, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error) => resolve(error.message));
    child.on("close", (code) => resolve(code === 0 ? undefined : stderr.trim() || `exit code ${code}`));
  });
}

const limit = pLimit(CONCURRENCY);

/** Uploads one group with a few CLI processes at a time; returns the failures. */
async function uploadAll(uploads: S3Upload[]): Promise<string[]> {
  const errors = await limit.map(uploads, (upload) => aws(uploadArgs(upload, target)));
  return uploads.flatMap((upload, i) => (errors[i] ? [`  ${upload.key}: ${errors[i]}`] : []));
}

const groups = [...new Set(plan.map((upload) => upload.cacheControl))].map((cacheControl) =>
  plan.filter((upload) => upload.cacheControl === cacheControl),
);
let done = 0;
for (const group of groups) {
  const failures = await uploadAll(group);
  if (failures.length) {
    fail(
      `${failures.length} upload${failures.length === 1 ? "" : "s"} failed; later files were not uploaded:\n${failures.join("\n")}`,
    );
  }
  done += group.length;
  console.log(`Uploaded ${done}/${plan.length} (${group[0]?.cacheControl})`);
}
const websiteError = await aws(websiteArgs(target));
if (websiteError) fail(`Setting the website configuration failed: ${websiteError}`);
console.log(`Deployed ${plan.length} objects to s3://${bucket}; index index.html, error 404.html.`);
