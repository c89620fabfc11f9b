/** sitemap.xml with the canonical URL of every indexable route, and robots.txt naming it. */
import { absoluteUrl } from "../../src/lib/url";
import { escapeXml } from "../../src/lib/xml";
import { SITEMAP_PATH } from "../../src/paths";
import type { Route } from "../../src/route";

export function sitemapXml(routes: Route[], siteUrl: string, basePath: string): string {
  const urls = routes.map(
    (route) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, basePath, route.path))}</loc></url>`,
  );
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
