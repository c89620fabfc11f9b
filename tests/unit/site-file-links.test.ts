/**
 * The dead-link check reads the feed, the sitemap, robots.txt and the CloudFront redirect map
 * as it reads a page: a URL in any of them that no file of the build answers is a dead link.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findDeadLinks } from "../../build/6-links/links";
import { siteFileLinks, siteFileUrls } from "../../build/6-links/site-file-links";

const SITE_URL = "https://example.org";
const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-site-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const file of ["repo/blog/a/index.html", "repo/blog/a.html", "repo/index.html", "repo/sitemap.xml"]) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), "");
}
const outDir = path.join(dir, "repo");

const feed = `<rss><channel><link>${SITE_URL}/repo/</link>
<item><link>${SITE_URL}/repo/blog/a</link><guid isPermaLink="true">${SITE_URL}/repo/blog/a</guid></item>
<item><link>${SITE_URL}/repo/blog/gone</link><guid isPermaLink="true">${SITE_URL}/repo/blog/gone</guid></item>
<atom:link href="https://elsewhere.example/feed.xml" rel="self"/></channel></rss>`;
const sitemap = `<urlset><url><loc>${SITE_URL}/repo/blog/a</loc></url><url><loc>${SITE_URL}/repo/blog/b&amp;c</loc></url></urlset>`;
const robots = `User-agent: *\nSitemap: ${SITE_URL}/repo/sitemap.xml\n`;

describe("siteFileLinks", () => {
  const dead = findDeadLinks(
    outDir,
    siteFileLinks(
      { "feed.xml": feed, "sitemap.xml": sitemap, "robots.txt": robots },
      { "/old": "/blog/a", "/older": "/blog/moved" },
      { siteUrl: SITE_URL, basePath: "/repo/" },
    ),
    "/repo/",
  );

  it("finds the feed's, the sitemap's and the redirect map's links that lead nowhere, once each, by the file that holds them", () => {
    expect(dead).toEqual([
      { route: "/feed.xml", url: "/repo/blog/gone" },
      { route: "/sitemap.xml", url: "/repo/blog/b&c" },
      { route: "/older (CloudFront redirect)", url: "/repo/blog/moved" },
    ]);
  });

  it("reads <loc>, <link>, <guid>, href and Sitemap: lines, entities decoded", () => {
    expect(siteFileUrls(sitemap)).toEqual([`${SITE_URL}/repo/blog/a`, `${SITE_URL}/repo/blog/b&c`]);
    expect(siteFileUrls(robots)).toEqual([`${SITE_URL}/repo/sitemap.xml`]);
    expect(siteFileUrls(feed)).toContain("https://elsewhere.example/feed.xml");
  });
});
