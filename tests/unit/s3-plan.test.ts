import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDryRun, s3Plan } from "../../build/deploy/s3-plan";
import { CACHE_CONTROL, cachePolicy, isHashedAsset } from "../../build/hosts";
import { FIXTURES, ROOT } from "../helpers";

const FIXTURE_CONTENT = path.join(FIXTURES, "content");

/** A small build folder with one file of each kind. */
const FILES = [
  "index.html",
  "404.html",
  "about-us/index.html",
  "about-us.html",
  "blog/index.html",
  "blog.html",
  "blog/x/index.html",
  "blog/x.html",
  "assets/client-5Z7JIF2W.js",
  "assets/chunks/hydrate-LDD5ZMM3.js",
  "assets/styles-oMDWnlfnsn.css",
  "images/blog/x-640.webp",
  "favicon.svg",
  "feed.xml",
  "sitemap.xml",
  "robots.txt",
  ".well-known/security.txt",
];

let dist: string;
let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "buyitad-s3-"));
  dist = path.join(work, "dist");
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), file);
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HTML = "text/html; charset=utf-8";
const { hashed, html, other } = CACHE_CONTROL;

describe("s3Plan", () => {
  it("uploads every file, plus an extensionless copy of each page, hashed assets first and pages last", () => {
    expect(s3Plan(dist).map((u) => [u.key, u.contentType, u.cacheControl])).toEqual([
      ["assets/chunks/hydrate-LDD5ZMM3.js", "text/javascript; charset=utf-8", hashed],
      ["assets/client-5Z7JIF2W.js", "text/javascript; charset=utf-8", hashed],
      ["assets/styles-oMDWnlfnsn.css", "text/css; charset=utf-8", hashed],
      [".well-known/security.txt", "text/plain; charset=utf-8", other],
      ["favicon.svg", "image/svg+xml", other],
      ["feed.xml", "application/xml; charset=utf-8", other],
      ["images/blog/x-640.webp", "image/webp", other],
      ["robots.txt", "text/plain; charset=utf-8", other],
      ["sitemap.xml", "application/xml; charset=utf-8", other],
      ["404.html", HTML, html],
      ["about-us", HTML, html],
      ["about-us.html", HTML, html],
      ["about-us/index.html", HTML, html],
      ["blog", HTML, html],
      ["blog.html", HTML, html],
      ["blog/index.html", HTML, html],
      ["blog/x", HTML, html],
      ["blog/x.html", HTML, html],
      ["blog/x/index.html", HTML, html],
      ["index.html", HTML, html],
    ]);
  });

  it("uploads each extensionless copy from its page's index.html, and every other key from its own file", () => {
    for (const upload of s3Plan(dist)) {
      if (upload.copyOf) {
        expect(upload.file).toBe(path.join(dist, `${upload.key}/index.html`));
        expect(upload.copyOf).toBe(`${upload.key}/index.html`);
      } else expect(upload.file).toBe(path.join(dist, upload.key));
    }
    expect(
      s3Plan(dist)
        .filter((u) => u.copyOf)
        .map((u) => u.key),
    ).toEqual(["about-us", "blog", "blog/x"]);
  });
});

describe("isHashedAsset", () => {
  it.each([
    ["assets/client-5Z7JIF2W.js", true],
    ["assets/chunks/pickup-form-AM3IL5MV.js", true],
    ["assets/styles-oMDWnlfnsn.css", true],
    ["assets/logo.png", false],
    ["assets/chunks/client.js", false],
    ["images/blog/ssd-nvme-sanitization-1200.webp", false],
    ["blog/data-center-decommissioning-checklist.html", false],
    ["pagefind/index/en_2fa5c35.pf_index", true],
    ["pagefind/fragment/en_11b94ae.pf_fragment", true],
    ["pagefind/pagefind.en_77e44741b0.pf_meta", true],
    ["pagefind/pagefind-entry.json", false],
    ["pagefind/pagefind.js", false],
    ["pagefind/wasm.en.pagefind", false],
  ])("%s: %s", (key, expected) => {
    expect(isHashedAsset(key)).toBe(expected);
  });
});

describe("cachePolicy", () => {
  it.each([
    ["assets/client-5Z7JIF2W.js", hashed],
    ["pagefind/index/en_2fa5c35.pf_index", hashed],
    // The search entry names the current chunks: asked again each time, like a page.
    ["pagefind/pagefind-entry.json", html],
    ["pagefind/pagefind.js", html],
    ["pagefind/wasm.en.pagefind", html],
    ["about-us/index.html", html],
    ["feed.xml", other],
    ["images/blog/x-640.webp", other],
  ])("%s: %s", (key, expected) => {
    expect(cachePolicy(key)).toBe(expected);
  });
});

describe("formatDryRun", () => {
  it("shows a redirect entry's target after its cache policy", () => {
    const text = formatDryRun(
      [
        {
          key: "old",
          file: "/d/old/index.html",
          contentType: HTML,
          cacheControl: html,
          websiteRedirect: "/new/",
        },
        { key: "new", file: "/d/new/index.html", contentType: HTML, cacheControl: html },
      ],
      { bucket: "b" },
    );
    expect(text.split("\n").slice(2, 4)).toEqual([
      `old  ${HTML}  ${html}  -> /new/`,
      `new  ${HTML}  ${html}`,
    ]);
  });
});

describe("npm run deploy:s3 -- --dry-run", () => {
  it("prints one line per object and the website configuration, with no credentials and no bucket to reach", () => {
    // No credentials anywhere, and an endpoint nothing listens on: a dry run that tried
    // to reach a bucket would fail.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("AWS_")));
    const run = spawnSync(
      "npx",
      // The fixture content: the site under test was not built from content/, whose redirects it lacks.
      [
        "tsx",
        "build/deploy/deploy-s3.ts",
        "--bucket",
        "test-bucket",
        "--dry-run",
        "--dir",
        dist,
        "--content",
        FIXTURE_CONTENT,
      ],
      {
        cwd: ROOT,
        encoding: "utf8",
        env: {
          ...env,
          AWS_CONFIG_FILE: path.join(work, "no-config"),
          AWS_SHARED_CREDENTIALS_FILE: path.join(work, "no-credentials"),
          AWS_ENDPOINT_URL: "http://127.0.0.1:9",
        },
      },
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
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("AWS_")));
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "build/deploy/deploy-s3.ts",
        "--bucket",
        "test-bucket",
        "--dir",
        dist,
        "--content",
        FIXTURE_CONTENT,
        "--endpoint",
        "http://127.0.0.1:9",
      ],
      {
        cwd: ROOT,
        encoding: "utf8",
        env: {
          ...env,
          AWS_CONFIG_FILE: path.join(work, "no-config"),
          AWS_SHARED_CREDENTIALS_FILE: path.join(work, "no-credentials"),
          // No instance-metadata lookup: this is not an EC2 machine.
          AWS_EC2_METADATA_DISABLED: "true",
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
        },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("No AWS credentials:");
    expect(run.stderr).toContain("Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE");
  });

  it("refuses a misspelt flag, naming it, rather than deploying without it", () => {
    const run = spawnSync("npx", ["tsx", "build/deploy/deploy-s3.ts", "--bucket", "b-1", "--dryrun"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("unknown option --dryrun");
  });
});
