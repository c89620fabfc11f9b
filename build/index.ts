/**
 * The build, as a table of contents: configuration; assets and render threads
 * started in the background; content and routes; output folder; images; pages;
 * sitemap, robots, feed and redirect pages; dead-link check; swap into place; size table.
 * Everything is written to a staging folder, which replaces the output folder
 * only when every step has passed (build/out-dir.ts); then the CloudFront function
 * with the redirect map is written beside it (dist.cloudfront.js). Nothing else is
 * written: no tracked file changes, whatever the content. `npm run build` runs it
 * with the project's folders; tests call build() with fixtures.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { islandNames } from "../src/islands/islands";
import { indexableRoutes, routesFor, searchableRoutes } from "../src/pages";
import type { Route } from "../src/route";
import { type BuildConfig, loadConfig } from "./1-config/config";
import { loadContent, postFiles } from "./2-content/load";
import type { Problem } from "./2-content/problems";
import { checkedRedirects, REDIRECTS_FILE } from "./2-content/redirects";
import { contentWarnings, formatWarnings } from "./2-content/warnings";
import { buildAssets, writeAssets } from "./3-assets/assets";
import { contentImages, imageCacheDir, planImages, writeImages } from "./3-assets/images";
import { listPublicFiles } from "./3-assets/public-files";
import { contentSecurityPolicy } from "./4-pages/csp";
import { findCollisions, outFiles, plannedOutput } from "./4-pages/out-files";
import { startRenderer, workerCount } from "./4-pages/render-pages";
import { siteTags } from "./4-pages/site-tags";
import {
  cloudFrontFunction,
  cloudFrontFunctionFile,
  cloudFrontRedirects,
  writeCloudFrontFunction,
  writeRedirectPages,
} from "./5-site-files/redirects";
import { SEARCH_DIR, type SearchIndex, writeSearchIndex } from "./5-site-files/search-index";
import { siteFileMakers } from "./5-site-files/site-files";
import { deadLinkErrors } from "./6-links/link-errors";
import { findDeadLinks } from "./6-links/links";
import { siteFileLinks } from "./6-links/site-file-links";
import { prepareStaging, removeStale, swapIn } from "./7-output/out-dir";
import { copyOut, writeOut } from "./7-output/out-path";
import { formatSizeTable, kb, measureLargest, type PageSizes } from "./7-output/size-table";
import { commandLine } from "./cli-args";
import { failureReport, OutputCollision, SiteBuildError } from "./errors";

export interface BuildOptions {
  root: string;
  contentDir?: string;
  publicDir?: string;
  outDir?: string;
  config?: BuildConfig;
  /** Print progress, warnings and the size table. */
  log?: boolean;
  /** Render threads besides the main one; by default one per extra core for a large site, none for a small one. */
  workers?: number;
  /** Render drafts and scheduled posts too, each with a banner (`npm run dev`); never for a site that is published. */
  showUnpublished?: boolean;
  /** Where made images are kept between builds; by default node_modules/.cache/buyitad-images/ under the root. */
  imageCache?: string;
}

