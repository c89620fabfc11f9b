/**
 * The build, as a table of contents: configuration, content, routes, assets,
 * pages, sitemap and robots, dead-link check, size table. `npm run build`
 * runs it with the project's folders; tests call build() with fixtures.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { site } from "../content/site";
import type { HeadTag } from "../src/lib/head";
import { withBase } from "../src/lib/url";
import type { Route } from "../src/route";
import { buildClient } from "./client";
import { type BuildConfig, loadConfig } from "./config";
import { loadContent } from "./content/load";
import { contentSecurityPolicy } from "./csp";
import { buildCss } from "./css";
import { NOSCRIPT_CSS } from "./document";
import { FEED_PATH, rssFeed } from "./feed";
import { contentHash } from "./hash";
import { findDeadLinks } from "./links";
import { findCollisions, outFiles } from "./out-files";
import { listPublicFiles } from "./public-files";
import { renderPages } from "./render-pages";
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
  /** Render threads; by default one per core for a large site, none for a small one. */
  workers?: number;
}

export interface BuildResult {
  routes: Route[];
  outDir: string;
  sizes: PageSizes[];
  ms: number;
  /** Milliseconds per phase: content, assets, pages, links. */
  timings: Record<string, number>;
}

export class BuildError extends Error {
  override name = "BuildError";
}

export { DEFAULT_SHARE_IMAGE } from "./pages";

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  let last = started;
  const mark = (phase: string) => {
    const now = performance.now();
    timings[phase] = Math.round(now - last);
    last = now;
  };
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

  mark("content");

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

  mark("assets");

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
  const gzipBySize: Record<string, number> = { [cssFile]: gz(cssFile) };
  for (const file of client.files) if (file.endsWith(".js")) gzipBySize[file] = gz(file);
  const results = await renderPages(
    routes,
    {
      outDir,
      measure: Boolean(options.log),
      config,
      content,
      routePaths: routes.map((route) => route.path),
      year: new Date().getFullYear(),
      siteTags,
      client,
      gzipBySize,
      cssFile,
    },
    options.workers,
  );
  const sizes = results.map((result) => result.sizes);

  mark("pages");

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
    results.map((page) => ({ file: page.file, urls: page.urls })),
    config.basePath,
  );
  if (dead.length) {
    throw new BuildError(
      `${dead.length} dead internal link${dead.length === 1 ? "" : "s"}; fix the link or add the page:\n${dead
        .map((d) => `  dist/${d.page}: ${d.url}`)
        .join("\n")}`,
    );
  }

  mark("links");
  const ms = performance.now() - started;
  log(`\n${formatSizeTable(sizes)}\n`);
  log(
    `Built ${routes.length} routes (${routes.reduce((n, route) => n + outFiles(route.path).length, 0)} HTML files) into ${path.relative(root, outDir) || "."} in ${Math.round(ms)} ms.`,
  );
  return { routes, outDir, sizes, ms, timings };
}

/** Builds the project's own folders; `--out DIR` writes elsewhere (the browser tests use it). */
export async function main(argv = process.argv.slice(2)): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const outArg = argv.indexOf("--out");
  const outDir = outArg >= 0 && argv[outArg + 1] ? path.resolve(root, argv[outArg + 1] as string) : undefined;
  try {
    await build({ root, outDir, log: true });
  } catch (error) {
    const e = error as Error;
    console.error(
      `\nBuild failed.\n${e.name === "BuildError" || e.name === "ContentError" ? e.message : e.stack}`,
    );
    process.exit(1);
  }
}
