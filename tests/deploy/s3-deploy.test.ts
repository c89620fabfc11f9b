/**
 * `npm run deploy:s3` against a real S3 API: s3rver (build/tools/s3-local.ts) on
 * 127.0.0.1, a free port and a temp folder. The steps run in order on one bucket:
 * first deploy, read back, unchanged re-deploy, one changed page, --delete, redirects.
 */
import { execFile } from "node:child_process";
import { copyFileSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  GetBucketWebsiteCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import fg from "fast-glob";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateIn, SITE_TIME_ZONE } from "../../build/1-config/config";
import { cloudFrontFunctionFile } from "../../build/5-site-files/redirect-outputs";
import { buildRecordFile, readBuildRecord, writeBuildRecord } from "../../build/7-output/build-record";
import { type S3Upload, s3Plan } from "../../build/deploy/s3-plan";
import { md5Etag, RETIRED_META, syncToS3 } from "../../build/deploy/s3-sync";
import { isHashedAsset, s3RedirectObjects } from "../../build/hosts";
import { LOCAL_S3_CREDENTIALS, type LocalS3, startLocalS3 } from "../../build/tools/s3-local";
import { NOT_FOUND_FILE, paths } from "../../src/paths";
import { ROOT } from "../helpers";
import { documentedHeaders, HTML, IMMUTABLE, JS, ONE_HOUR, REVALIDATE } from "../s3-fixture";
import { copyBuild, sharedBuild } from "../shared-build";

const BUCKET = "deploy-test";
const run = promisify(execFile);

let work: string;
let site: string;
let s3: LocalS3;
let client: S3Client;
/** The commands the in-process client sent, by name. */
let sent: string[] = [];

/** A CloudFront stand-in: records CreateInvalidation requests and answers like CloudFront. */
let cloudfront: http.Server;
const invalidations: { url: string; body: string }[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "buyitad-deploy-"));
  site = path.join(work, "site");
  const shared = await sharedBuild();
  copyBuild(shared.outDir, site);
  // The CloudFront function and the record the build wrote beside the site: the deploy checks
  // the function is this build's, and the record that it was built for today.
  copyFileSync(cloudFrontFunctionFile(shared.outDir), cloudFrontFunctionFile(site));
  copyFileSync(buildRecordFile(shared.outDir), buildRecordFile(site));
  s3 = await startLocalS3({ directory: path.join(work, "s3"), buckets: [BUCKET] });
  client = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName as string);
      return next(args);
    },
    { step: "initialize" },
  );
  cloudfront = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      invalidations.push({ url: req.url ?? "", body });
      res.writeHead(201, { "content-type": "text/xml", location: `${req.url}/I2TESTINVALIDATION` });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I2TESTINVALIDATION</Id><Status>InProgress</Status><CreateTime>2026-11-23T12:00:00Z</CreateTime><InvalidationBatch><Paths><Quantity>0</Quantity></Paths><CallerReference>x</CallerReference></InvalidationBatch></Invalidation>`,
      );
    });
  });
  await new Promise<void>((resolve) => cloudfront.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  client?.destroy();
  await s3?.close();
  await new Promise((resolve) => cloudfront?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** `npm run deploy:s3` as a site owner runs it, credentials from the environment; resolves with its output. */
async function deploy(...flags: string[]): Promise<string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("AWS_")));
  const { stdout } = await run(
    process.execPath,
    [
      "--import",
      "tsx",
      "build/deploy/deploy-s3.ts",
      "--bucket",
      BUCKET,
      "--endpoint",
      s3.endpoint,
      "--dir",
      site,
      ...flags,
    ],
    {
      cwd: ROOT,
      env: {
        ...env,
        AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
        AWS_CONFIG_FILE: path.join(work, "no-config"),
        AWS_SHARED_CREDENTIALS_FILE: path.join(work, "no-credentials"),
        AWS_ENDPOINT_URL_CLOUDFRONT: `http://127.0.0.1:${(cloudfront.address() as AddressInfo).port}`,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      },
    },
  );
  return stdout;
}

