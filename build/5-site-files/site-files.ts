/**
 * The files beside the pages that are not pages, by their names in the output folder: the
 * feed, the sitemap and robots.txt. The build writes them all; the dev server makes one when
 * asked for it; the link check reads the links of each.
 */
import type { Content } from "../../src/model/schema";
import { indexableRoutes } from "../../src/pages";
import { FEED_PATH, SITEMAP_PATH } from "../../src/paths";
import type { Route } from "../../src/route";
import { rssFeed } from "./feed";
import { robotsTxt, sitemapXml } from "./sitemap";

/** Each file, made when called, by its name relative to the output folder. */
export function siteFileMakers(
  content: Content,
  routes: readonly Route[],
  { siteUrl, basePath }: { siteUrl: string; basePath: string },
): Record<string, () => string> {
  return {
    [FEED_PATH.slice(1)]: () => rssFeed(content.posts, siteUrl, basePath, content.site.brand),
    [SITEMAP_PATH.slice(1)]: () => sitemapXml(indexableRoutes(routes), siteUrl, basePath),
    "robots.txt": () => robotsTxt(siteUrl, basePath),
  };
}
