import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FEED_ITEMS } from "../../build/5-site-files/feed";
import { FEED_PATH, paths, SITEMAP_PATH } from "../../src/paths";
import { pageValidator } from "../helpers";
import { config, DIST, distFiles, doc, jsonLd, page, routes, servedFile, text } from "./dist-helpers";

const htmlFiles = fg.sync("**/*.html", { cwd: DIST }).sort();
/** A site path's absolute URL, spelt out here rather than by the build's absoluteUrl(). */
const canonical = (p: string) => `${config.siteUrl}${config.basePath}${p.slice(1)}`;
const sitemapUrls = [
  ...readFileSync(path.join(DIST, SITEMAP_PATH), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => match[1] as string);
/** Pages that must stay out of search engines, whatever the content: the 404 page and the search page. */
const UNINDEXED: string[] = [paths["not-found"], paths.search];

describe("every route", () => {
  it.each(routes.map((r) => [r.path]))("%s has its head tags and one h1", (routePath) => {
    const d = page(routePath);
    expect(d.documentElement.getAttribute("lang")).toBe("en");
    expect(d.querySelector("meta[charset]")?.getAttribute("charset")).toBe("utf-8");
    expect(d.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(text(d.querySelector("title"))).toMatch(/BuyITAD/);
    expect(d.querySelector('meta[name="description"]')?.getAttribute("content")?.length).toBeGreaterThan(50);
    if (UNINDEXED.includes(routePath)) {
      expect(d.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      expect(d.querySelector('link[rel="canonical"]')).toBeNull();
    } else {
      expect(d.querySelector('meta[name="robots"]')).toBeNull();
      expect(d.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical(routePath));
      expect(d.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(canonical(routePath));
    }
    for (const property of ["og:title", "og:description", "og:type", "og:image", "og:site_name"]) {
      expect(d.querySelector(`meta[property="${property}"]`)?.getAttribute("content"), property).toBeTruthy();
    }
    expect(d.querySelector('meta[property="og:image"]')?.getAttribute("content")).toMatch(/^https?:\/\//);
    expect(d.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary_large_image");
    // The share image's words for those who cannot see it, on every card alike.
    const imageAlt = d.querySelector('meta[property="og:image:alt"]')?.getAttribute("content");
    expect(imageAlt).toBeTruthy();
    expect(d.querySelector('meta[name="twitter:image:alt"]')?.getAttribute("content")).toBe(imageAlt);
    expect(d.querySelectorAll("h1")).toHaveLength(1);
    expect(d.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(d.querySelector('link[rel="alternate"][type="application/rss+xml"]')).not.toBeNull();
    expect(d.querySelector('link[rel="icon"]')).not.toBeNull();
    for (const block of jsonLd(d)) expect(block["@context"]).toBe("https://schema.org");
  });

  it("gives no two elements of a page one id, and no page a second h1: every page and redirect page written", () => {
    const found: string[] = [];
    for (const file of htmlFiles.filter((f) => f.endsWith("index.html") || f === "404.html")) {
      const d = doc(file);
      const ids = [...d.querySelectorAll("[id]")].map((element) => element.getAttribute("id"));
      const twice = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
      if (twice.length)
        found.push(`${file}: ${twice.map((id) => `id "${id}"`).join(", ")} on more than one element`);
      const h1 = d.querySelectorAll("h1").length;
      if (h1 > 1) found.push(`${file}: ${h1} h1 elements`);
    }
    expect(found).toEqual([]);
  });

  it.each(routes.map((r) => [r.path]))(
    "%s holds its first paint until the header is read whole: the element it waits for follows the header",
    (routePath) => {
      const d = page(routePath);
      const expects = [...d.querySelectorAll('head link[rel="expect"]')];
      expect(expects).toHaveLength(1);
      expect(expects[0]!.getAttribute("blocking")).toBe("render");
      const href = expects[0]!.getAttribute("href") ?? "";
      expect(href).toMatch(/^#./);
      const target = d.getElementById(href.slice(1));
      const header = d.querySelector("body > header, body header");
      expect(target).not.toBeNull();
      expect(header).not.toBeNull();
      // After the header in document order (DOCUMENT_POSITION_FOLLOWING), and not inside it.
      expect(header!.compareDocumentPosition(target!) & 4).toBe(4);
      expect(header!.contains(target)).toBe(false);
    },
  );

  it("tells on every page the width and height of the share image it names, as the file has them", async () => {
    const sizes = new Map<string, Promise<string[]>>();
    const sizeOf = (file: string) => {
      let size = sizes.get(file);
      if (!size) {
        size = sharp(path.join(DIST, file))
          .metadata()
          .then(({ autoOrient }) => [String(autoOrient.width), String(autoOrient.height)]);
        sizes.set(file, size);
      }
      return size;
    };
    for (const route of routes) {
      const d = page(route.path);
      const meta = (property: string) =>
        d.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
      const file = servedFile(new URL(meta("og:image") ?? "").pathname);
      expect(file, `${route.path}: ${meta("og:image")}`).toBeDefined();
      expect([meta("og:image:width"), meta("og:image:height")], route.path).toEqual(await sizeOf(file ?? ""));
    }
  });

  it("opens one FAQ answer at a time without JavaScript: each accordion's items are closed <details> sharing one name of their own", () => {
    const names = new Set<string>();
    let accordions = 0;
    for (const route of routes) {
      for (const accordion of page(route.path).querySelectorAll("[data-accordion]")) {
        accordions++;
        const items = [...accordion.querySelectorAll(":scope > details")];
        const name = items[0]?.getAttribute("name");
        expect(items.length, route.path).toBeGreaterThan(0);
        expect(name, route.path).toBeTruthy();
        expect(new Set(items.map((item) => item.getAttribute("name"))), route.path).toEqual(new Set([name]));
        expect(
          items.filter((item) => item.hasAttribute("open")),
          route.path,
        ).toEqual([]);
        // Two accordions with one name would close each other's answers across the page.
        expect(names.has(`${route.path} ${name}`), route.path).toBe(false);
        names.add(`${route.path} ${name}`);
      }
    }
    expect(accordions).toBeGreaterThan(0);
  });

  it("answers at every sitemap URL under both names, <path>/index.html and <path>.html, one file", () => {
    expect(sitemapUrls.length).toBe(routes.length - UNINDEXED.length);
    for (const url of sitemapUrls) {
      const name = new URL(url).pathname.slice(config.basePath.length);
      if (name === "") {
        expect(distFiles.has("index.html")).toBe(true);
        continue;
      }
      const files = [`${name}/index.html`, `${name}.html`];
      for (const file of files) expect(distFiles.has(file), `${url}: ${file}`).toBe(true);
      // One file under two names (a hard link), so neither can be a stale or different page.
      const [first, second] = files.map((file) => statSync(path.join(DIST, file)).ino);
      expect(second, `${url}: ${files.join(" and ")} are not one file`).toBe(first);
    }
  });
});

/** A URL a page refers to; `anchor` when its fragment must name an element of the page it leads to. */
interface Reference {
  kind: "href" | "src" | "srcset" | "meta" | "json-ld" | "island props";
  url: string;
  anchor?: boolean;
}

/** Every URL a page refers to, read with an HTML parser: attributes, share tags, structured data and island props. */
function references(d: Document): Reference[] {
  const refs: Reference[] = [];
  const attr = (el: Element, name: string) => el.getAttribute(name) ?? "";
  for (const el of d.querySelectorAll("[href]"))
    refs.push({ kind: "href", url: attr(el, "href"), anchor: el.tagName === "A" });
  for (const el of d.querySelectorAll("[src]")) refs.push({ kind: "src", url: attr(el, "src") });
  // React writes srcSet and imageSrcSet; HTML attribute names are case-insensitive, but linkedom
  // keeps them as written and its selectors match neither spelling: read every attribute's name.
  for (const el of d.querySelectorAll("*")) {
    const name = el.getAttributeNames().find((n) => /^(image)?srcset$/i.test(n));
    if (!name) continue;
    const set = attr(el, name);
    for (const part of set.split(",")) refs.push({ kind: "srcset", url: part.trim().split(/\s+/)[0] ?? "" });
  }
  // Absolute URLs: only those on this site are checked (below).
  for (const el of d.querySelectorAll("meta[content]")) {
    if (/^https?:\/\//.test(attr(el, "content"))) refs.push({ kind: "meta", url: attr(el, "content") });
  }
  const strings = (value: unknown, keep: (key: string) => boolean, kind: Reference["kind"], key = "") => {
    if (typeof value === "string") {
      if (keep(key)) refs.push({ kind, url: value });
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) strings(v, keep, kind, Array.isArray(value) ? key : k);
    }
  };
  for (const block of jsonLd(d)) strings(block, () => true, "json-ld");
  for (const el of d.querySelectorAll("[data-props]"))
    strings(JSON.parse(attr(el, "data-props")), (key) => /(href|src)$/i.test(key), "island props");
  return refs.filter((ref) => ref.kind !== "json-ld" || /^https?:\/\//.test(ref.url));
}

/** The addresses a file of dist/ is served at, against which the browser resolves its relative URLs. */
function addressesOf(file: string, origin: string): string[] {
  const at = (name: string) => `${origin}${config.basePath}${name}`;
  if (file === "404.html") return [at("404.html"), at("no-such-folder/no-such-page")];
  if (file === "index.html") return [at("")];
  if (file.endsWith("/index.html")) return [at(file.slice(0, -"index.html".length))];
  return [at(file.slice(0, -".html".length))];
}

describe("links and assets", () => {
  it("every internal link and asset reference leads to a file in dist/, and every fragment to an element", () => {
    const origin = new URL(config.siteUrl).origin;
    const dead: string[] = [];
    const checked = new Map<Reference["kind"], number>();
    expect(htmlFiles.length).toBeGreaterThanOrEqual(routes.length);
    for (const file of htmlFiles) {
      const d = doc(file);
      const refs = references(d);
      // Within the page, wherever it is served: "#main" names an element of this document.
      for (const ref of refs.filter((r) => r.url.startsWith("#"))) {
        const id = decodeURIComponent(ref.url.slice(1));
        if (ref.anchor && id && !d.getElementById(id))
          dead.push(`${file}: ${ref.url} (no element with that id)`);
      }
      for (const address of addressesOf(file, origin)) {
        for (const ref of refs.filter((r) => !r.url.startsWith("#"))) {
          let url: URL;
          try {
            url = new URL(ref.url, address);
          } catch {
            dead.push(`${file}: ${ref.url} (not a URL)`);
            continue;
          }
          if (url.origin !== origin) continue; // another site, mailto:, tel:
          checked.set(ref.kind, (checked.get(ref.kind) ?? 0) + 1);
          const target = servedFile(url.pathname);
          if (!target) {
            dead.push(`${file} (at ${address}), ${ref.kind}: ${ref.url}`);
            continue;
          }
          const id = decodeURIComponent(url.hash.slice(1));
          if (ref.anchor && id && target.endsWith(".html") && !doc(target).getElementById(id))
            dead.push(`${file} (at ${address}), ${ref.kind}: ${ref.url} (no element with id "${id}")`);
        }
      }
    }
    expect(dead).toEqual([]);
    // Each way of referring to a URL was read: a reader that finds nothing checks nothing.
    for (const kind of ["href", "src", "meta", "json-ld", "island props"] as const)
      expect(checked.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });

  it("names assets with a content hash", () => {
    const assets = fg.sync("assets/**/*.{js,css}", { cwd: DIST });
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) expect(asset).toMatch(/-[A-Za-z0-9]{8,}\.(js|css)$/);
  });
});

describe("sitemap, robots and feed", () => {
  it("the sitemap lists exactly the canonical URL of every route but the 404 and search pages, which say noindex", () => {
    for (const routePath of UNINDEXED) {
      expect(sitemapUrls, routePath).not.toContain(canonical(routePath));
      expect(page(routePath).querySelector('meta[name="robots"]')?.getAttribute("content"), routePath).toBe(
        "noindex",
      );
    }
    expect([...sitemapUrls].sort()).toEqual(
      routes
        .filter((r) => !UNINDEXED.includes(r.path))
        .map((r) => canonical(r.path))
        .sort(),
    );
  });

  it("robots.txt names the sitemap", () => {
    expect(readFileSync(path.join(DIST, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${canonical(SITEMAP_PATH)}`,
    );
  });

  it(`the feed is RSS 2.0 XML with the newest ${FEED_ITEMS} posts (all of them, up to that)`, async () => {
    const xml = readFileSync(path.join(DIST, FEED_PATH), "utf8");
    const { DOMParser } = parseHTML("<html></html>");
    const feed = new DOMParser().parseFromString(xml, "text/xml");
    expect(feed.querySelector("rss")?.getAttribute("version")).toBe("2.0");
    const items = [...feed.querySelectorAll("item")];
    const { content } = await import("./dist-helpers");
    expect(items).toHaveLength(Math.min(content.posts.length, FEED_ITEMS));
    for (const [index, item] of items.entries()) {
      const post = content.posts[index]!;
      expect(item.querySelector("title")?.textContent).toBe(post.title);
      // The item leads to a built page, the post's own (its <h1>), whose canonical URL it is.
      const link = item.querySelector("link")?.textContent ?? "";
      const file = servedFile(new URL(link).pathname);
      expect(file, link).toBeDefined();
      const d = doc(file ?? "");
      expect(text(d.querySelector("h1")), link).toBe(post.title);
      expect(d.querySelector('link[rel="canonical"]')?.getAttribute("href"), link).toBe(link);
      expect(item.querySelector("guid")?.textContent).toBe(link);
      expect(item.querySelector("pubDate")?.textContent).toMatch(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 12:00:00 GMT$/,
      );
      expect(item.querySelector("description")?.textContent).toBe(post.excerpt);
    }
  });
});

describe("HTML validity", () => {
  const validator = pageValidator();

  it.each(htmlFiles.filter((f) => f.endsWith("index.html") || f === "404.html").map((f) => [f]))(
    "%s has no errors",
    async (file) => {
      const report = await validator.validateString(readFileSync(path.join(DIST, file), "utf8"), file);
      const messages = report.results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.line}:${m.column})`),
      );
      expect(messages).toEqual([]);
    },
  );
});
