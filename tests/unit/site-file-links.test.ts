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
import { FEED_PATH, paths, SITEMAP_PATH } from "../../src/paths";

const SITE_URL = "https://example.org";
const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-site-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Posts by made-up slugs: "a" is built, the others are not. */
const [a, gone, bc, moved] = ["a", "gone", "b&c", "moved"].map((slug) => paths["blog-post"]({ slug })) as [
  string,
  string,
  string,
  string,
];
for (const file of [`repo${a}/index.html`, `repo${a}.html`, "repo/index.html", `repo${SITEMAP_PATH}`]) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), "");
}
const outDir = path.join(dir, "repo");

const feed = `<rss><channel><link>${SITE_URL}/repo/</link>
<item><link>${SITE_URL}/repo${a}</link><guid isPermaLink="true">${SITE_URL}/repo${a}</guid></item>
<item><link>${SITE_URL}/repo${gone}</link><guid isPermaLink="true">${SITE_URL}/repo${gone}</guid></item>
<atom:link href="https://elsewhere.example${FEED_PATH}" rel="self"/></channel></rss>`;
const sitemap = `<urlset><url><loc>${SITE_URL}/repo${a}</loc></url><url><loc>${SITE_URL}/repo${bc.replace("&", "&amp;")}</loc></url></urlset>`;
const robots = `User-agent: *\nSitemap: ${SITE_URL}/repo${SITEMAP_PATH}\n`;

describe("siteFileLinks", () => {
  const dead = findDeadLinks(
    outDir,
    siteFileLinks(
      { [FEED_PATH.slice(1)]: feed, [SITEMAP_PATH.slice(1)]: sitemap, "robots.txt": robots },
      { "/old": a, "/older": moved },
      { siteUrl: SITE_URL, basePath: "/repo/" },
    ),
    "/repo/",
  );

  it("finds the feed's, the sitemap's and the redirect map's links that lead nowhere, once each, by the file that holds them", () => {
    expect(dead).toEqual([
      { route: FEED_PATH, url: `/repo${gone}` },
      { route: SITEMAP_PATH, url: `/repo${bc}` },
      { route: "/older (CloudFront redirect)", url: `/repo${moved}` },
    ]);
  });

  it("reads <loc>, <link>, <guid>, href and Sitemap: lines, entities decoded", () => {
    expect(siteFileUrls(sitemap)).toEqual([`${SITE_URL}/repo${a}`, `${SITE_URL}/repo${bc}`]);
    expect(siteFileUrls(robots)).toEqual([`${SITE_URL}/repo${SITEMAP_PATH}`]);
    expect(siteFileUrls(feed)).toContain(`https://elsewhere.example${FEED_PATH}`);
  });
});
