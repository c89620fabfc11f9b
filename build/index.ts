/**
 * The build, as a table of contents: configuration, content, routes, assets,
 * pages, sitemap and robots, dead-link check, size table. `npm run build`
 * runs it with the project's folders; tests call build() with fixtures.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { site } from "../content/site";
import { renderRoute } from "../src/entry-server";
import { type HeadTag, headTags } from "../src/lib/head";
import { withBase } from "../src/lib/url";
import type { Route } from "../src/route";
import { FORM_ISLANDS } from "./budgets";
import { buildClient } from "./client";
import { type BuildConfig, loadConfig } from "./config";
import { loadContent } from "./content/load";
import { contentSecurityPolicy } from "./csp";
import { buildCss } from "./css";
import { NOSCRIPT_CSS, renderDocument } from "./document";
import { FEED_PATH, rssFeed } from "./feed";
import { contentHash } from "./hash";
import { findDeadLinks } from "./links";
import { findCollisions, outFiles } from "./out-files";
import { listPublicFiles } from "./public-files";
import { indexableRoutes, routesFor } from "./routes";
import { robotsTxt, sitemapXml } from "./sitemap";
import { formatSizeTable, gzipSize, type PageSizes } from "./size-table";

export interface BuildOptions {
  root: string;
  contentDir?: string;
  publicDir?: string;
  outDir?: string;
  config?: BuildConfig;
  /** Print progress, warnings and the size table. */
  log?: boolean;
}

export interface BuildResult {
  routes: Route[];
  outDir: string;
  sizes: PageSizes[];
  ms: number;
}

export class BuildError extends Error {
  override name = "BuildError";
}