export interface BuildResult {
  routes: Route[];
  outDir: string;
  sizes: PageSizes[];
  ms: number;
  /** Milliseconds per phase: content, images, assets, pages, search, links, swap. */
  timings: Record<string, number>;
  /** Render worker threads used besides the main thread. */
  workers: number;
  /** What the editor should fix though the site was built (build/2-content/warnings.ts): a description too long. */
  warnings: Problem[];
}

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

  // Every file goes to the staging folder; outDir changes only in the swap at the end.
  const staging = prepareStaging(outDir);
  // Empty (a first build, or the output removed before): nothing stale to look for after the pages.
  const startedEmpty = readdirSync(staging).length === 0;

  // 1. Work that does not need the content starts first and goes on while it loads:
  //    the stylesheet and client bundle, and for a large site the render threads.
  const assets = buildAssets(root, staging, config, { islandNames });
  assets.catch(() => {}); // awaited below; a failure must not count as unhandled meanwhile
  const posts = postFiles(contentDir);
  const workers = workerCount(posts.length, options.workers);
  const renderer = startRenderer(workers);
  try {
    // 2. Content and the one route list.
    const content = loadContent({
      root,
      contentDir,
      publicDir,
      postFiles: posts,
      today: config.today,
      showUnpublished: options.showUnpublished,
    });
    // Content the build publishes all the same, though it shows worse than it could: told, not stopped on.
    const warnings = contentWarnings(content);
    if (warnings.length && options.log) console.warn(`\n${formatWarnings(warnings)}\n`);
    const routes = routesFor(content);
    const routePaths = routes.map((route) => route.path);
    const publicFiles = listPublicFiles(publicDir);
    const collisions = findCollisions(routePaths, publicFiles);
    if (collisions.length) throw new SiteBuildError(OutputCollision, { collisions });
    // Sitemap, robots and the feed, written after the pages (their names are checked against the redirects).
    const siteFiles = Object.fromEntries(
      Object.entries(siteFileMakers(content, routes, config)).map(([file, make]) => [file, make()]),
    );
    mark("content");

    // 3. The assets and the images' plan: then everything the build writes is known, and no
    //    redirect of content/redirects.txt may be, hold or sit inside any of it. Then the staging
    //    folder gets the public files, stylesheet and client bundle. It holds the build before
    //    last, written over in place; what this build does not write is removed after the pages.
    const built = await assets;
    const images = await planImages(publicDir, contentImages(content));
    const redirects = checkedRedirects(
      root,
      contentDir,
      new Set(indexableRoutes(routes).map((route) => route.path)),
      plannedOutput({
        routePaths,
        publicFiles,
        assetFiles: built.files.map((asset) => asset.file),
        imageFiles: [...images.files.keys()],
        siteFiles: Object.keys(siteFiles),
        folders: [{ path: SEARCH_DIR, owner: "the search index" }],
      }),
    );
    for (const file of publicFiles) copyOut(path.join(publicDir, file), staging, file);
    writeAssets(staging, built);
    mark("assets");

    // 4. The covers and the bodies' images, as AVIF and WebP at the layout's widths: encoded
    //    once, then copied from the cache (build/3-assets/images.ts).
    const madeImages = await writeImages(images, staging, {
      cacheDir: options.imageCache ?? imageCacheDir(root),
    });
    mark("images");

    // 5. Every page.
    const results = await renderer.render(
      {
        outDir: staging,
        measure: Boolean(options.log),
        config,
        content,
        year: new Date().getFullYear(),
        siteTags: siteTags(config.basePath, built),
        client: built.client,
        gzipBySize: built.gzipBySize,
        cssFile: built.cssFile,
        images: images.manifest,
      },
      routes,
    );
    if (options.log) measureLargest(results, staging);
    const sizes = results.map((result) => result.sizes);
    mark("pages");

    // 6. Sitemap, robots and the feed; away with what this build did not write; then the
    //    search index, read from the pages left: those this build published, and no others.
    for (const [file, text] of Object.entries(siteFiles)) writeOut(staging, file, text);
    // GitHub Pages has no redirects: each old path of content/redirects.txt gets a page that sends the visitor on.
    const redirectPages = writeRedirectPages(staging, redirects, {
      siteUrl: config.siteUrl,
      basePath: config.basePath,
      csp: contentSecurityPolicy({ inlineScripts: [] }),
    });
    // Pagefind indexes every index.html of the folder it is given: a page of the build before
    // last (a post since drafted or deleted) must be gone first, or it stays searchable.
    // The index of that build goes too; writeSearchIndex writes this build's.
    if (!startedEmpty)
      removeStale(
        staging,
        new Set([
          ...publicFiles,
          ...built.files.map((asset) => asset.file),
          ...madeImages.files,
          ...routes.flatMap((route) => outFiles(route.path)),
          ...Object.keys(siteFiles),
          ...redirectPages.flatMap((page) => page.files),
        ]),
      );
    const search = await writeSearchIndex(staging, searchableRoutes(routes));
    mark("search");

    // The CloudFront function cannot read files: its redirect map is written into its code,
    // which goes beside the output folder (never into a tracked file, nor into the site).
    const functionFile = cloudFrontFunctionFile(outDir);
    const cloudFront = cloudFrontFunction(root, redirects, {
      redirectsFile: path.relative(root, path.join(contentDir, REDIRECTS_FILE)),
      functionFile: path.relative(root, functionFile),
    });

    // 7. Every internal link must land on a file (of this build: stale ones are gone): the
    //    pages', the redirect pages', and those of the feed, sitemap and CloudFront redirect map.
    //    A dead one is named by the markdown or copy file and line that wrote it.
    const dead = findDeadLinks(
      staging,
      [
        ...results.map((page) => ({ route: page.sizes.route, file: page.file, urls: page.urls })),
        ...redirectPages.map((page) => ({ route: page.route, file: page.files[0] ?? "", urls: page.urls })),
        ...siteFileLinks(siteFiles, cloudFrontRedirects(cloudFront), config),
      ],
      config.basePath,
    );
    // A link to a draft or a scheduled post is dead too: told first, with the post and why it is not out.
    const [linkError] = deadLinkErrors(dead, {
      root,
      routes,
      content,
      basePath: config.basePath,
      today: config.today,
    });
    if (linkError) throw linkError;
    mark("links");

    // 8. Every check passed: the new site replaces the old one in two renames; the function follows it.
    swapIn(outDir);
    if (writeCloudFrontFunction(outDir, cloudFront))
      log(
        `The CloudFront function's redirect map changed: publish ${path.relative(root, functionFile)} in CloudFront (npm run deploy:s3 names it).`,
      );
    mark("swap");

    const ms = performance.now() - started;
    log(`\n${formatSizeTable(sizes)}\n`);
    log(searchLine(search));
    log(
      `Images: ${Object.keys(images.manifest).length} shown, ${madeImages.files.length} AVIF and WebP files (${madeImages.encoded} encoded, the others from the cache) in ${timings.images} ms.`,
    );
    log(
      `Built ${routes.length} routes (${routes.reduce((n, route) => n + outFiles(route.path).length, 0)} HTML files)${redirects.length ? ` and ${redirects.length} redirect page${redirects.length === 1 ? "" : "s"}` : ""} into ${path.relative(root, outDir) || "."} in ${Math.round(ms)} ms.`,
    );
    return { routes, outDir, sizes, ms, timings, workers, warnings };
  } finally {
    await renderer.close();
  }
}

