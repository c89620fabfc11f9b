/**
 * `npm run deploy:s3 -- --bucket NAME [flags]`: syncs dist/ to an S3 bucket with
 * the AWS SDK in this one process (build/deploy/s3-sync.ts): what the plan says
 * (build/deploy/s3-plan.ts), uploading only what changed, then the website
 * configuration; `--delete` removes what the build no longer has; `--distribution`
 * invalidates the changed pages in CloudFront (build/deploy/cloudfront.ts).
 * Credentials and region come from the SDK's chain (AWS_* variables, AWS_PROFILE,
 * SSO, instance roles); `--dry-run` prints the plan and needs none. It uploads only a build
 * made for today (its record: build/7-output/build-record.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { S3Client } from "@aws-sdk/client-s3";
import { dateIn, loadConfig, SITE_TIME_ZONE } from "../1-config/config";
import { loadRedirects, REDIRECTS_FILE } from "../2-content/redirects-file";
import { notTodaysSite, readBuildRecord } from "../7-output/build-record";
import { commandLine } from "../cli-args";
import { s3RedirectObjects } from "../hosts";
import { builtFunction, CloudFrontClient, invalidate, invalidationPaths } from "./cloudfront";
import { formatDryRun, missingRedirectKeys, s3Plan } from "./s3-plan";
import { DEFAULT_CONCURRENCY, DEFAULT_GRACE_DAYS, formatSummary, SyncError, syncToS3 } from "./s3-sync";

const USAGE =
  "npm run deploy:s3 -- --bucket NAME [--region R] [--endpoint URL] [--delete [--grace-days N]] [--distribution ID] [--concurrency N] [--dir DIR] [--content DIR] [--dry-run]";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = commandLine({
  command: "npm run deploy:s3",
  usage: USAGE,
  options: {
    bucket: { type: "string" },
    region: { type: "string" },
    endpoint: { type: "string" },
    delete: { type: "boolean", default: false },
    "grace-days": { type: "string", default: String(DEFAULT_GRACE_DAYS) },
    distribution: { type: "string" },
    concurrency: { type: "string", default: String(DEFAULT_CONCURRENCY) },
    "dry-run": { type: "boolean", default: false },
    dir: { type: "string", default: "dist" },
    // The content the site was built from (its redirects.txt), as the build's --content.
    content: { type: "string", default: "content" },
  },
});
const distDir = path.resolve(root, args.dir);
const contentDir = path.resolve(root, args.content);
const redirectsFile = path.relative(root, path.join(contentDir, REDIRECTS_FILE));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function wholeNumber(flag: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) fail(`--${flag} must be a whole number from ${min}, not "${value}".`);
  return n;
}

const bucket = args.bucket;
if (!bucket) fail(`Give the bucket: ${USAGE}`);
if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) fail(`"${bucket}" is not a valid S3 bucket name.`);
const graceDays = wholeNumber("grace-days", args["grace-days"], 0);
const concurrency = wholeNumber("concurrency", args.concurrency, 1);
if (!existsSync(path.join(distDir, "index.html"))) {
  fail(`${path.relative(root, distDir) || "."}/ has no index.html: run \`npm run build\` first.`);
}
// The old paths of content/redirects.txt: their keys carry a WebsiteRedirectLocation, so the website endpoint answers 301.
const redirectList = loadRedirects(root, contentDir);
const redirects = s3RedirectObjects(redirectList, loadConfig(root).basePath);
const plan = s3Plan(distDir, redirects);
// Behind CloudFront the viewer-request function answers the redirects: it must be this build's.
const cloudFrontFunction = args.distribution
  ? builtFunction(root, distDir, redirectList, redirectsFile)
  : undefined;
if (cloudFrontFunction?.problem) fail(cloudFrontFunction.problem);
const unbuilt = missingRedirectKeys(plan, redirects);
if (unbuilt.length) {
  fail(
    `${path.relative(root, distDir) || "."}/ has no file for the redirect key${unbuilt.length > 1 ? "s" : ""} ${unbuilt.join(", ")} of ${redirectsFile}: run \`npm run build\` first.`,
  );
}

if (args["dry-run"]) {
  console.log(formatDryRun(plan, { bucket, ...(args.region ? { region: args.region } : {}) }));
  process.exit(0);
}

// Only today's site goes live: not a preview built with SITE_TODAY for another day, nor one with
// --drafts. Today is the date in New York now, as the build reckons it without SITE_TODAY
// (which this command never reads: a SITE_TODAY left in .env would otherwise agree with the build).
const notToday = notTodaysSite(
  readBuildRecord(distDir),
  dateIn(SITE_TIME_ZONE, new Date()),
  `${path.relative(root, distDir) || "."}/`,
);
if (notToday) fail(notToday);

// An S3-compatible store (`--endpoint`, or the SDK's AWS_ENDPOINT_URL[_S3]) is addressed
// by path (http://host/bucket/key) and, without a region anywhere, as us-east-1.
const endpoint = args.endpoint ?? process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
const region = args.region ?? (endpoint ? (process.env.AWS_REGION ?? "us-east-1") : undefined);
const client = new S3Client({
  ...(region ? { region } : {}),
  ...(args.endpoint ? { endpoint: args.endpoint } : {}),
  ...(endpoint ? { forcePathStyle: true } : {}),
});

const started = performance.now();
try {
  console.log(`Syncing ${plan.length} objects to s3://${bucket}${endpoint ? ` at ${endpoint}` : ""}...`);
  const result = await syncToS3({
    client,
    bucket,
    plan,
    delete: args.delete,
    graceMs: graceDays * 86_400_000,
    concurrency,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(formatSummary(result, bucket, graceDays));
  if (args.distribution) {
    const paths = invalidationPaths([...result.uploaded, ...result.deleted]);
    if (!paths.length) console.log("CloudFront: no page changed, nothing to invalidate.");
    else {
      const id = await invalidate(new CloudFrontClient({ region: "us-east-1" }), args.distribution, paths);
      console.log(
        `CloudFront: invalidation ${id} on ${args.distribution} for ${paths.length === 1 ? paths[0] : `${paths.length} paths`}.`,
      );
    }
    console.log(
      `CloudFront: the viewer-request function of this build is ${cloudFrontFunction?.file}; publish it when the build said its redirect map changed.`,
    );
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  const { name, message } = error as Error;
  if (error instanceof SyncError) fail(message);
  if (name === "CredentialsProviderError") {
    fail(
      `No AWS credentials: ${message}\nSet AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE (aws sso login), or use --dry-run.`,
    );
  }
  if (/region is missing/i.test(message))
    fail("No AWS region: give --region, or set AWS_REGION or a profile's region.");
  if (name === "NoSuchBucket") fail(`The bucket ${bucket} does not exist: create it first.`);
  fail(`Deploy failed: ${name}: ${message}`);
} finally {
  client.destroy();
}
