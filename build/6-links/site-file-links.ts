/**
 * The links of what the build writes beside the pages, for the dead-link check: every URL of
 * the feed, the sitemap and robots.txt, and every target of the CloudFront function's redirect
 * map must lead to a file of this build, as a page's links must. Readers follow the feed, search
 * engines the sitemap and CloudFront the map: a route renamed in one place and not in another
 * would send each of them to the 404 page, while every page of the site still looked right.
 */
import { decodeXML } from "entities";
import { withBase } from "../../src/lib/url";
import type { LinkedPage } from "./links";

/** The site's own URLs a feed, a sitemap or robots.txt holds: <loc>, <link>, <guid>, href="..." and Sitemap: lines. */
export function siteFileUrls(text: string): string[] {
  const pattern = /<(loc|link|guid)\b[^>]*>([^<]*)<\/\1>|\shref="([^"]*)"|^Sitemap:\s*(\S+)/gm;
  return [...text.matchAll(pattern)].map((match) =>
    decodeXML((match[2] ?? match[3] ?? match[4] ?? "").trim()),
  );
}

/**
 * The feed, the sitemap and robots.txt (by file name) and the redirect map (old path -> new
 * path, both site paths), as pages of links for findDeadLinks. An absolute URL of the site
 * becomes its path under the base path; a URL of another origin is no link of this site.
 */
export function siteFileLinks(
  siteFiles: Record<string, string>,
  redirectMap: Record<string, string>,
  { siteUrl, basePath }: { siteUrl: string; basePath: string },
): LinkedPage[] {
  const files = Object.entries(siteFiles).map(([file, text]) => ({
    route: `/${file}`,
    file,
    // A feed item gives its URL twice (link and guid): one report is enough.
    urls: [
      ...new Set(
        siteFileUrls(text).flatMap((url) =>
          url.startsWith(`${siteUrl}/`) ? [url.slice(siteUrl.length)] : [],
        ),
      ),
    ],
  }));
  const redirects = Object.entries(redirectMap).map(([from, to]) => ({
    route: `${from} (CloudFront redirect)`,
    file: "",
    urls: [withBase(basePath, to)],
  }));
  return [...files, ...redirects];
}
