/**
 * What the build writes from content, for text holding characters an editor never sees and for
 * paths beyond ASCII: feed.xml and sitemap.xml stay well-formed, a page's HTML holds no code
 * point HTML forbids, and every URL of the sitemap and the feed is percent-encoded.
 */
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { renderDocument } from "../../build/4-pages/document";
import { rssFeed } from "../../build/5-site-files/feed";
import { siteFileMakers } from "../../build/5-site-files/site-files";
import { sitemapXml } from "../../build/5-site-files/sitemap";
import { absoluteUrl } from "../../src/lib/url";
import { lastModified, type Post } from "../../src/model/schema";
import { routesFor } from "../../src/pages";
import { paths, SITEMAP_PATH } from "../../src/paths";
import type { Route } from "../../src/route";
import { fixtureDirs, HIDDEN, htmlErrorCodePoints, siteContent, XML_CHARS } from "../helpers";

const dirty = (text: string) =>
  HIDDEN.map((char, i) => `${char}${text.slice(i * 2, i * 2 + 2)}`).join("") + text.slice(HIDDEN.length * 2);

/** An author's page, by a slug of the characters under test. */
const author = (slug: string) => paths["blog-author"]({ slug });

const fixturePost = () => {
  const [post] = siteContent(fixtureDirs().contentDir, fixtureDirs().publicDir).posts;
  if (!post) throw new Error("the fixture content has no post");
  return post;
};

describe("characters XML 1.0 forbids, in content", () => {
  it("never reach feed.xml: a title or excerpt with control characters, lone surrogates or U+FFFE gives a well-formed feed", () => {
    const post = fixturePost();
    const title = "Data \x01erasure\x0B for <you> & \uD800me\uFFFE";
    const clean = "An excerpt long enough to carry every hidden character between its words.";
    const excerpt = dirty(clean);
    const xml = rssFeed([{ ...post, title, excerpt }], "https://www.example.com", "/", "Acme");
    expect(xml).toMatch(XML_CHARS);
    const { DOMParser } = parseHTML("<html></html>");
    const item = new DOMParser().parseFromString(xml, "text/xml").querySelector("item");
    expect(item?.querySelector("title")?.textContent).toBe("Data erasure for <you> & me");
    expect(item?.querySelector("description")?.textContent).toBe(clean);
  });

  it("never reach sitemap.xml, whatever a route's path holds", () => {
    const routes = [{ path: author("a\x01b\uFFFE") }, { path: paths.about }] as Route[];
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
  it("every <loc> of the sitemap and link of the feed is an ASCII URL that decodes to the page's path", () => {
    const sitePaths = [paths.home, author("zoë-müller"), author("zoe\u0308"), author("李明")];
    for (const basePath of ["/", "/repo/"]) {
      const xml = sitemapXml(
        sitePaths.map((path) => ({ path }) as Route),
        "https://www.example.com",
        basePath,
      );
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);
      expect(locs).toHaveLength(sitePaths.length);
      for (const [index, loc] of locs.entries()) {
        expect(loc).toMatch(/^[\x21-\x7E]+$/);
        expect(loc).toBe(new URL(loc).href);
        expect(decodeURIComponent(new URL(loc).pathname)).toBe(
          `${basePath}${(sitePaths[index] as string).slice(1)}`.normalize("NFC"),
        );
      }
    }
    const post = fixturePost();
    const feed = rssFeed([{ ...post, slug: "zoë" }], "https://www.example.com", "/", "Acme");
    expect(feed).toContain(`<link>https://www.example.com${paths["blog-post"]({ slug: "zo%C3%AB" })}</link>`);
    expect(absoluteUrl("https://www.example.com", "/", author("zoë"))).toBe(
      `https://www.example.com${author("zo%C3%AB")}`,
    );
  });
});

describe("what search engines and feed readers read beside the URLs", () => {
  const content = siteContent(fixtureDirs().contentDir, fixtureDirs().publicDir);
  const routes = routesFor(content);
  const { DOMParser } = parseHTML("<html></html>");

  it("the sitemap gives each post's lastmod, its revision when it has one after its date, and each legal page's", () => {
    const [first, second] = content.posts as [Post, Post];
    const revised = { ...content, posts: [{ ...first, updated: "2031-01-02" }, second] };
    const xml = siteFileMakers(revised, routes, {
      siteUrl: "https://www.example.com",
      basePath: "/",
      cms: undefined,
    })[SITEMAP_PATH.slice(1)]?.();
    const lastmod = new Map(
      [...new DOMParser().parseFromString(xml ?? "", "text/xml").querySelectorAll("url")].map((url) => [
        new URL(url.querySelector("loc")?.textContent ?? "").pathname,
        url.querySelector("lastmod")?.textContent,
      ]),
    );
    expect(lastmod.get(paths["blog-post"](first))).toBe("2031-01-02");
    expect(lastmod.get(paths["blog-post"](second))).toBe(second.date);
    expect(lastmod.get(paths.privacy)).toBe(content.legal.privacy.updated);
    expect(lastmod.get(paths.terms)).toBe(content.legal.terms.updated);
    // A page written from no dated content says nothing it could not keep true.
    expect(lastmod.get(paths.about)).toBeUndefined();
    // A revision on or before the date is not shown, and is no later change either.
    const slip = sitemapXml(
      routes.filter((route) => route.path === paths["blog-post"](first)),
      "https://www.example.com",
      "/",
      () => lastModified({ ...first, updated: "2000-01-01" }),
    );
    expect(slip).toContain(`<lastmod>${first.date}</lastmod>`);
  });

  it("the feed names each item's author as Dublin Core's creator, its namespace declared", () => {
    const xml = rssFeed(content.posts, "https://www.example.com", "/", "Acme");
    const feed = new DOMParser().parseFromString(xml, "text/xml");
    expect(feed.querySelector("rss")?.getAttribute("xmlns:dc")).toBe("http://purl.org/dc/elements/1.1/");
    const items = [...feed.querySelectorAll("item")];
    expect(items.map((item) => item.getElementsByTagName("dc:creator")[0]?.textContent)).toEqual(
      content.posts.map((post) => post.author),
    );
  });
});
