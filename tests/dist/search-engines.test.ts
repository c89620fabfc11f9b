/**
 * What search engines and feed readers read in the built site, on every route: the
 * BreadcrumbList of the breadcrumb each page shows, item for item; the WebSite and its search on
 * the home page; one Organization that the other nodes refer to by @id; each post's description
 * in its meta, share tags and BlogPosting; the sitemap's lastmod of every post; the feed's authors.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { SEARCH_QUERY } from "../../src/lib/search-query";
import { FEED_PATH, paths, SITEMAP_PATH } from "../../src/paths";
import { config, content, DIST, jsonLd, page, routes, sitePath, text } from "./dist-helpers";

type Node = Record<string, unknown>;

/** A site path's absolute URL, spelt out here rather than by the build's absoluteUrl(). */
const canonical = (p: string) => `${config.siteUrl}${config.basePath}${p.slice(1)}`;
/** An href of a page as the absolute URL a browser reads. */
const absolute = (href: string | null) => new URL(href ?? "", config.siteUrl).href;
/** A name as a reader reads it: runs of spaces are one. */
const words = (name: unknown) => String(name).replace(/\s+/g, " ").trim();
const { DOMParser } = parseHTML("<html></html>");
const xml = (file: string) =>
  new DOMParser().parseFromString(readFileSync(path.join(DIST, file), "utf8"), "text/xml");

/**
 * The trail a page's breadcrumb shows, as a list of pages: each link by its name and URL, the
 * current page by its name; a crumb that is no page ("Author") has no URL to give and is left out.
 * Undefined on a page without a breadcrumb.
 */
function shownTrail(d: Document): { name: string; url?: string }[] | undefined {
  const nav = d.querySelector('nav[aria-label="Breadcrumb"]');
  if (!nav) return undefined;
  return [...nav.querySelectorAll("li")].flatMap((li) => {
    const link = li.querySelector("a");
    if (link) return [{ name: text(link), url: absolute(link.getAttribute("href")) }];
    const current = li.querySelector('[aria-current="page"]');
    if (current) return [{ name: text(current) }];
    expect(li.querySelector("[data-crumb='group']"), li.outerHTML).not.toBeNull();
    return [];
  });
}

/** Every object in `value`, nested ones included. */
function objects(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (!value || typeof value !== "object") return [];
  return [value as Node, ...Object.values(value).flatMap(objects)];
}
const isReference = (node: Node) => Object.keys(node).length === 1 && typeof node["@id"] === "string";
const ORGANIZATION_ID = `${canonical(paths.home)}#organization`;

describe("structured data on every route", () => {
  it("every page with a breadcrumb has one BreadcrumbList of the same items, by name and URL; the others none", () => {
    let withTrail = 0;
    for (const route of routes) {
      const d = page(route.path);
      const trail = shownTrail(d);
      const lists = jsonLd(d).filter((block) => block["@type"] === "BreadcrumbList");
      if (!trail) {
        expect(lists, route.path).toEqual([]);
        continue;
      }
      withTrail++;
      expect(lists, route.path).toHaveLength(1);
      const items = (lists[0]?.itemListElement ?? []) as Node[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(
        items.map((item) => ({ name: words(item.name), ...(item.item ? { url: item.item } : {}) })),
        route.path,
      ).toEqual(trail.map((crumb) => ({ ...crumb, name: words(crumb.name) })));
    }
    // SPEC 2.2: every page but Home shows a breadcrumb.
    expect(withTrail).toBe(routes.length - 1);
  });

  it("the home page has the WebSite, published by the Organization, searched at the search page by its query parameter", () => {
    const blocks = jsonLd(page(paths.home));
    const site = blocks.find((block) => block["@type"] === "WebSite");
    expect(site).toMatchObject({ url: canonical(paths.home), publisher: { "@id": ORGANIZATION_ID } });
    const action = site?.potentialAction as { target: { urlTemplate: string }; "query-input": string };
    expect(action["query-input"]).toBe("required name=search_term_string");
    const search = new URL(action.target.urlTemplate.replace("{search_term_string}", "erasure"));
    expect(sitePath(search.pathname)).toBe(paths.search);
    expect(search.searchParams.get(SEARCH_QUERY)).toBe("erasure");
    expect(blocks.some((block) => block["@id"] === ORGANIZATION_ID)).toBe(true);
  });

  it("one Organization, by one @id, that other nodes refer to; every reference resolves on its own page", () => {
    let referring = 0;
    for (const route of routes) {
      const blocks = jsonLd(page(route.path));
      const nodes = objects(blocks).filter((node) => !isReference(node));
      const references = objects(blocks).filter(isReference);
      for (const node of nodes.filter((n) => n["@type"] === "Organization"))
        expect(node["@id"], route.path).toBe(ORGANIZATION_ID);
      for (const reference of references)
        expect(
          nodes.some((node) => node["@id"] === reference["@id"]),
          `${route.path} refers to ${reference["@id"]}`,
        ).toBe(true);
      if (references.some((reference) => reference["@id"] === ORGANIZATION_ID)) referring++;
    }
    // The home page's WebSite, every article's publisher, every service's provider.
    expect(referring).toBeGreaterThanOrEqual(1 + content.posts.length + content.services.length);
  });

  it("each post's description is its meta description, share description and BlogPosting's", () => {
    for (const post of content.posts) {
      const d = page(paths["blog-post"](post));
      const description = post.description ?? post.excerpt;
      for (const selector of [
        'meta[name="description"]',
        'meta[property="og:description"]',
        'meta[name="twitter:description"]',
      ])
        expect(d.querySelector(selector)?.getAttribute("content"), `${post.file} ${selector}`).toBe(
          description,
        );
      const posting = jsonLd(d).find((block) => block["@type"] === "BlogPosting");
      expect(posting?.description, post.file).toBe(description);
      expect(posting?.publisher, post.file).toEqual({ "@id": ORGANIZATION_ID });
    }
  });
});

describe("the sitemap and the feed", () => {
  it("the sitemap gives every post's lastmod: its revision, when one after its date is shown, else its date", () => {
    const lastmod = new Map(
      [...xml(SITEMAP_PATH.slice(1)).querySelectorAll("url")].map((url) => [
        url.querySelector("loc")?.textContent,
        url.querySelector("lastmod")?.textContent,
      ]),
    );
    for (const post of content.posts)
      expect(lastmod.get(canonical(paths["blog-post"](post))), post.file).toBe(
        post.updatedText ? post.updated : post.date,
      );
    for (const doc of Object.values(content.legal)) expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastmod.get(canonical(paths.privacy))).toBe(content.legal.privacy.updated);
    expect(lastmod.get(canonical(paths.terms))).toBe(content.legal.terms.updated);
  });

  it("every feed item names its author as Dublin Core's creator", () => {
    const feed = xml(FEED_PATH.slice(1));
    expect(feed.querySelector("rss")?.getAttribute("xmlns:dc")).toBe("http://purl.org/dc/elements/1.1/");
    const items = [...feed.querySelectorAll("item")];
    expect(items.length).toBeGreaterThan(0);
    for (const [index, item] of items.entries())
      expect(item.getElementsByTagName("dc:creator")[0]?.textContent).toBe(content.posts[index]?.author);
  });
});
