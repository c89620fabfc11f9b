/**
 * The redirects of a fixture map, built and served the way each host answers
 * (build/tools/server.ts): GitHub Pages serves the refresh page the build writes
 * at each old path; the S3 website endpoint answers the same paths with a 301,
 * from the redirect locations the deploy sets on their keys. Both under the
 * domain root and under a project base path.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { loadRedirects } from "../../build/2-content/redirects-file";
import { cloudFrontFunctionFile } from "../../build/5-site-files/redirect-outputs";
import { s3Bucket, s3Plan } from "../../build/deploy/s3-plan";
import { RedirectsInvalid, SiteBuildError } from "../../build/errors";
import { type HostRules, s3RedirectObjects } from "../../build/hosts";
import { build } from "../../build/site-build";
import { startServer } from "../../build/tools/server";
import { absoluteUrl, withBase } from "../../src/lib/url";
import { paths, SITEMAP_PATH } from "../../src/paths";
import { FIXTURE_POSTS, FIXTURES, fixtureRedirects, ROOT, tempCopy, tempDir } from "../helpers";

/** The fixture map's renamed post: its old path and its page. */
const OLD_POST = paths["blog-post"]({ slug: "first-post" });
const POST = paths["blog-post"](FIXTURE_POSTS.first);

/** git in the project: what a build changes in it, if anything. */
const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" });
/** The project's state before any build of this file: a build with other content must leave it so. */
const gitStatusBefore = git("status", "--porcelain", "--untracked-files=all");

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Fixture content with the fixture map (fixtureRedirects()), the real public/ plus the fixture cover; each a copy. */
function workspace() {
  const content = tempCopy(path.join(FIXTURES, "content"));
  const pub = tempCopy(path.join(ROOT, "public"));
  const out = tempDir();
  cleanups.push(content.cleanup, pub.cleanup, out.cleanup);
  cpSync(path.join(FIXTURES, "public/images/blog"), path.join(pub.dir, "images/blog"), { recursive: true });
  writeFileSync(path.join(content.dir, "redirects.txt"), fixtureRedirects());
  return { contentDir: content.dir, publicDir: pub.dir, outDir: path.join(out.dir, "dist"), temp: out.dir };
}

const SITE_URL = "https://example.github.io";

