import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUCKET_BASE_PATH,
  buildFiles,
  formatDryRun,
  s3Plan,
  uploadGroups,
  uploadRank,
  wrongBasePath,
} from "../../build/deploy/s3-plan";
import { DeployBasePathMismatch, DeployLinkRefused, SiteBuildError } from "../../build/errors";
import { cachePolicy, isHashedAsset } from "../../build/hosts";
import {
  HTML,
  IMMUTABLE,
  JS,
  ONE_HOUR,
  REVALIDATE,
  SMALL_BUILD,
  TEXT,
  writeSmallBuild,
  XML,
} from "../s3-fixture";

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

describe("symbolic links in the build folder", () => {
  /** A small build in a fresh folder of `work`, with a secret file beside it: what no link may publish. */
  function linkedBuild(name: string) {
    const folder = path.join(work, name);
    const dir = path.join(folder, "dist");
    writeSmallBuild(dir);
    const secret = path.join(folder, "secret.txt");
    writeFileSync(secret, "not for the web");
    mkdirSync(path.join(folder, "private"));
    writeFileSync(path.join(folder, "private", "key.pem"), "not for the web either");
    return { dir, secret, private: path.join(folder, "private") };
  }

  /** The error buildFiles throws for `dir` (it must throw one). */
  function refusal(dir: string): SiteBuildError {
    try {
      buildFiles(dir, "dist/");
    } catch (error) {
      expect(error).toBeInstanceOf(SiteBuildError);
      return error as SiteBuildError;
    }
    throw new Error("expected the folder to be refused");
  }

  it("refuses every link that leads out of the folder, in a circle or to nothing, naming each at once", () => {
    const build = linkedBuild("out");
    symlinkSync(build.secret, path.join(build.dir, "images/secret.txt"));
    symlinkSync("../../../private", path.join(build.dir, "images/blog/private"));
    symlinkSync("loop-b", path.join(build.dir, "loop-a"));
    symlinkSync("loop-a", path.join(build.dir, "loop-b"));
    symlinkSync("..", path.join(build.dir, "blog/up"));
    symlinkSync("gone.html", path.join(build.dir, "dangling.html"));
    const error = refusal(build.dir);
    expect(error.data).toBe(DeployLinkRefused);
    expect(error.message.split("\n")).toEqual([
      "6 symbolic links in dist/ the deploy will not follow, so nothing was uploaded:",
      "  dist/blog/up: leads to .., which leads back to itself or to a folder it is in",
      "  dist/dangling.html: leads to gone.html, which does not exist",
      "  dist/images/blog/private: leads to ../../../private, outside dist/",
      `  dist/images/secret.txt: leads to ${build.secret}, outside dist/`,
      "  dist/loop-a: leads to loop-b, which leads back to itself or to a folder it is in",
      "  dist/loop-b: leads to loop-a, which leads back to itself or to a folder it is in",
      "The build writes no links: each was put there by hand or by another tool, and would upload whatever it points at. A link to a file or folder inside dist/ is followed (it publishes nothing the folder does not). Remove each link above, or put a copy of what it should publish in its place, then deploy.",
    ]);
    // The plan is refused with it: no upload is planned from a folder with such a link.
    expect(() => s3Plan(build.dir)).toThrow(SiteBuildError);
  });

  it("follows a link to a file or folder inside the folder, under the link's own key", () => {
    const build = linkedBuild("in");
    symlinkSync("favicon.svg", path.join(build.dir, "icon.svg"));
    symlinkSync("blog/x", path.join(build.dir, "latest"));
    const files = buildFiles(build.dir);
    expect(files).toEqual(
      [...SMALL_BUILD, "icon.svg", "latest/index.html"].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const plan = s3Plan(build.dir);
    const icon = plan.find((upload) => upload.key === "icon.svg");
    expect(icon?.contentType).toBe("image/svg+xml");
    expect(readFileSync(icon?.file ?? "", "utf8")).toBe("favicon.svg");
    // A linked folder's page gets its extensionless copy too, as any page does.
    expect(plan.find((upload) => upload.key === "latest")?.copyOf).toBe("latest/index.html");
  });
});

describe("wrongBasePath", () => {
  it("refuses a build for a sub-path: the bucket serves the site at its root", () => {
    expect(BUCKET_BASE_PATH).toBe("/");
    expect(wrongBasePath("/", "dist/", "dist.build.json")).toBeUndefined();
    const error = wrongBasePath("/buyitad-site/", "dist/", "dist.build.json") as SiteBuildError;
    expect(error.data).toBe(DeployBasePathMismatch);
    expect(error.message).toBe(
      "dist/ was built for the base path /buyitad-site/ (BASE_PATH, as dist.build.json says), but npm run deploy:s3 uploads it to the root of the bucket, which the website endpoint and CloudFront serve at /; it has no option to upload under a prefix. Every stylesheet, script and link of its pages would lead nowhere (404), and no form could send. Nothing was uploaded. Build it again for the root (BASE_PATH unset, or BASE_PATH=/, in the environment or in .env), then deploy.",
    );
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