/** In-process sync of the current site, counting what it sends. */
/**
 * The plan `deploy:s3` makes of the site: its files, and the redirect objects of the
 * content it was built from (content/redirects.txt, whatever lines it holds today), as its
 * record beside it holds them.
 */
const sitePlan = () => {
  const record = readBuildRecord(site)!;
  return s3Plan(site, s3RedirectObjects(record.redirects, record.basePath));
};

async function sync(
  options: { plan?: S3Upload[]; delete?: boolean; now?: Date; listPageSize?: number } = {},
) {
  sent = [];
  return syncToS3({ client, bucket: BUCKET, plan: options.plan ?? sitePlan(), ...options });
}

async function keys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** Every file s3rver keeps, with its modification time: unchanged when nothing was written. */
function storeTimes(): Map<string, number> {
  const dir = path.join(work, "s3", BUCKET);
  return new Map(
    fg.sync("**/*", { cwd: dir, dot: true }).map((file) => [file, statSync(path.join(dir, file)).mtimeMs]),
  );
}

/** A GET on the bucket's website endpoint (Host: <bucket>.s3-website.localhost). */
function website(
  urlPath: string,
): Promise<{ status: number; location?: string; type?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: "127.0.0.1", port: s3.port, path: urlPath, headers: { host: s3.websiteHost(BUCKET) } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              body,
              ...(res.headers.location ? { location: res.headers.location } : {}),
              ...(res.headers["content-type"] ? { type: res.headers["content-type"] } : {}),
            }),
          );
        },
      )
      .on("error", reject);
  });
}

/** The About page's keys: its path without the leading slash, its .html copy and its index.html. */
const ABOUT_KEY = paths.about.slice(1);
const ABOUT_FILE = `${ABOUT_KEY}/index.html`;
const ABOUT = [ABOUT_KEY, `${ABOUT_KEY}.html`, ABOUT_FILE];