/** Share image used when a page has none of its own (public/images/og-default.png). */
export const DEFAULT_SHARE_IMAGE = {
  path: "/images/og-default.png",
  width: 1200,
  height: 630,
  alt: `${site.brand}: certified IT asset disposition and data destruction`,
};

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = options.root;
  const contentDir = options.contentDir ?? path.join(root, "content");
  const publicDir = options.publicDir ?? path.join(root, "public");
  const outDir = options.outDir ?? path.join(root, "dist");
  const config = options.config ?? loadConfig(root);
  const log = options.log ? console.log : () => {};

  if (config.missingEmailJs.length && options.log) {
    console.warn(
      `\n  WARNING: ${config.missingEmailJs.join(", ")} ${config.missingEmailJs.length === 1 ? "is" : "are"} not set.\n` +
        "  The contact, careers and pickup forms cannot send: visitors will see the failure notice with the phone number.\n" +
        "  Set them in the environment or in .env (see .env.example).\n",
    );
  }

  // 1. Content and the one route list.
  const content = loadContent({ root, contentDir, publicDir });
  const routes = routesFor(content);
  const publicFiles = listPublicFiles(publicDir);
  const collisions = findCollisions(
    routes.map((route) => route.path),
    publicFiles,
  );
  if (collisions.length) {
    throw new BuildError(
      `Two sources would write the same file; rename one of them:\n${collisions
        .map((c) => `  ${c.file}: ${c.first} and ${c.second}`)
        .join("\n")}`,
    );
  }

  // 2. Output folder, public files, stylesheet and client bundle.
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, "assets"), { recursive: true });
  if (existsSync(publicDir)) cpSync(publicDir, outDir, { recursive: true });
  const css = await buildCss(path.join(root, "src/styles/global.css"));
  const cssFile = `assets/styles-${contentHash(css)}.css`;
  writeFileSync(path.join(outDir, cssFile), css);
  const client = await buildClient(root, outDir, config);
  const fileGzip = new Map<string, number>();
  const gz = (file: string) => {
    let size = fileGzip.get(file);
    if (size === undefined) {
      size = gzipSize(readFileSync(path.join(outDir, file)));
      fileGzip.set(file, size);
    }
    return size;
  };

  // 3. Every page.
  const url = (sitePath: string) => withBase(config.basePath, sitePath);
  const siteTags: HeadTag[] = [
    {
      tag: "meta",
      attrs: { "http-equiv": "Content-Security-Policy", content: contentSecurityPolicy([NOSCRIPT_CSS]) },
    },
    { tag: "meta", attrs: { name: "theme-color", content: "#0b4f8a" } },
    { tag: "link", attrs: { rel: "icon", href: url("/favicon.svg"), type: "image/svg+xml" } },
    { tag: "link", attrs: { rel: "stylesheet", href: url(`/${cssFile}`) } },
    {
      tag: "link",
      attrs: {
        rel: "alternate",
        type: "application/rss+xml",
        title: `${site.brand} Blog`,
        href: url(FEED_PATH),
      },
    },
  ];
  const routePaths = new Set(routes.map((route) => route.path));
  const year = new Date().getFullYear();
  const written: { file: string; html: string }[] = [];
  const sizes: PageSizes[] = [];
  for (const route of routes) {
    const { head, body } = renderRoute(route, {
      basePath: config.basePath,
      siteUrl: config.siteUrl,
      year,
      content,
      routePaths,
    });
    const islands = [...new Set([...body.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1] ?? ""))];
    const jsFiles = islands.length
      ? [...new Set([...client.entryFiles, ...islands.flatMap((name) => client.islandFiles[name] ?? [])])]
      : [];
    const tags = headTags(
      {
        brand: site.brand,
        siteUrl: config.siteUrl,
        basePath: config.basePath,
        defaultImage: DEFAULT_SHARE_IMAGE,
        tags: siteTags,
      },
      head,
      route.path,
    );
    const html = renderDocument({
      headTags: tags,
      body,
      script: islands.length ? url(`/${client.entry}`) : undefined,
      basePath: config.basePath,
    });
    for (const file of outFiles(route.path)) {
      const target = path.join(outDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, html);
      written.push({ file, html });
    }
    sizes.push({
      route: route.path,
      hasForm: islands.some((name) => FORM_ISLANDS.includes(name)),
      htmlBytes: Buffer.byteLength(html),
      htmlGzip: gzipSize(html),
      jsGzip: jsFiles.reduce((sum, file) => sum + gz(file), 0),
      cssGzip: gz(cssFile),
    });
  }

  // 4. Sitemap, robots and the feed.
  writeFileSync(
    path.join(outDir, FEED_PATH.slice(1)),
    rssFeed(content.posts, config.siteUrl, config.basePath),
  );
  writeFileSync(
    path.join(outDir, "sitemap.xml"),
    sitemapXml(indexableRoutes(routes), config.siteUrl, config.basePath),
  );
  writeFileSync(path.join(outDir, "robots.txt"), robotsTxt(config.siteUrl, config.basePath));

  // 5. Every internal link must land on a file.
  const dead = findDeadLinks(
    outDir,
    written.filter((page) => page.file.endsWith("index.html") || page.file === "404.html"),
    config.basePath,
  );
  if (dead.length) {
    throw new BuildError(
      `${dead.length} dead internal link${dead.length === 1 ? "" : "s"}; fix the link or add the page:\n${dead
        .map((d) => `  dist/${d.page}: ${d.url}`)
        .join("\n")}`,
    );
  }

  const ms = performance.now() - started;
  log(`\n${formatSizeTable(sizes)}\n`);
  log(
    `Built ${routes.length} routes (${written.length} HTML files) into ${path.relative(root, outDir) || "."} in ${Math.round(ms)} ms.`,
  );
  return { routes, outDir, sizes, ms };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const outArg = process.argv.indexOf("--out");
  const outDir =
    outArg > 0 && process.argv[outArg + 1]
      ? path.resolve(root, process.argv[outArg + 1] as string)
      : undefined;
  build({ root, outDir, log: true }).catch((error: Error) => {
    console.error(
      `\nBuild failed.\n${error.name === "BuildError" || error.name === "ContentError" ? error.message : error.stack}`,
    );
    process.exit(1);
  });
}
