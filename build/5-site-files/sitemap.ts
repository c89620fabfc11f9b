/**
 * sitemap.xml with the canonical URL of every indexable route, and the day its content last
 * changed where the page is written from dated content (a post, a legal page: PageBase.lastModified);
 * and robots.txt naming it.
 */
import { absoluteUrl } from "../../src/lib/url";
import { escapeXml } from "../../src/lib/xml";
import { SITEMAP_PATH } from "../../src/paths";
import type { Route } from "../../src/route";

export function sitemapXml(
  routes: Route[],
  siteUrl: string,
  basePath: string,
  lastModified: (route: Route) => string | undefined = () => undefined,
): string {
  const urls = routes.map((route) => {
    const day = lastModified(route);
    const lastmod = day ? `<lastmod>${escapeXml(day)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, basePath, route.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(siteUrl: string, basePath: string): string {
  return `User-agent: *
Allow: /

Sitemap: ${absoluteUrl(siteUrl, basePath, SITEMAP_PATH)}
`;
}
