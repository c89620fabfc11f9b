/**
 * The built site as each host serves it: build/tools/server.ts (with build/hosts.ts) emulates GitHub Pages
 * over dist/, and the S3 website endpoint over the bucket `npm run deploy:s3`
 * would fill (its plan: every file plus the extensionless page copies). An S3
 * bucket holds a key `blog` next to `blog/index.html`, which no folder can, so
 * the bucket is emulated as the plan's key -> file map rather than a folder.
 */
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRedirects } from "../../build/2-content/redirects-file";
import { s3Bucket, s3Plan } from "../../build/deploy/s3-plan";
import { type HostRules, resolveRequest, s3RedirectObjects } from "../../build/hosts";
import { startServer } from "../../build/tools/server";
import { paths } from "../../src/paths";
import { ROOT } from "../helpers";
import { CONTENT_DIR, config, DIST, routes } from "./dist-helpers";

const sitemapUrls = [
  ...readFileSync(path.join(DIST, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => match[1] as string);
const notFoundHtml = readFileSync(path.join(DIST, "404.html"), "utf8");
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe.each<HostRules>(["github-pages", "s3-website"])("served as %s", (rules) => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = await startServer({
      dir: DIST,
      port: 0,
      rules,
      basePath: config.basePath,
      // As `npm run preview -- --host=s3-website` serves it: the old paths of content/redirects.txt answer 301.
      ...(rules === "s3-website"
        ? {
            bucket: s3Bucket(
              s3Plan(DIST, s3RedirectObjects(loadRedirects(ROOT, CONTENT_DIR), config.basePath)),
            ),
          }
        : {}),
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const local = (url: string) => url.replace(config.siteUrl, origin);
  const get = (url: string) => fetch(url, { redirect: "manual" });

  it("lists the site's pages in the sitemap", () => {
    // All but the 404 page and the search page, which ask not to be indexed.
    expect(sitemapUrls.length).toBe(routes.length - 2);
    for (const url of sitemapUrls) expect(url.startsWith(config.siteUrl)).toBe(true);
  });

  it("answers every sitemap URL with 200, no redirect, and the page whose canonical it is", async () => {
    for (const url of sitemapUrls) {
      const response = await get(local(url));
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe("text/html; charset=utf-8");
      expect(canonicalOf(await response.text()), url).toBe(url);
    }
  });

  it("answers every sitemap URL with a trailing slash with 200 too", async () => {
    for (const url of sitemapUrls.filter((u) => !u.endsWith("/"))) {
      const response = await get(local(`${url}/`));
      expect(response.status, `${url}/`).toBe(200);
      expect(canonicalOf(await response.text()), `${url}/`).toBe(url);
    }
  });

  it("answers an unknown URL with 404 and the 404 page", async () => {
    const response = await get(local(`${config.siteUrl}${config.basePath}no-such-page`));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(notFoundHtml);
  });
});

describe("the extensionless page copies", () => {
  it(`are what spares S3 its redirect: without them ${paths.about} is a 302 to its folder`, () => {
    expect(resolveRequest(DIST, paths.about, "s3-website")).toEqual({
      status: 302,
      location: `${paths.about}/`,
    });
  });
});
