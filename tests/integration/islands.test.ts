/**
 * The island list (src/islands/islands.ts) is the one declaration: the server
 * wrapper, the client bundle's size accounting and each render read it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { loadContent } from "../../build/2-content/load";
import { buildClient, withRetryQuery } from "../../build/3-assets/client";
import { renderRoute } from "../../src/entry-server";
import { loadIslands } from "../../src/islands/island";
import { islandNames } from "../../src/islands/islands";
import { routesFor } from "../../src/pages";
import { paths } from "../../src/paths";
import { fixtureDirs, ROOT } from "../helpers";

beforeAll(async () => {
  await loadIslands();
});

describe("island modules", () => {
  it("each island loads a component; exactly the three forms send leads", async () => {
    const modules = await loadIslands();
    expect([...modules.keys()].sort()).toEqual([...islandNames].sort());
    for (const module of modules.values()) expect(typeof module.default).toBe("function");
    const leads = [...modules].filter(([, module]) => module.sendsLead).map(([name]) => name);
    expect(leads.sort()).toEqual(["career-form", "contact-form", "pickup-form"]);
    expect(modules.get("faq-accordion")?.replayKeys).toContain("ArrowDown");
  });
});

describe("renderRoute", () => {
  const content = loadContent(fixtureDirs());
  const routes = routesFor(content);
  const render = (sitePath: string) => {
    const route = routes.find((r) => r.path === sitePath);
    if (!route) throw new Error(`no route ${sitePath}`);
    return renderRoute(route, {
      basePath: "/",
      siteUrl: "https://example.com",
      year: 2026,
      content,
      // These pages show no cover.
      images: {},
      routes: new Map(routes.map((r) => [r.path, r])),
    });
  };

  it("reports the islands a page rendered, from the render itself", () => {
    expect(render(paths.contact).islands.sort()).toEqual([
      "contact-form",
      "map-embed",
      "mobile-menu",
      "site-search",
    ]);
    expect(render(paths.about).islands.sort()).toEqual(["mobile-menu", "site-search"]);
    const itadService = content.services.find((service) => service.id === "itad");
    if (!itadService) throw new Error("the fixture has no ITAD service");
    const itad = render(paths.service(itadService));
    expect(itad.islands.sort()).toEqual(["faq-accordion", "mobile-menu", "site-search"]);
    // Each reported island is in the HTML, and nothing else is.
    const inHtml = [...itad.body.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(inHtml)).toEqual(new Set(itad.islands));
  });
});

describe("client bundle", () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(path.join(os.tmpdir(), "buyitad-client-"));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("stops when the island list and its import() calls do not match one to one", async () => {
    await expect(
      buildClient(ROOT, out, configFrom({}), { islandNames: islandNames.slice(1) }),
    ).rejects.toThrow(`has ${islandNames.length} import() for ${islandNames.length - 1} islands`);
  });

  it("counts every island's own chunk and React's hydrate chunk for the size table", async () => {
    const { bundle } = await buildClient(ROOT, out, configFrom({}), { islandNames });
    expect(Object.keys(bundle.islandFiles).sort()).toEqual([...islandNames].sort());
    for (const [name, files] of Object.entries(bundle.islandFiles)) {
      const chunkName = name === "not-found" ? "not-found-content" : name;
      expect(
        files.some((file) => path.basename(file).startsWith(`${chunkName}-`)),
        name,
      ).toBe(true);
      expect(
        files.some((file) => path.basename(file).startsWith("hydrate-")),
        name,
      ).toBe(true);
    }
  });

  it("every chunk the entry imports takes the retry query, so a retry asks for a URL that has not failed", async () => {
    const { outputs, bundle } = await buildClient(ROOT, out, configFrom({}), { islandNames });
    const entry = Buffer.from(outputs.find((o) => o.file === bundle.entry)?.contents ?? []).toString();
    const calls = entry.split("import(").length - 1;
    const withQuery = entry.match(/import\("\.\/chunks\/[^"]+\.js"\+\(self\.__chunkQuery\|\|""\)\)/g) ?? [];
    // One per island and one for React's hydrate chunk.
    expect(calls).toBe(islandNames.length + 1);
    expect(withQuery.length).toBe(calls);
  });

  it("stops when esbuild's output has an import() it cannot give the query", () => {
    expect(withRetryQuery('import("./chunks/a-1.js");import("./chunks/b-2.js")', 2)).toContain(
      'import("./chunks/a-1.js"+(self.__chunkQuery||""))',
    );
    expect(() => withRetryQuery('import("./chunks/a-1.js");import(x)', 2)).toThrow(
      'has 2 import() of chunks, 1 of them in the form import("./chunks/NAME.js")',
    );
  });
});
