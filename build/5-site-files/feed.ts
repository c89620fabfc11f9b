/**
 * RSS 2.0 feed of the newest posts (title, link, guid, pubDate in RFC 822, author, category,
 * description: the excerpt, whole; a feed reader shows it as the post's summary, uncut).
 * RSS's own <author> is an e-mail address, which the site gives for no author: the author's name
 * is Dublin Core's creator (dc:creator), as feed readers read it.
 */
import { absoluteUrl } from "../../src/lib/url";
import { escapeXml } from "../../src/lib/xml";
import type { Post } from "../../src/model/schema";
import { FEED_PATH, paths } from "../../src/paths";

/**
 * Items in the feed: the newest 30 posts. Readers poll the feed and keep what they saw, so it
 * carries recent posts, not the archive; 30 covers over half a year of weekly posts, and the
 * file stays small at thousands of posts.
 */
export const FEED_ITEMS = 30;

/** Dublin Core's namespace, for each item's dc:creator. */
export const DUBLIN_CORE = "http://purl.org/dc/elements/1.1/";

/** A YYYY-MM-DD day at noon UTC in RFC 822 form, which is Date's own UTC string: "Sun, 08 Jun 2025 12:00:00 GMT". */
const pubDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toUTCString();

/** The feed of `posts` (newest first): the first FEED_ITEMS of them, as the blog of `brand`. */
export function rssFeed(posts: readonly Post[], siteUrl: string, basePath: string, brand: string): string {
  const url = (p: string) => escapeXml(absoluteUrl(siteUrl, basePath, p));
  const items = posts.slice(0, FEED_ITEMS).map(
    (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url(paths["blog-post"](post))}</link>
      <guid isPermaLink="true">${url(paths["blog-post"](post))}</guid>
      <pubDate>${pubDate(post.date)}</pubDate>
      <dc:creator>${escapeXml(post.author)}</dc:creator>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(post.excerpt)}</description>
    </item>`,
  );
  const newest = posts[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="${DUBLIN_CORE}">
  <channel>
    <title>${escapeXml(`${brand} Blog`)}</title>
    <link>${url(paths.blog)}</link>
    <atom:link href="${url(FEED_PATH)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`Insights on IT asset disposition, data security, compliance and sustainability from ${brand}.`)}</description>
    <language>en-us</language>
${newest ? `    <lastBuildDate>${pubDate(newest.date)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
