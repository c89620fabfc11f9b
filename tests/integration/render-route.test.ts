/**
 * renderRoute reuses the header and footer HTML between pages that share them
 * (src/entry-server.tsx): the result must be what rendering the whole <Layout> as
 * one tree gives, on every route of the real site, at the domain root and under a
 * base path, with the current nav link and the year changing between variants.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { renderRoute } from "../../src/entry-server";
import { loadIslands } from "../../src/islands/island";
import type { ImageManifest } from "../../src/model/images";
import { routesFor } from "../../src/pages";
import { paths } from "../../src/paths";
import { imageManifest, siteContent } from "../helpers";

let images: ImageManifest;
beforeAll(async () => {
  await loadIslands();
  images = await imageManifest(content);
});
const content = siteContent();

describe("renderRoute with the shell reused", () => {
  const routes = routesFor(content);
  const byPath = new Map(routes.map((route) => [route.path, route]));

  it.each([
    ["/", 2026],
    ["/buyitad-site/", 2027],
  ])("gives every route the HTML and islands of a whole render (base path %s, year %s)", (basePath, year) => {
    const site = { basePath, siteUrl: "https://example.com", year, content, images, routes: byPath };
    const variants = new Set<string>();
    for (const route of routes) {
      const reused = renderRoute(route, site);
      const whole = renderRoute(route, site, { reuseShell: false });
      expect(reused.body, route.path).toBe(whole.body);
      expect(new Set(reused.islands), route.path).toEqual(new Set(whole.islands));
      variants.add(/<header[\s\S]*<\/header>/.exec(reused.body)?.[0] ?? "");
    }
    // The current link differs between sections: several header variants were reused, not one.
    expect(variants.size).toBeGreaterThan(5);
    expect(routes.length).toBeGreaterThan(40);
  });

  it("puts a page's preloaded hero image before the shell, where a whole render puts it", () => {
    const site = {
      basePath: "/",
      siteUrl: "https://example.com",
      year: 2026,
      content,
      images,
      routes: byPath,
    };
    const body = renderRoute(byPath.get(paths.about)!, site).body;
    expect(body).toMatch(/^<link rel="preload" as="image"[^>]*fetchPriority="high"\/><a href="#main"/);
  });
});
