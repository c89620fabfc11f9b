/**
 * What the dev server takes from the site's own code, as one module. The dev server bundles
 * it with esbuild (packages stay external) and imports the bundle again after every change
 * to src/ or build/, so an edited component or build step is used at once (the copy, in
 * content/*.yaml, is content: loaded again, not bundled); the build's steps are reused as they are, so a page is the same bytes as the build writes,
 * and what it would stop on is found by its own checks (dev-checks.ts).
 */

export { loadIslands } from "../../../src/islands/island";
export { withBase, withBaseInLinks } from "../../../src/lib/url";
export { indexableRoutes, pageOf, routesFor } from "../../../src/pages";
export { FEED_PATH, NOT_FOUND_FILE, paths } from "../../../src/paths";
export { copyPostLinkProblems } from "../../2-content/copy";
export { type ContentCache, contentCache, loadContent, postFiles, readMarkdown } from "../../2-content/load";
export { splitByPublication } from "../../2-content/publication";
export { checkedRedirects, REDIRECTS_FILE, readRedirects } from "../../2-content/redirects-file";
export { listPublicFiles } from "../../3-assets/public-files";
export { contentSecurityPolicy } from "../../4-pages/csp";
export { findCollisions, outFiles, plannedOutput, publicCollisions } from "../../4-pages/out-files";
export { renderPage } from "../../4-pages/pages";
export { siteTags } from "../../4-pages/site-tags";
export { redirectPage } from "../../5-site-files/redirect-outputs";
export { SEARCH_DIR } from "../../5-site-files/search-index";
export { siteFileMakers } from "../../5-site-files/site-files";
export { missingAnchors } from "../../6-links/anchors";
export { deadLinkErrors } from "../../6-links/link-errors";
export { findDeadLinks, internalUrls } from "../../6-links/links";
export { ContentInvalid, failureReport, OutputCollision, SiteBuildError } from "../../errors";
