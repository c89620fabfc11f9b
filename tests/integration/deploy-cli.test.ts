/**
 * `npm run deploy:s3` as a command, in a child process: the dry run, the missing
 * credentials, a misspelt flag, a site built for another day or for a sub-path, a link out of
 * the folder, the redirects the site was built with and credentials in an endpoint, over a
 * small build folder (tests/s3-fixture.ts) with the record a build writes beside it
 * (build/7-output/build-record.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateIn, SITE_TIME_ZONE } from "../../build/1-config/config";
import { outFiles } from "../../build/4-pages/out-files";
import { type BuildRecord, buildRecordFile, writeBuildRecord } from "../../build/7-output/build-record";
import { MASK } from "../../build/deploy/masked";
import { formatDryRun, s3Plan, wrongBasePath } from "../../build/deploy/s3-plan";
import { failureReport } from "../../build/errors";
import { paths } from "../../src/paths";
import { ROOT } from "../helpers";
import { writeSmallBuild } from "../s3-fixture";

/** What a build made today, without SITE_TODAY, for the domain's root and without redirects records. */
const todays = (): BuildRecord => ({
  today: dateIn(SITE_TIME_ZONE, new Date()),
  todayFromEnv: false,
  drafts: false,
  basePath: "/",
  redirects: [],
});

let dist: string;
let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "buyitad-s3-cli-"));
  dist = path.join(work, "dist");
  writeSmallBuild(dist);
  writeBuildRecord(dist, todays());
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A small build of its own in `work`, with the record `record` (today's, by default) beside it. */
function smallBuild(name: string, record: Partial<BuildRecord> = {}): string {
  const dir = path.join(work, name);
  writeSmallBuild(dir);
  writeBuildRecord(dir, { ...todays(), ...record });
  return dir;
}

/** An endpoint nothing listens on: an upload that began would fail, and no bucket is reached. */
const UNREACHABLE = ["--endpoint", "http://127.0.0.1:9"];
const SOME_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: "x",
  AWS_SECRET_ACCESS_KEY: "y",
  AWS_EC2_METADATA_DISABLED: "true",
  // A refused connection fails at once, without the SDK's retries.
  AWS_MAX_ATTEMPTS: "1",
};

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
    const run = deployCli(["--bucket", "test-bucket", "--dry-run", "--dir", dist], {
      AWS_ENDPOINT_URL: "http://127.0.0.1:9",
    });
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
      ["--bucket", "test-bucket", "--dir", dist, "--endpoint", "http://127.0.0.1:9"],
      // No instance-metadata lookup: this is not an EC2 machine.
      { AWS_EC2_METADATA_DISABLED: "true" },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("No AWS credentials:");
    expect(run.stderr).toContain("Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE");
  });

  it("refuses a site built with SITE_TODAY for another day, naming the day and how to rebuild, before it reaches for a bucket", () => {
    const preview = smallBuild("preview", { today: "2099-12-31", todayFromEnv: true });
    const run = deployCli(
      ["--bucket", "test-bucket", "--dir", preview, ...UNREACHABLE],
      // SITE_TODAY too, as a .env left from the preview would give it: the deploy goes by the calendar.
      { ...SOME_CREDENTIALS, SITE_TODAY: "2099-12-31" },
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

  it("refuses a site built for a sub-path (BASE_PATH), naming it and how to build for the bucket's root, even in a dry run", () => {
    const sub = smallBuild("sub-path", { basePath: "/buyitad-site/" });
    const shown = `${path.relative(ROOT, sub)}/`;
    const refusal = failureReport(
      wrongBasePath("/buyitad-site/", shown, path.relative(ROOT, buildRecordFile(sub))),
    );
    expect(refusal).toMatch(/^DeployBasePathMismatch: /);
    // Even a dry run: its plan would be the wrong one.
    const run = deployCli(["--bucket", "test-bucket", "--dir", sub, "--dry-run"]);
    expect([run.status, run.stdout, run.stderr.trimEnd()]).toEqual([1, "", refusal]);
  });

  it("refuses a symbolic link that leads out of the build folder, naming it, before anything is planned", () => {
    const linked = smallBuild("linked");
    const secret = path.join(work, "secret.txt");
    writeFileSync(secret, "not for the web");
    symlinkSync(secret, path.join(linked, "images/notes.txt"));
    // Even a dry run: it would list the file outside as one of the site's.
    const run = deployCli(["--bucket", "test-bucket", "--dir", linked, "--dry-run"]);
    expect([run.status, run.stdout]).toEqual([1, ""]);
    const lines = run.stderr.split("\n");
    expect(lines[0]).toBe(
      "DeployLinkRefused: The build folder holds a symbolic link the deploy will not follow.",
    );
    expect(lines).toContain(
      `  ${path.relative(ROOT, linked)}/images/notes.txt: leads to ${secret}, outside ${path.relative(ROOT, linked)}/`,
    );
  });

  it("sets up the redirects of the content the site was built from, read from its record, with nothing to pass", () => {
    const from = "/old-fixture-page";
    const redirected = smallBuild("redirected", { redirects: [{ from, to: paths.about }] });
    for (const file of outFiles(from)) {
      mkdirSync(path.dirname(path.join(redirected, file)), { recursive: true });
      writeFileSync(path.join(redirected, file), "moved");
    }
    const run = deployCli(["--bucket", "test-bucket", "--dry-run", "--dir", redirected]);
    expect(run.status, run.stderr).toBe(0);
    // Every key a visitor may ask for the old path by: its page's two files and their extensionless copy.
    const keys = [...outFiles(from), from.slice(1)];
    const lines = run.stdout.split("\n").filter((line) => keys.includes(line.split(" ")[0] ?? ""));
    expect(lines).toHaveLength(keys.length);
    for (const line of lines) expect(line).toMatch(new RegExp(` -> ${paths.about}$`));
  });

  it("never prints the user name or password an endpoint carries: not in its own lines, nor in the SDK's errors", () => {
    const user = "deployer-4f2a";
    const password = "s3cr3t-Pa55";
    const endpoint = `http://${user}:${password}@127.0.0.1:9`;
    for (const [flags, env] of [
      [["--endpoint", endpoint], {}],
      [[], { AWS_ENDPOINT_URL_S3: endpoint }],
    ] as const) {
      const run = deployCli(["--bucket", "test-bucket", "--dir", dist, ...flags], {
        ...SOME_CREDENTIALS,
        ...env,
      });
      const output = run.stdout + run.stderr;
      expect(run.status, output).toBe(1);
      expect(output).toContain(`s3://test-bucket at http://${MASK}@127.0.0.1:9`);
      expect(output).toContain("Deploy failed: ");
      expect(output).not.toContain(user);
      expect(output).not.toContain(password);
    }
    // Not a URL: not printed at all, since no rule can tell its password from the rest.
    const run = deployCli(
      ["--bucket", "test-bucket", "--dir", dist, "--endpoint", `http://${user}:pa/ss@127.0.0.1:9`],
      SOME_CREDENTIALS,
    );
    expect([run.status, run.stdout, run.stderr.trimEnd()]).toEqual([
      1,
      "",
      "The endpoint (--endpoint) is not an http:// or https:// URL such as http://127.0.0.1:4569; it is not shown here, as it may hold a password.",
    ]);
  });
});