describe.each(["/", "/buyitad-site/"])("the fixture map, built with BASE_PATH=%s", (basePath) => {
  const w = workspace();
  const config = configFrom({ SITE_URL, BASE_PATH: basePath });
  const redirects = loadRedirects(ROOT, w.contentDir);
  const cloudFront = cloudFrontFunctionFile(w.outDir);
  beforeAll(async () => {
    // A page may still link an old path: the link check follows it to the redirect page.
    // (Markdown links are written as they are, without the base path: only the root build can hold one.)
    if (basePath === "/") {
      appendFileSync(
        path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`),
        "\nSee [the about page](/about).\n",
      );
    }
    await build({ root: ROOT, ...w, config });
  });

  it("holds the kinds of redirect a site owner writes", () => {
    expect(redirects.map((r) => `${r.from} ${r.to}`)).toEqual([
      `${OLD_POST} ${POST}`,
      `${paths.service({ slug: "legacy-recycling" })} ${paths.services}`,
      "/about /",
      `/company/team ${paths.about}`,
    ]);
  });

  it("lists no old path in the sitemap", () => {
    const sitemap = readFileSync(path.join(w.outDir, SITEMAP_PATH), "utf8");
    expect(sitemap).toContain(`<loc>${absoluteUrl(SITE_URL, basePath, paths.about)}</loc>`);
    for (const { from } of redirects) expect(sitemap).not.toContain(`${withBase(basePath, from)}<`);
  });

  it("writes the CloudFront function with the map beside the output folder, and nothing in the project", () => {
    expect(path.dirname(cloudFront)).toBe(w.temp);
    expect(git("status", "--porcelain", "--untracked-files=all")).toBe(gitStatusBefore);
    const handler = new Function(`${readFileSync(cloudFront, "utf8")}\nreturn handler;`)();
    for (const { from, to } of redirects) {
      expect(handler({ request: { uri: `${from}/` } }).headers.location.value).toBe(to);
    }
  });

  describe.each<HostRules>(["github-pages", "s3-website"])("served as %s", (rules) => {
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      server = await startServer({
        dir: w.outDir,
        port: 0,
        rules,
        basePath,
        ...(rules === "s3-website"
          ? { bucket: s3Bucket(s3Plan(w.outDir, s3RedirectObjects(redirects, basePath))) }
          : {}),
      });
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const get = (sitePath: string) => fetch(origin + withBase(basePath, sitePath), { redirect: "manual" });

    it("sends every old path, with or without its trailing slash or .html, to its page", async () => {
      for (const { from, to } of redirects) {
        const target = withBase(basePath, to);
        for (const asked of [from, `${from}/`, `${from}.html`]) {
          const response = await get(asked);
          if (rules === "s3-website") {
            expect(response.status, asked).toBe(301);
            expect(response.headers.get("location"), asked).toBe(target);
          } else {
            expect(response.status, asked).toBe(200);
            const { document } = parseHTML(await response.text());
            const refresh = document.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content");
            expect(refresh, asked).toBe(`0; url=${target}`);
            expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href"), asked).toBe(
              absoluteUrl(SITE_URL, basePath, to),
            );
            expect(document.querySelector('meta[name="robots"]')?.getAttribute("content"), asked).toBe(
              "noindex",
            );
          }
        }
        // Where it sends the visitor is a page, answered at once.
        const landing = await fetch(origin + target, { redirect: "manual" });
        expect(landing.status, target).toBe(200);
        const canonical = parseHTML(await landing.text())
          .document.querySelector('link[rel="canonical"]')
          ?.getAttribute("href");
        expect(canonical, target).toBe(absoluteUrl(SITE_URL, basePath, to));
      }
    });

    it("answers a path that only starts like an old one with the 404 page", async () => {
      expect((await get(`${OLD_POST}-2`)).status).toBe(404);
      expect((await get("/about/team")).status).toBe(404);
    });
  });
});

describe("a change to the map", () => {
  const w = workspace();
  const run = () => build({ root: ROOT, ...w, config: configFrom({}) });
  beforeAll(run);
  const redirectsFile = path.join(w.contentDir, "redirects.txt");

  it("stops the build on a bad line, naming the file and line, and leaves the output as it was", async () => {
    const before = readFileSync(path.join(w.outDir, "about/index.html"), "utf8");
    appendFileSync(redirectsFile, "/careers-old /jobs\n");
    const failure = await run().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect((failure as SiteBuildError).data).toBe(RedirectsInvalid);
    expect((failure as Error).message).toContain(
      `${path.relative(ROOT, redirectsFile)}:10: "/jobs" is not a page of the site`,
    );
    expect(readFileSync(path.join(w.outDir, "about/index.html"), "utf8")).toBe(before);
  });

  it("stops on old paths that would break the search folder or sit inside a public file, naming each line, not with ENOTDIR", async () => {
    const before = readFileSync(path.join(w.outDir, "about/index.html"), "utf8");
    const pagefindBefore = readdirSync(path.join(w.outDir, "pagefind")).sort();
    writeFileSync(redirectsFile, fixtureRedirects());
    const lines = readFileSync(redirectsFile, "utf8").split("\n").length;
    appendFileSync(
      redirectsFile,
      `/pagefind ${paths.about}\n/favicon.svg/x ${paths.about}\n/assets ${paths.about}\n`,
    );
    const failure = await run().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect((failure as SiteBuildError).data).toBe(RedirectsInvalid);
    const file = path.relative(ROOT, redirectsFile);
    const broken = "a redirect there would break it. Remove this line, or redirect another old path";
    expect((failure as Error).message.split("\n").slice(1)).toEqual([
      `  ${file}:${lines}: the old path "/pagefind" is in pagefind/, the folder of the search index: ${broken}`,
      `  ${file}:${lines + 1}: the old path "/favicon.svg/x" lies inside favicon.svg, a file of the site (public/favicon.svg): ${broken}`,
      `  ${file}:${lines + 2}: the old path "/assets" is in assets/, the folder of the stylesheet, scripts and images the build makes: ${broken}`,
    ]);
    expect(readFileSync(path.join(w.outDir, "about/index.html"), "utf8")).toBe(before);
    expect(readdirSync(path.join(w.outDir, "pagefind")).sort()).toEqual(pagefindBefore);
  });

  it("removes the page of a redirect taken out of the file", async () => {
    writeFileSync(redirectsFile, `${OLD_POST} ${POST}\n`);
    await run();
    expect(existsSync(path.join(w.outDir, OLD_POST.slice(1), "index.html"))).toBe(true);
    for (const file of ["about/index.html", "about.html", "company/team/index.html", "company/team.html"]) {
      expect(existsSync(path.join(w.outDir, file)), file).toBe(false);
    }
  });
});
