import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDryRun, s3Plan, uploadGroups, uploadRank } from "../../build/deploy/s3-plan";
import { cachePolicy, isHashedAsset } from "../../build/hosts";
import { HTML, IMMUTABLE, JS, ONE_HOUR, REVALIDATE, TEXT, writeSmallBuild, XML } from "../s3-fixture";

let dist: string;
let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "buyitad-s3-"));
  dist = path.join(work, "dist");
  writeSmallBuild(dist);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const hashed = IMMUTABLE;
const html = REVALIDATE;
const other = ONE_HOUR;

describe("s3Plan", () => {
  it("uploads every file, plus an extensionless copy of each page, hashed assets first and pages last", () => {
    expect(s3Plan(dist).map((u) => [u.key, u.contentType, u.cacheControl])).toEqual([
      ["assets/chunks/hydrate-LDD5ZMM3.js", JS, hashed],
      ["assets/client-5Z7JIF2W.js", JS, hashed],
      ["assets/styles-oMDWnlfnsn.css", "text/css; charset=utf-8", hashed],
      [".well-known/security.txt", TEXT, other],
      ["favicon.svg", "image/svg+xml", other],
      ["feed.xml", XML, other],
      ["images/blog/x-640.webp", "image/webp", other],
      ["robots.txt", TEXT, other],
      ["sitemap.xml", XML, other],
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

describe("the upload order", () => {
  it("ranks hashed assets first, then other files, then pages", () => {
    expect([
      uploadRank({ cacheControl: hashed }),
      uploadRank({ cacheControl: other }),
      uploadRank({ cacheControl: html }),
    ]).toEqual([0, 1, 2]);
  });

  it("groups any plan by rank, in that order, each group in plan order, with no empty group", () => {
    const plan = [
      { key: "index.html", cacheControl: html },
      { key: "assets/b-12345678.js", cacheControl: hashed },
      { key: "about-us", cacheControl: html },
      { key: "assets/a-12345678.js", cacheControl: hashed },
    ] as const;
    expect(uploadGroups(plan).map((group) => group.map((upload) => upload.key))).toEqual([
      ["assets/b-12345678.js", "assets/a-12345678.js"],
      ["index.html", "about-us"],
    ]);
    expect(uploadGroups([])).toEqual([]);
  });
});
