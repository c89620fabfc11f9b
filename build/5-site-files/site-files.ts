/**
 * The files beside the pages that are not pages, by their names in the output folder: the
 * feed, the sitemap, robots.txt and the browser editor's files (admin/admin-files.ts). The
 * build writes them all; the dev server makes one when asked for it; the link check reads the
 * links of each.
 */
import type { Content } from "../../src/model/schema";
import { indexableRoutes, pageOf } from "../../src/pages";
import { FEED_PATH, SITEMAP_PATH } from "../../src/paths";
import type { Route } from "../../src/route";
import type { BuildConfig } from "../1-config/config";
import { adminFileMakers } from "./admin/admin-files";
import { rssFeed } from "./feed";
import { robotsTxt, sitemapXml } from "./sitemap";

/** Each file, made when called, by its name relative to the output folder. */
export function siteFileMakers(
  content: Content,
  routes: readonly Route[],
  config: Pick<BuildConfig, "siteUrl" | "basePath" | "cms">,
): Record<string, () => string> {
  const { siteUrl, basePath } = config;
  return {
    [FEED_PATH.slice(1)]: () => rssFeed(content.posts, siteUrl, basePath, content.site.brand),
    [SITEMAP_PATH.slice(1)]: () =>
      sitemapXml(indexableRoutes(routes), siteUrl, basePath, (route) =>
        pageOf(route).lastModified?.(route, content),
      ),
    "robots.txt": () => robotsTxt(siteUrl, basePath),
    ...adminFileMakers(content, config),
  };
}