/** The search figures under the size table: what opening search costs, and the whole index. */
function searchLine(search: SearchIndex): string {
  return `Search: ${search.pages} pages indexed; code ${kb(search.codeBytes)} (loaded when search opens), index ${kb(search.indexBytes)} in ${search.files.length} files (a search fetches a few).`;
}

/**
 * Builds the project's own folders; `--out DIR` writes elsewhere (the browser tests use it),
 * `--content DIR` reads blog/, authors.json and legal/ from elsewhere (`npm run bench -- --vs-eleventy`).
 */
export async function main(argv = process.argv.slice(2)): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const { values } = commandLine({
    command: "npm run build",
    args: argv,
    options: {
      out: { type: "string" },
      content: { type: "string" },
      drafts: { type: "boolean", default: false },
    },
  });
  const outDir = values.out ? path.resolve(root, values.out) : undefined;
  const contentDir = values.content ? path.resolve(root, values.content) : undefined;
  try {
    await build({
      root,
      outDir,
      contentDir,
      log: true,
      showUnpublished: values.drafts,
    });
  } catch (error) {
    // A SiteBuildError is the site owner's to fix: its name, title and message. Anything else is a bug: its stack.
    console.error(`\nBuild failed. ${failureReport(error)}`);
    process.exit(1);
  }
}
