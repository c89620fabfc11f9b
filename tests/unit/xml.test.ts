import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { renderDocument } from "../../build/4-pages/document";
import { rssFeed } from "../../build/5-site-files/feed";
import { sitemapXml } from "../../build/5-site-files/sitemap";
import { absoluteUrl, encodedPath } from "../../src/lib/url";
import { escapeXml, withoutForbiddenChars } from "../../src/lib/xml";
import type { Route } from "../../src/route";
import { fixtureDirs, htmlErrorCodePoints, siteContent, XML_CHARS } from "../helpers";

/** Characters an editor can paste without seeing them, each of which XML 1.0 forbids. */
const HIDDEN = [
  "\x00",
  "\x01",
  "\x08",
  "\x0B",
  "\x0C",
  "\x1F",
  "\uD800",
  "\uDC00",
  "\uFFFE",
  "\uFFFF",
  "\u{10FFFF}",
];
const dirty = (text: string) =>
  HIDDEN.map((char, i) => `${char}${text.slice(i * 2, i * 2 + 2)}`).join("") + text.slice(HIDDEN.length * 2);

describe("characters XML 1.0 forbids", () => {
  it("are dropped by the shared escape, and markup characters escaped", () => {
    expect(escapeXml("a\x01b\x0Bc\uD800d\uFFFEe & <f> \"g\" 'h'")).toBe(
      "abcde &amp; &lt;f&gt; &quot;g&quot; &apos;h&apos;",
    );
    expect(escapeXml("tab\tline\ncarriage\r emoji \u{1F600} accents zoë")).toBe(
      "tab\tline\ncarriage\r emoji \u{1F600} accents zoë",
    );
    for (const char of HIDDEN) expect(withoutForbiddenChars(`x${char}y`), JSON.stringify(char)).toBe("xy");
  });

  it("never reach feed.xml: a title or excerpt with control characters, lone surrogates or U+FFFE gives a well-formed feed", () => {
    const content = siteContent(fixtureDirs().contentDir, fixtureDirs().publicDir);
    const [post] = content.posts;
    if (!post) throw new Error("the fixture content has no post");
    const title = "Data \x01erasure\x0B for <you> & \uD800me\uFFFE";
    const excerpt = dirty("An excerpt long enough to carry every hidden character between its words.");
    const xml = rssFeed([{ ...post, title, excerpt }], "https://www.example.com", "/");
    expect(xml).toMatch(XML_CHARS);
    const { DOMParser } = parseHTML("<html></html>");
    const item = new DOMParser().parseFromString(xml, "text/xml").querySelector("item");
    expect(item?.querySelector("title")?.textContent).toBe("Data erasure for <you> & me");
    expect(item?.querySelector("description")?.textContent).toBe(withoutForbiddenChars(excerpt));
  });

  it("never reach sitemap.xml, whatever a route's path holds", () => {
    const routes = [{ path: "/blog/author/a\x01b\uFFFE" }, { path: "/about-us" }] as Route[];
    const xml = sitemapXml(routes, "https://www.example.com", "/");
    expect(xml).toMatch(XML_CHARS);
  });

  it("never reach a page's HTML: controls and noncharacters in the head or the body are dropped", () => {
    const html = renderDocument({
      headTags: [{ tag: "meta", attrs: { name: "description", content: "An\x01 excerpt\uFFFE" } }],
      body: `<main><h1>Title\x0B here\uFDD0</h1><p>${dirty("Body text of some length.")}</p></main>`,
      basePath: "/",
    });
    expect(htmlErrorCodePoints(html)).toEqual([]);
    expect(html).toContain('content="An excerpt"');
    expect(html).toContain("<h1>Title here</h1>");
  });
});

describe("URLs of the sitemap, the feed and canonical links", () => {
  it("percent-encode each path segment's UTF-8 bytes, in NFC", () => {
    expect(encodedPath("/blog/author/zoë-müller")).toBe("/blog/author/zo%C3%AB-m%C3%BCller");
    // NFD (e + combining diaeresis) is the same name as NFC: one URL.
    expect(encodedPath("/blog/author/zoe\u0308")).toBe("/blog/author/zo%C3%AB");
    expect(encodedPath("/blog/author/李 明")).toBe("/blog/author/%E6%9D%8E%20%E6%98%8E");
    expect(encodedPath("/blog/author/100% sure?")).toBe("/blog/author/100%25%20sure?");
    expect(encodedPath("/a/b#c d")).toBe("/a/b#c d");
    expect(encodedPath("/about-us")).toBe("/about-us");
    expect(encodedPath("/blog/author/sean-o'brien")).toBe("/blog/author/sean-o'brien");
    expect(encodedPath("/x\uD800y")).toBe("/x%EF%BF%BDy");
  });

  it("every <loc> of the sitemap and link of the feed is an ASCII URL that decodes to the page's path", () => {
    const paths = ["/", "/blog/author/zoë-müller", "/blog/author/zoe\u0308", "/blog/author/李明"];
    for (const basePath of ["/", "/repo/"]) {
      const xml = sitemapXml(
        paths.map((path) => ({ path }) as Route),
        "https://www.example.com",
        basePath,
      );
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);
      expect(locs).toHaveLength(paths.length);
      for (const [index, loc] of locs.entries()) {
        expect(loc).toMatch(/^[\x21-\x7E]+$/);
        expect(loc).toBe(new URL(loc).href);
        expect(decodeURIComponent(new URL(loc).pathname)).toBe(
          `${basePath}${(paths[index] as string).slice(1)}`.normalize("NFC"),
        );
      }
    }
    const content = siteContent(fixtureDirs().contentDir, fixtureDirs().publicDir);
    const [post] = content.posts;
    if (!post) throw new Error("the fixture content has no post");
    const feed = rssFeed([{ ...post, slug: "zoë" }], "https://www.example.com", "/");
    expect(feed).toContain("<link>https://www.example.com/blog/zo%C3%AB</link>");
    expect(absoluteUrl("https://www.example.com", "/", "/blog/author/zoë")).toBe(
      "https://www.example.com/blog/author/zo%C3%AB",
    );
  });
});
