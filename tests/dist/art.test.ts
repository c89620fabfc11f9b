/** The illustrations and share images as built. */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artEntries } from "../../src/components/art/catalog";
import { absoluteUrl } from "../../src/lib/url";
import { paths } from "../../src/paths";
import { config, content, DIST, page, routes, sitePath } from "./dist-helpers";

const absolute = (p: string) => absoluteUrl(config.siteUrl, config.basePath, p);
const byFile = new Map(artEntries.map(([name, entry]) => [entry.file, { name, ...entry }]));

/** Every <img> of every page that shows an illustration, with its page. */
const placed = routes.flatMap((route) =>
  [...page(route.path).querySelectorAll("img")]
    .filter((img) => sitePath(img.getAttribute("src")).startsWith("/images/art/"))
    .map((img) => ({ route: route.path, img, file: sitePath(img.getAttribute("src")) })),
);

describe("the illustrations", () => {
  it("are all in dist/, and dist/ holds no illustration the catalog does not list", () => {
    for (const [, entry] of artEntries)
      expect(existsSync(path.join(DIST, entry.file)), entry.file).toBe(true);
    expect(readdirSync(path.join(DIST, "images/art")).map((f) => `/images/art/${f}`)).toEqual(
      expect.arrayContaining([...byFile.keys()]),
    );
    for (const f of readdirSync(path.join(DIST, "images/art")))
      expect(byFile.has(`/images/art/${f}`), f).toBe(true);
  });

  it("are placed with the catalog's size and alt text, lazy unless fetched first", () => {
    for (const { route, img, file } of placed) {
      const entry = byFile.get(file);
      expect(entry, `${route}: ${file}`).toBeDefined();
      expect(img.getAttribute("width"), route).toBe(String(entry!.width));
      expect(img.getAttribute("height"), route).toBe(String(entry!.height));
      expect(img.getAttribute("alt"), route).toBe(entry!.alt);
      // React writes the attribute as fetchPriority; linkedom reads names as written
      const eager = (img.getAttribute("fetchpriority") ?? img.getAttribute("fetchPriority")) === "high";
      expect(img.getAttribute("loading"), route).toBe(eager ? null : "lazy");
    }
  });

  // Until the art is placed in the pages, there is nothing to check; from then on, none is left unused.
  it.skipIf(placed.length === 0)("are each placed on some page (an unused one leaves the catalog)", () => {
    const used = new Set(placed.map((p) => p.file));
    expect(artEntries.map(([, e]) => e.file).filter((f) => !used.has(f))).toEqual([]);
  });
});

describe("share images", () => {
  const meta = (d: Document, key: string) =>
    d.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");

  it.each(content.posts.map((p) => [p.slug]))(
    "article %s shares its own card: a 1200x630 JPEG under a hashed name, its alt text naming the title",
    async (slug) => {
      const post = content.posts.find((p) => p.slug === slug)!;
      const d = page(paths["blog-post"]({ slug }));
      const image = meta(d, "og:image") ?? "";
      const file = sitePath(new URL(image).pathname);
      expect(file).toMatch(new RegExp(`^/assets/images/share-${slug}-[A-Za-z0-9]{10}\\.jpg$`));
      expect(image).toBe(absolute(file));
      expect(meta(d, "twitter:image")).toBe(image);
      expect([meta(d, "og:image:width"), meta(d, "og:image:height")]).toEqual(["1200", "630"]);
      expect(meta(d, "og:image:alt")).toContain(post.title);
      expect(meta(d, "twitter:image:alt")).toBe(meta(d, "og:image:alt"));
      const made = await sharp(path.join(DIST, file)).metadata();
      expect([made.format, made.width, made.height]).toEqual(["jpeg", 1200, 630]);
    },
  );

  it("each article's card is its own", () => {
    const images = content.posts.map((p) => meta(page(paths["blog-post"]({ slug: p.slug })), "og:image"));
    expect(new Set(images).size).toBe(content.posts.length);
  });

  it("other pages share the default image, 1200x630, with the brand", () => {
    for (const route of [paths.home, paths.about, paths.services, paths.contact]) {
      const d = page(route);
      expect(meta(d, "og:image"), route).toBe(absolute("/images/og-default.png"));
      expect(meta(d, "og:image:width"), route).toBe("1200");
      expect(meta(d, "og:image:height"), route).toBe("630");
    }
    expect(existsSync(path.join(DIST, "images/og-default.png"))).toBe(true);
  });
});
