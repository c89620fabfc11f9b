/**
 * `npm run deploy:s3` as a command, in a child process: the dry run, the missing
 * credentials, a misspelt flag and a site built for another day, over a small build folder
 * (tests/s3-fixture.ts) with the record a build writes beside it (build/7-output/build-record.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateIn, SITE_TIME_ZONE } from "../../build/1-config/config";
import { writeBuildRecord } from "../../build/7-output/build-record";
import { formatDryRun, s3Plan } from "../../build/deploy/s3-plan";
import { FIXTURES, ROOT } from "../helpers";
import { writeSmallBuild } from "../s3-fixture";

const FIXTURE_CONTENT = path.join(FIXTURES, "content");

let dist: string;
let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "buyitad-s3-cli-"));
  dist = path.join(work, "dist");
  writeSmallBuild(dist);
  // As a build made today without SITE_TODAY records it.
  writeBuildRecord(dist, { today: dateIn(SITE_TIME_ZONE, new Date()), todayFromEnv: false, drafts: false });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The environment without any AWS setting of this machine, and with no config or credentials file to read. */
function noAwsEnv(): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("AWS_"))),
    AWS_CONFIG_FILE: path.join(work, "no-config"),
    AWS_SHARED_CREDENTIALS_FILE: path.join(work, "no-credentials"),
  };
}

/**
 * `npm run deploy:s3 -- ARGS` as the deploy command runs it, with no AWS setting of this machine
 * (noAwsEnv) and `env` on top; returns the finished process.
 */
function deployCli(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, ["--import", "tsx", "build/deploy/deploy-s3.ts", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...noAwsEnv(), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true", ...env },
  });
}

describe("npm run deploy:s3 -- --dry-run", () => {
  it("prints one line per object and the website configuration, with no credentials and no bucket to reach", () => {
    // No credentials anywhere, and an endpoint nothing listens on: a dry run that tried
    // to reach a bucket would fail.
    // The fixture content: the site under test was not built from content/, whose redirects it lacks.
    const run = deployCli(
      ["--bucket", "test-bucket", "--dry-run", "--dir", dist, "--content", FIXTURE_CONTENT],
      { AWS_ENDPOINT_URL: "http://127.0.0.1:9" },
    );
    expect(run.status, run.stderr).toBe(0);
    const plan = s3Plan(dist);
    expect(run.stdout.trim()).toBe(formatDryRun(plan, { bucket: "test-bucket" }));
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe(
      "Dry run: 20 objects for s3://test-bucket (17 files, 3 extensionless page copies); nothing is read from or written to the bucket.",
    );
    expect(lines.filter((line) => line.startsWith("about-us "))).toEqual([
      expect.stringMatching(/^about-us +text\/html; charset=utf-8 +public, max-age=0, must-revalidate$/),
    ]);
    expect(lines.at(-2)).toBe(
      `Website configuration: {"IndexDocument":{"Suffix":"index.html"},"ErrorDocument":{"Key":"404.html"}}`,
    );
  });

  it("without credentials, stops naming the ways to give them", () => {
    const run = deployCli(
      [
        "--bucket",
        "test-bucket",
        "--dir",
        dist,
        "--content",
        FIXTURE_CONTENT,
        "--endpoint",
        "http://127.0.0.1:9",
      ],
      // No instance-metadata lookup: this is not an EC2 machine.
      { AWS_EC2_METADATA_DISABLED: "true" },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("No AWS credentials:");
    expect(run.stderr).toContain("Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE");
  });

  it("refuses a site built with SITE_TODAY for another day, naming the day and how to rebuild, before it reaches for a bucket", () => {
    const preview = path.join(work, "preview");
    writeSmallBuild(preview);
    writeBuildRecord(preview, { today: "2099-12-31", todayFromEnv: true, drafts: false });
    // Credentials and an endpoint nothing listens on: an upload that began would fail otherwise.
    const run = deployCli(
      [
        "--bucket",
        "test-bucket",
        "--dir",
        preview,
        "--content",
        FIXTURE_CONTENT,
        "--endpoint",
        "http://127.0.0.1:9",
      ],
      // SITE_TODAY too, as a .env left from the preview would give it: the deploy goes by the calendar.
      { AWS_ACCESS_KEY_ID: "x", AWS_SECRET_ACCESS_KEY: "y", SITE_TODAY: "2099-12-31" },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trimEnd().split("\n")).toEqual([
      `${path.relative(ROOT, preview)}/ was built as of 2099-12-31 (SITE_TODAY=2099-12-31), not today (${dateIn(SITE_TIME_ZONE, new Date())} in New York): uploading it would publish the posts scheduled up to 2099-12-31 early. Build it again with \`npm run build\` (without SITE_TODAY, and without --drafts), then deploy.`,
    ]);
  });

  it("refuses a misspelt flag, naming it, rather than deploying without it", () => {
    const run = deployCli(["--bucket", "b-1", "--dryrun"]);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("unknown option --dryrun");
  });
});
