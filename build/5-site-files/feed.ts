/** RSS 2.0 feed of all posts (title, link, guid, pubDate in RFC 822, description). */
import { site } from "../../content/site";
import type { Post } from "../../src/content/schema";
import { absoluteUrl } from "../../src/lib/url";
import { escapeXml } from "./xml";

export const FEED_PATH = "/feed.xml";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** RFC 822 date of a YYYY-MM-DD day, at noon UTC: "Sun, 08 Jun 2025 12:00:00 GMT". */
export function rfc822(isoDate: string): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} 12:00:00 GMT`;
}

export function rssFeed(posts: Post[], siteUrl: string, basePath: string): string {
  const url = (p: string) => escapeXml(absoluteUrl(siteUrl, basePath, p));
  const items = posts.map(
    (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url(`/blog/${post.slug}`)}</link>
      <guid isPermaLink="true">${url(`/blog/${post.slug}`)}</guid>
      <pubDate>${rfc822(post.date)}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(post.excerpt)}</description>
    </item>`,
  );
  const newest = posts[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.brand} Blog`)}</title>
    <link>${url("/blog")}</link>
    <atom:link href="${url(FEED_PATH)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`Insights on IT asset disposition, data security, compliance and sustainability from ${site.brand}.`)}</description>
    <language>en-us</language>
${newest ? `    <lastBuildDate>${rfc822(newest.date)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
