/**
 * What the dev server takes from the site's own code, as one module. The dev server bundles
 * it with esbuild (packages stay external) and imports the bundle again after every change
 * to src/, content/*.ts or build/, so an edited component, page copy or build step is used
 * at once; the build's steps are reused as they are, so a page is the same bytes as the build writes.
 */

export { loadIslands } from "../../../src/islands/island";
export { indexableRoutes, routesFor } from "../../../src/pages";
export { type ContentCache, contentCache, loadContent, postFiles, readMarkdown } from "../../2-content/load";
export { listPublicFiles } from "../../3-assets/public-files";
export { findCollisions, outFiles } from "../../4-pages/out-files";
export { renderPage } from "../../4-pages/pages";
export { siteTags } from "../../4-pages/site-tags";
export { FEED_PATH, rssFeed } from "../../5-site-files/feed";
export { robotsTxt, sitemapXml } from "../../5-site-files/sitemap";
export { failureReport, OutputCollision, SiteBuildError } from "../../errors";
