import { readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { HtmlValidate } from "html-validate";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { outFiles } from "../../build/4-pages/out-files";
import { resolves } from "../../build/6-links/links";
import { absoluteUrl } from "../../src/lib/url";
import { indexableRoutes } from "../../src/pages";
import { config, DIST, doc, jsonLd, page, routes, text } from "./dist-helpers";

const htmlFiles = fg.sync("**/*.html", { cwd: DIST }).sort();
const canonical = (p: string) => absoluteUrl(config.siteUrl, config.basePath, p);

describe("every route", () => {
  it.each(routes.map((r) => [r.path]))("%s has its files, head tags and one h1", (routePath) => {
    for (const file of outFiles(routePath)) expect(htmlFiles).toContain(file);
    const d = page(routePath);
    expect(d.documentElement.getAttribute("lang")).toBe("en");
    expect(d.querySelector("meta[charset]")?.getAttribute("charset")).toBe("utf-8");
    expect(d.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(text(d.querySelector("title"))).toMatch(/BuyITAD/);
    expect(d.querySelector('meta[name="description"]')?.getAttribute("content")?.length).toBeGreaterThan(50);
    if (routePath === "/404") {
      expect(d.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    } else {
      expect(d.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical(routePath));
      expect(d.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(canonical(routePath));
    }
    for (const property of ["og:title", "og:description", "og:type", "og:image", "og:site_name"]) {
      expect(d.querySelector(`meta[property="${property}"]`)?.getAttribute("content"), property).toBeTruthy();
    }
    expect(d.querySelector('meta[property="og:image"]')?.getAttribute("content")).toMatch(/^https?:\/\//);
    expect(d.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary_large_image");
    expect(d.querySelectorAll("h1")).toHaveLength(1);
    expect(d.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(d.querySelector('link[rel="alternate"][type="application/rss+xml"]')).not.toBeNull();
    expect(d.querySelector('link[rel="icon"]')).not.toBeNull();
    for (const block of jsonLd(d)) expect(block["@context"]).toBe("https://schema.org");
  });

  it("writes the same page to <path>/index.html and <path>.html", () => {
    for (const route of routes) {
      const files = outFiles(route.path);
      if (files.length === 2) {
        expect(readFileSync(path.join(DIST, files[0]!), "utf8")).toBe(
          readFileSync(path.join(DIST, files[1]!), "utf8"),
        );
      }
    }
  });
});

describe("links and assets", () => {
  it("every internal link and asset reference resolves to a file in dist/", () => {
    const dead: string[] = [];
    for (const file of htmlFiles) {
      const d = doc(file);
      const urls = [
        ...[...d.querySelectorAll("[href]")].map((el) => el.getAttribute("href") ?? ""),
        ...[...d.querySelectorAll("[src]")].map((el) => el.getAttribute("src") ?? ""),
        // React writes srcSet; HTML attribute names are case-insensitive, linkedom's are not.
        ...[...d.querySelectorAll("[srcset], [srcSet]")].flatMap((el) =>
          (el.getAttribute("srcset") ?? el.getAttribute("srcSet") ?? "")
            .split(",")
            .map((part) => part.trim().split(/\s+/)[0] ?? ""),
        ),
      ];
      for (const url of urls) {
        if (!url || url.startsWith("#") || /^[a-z]+:/i.test(url)) continue;
        const sitePath = `/${url.split("#")[0]!.slice(config.basePath.length)}`;
        if (!resolves(DIST, sitePath)) dead.push(`${file}: ${url}`);
      }
      // In-page anchors point at an element of the page.
      for (const a of d.querySelectorAll('a[href^="#"]')) {
        const id = a.getAttribute("href")!.slice(1);
        if (id && !d.getElementById(id)) dead.push(`${file}: #${id}`);
      }
    }
    expect(dead).toEqual([]);
  });

  it("names assets with a content hash", () => {
    const assets = fg.sync("assets/**/*.{js,css}", { cwd: DIST });
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) expect(asset).toMatch(/-[A-Za-z0-9]{8,}\.(js|css)$/);
  });
});

describe("sitemap, robots and feed", () => {
  it("the sitemap lists exactly the canonical URL of every route but the 404", () => {
    const xml = readFileSync(path.join(DIST, "sitemap.xml"), "utf8");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      indexableRoutes(routes)
        .map((r) => canonical(r.path))
        .sort(),
    );
  });

  it("robots.txt names the sitemap", () => {
    expect(readFileSync(path.join(DIST, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${canonical("/sitemap.xml")}`,
    );
  });

  it("the feed is RSS 2.0 XML with every post", async () => {
    const xml = readFileSync(path.join(DIST, "feed.xml"), "utf8");
    const { DOMParser } = parseHTML("<html></html>");
    const feed = new DOMParser().parseFromString(xml, "text/xml");
    expect(feed.querySelector("rss")?.getAttribute("version")).toBe("2.0");
    const items = [...feed.querySelectorAll("item")];
    const { content } = await import("./dist-helpers");
    expect(items).toHaveLength(content.posts.length);
    for (const [index, item] of items.entries()) {
      const post = content.posts[index]!;
      expect(item.querySelector("title")?.textContent).toBe(post.title);
      expect(item.querySelector("link")?.textContent).toBe(canonical(`/blog/${post.slug}`));
      expect(item.querySelector("guid")?.textContent).toBe(canonical(`/blog/${post.slug}`));
      expect(item.querySelector("pubDate")?.textContent).toMatch(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 12:00:00 GMT$/,
      );
      expect(item.querySelector("description")?.textContent).toBe(post.excerpt);
    }
  });
});

describe("HTML validity", () => {
  const validator = new HtmlValidate({
    extends: ["html-validate:recommended"],
    rules: {
      // Style rules that React's serializer does not follow, though its output is valid HTML:
      // camelCase attribute names (HTML attributes are case-insensitive), <br/> on void
      // elements, and hidden=""/disabled="" for boolean attributes.
      "attr-case": "off",
      "void-style": "off",
      "attribute-empty-style": "off",
      "attribute-boolean-style": "off",
      // SPEC 2.2 puts the brand suffix on every title, so long article titles run past 70 characters.
      "long-title": "off",
      // Long-form copy uses typographic quotes and apostrophes.
      "no-raw-characters": ["error", { relaxed: true }],
    },
  });

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