describe("npm run deploy:s3 against a local S3 server", () => {
  it("deploys the built site: every object with its content type and cache policy, and the website configuration", async () => {
    const plan = sitePlan();
    const out = await deploy();
    expect(out).toContain(`Deployed to s3://${BUCKET}: ${plan.length} uploaded, 0 unchanged, 0 deleted.`);
    expect(out).toContain("Website configuration (index index.html, error 404.html): set.");
    expect(await keys()).toEqual(plan.map((upload) => upload.key).sort());
    const policies = new Set<string>();
    for (const upload of plan) {
      const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: upload.key }));
      const { contentType, cacheControl } = documentedHeaders(upload.key);
      expect([upload.key, head.ContentType, head.CacheControl, head.ETag]).toEqual([
        upload.key,
        contentType,
        cacheControl,
        md5Etag(readFileSync(upload.file)),
      ]);
      policies.add(cacheControl);
    }
    expect(policies).toEqual(new Set([IMMUTABLE, REVALIDATE, ONE_HOUR]));

    const website_ = await client.send(new GetBucketWebsiteCommand({ Bucket: BUCKET }));
    expect([website_.IndexDocument?.Suffix, website_.ErrorDocument?.Key]).toEqual([
      "index.html",
      NOT_FOUND_FILE,
    ]);
  });

  it("serves the extensionless copies with a 200 on the website endpoint, and 404.html for a missing page", async () => {
    const copy = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: ABOUT_KEY }));
    expect(copy.ContentType).toBe("text/html; charset=utf-8");
    expect(await copy.Body!.transformToString()).toBe(readFileSync(path.join(site, ABOUT_FILE), "utf8"));
    for (const urlPath of [paths.home, paths.about, `${paths.about}/`, `${paths.about}.html`]) {
      const res = await website(urlPath);
      expect([urlPath, res.status, res.type]).toEqual([urlPath, 200, "text/html; charset=utf-8"]);
    }
    const missing = await website("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(readFileSync(path.join(site, NOT_FOUND_FILE), "utf8"));
  });

  it("uploads nothing when the build is unchanged, and says so", async () => {
    const before = storeTimes();
    const out = await deploy();
    expect(out).toContain(
      `Nothing to upload: all ${sitePlan().length} objects in s3://${BUCKET} are unchanged`,
    );
    expect(out).toContain("Website configuration (index index.html, error 404.html): unchanged.");
    expect(storeTimes()).toEqual(before);
  });

  it("uploads only a changed page and its copies, and invalidates their paths in CloudFront", async () => {
    const file = path.join(site, ABOUT_FILE);
    // Written in place: the .html copy is the same file (a hard link), as in a build.
    writeFileSync(file, readFileSync(file, "utf8").replace("</main>", "<p>Changed.</p></main>"));
    const out = await deploy("--distribution", "E2TESTDIST");
    expect(out).toContain(
      `Deployed to s3://${BUCKET}: 3 uploaded, ${sitePlan().length - 3} unchanged, 0 deleted.`,
    );
    const copy = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: ABOUT_KEY }));
    expect(await copy.Body!.transformToString()).toContain("<p>Changed.</p>");

    expect(out).toContain("CloudFront: invalidation I2TESTINVALIDATION on E2TESTDIST for 4 paths.");
    expect(invalidations).toHaveLength(1);
    expect(invalidations[0]!.url).toBe("/2020-05-31/distribution/E2TESTDIST/invalidation");
    const invalidated = [...invalidations[0]!.body.matchAll(/<Path>([^<]*)<\/Path>/g)].map((m) => m[1]);
    expect(invalidated).toEqual([paths.about, `${paths.about}.html`, `${paths.about}/`, `/${ABOUT_FILE}`]);
    expect(out).toContain(
      `CloudFront: the viewer-request function of this build is ${path.relative(ROOT, cloudFrontFunctionFile(site))}`,
    );
  });

  it("behind CloudFront, refuses a site whose function is missing or tells other redirects, before uploading anything", async () => {
    const fn = cloudFrontFunctionFile(site);
    const name = path.relative(ROOT, fn);
    const code = readFileSync(fn, "utf8");
    const failure = (error: unknown) => (error as { stderr: string }).stderr.trim();
    try {
      rmSync(fn);
      expect(failure(await deploy("--distribution", "E2TESTDIST").catch((error) => error))).toBe(
        `${name} is missing (the build writes it beside the site): run \`npm run build\` first.`,
      );
      // The S3 website endpoint answers the redirects itself: the function is not asked for.
      await deploy();
      writeFileSync(
        fn,
        code.replace(/const REDIRECTS = \{[^}]*\};/, 'const REDIRECTS = { "/no-such-old-path": "/" };'),
      );
      expect(failure(await deploy("--distribution", "E2TESTDIST").catch((error) => error))).toBe(
        `${name} has another redirect map than ${path.relative(ROOT, buildRecordFile(site))}: run \`npm run build\` first.`,
      );
    } finally {
      writeFileSync(fn, code);
    }
  });

  it("refuses a site built for another day or with drafts, before uploading anything", async () => {
    const record = buildRecordFile(site);
    const kept = readFileSync(record, "utf8");
    const failure = (error: unknown) => (error as { stderr: string }).stderr.trim();
    const before = storeTimes();
    try {
      const built = readBuildRecord(site)!;
      writeBuildRecord(site, { ...built, today: "2099-12-31", todayFromEnv: true, drafts: false });
      expect(failure(await deploy().catch((error) => error))).toContain(
        `${path.relative(ROOT, site)}/ was built as of 2099-12-31 (SITE_TODAY=2099-12-31), not today (${dateIn(SITE_TIME_ZONE, new Date())} in New York): uploading it would publish the posts scheduled up to 2099-12-31 early.`,
      );
      writeBuildRecord(site, {
        ...built,
        today: dateIn(SITE_TIME_ZONE, new Date()),
        todayFromEnv: false,
        drafts: true,
      });
      expect(failure(await deploy().catch((error) => error))).toMatch(/ was built with --drafts: /);
      expect(storeTimes()).toEqual(before);
    } finally {
      writeFileSync(record, kept);
    }
  });

  it("finds every object unchanged when the bucket is listed in many pages", async () => {
    // s3rver pages in file order, not key order, so its pages miss keys: the sync asks for those one by one.
    const result = await sync({ listPageSize: 50 });
    expect([result.uploaded, result.unchanged]).toEqual([[], sitePlan().length]);
    expect(sent.filter((name) => name === "ListObjectsCommand").length).toBeGreaterThan(4);
  });

  it("the in-process sync agrees: one changed page puts exactly its three keys", async () => {
    const file = path.join(site, ABOUT_FILE);
    writeFileSync(file, readFileSync(file, "utf8").replace("<p>Changed.</p>", "<p>Changed again.</p>"));
    const result = await sync();
    expect(result.uploaded).toEqual(ABOUT);
    expect(sent.filter((name) => name === "PutObjectCommand")).toHaveLength(3);
  });

  it("removes nothing without --delete; with it, removes a retired page and keeps a young retired hashed asset", async () => {
    const oldAsset = fg.sync("assets/client-*.js", { cwd: site })[0]!;
    expect(isHashedAsset(oldAsset)).toBe(true);
    // A new build: the page is gone, the client bundle has a new hash.
    for (const key of [`${ABOUT_KEY}.html`, ABOUT_KEY]) rmSync(path.join(site, key), { recursive: true });
    renameSync(path.join(site, oldAsset), path.join(site, "assets/client-NEWHASH1.js"));

    const kept = await sync();
    expect([kept.uploaded, kept.deleted]).toEqual([["assets/client-NEWHASH1.js"], []]);
    expect(await keys()).toEqual(expect.arrayContaining([...ABOUT, oldAsset]));

    const out = await deploy("--delete");
    expect(out).toContain(
      `Nothing to upload: all ${sitePlan().length} objects in s3://${BUCKET} are unchanged; 3 deleted.`,
    );
    expect(out).toContain(
      "Old hashed assets kept for 7 days after they were first found unused: 1 newly retired, 0 waiting.",
    );
    const left = await keys();
    expect(left.filter((key) => ABOUT.includes(key))).toEqual([]);
    expect(left).toContain(oldAsset);
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: oldAsset }));
    expect(head.Metadata?.[RETIRED_META]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect([head.ContentType, head.CacheControl]).toEqual([JS, IMMUTABLE]);

    const sixDays = await sync({ delete: true, now: new Date(Date.now() + 6 * 86_400_000) });
    expect([sixDays.deleted, sixDays.kept]).toEqual([[], [oldAsset]]);
    const eightDays = await sync({ delete: true, now: new Date(Date.now() + 8 * 86_400_000) });
    expect(eightDays.deleted).toEqual([oldAsset]);
    expect(await keys()).not.toContain(oldAsset);
  });

  it("uploads a redirect entry with WebsiteRedirectLocation, which the website endpoint answers with a 301", async () => {
    const redirect: S3Upload = {
      key: "old-services",
      file: path.join(site, "index.html"),
      contentType: HTML,
      cacheControl: REVALIDATE,
      websiteRedirect: `${paths.services}/`,
    };
    const plan = [...sitePlan(), redirect];
    expect((await sync({ plan })).uploaded).toEqual(["old-services"]);
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: "old-services" }));
    expect(head.WebsiteRedirectLocation).toBe(`${paths.services}/`);
    const res = await website("/old-services");
    expect([res.status, res.location]).toEqual([301, `${paths.services}/`]);

    expect((await sync({ plan })).uploaded).toEqual([]);
    const moved = await sync({ plan: [...sitePlan(), { ...redirect, websiteRedirect: "/contact-us/" }] });
    expect(moved.uploaded).toEqual(["old-services"]);
    expect((await website("/old-services")).location).toBe("/contact-us/");
  });
});
