/**
 * `npm run deploy:s3 -- --bucket NAME [flags]`: syncs dist/ to an S3 bucket with
 * the AWS SDK in this one process (build/deploy/s3-sync.ts): what the plan says
 * (build/deploy/s3-plan.ts), uploading only what changed, then the website
 * configuration; `--delete` removes what the build no longer has; `--distribution`
 * invalidates the changed pages in CloudFront (build/deploy/cloudfront.ts).
 * Credentials and region come from the SDK's chain (AWS_* variables, AWS_PROFILE,
 * SSO, instance roles); `--dry-run` prints the plan and needs none. It reads the build's record
 * (build/7-output/build-record.ts): it uploads only a build made for today and for the bucket's
 * root, and sets up the redirects of the content the site was built from. No line it prints
 * shows a credential an endpoint carries (masked.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { S3Client } from "@aws-sdk/client-s3";
import { dateIn, SITE_TIME_ZONE } from "../1-config/config";
import { buildRecordFile, notTodaysSite, readBuildRecord } from "../7-output/build-record";
import { commandLine } from "../cli-args";
import { failureReport, SiteBuildError } from "../errors";
import { s3RedirectObjects } from "../hosts";
import { builtFunction, CloudFrontClient, invalidate, invalidationPaths } from "./cloudfront";
import { masked, urlSecrets } from "./masked";
import { formatDryRun, missingRedirectKeys, s3Plan, wrongBasePath } from "./s3-plan";
import { DEFAULT_CONCURRENCY, DEFAULT_GRACE_DAYS, formatSummary, SyncError, syncToS3 } from "./s3-sync";

const USAGE =
  "npm run deploy:s3 -- --bucket NAME [--region R] [--endpoint URL] [--delete [--grace-days N]] [--distribution ID] [--concurrency N] [--dir DIR] [--dry-run]";

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
  },
});
const distDir = path.resolve(root, args.dir);
const shown = `${path.relative(root, distDir) || "."}/`;
const recordName = path.relative(root, buildRecordFile(distDir));

// The S3 endpoint (--endpoint, AWS_ENDPOINT_URL[_S3]) and any other service's the SDK reads
// (AWS_ENDPOINT_URL_CLOUDFRONT) may carry a user name and password: no line shows them.
const endpointSettings = [
  args.endpoint,
  ...Object.entries(process.env).flatMap(([name, value]) =>
    name.startsWith("AWS_ENDPOINT_URL") ? [value] : [],
  ),
];
const secrets = urlSecrets(endpointSettings);

/** Prints a line of the deploy, credentials masked. */
function say(line: string): void {
  console.log(masked(line, secrets));
}

/** Prints why the deploy stops (a catalogue entry as the build prints one), credentials masked, and exits 1. */
function fail(problem: string | Error): never {
  console.error(masked(typeof problem === "string" ? problem : failureReport(problem), secrets));
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
if (!existsSync(path.join(distDir, "index.html")))
  fail(`${shown} has no index.html: run \`npm run build\` first.`);
// What the site was built for, the plan's base path and redirects with it: the deploy never
// guesses them from the configuration or content/ of now, which may be another build's.
const record = readBuildRecord(distDir);
if (!record) fail(notTodaysSite(record, "", shown) ?? "");
const otherBase = wrongBasePath(record.basePath, shown, recordName);
if (otherBase) fail(otherBase);
// The old paths of the build's redirects: their keys carry a WebsiteRedirectLocation, so the website endpoint answers 301.
const redirects = s3RedirectObjects(record.redirects, record.basePath);
let plan: ReturnType<typeof s3Plan> = [];
try {
  plan = s3Plan(distDir, redirects, shown);
} catch (error) {
  if (error instanceof SiteBuildError) fail(error);
  throw error;
}
// Behind CloudFront the viewer-request function answers the redirects: it must be this build's.
const cloudFrontFunction = args.distribution
  ? builtFunction(root, distDir, record.redirects, recordName)
  : undefined;
if (cloudFrontFunction?.problem) fail(cloudFrontFunction.problem);
const unbuilt = missingRedirectKeys(plan, redirects);
if (unbuilt.length) {
  fail(
    `${shown} has no file for the redirect key${unbuilt.length > 1 ? "s" : ""} ${unbuilt.join(", ")} of ${recordName}: run \`npm run build\` first.`,
  );
}

if (args["dry-run"]) {
  say(formatDryRun(plan, { bucket, ...(args.region ? { region: args.region } : {}) }));
  process.exit(0);
}

// Only today's site goes live: not a preview built with SITE_TODAY for another day, nor one with
// --drafts. Today is the date in New York now, as the build reckons it without SITE_TODAY
// (which this command never reads: a SITE_TODAY left in .env would otherwise agree with the build).
const notToday = notTodaysSite(record, dateIn(SITE_TIME_ZONE, new Date()), shown);
if (notToday) fail(notToday);

// An S3-compatible store (`--endpoint`, or the SDK's AWS_ENDPOINT_URL[_S3]) is addressed
// by path (http://host/bucket/key) and, without a region anywhere, as us-east-1.
const endpoint = args.endpoint ?? process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
// Not a URL, it is not printed: masked() finds the password of a URL, not of any text.
if (endpoint && !/^https?:$/.test(URL.canParse(endpoint) ? new URL(endpoint).protocol : "")) {
  fail(
    `The endpoint (${args.endpoint ? "--endpoint" : process.env.AWS_ENDPOINT_URL_S3 ? "AWS_ENDPOINT_URL_S3" : "AWS_ENDPOINT_URL"}) is not an http:// or https:// URL such as http://127.0.0.1:4569; it is not shown here, as it may hold a password.`,
  );
}
const region = args.region ?? (endpoint ? (process.env.AWS_REGION ?? "us-east-1") : undefined);
const client = new S3Client({
  ...(region ? { region } : {}),
  ...(args.endpoint ? { endpoint: args.endpoint } : {}),
  ...(endpoint ? { forcePathStyle: true } : {}),
});

const started = performance.now();
try {
  // As the URL parser reads it (what the SDK connects to), so that masked() finds all of its user information.
  say(
    `Syncing ${plan.length} objects to s3://${bucket}${endpoint ? ` at ${new URL(endpoint).href}` : ""}...`,
  );
  const result = await syncToS3({
    client,
    bucket,
    plan,
    delete: args.delete,
    graceMs: graceDays * 86_400_000,
    concurrency,
    log: (line) => say(`  ${line}`),
  });
  say(formatSummary(result, bucket, graceDays));
  if (args.distribution) {
    const paths = invalidationPaths([...result.uploaded, ...result.deleted]);
    if (!paths.length) say("CloudFront: no page changed, nothing to invalidate.");
    else {
      const id = await invalidate(new CloudFrontClient({ region: "us-east-1" }), args.distribution, paths);
      say(
        `CloudFront: invalidation ${id} on ${args.distribution} for ${paths.length === 1 ? paths[0] : `${paths.length} paths`}.`,
      );
    }
    say(
      `CloudFront: the viewer-request function of this build is ${cloudFrontFunction?.file}; publish it when the build said its redirect map changed.`,
    );
  }
  say(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
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
