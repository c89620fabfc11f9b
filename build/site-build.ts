/**
 * The build, as a table of contents: the configuration (build/1-config); the output folder,
 * which must be one a build may replace (build/7-output/out-place.ts), and its lock, one build
 * at a time (out-lock.ts); the assets and the
 * render threads started in the background (build/3-assets, build/4-pages); the content, public/ and the
 * route list (build/2-content); the assets, images and pages written (build/3-assets,
 * build/4-pages); sitemap, robots, feed, redirect pages and the search index (build/5-site-files);
 * the dead-link check (build/6-links); the swap into place and the size table (build/7-output).
 * Everything is written to a staging folder, which replaces the output folder only when every
 * step has passed (build/7-output/out-dir.ts); then the CloudFront function with the redirect map
 * and the build's record are written beside it (dist.cloudfront.js, dist.build.json), as its lock
 * is while it runs (dist.lock). Nothing else is written: no tracked file changes,
 * whatever the content. `npm run build` runs it with the project's folders (build/cli.ts);
 * tests call build() with fixtures.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { islandNames } from "../src/islands/islands";
import { AUTHORS_FILE } from "../src/model/content-files";
import type { ImageManifest } from "../src/model/images";
import type { Content } from "../src/model/schema";
import { indexableRoutes, pages, routesFor, searchableRoutes } from "../src/pages";
import { paths } from "../src/paths";
import type { Route } from "../src/route";
import { type BuildConfig, loadConfig, todayNotice } from "./1-config/config";
import { withFieldLines } from "./2-content/frontmatter";
import { authorPhotos, heldImages } from "./2-content/image-uses";
import { loadContent, postFiles } from "./2-content/load";
import { contentNotes } from "./2-content/notes";
import type { Problem } from "./2-content/problems";
import { REDIRECTS_FILE, type Redirect, readRedirects, redirectsChecked } from "./2-content/redirects-file";
import type { Told } from "./2-content/told";
import { contentWarnings } from "./2-content/warnings";
import { type Assets, buildAssets, writeAssets } from "./3-assets/assets";
import { brandFont, fontCacheDir, siteText } from "./3-assets/font-subset";
import {
  atFieldLine,
  contentImages,
  contentShareCards,
  type ImageFiles,
  type ImagePlan,
  imageCacheDir,
  planImages,
  writeImages,
} from "./3-assets/images";
import { listPublicFiles, publicImageUses, writePublicFiles } from "./3-assets/public-files";
import { contentSecurityPolicy } from "./4-pages/csp";
import { findCollisions, outFiles, plannedOutput, publicCollisions } from "./4-pages/out-files";
import { checkPageModules, PAGES_DIR } from "./4-pages/page-modules";
import type { PageResult } from "./4-pages/pages";
import { type PageRenderer, startRenderer, workerCount } from "./4-pages/render-pages";
import { siteTags } from "./4-pages/site-tags";
import {
  cloudFrontFunction,
  cloudFrontFunctionFile,
  cloudFrontRedirects,
  writeCloudFrontFunction,
  writeRedirectPages,
} from "./5-site-files/redirect-outputs";
import { SEARCH_DIR, type SearchIndex, writeSearchIndex } from "./5-site-files/search-index";
import { siteFileMakers } from "./5-site-files/site-files";
import { findDeadFragments } from "./6-links/anchors";
import { deadLinkErrors } from "./6-links/link-errors";
import { findDeadLinks } from "./6-links/links";
import { siteFileLinks } from "./6-links/site-file-links";
import { heldPostPages, withoutLinksOutInTime } from "./6-links/unpublished";
import { markSwapping, writeBuildRecord } from "./7-output/build-record";
import { prepareStaging, removeStale, swapIn } from "./7-output/out-dir";
import { lockOutFolder } from "./7-output/out-lock";
import { writeOut } from "./7-output/out-path";
import { checkOutFolder } from "./7-output/out-place";
import { formatSizeTable, kb, measureLargest, type PageSizes } from "./7-output/size-table";
import { ContentInvalid, OutputCollision, RedirectsInvalid, SiteBuildError, stopWith } from "./errors";

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
  /**
   * Each post's share card (its og:image), on by default. false: none is made, and a post is
   * shared with its cover, as a page without a card is: for a test fixture whose tests never
   * look at the cards (hundreds of generated posts, each card encoded on a fresh machine).
   */
  shareCards?: boolean;
  /** Where the brand font's subsets are kept between builds; by default node_modules/.cache/buyitad-font/ under the root. */
  fontCache?: string;
  /** The page modules checked against the page list (build/4-pages/page-modules.ts); by default src/pages/. */
  pagesDir?: string;
  /**
   * Handed the warnings and notes once the content is read; `npm run build` tells them after its
   * result or its problems (build/cli.ts), so that they never come between the editor and those.
   */
  onTold?: (told: Told) => void;
  /**
   * Makes the pages elsewhere and hands back what it made (makePagesApart, build/pages-apart.ts):
   * this build then checks the output folder, holds its lock, writes the search index and swaps.
   */
  indexApart?: () => Promise<MadePages>;
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
  /** What the editor should fix though the site was built (build/2-content/warnings.ts): a description too long, a cover too small. */
  warnings: Problem[];
}

/** One build's folders and configuration, the defaults filled in. */
interface Site {
  root: string;
  contentDir: string;
  publicDir: string;
  outDir: string;
  config: BuildConfig;
  options: BuildOptions;
  log: (line: string) => void;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const clock = phaseClock();
  const site = siteOf(options);
  // The output folder must be the build's to replace (not the project, nor a folder of it, nor
  // one holding files no build wrote): checked before anything is written or moved.
  checkOutFolder(site.outDir, site);
  // A build as of another day than today (SITE_TODAY) says so first: it is a preview.
  const today = todayNotice(site.config);
  if (today && options.log) console.warn(today);
  // A page module left out of the page list would build nothing, silently: checked before any work.
  checkPageModules(
    site.root,
    options.pagesDir ?? PAGES_DIR,
    pages.map((page) => page.id),
  );
  if (options.log) warnMissingEmailJs(site.config);

  // One build at a time into a folder: a second stops here, naming the first.
  const lock = lockOutFolder(site.outDir, { root: site.root });
  if (lock.tookOver) console.warn(lock.tookOver);
  try {
    // Made apart, the routes stay in the process that made them: the result has none.
    const { made, routes } = options.indexApart
      ? { made: await options.indexApart(), routes: [] }
      : await makePages(site, clock);
    if (options.indexApart) clock.resume(made.timings);
    await finishSite(site, made, clock);
    return {
      routes,
      outDir: site.outDir,
      sizes: made.sizes,
      ms: clock.total(),
      timings: clock.timings,
      workers: made.workers,
      warnings: made.warnings,
    };
  } finally {
    lock.release();
  }
}

/**
 * What the build made before the search index, as plain data: all that indexing, the swap and
 * the report need. A large site's pages are made in a process of their own, which hands this
 * over and ends, so that none of what rendering held is in memory while Pagefind indexes
 * (build/pages-apart.ts).
 */
export interface MadePages {
  staging: string;
  /** How many pages the search index holds. */
  searchable: number;
  cloudFront: string;
  redirects: { from: string; to: string }[];
  sizes: PageSizes[];
  counts: BuiltCounts;
  timings: Record<string, number>;
  workers: number;
  warnings: Problem[];
}

/** The figures of the report's lines on images and pages. */
interface BuiltCounts {
  routes: number;
  htmlFiles: number;
  redirectPages: number;
  imagesShown: number;
  imageFiles: number;
  shareCards: number;
  encoded: number;
}

/** The pages process's part (build/pages-apart.ts): makePages with `options`, the build's checks and lock left to its parent. */
export async function makePagesFor(options: BuildOptions): Promise<MadePages> {
  return (await makePages(siteOf(options), phaseClock())).made;
}

/**
 * Pages, assets, images and site files written into the staging folder and every link checked:
 * everything but the search index and the swap. The problems of every check stop it here.
 */
async function makePages(site: Site, clock: PhaseClock): Promise<{ made: MadePages; routes: Route[] }> {
  const { options } = site;
  // Every file goes to the staging folder; outDir changes only in the swap at the end.
  const staging = prepareStaging(site.outDir);
  // Empty (a first build, or the output removed before): nothing stale to look for after the pages.
  const startedEmpty = readdirSync(staging).length === 0;
  const early = startEarlyWork(site, staging);
  try {
    const loaded = loadSite(site, early.posts);
    clock.mark("content");

    const planned = await planOutput(site, loaded, early.assets);
    // Content that shows worse than it could, once the images are read (a cover's size), and what
    // the editor may not expect (an author without a page yet): told, not stopped on.
    const warnings = withFieldLines(
      contentWarnings(
        loaded.content,
        // A held post's cover is read too: too small for a share preview is told before its day.
        { ...planned.readOnly, ...planned.images.manifest },
        { root: site.root, contentDir: site.contentDir },
        site.config.today,
      ),
      site.root,
    );
    options.onTold?.({ warnings, notes: contentNotes(loaded.content, site) });
    // The redirects' problems stop the build after the other checks, so that one build tells all.
    const stops: Error[] = planned.redirectProblems.length
      ? [new SiteBuildError(RedirectsInvalid, { problems: planned.redirectProblems })]
      : [];
    // Its images without their metadata (location, camera): build/3-assets/public-files.ts.
    await writePublicFiles(
      site.publicDir,
      staging,
      loaded.publicFiles,
      publicImageUses(loaded.content, path.relative(site.root, path.join(site.contentDir, AUTHORS_FILE))),
    ).catch((error: unknown) => {
      throw atFieldLine(error, site.root);
    });
    writeAssets(staging, planned.assets);
    clock.mark("assets");

    // Encoded once, then copied from the cache (build/3-assets/images.ts).
    const madeImages = await writeImages(planned.images, staging, {
      cacheDir: options.imageCache ?? imageCacheDir(site.root),
    }).catch((error: unknown) => {
      throw atFieldLine(error, site.root);
    });
    clock.mark("images");

    const results = await renderPages(site, staging, early.renderer, loaded, planned);
    clock.mark("pages");

    const written = writeSiteFiles(site, staging, loaded, planned.redirects);
    // Before the search index: Pagefind indexes every index.html left, so only this build's pages are found.
    if (!startedEmpty)
      removeUnwritten(staging, { loaded, planned, madeImages, redirectPages: written.redirectPages });

    const cloudFront = cloudFrontOf(site, planned.redirects);
    stops.push(...checkLinks(site, staging, loaded, results, written.redirectPages, cloudFront));
    clock.mark("links");
    // Every check has run: the problems of all of them at once, and the output stays as it was.
    if (stops.length) throw stopWith(stops);

    const { routes } = loaded;
    const made: MadePages = {
      staging,
      searchable: searchableRoutes(routes).length,
      cloudFront,
      redirects: planned.redirects.map(({ from, to }) => ({ from, to })),
      sizes: results.map((result) => result.sizes),
      counts: {
        routes: routes.length,
        htmlFiles: routes.reduce((n, route) => n + outFiles(route.path).length, 0),
        redirectPages: planned.redirects.length,
        imagesShown: Object.keys(planned.images.manifest).length,
        imageFiles: madeImages.files.length,
        shareCards: Object.keys(planned.images.cards).length,
        encoded: madeImages.encoded,
      },
      timings: clock.timings,
      workers: early.workers,
      warnings,
    };
    return { made, routes };
  } finally {
    await early.renderer.close();
  }
}

/**
 * The search index written over the build before last's (build/5-site-files/search-index.ts),
 * then the swap into place and the report.
 */
async function finishSite(site: Site, made: MadePages, clock: PhaseClock): Promise<void> {
  const search = await writeSearchIndex(made.staging, made.searchable);
  clock.mark("search");
  publish(site, made.cloudFront, made.redirects);
  clock.mark("swap");
  reportBuilt(site, made, search, clock.total());
}

/** Milliseconds per phase, each from the end of the one before. */
function phaseClock() {
  const started = performance.now();
  const timings: Record<string, number> = {};
  let last = started;
  return {
    timings,
    mark(phase: string) {
      const now = performance.now();
      timings[phase] = Math.round(now - last);
      last = now;
    },
    /** The phases another process timed, from this clock's start to now (the pages made apart). */
    resume(phases: Record<string, number>) {
      Object.assign(timings, phases);
      last = performance.now();
    },
    total: () => performance.now() - started,
  };
}

type PhaseClock = ReturnType<typeof phaseClock>;

function siteOf(options: BuildOptions): Site {
  const root = options.root;
  const contentDir = options.contentDir ?? path.join(root, "content");
  return {
    root,
    contentDir,
    publicDir: options.publicDir ?? path.join(root, "public"),
    outDir: options.outDir ?? path.join(root, "dist"),
    config: options.config ?? loadConfig(root, process.env, contentDir),
    options,
    log: options.log ? console.log : () => {},
  };
}

/** The site still builds without the EmailJS keys, but its forms cannot send: said before anything else. */
function warnMissingEmailJs(config: BuildConfig): void {
  const missing = config.missingEmailJs;
  if (!missing.length) return;
  console.warn(
    `\n  WARNING: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set.\n` +
      "  The contact, careers and pickup forms cannot send: visitors will see the failure notice with the phone number.\n" +
      "  Set them in the environment or in .env (see .env.example).\n",
  );
}

/**
 * Work that does not need the content starts first and goes on while it loads: the stylesheet
 * and client bundle, and for a large site the render threads (their number needs only the
 * count of post files), and the brand font.
 */
function startEarlyWork(site: Site, staging: string) {
  // The brand font, cut to the characters of the site's text files (build/3-assets/font-subset.ts).
  const font = brandFont(
    siteText(site.root, site.contentDir),
    site.options.fontCache ?? fontCacheDir(site.root),
  );
  const assets = buildAssets(site.root, staging, site.config, { islandNames, font });
  assets.catch(() => {}); // awaited by planOutput; a failure must not count as unhandled meanwhile
  const posts = postFiles(site.contentDir);
  const workers = workerCount(posts.length, site.options.workers);
  return { assets, posts, workers, renderer: startRenderer(workers) };
}

/** The content, its one route list, and the files known from them before anything is written. */
interface LoadedSite {
  content: Content;
  routes: Route[];
  publicFiles: string[];
  /** Sitemap, robots and the feed, by file name: written after the pages. */
  siteFiles: Record<string, string>;
}

/** Loads the content and makes the route list; stops when two routes, or a route and a public file, would share a file. */
function loadSite(site: Site, posts: string[]): LoadedSite {
  const { root, contentDir, publicDir, config, options } = site;
  let content: Content;
  try {
    content = loadContent({
      root,
      contentDir,
      publicDir,
      postFiles: posts,
      today: config.today,
      showUnpublished: options.showUnpublished,
    });
  } catch (error) {
    throw contentFailure(site, error);
  }
  const routes = routesFor(content);
  const publicFiles = listPublicFiles(publicDir);
  const collisions = findCollisions(
    routes.map((route) => route.path),
    publicFiles,
  );
  if (collisions.length) throw new SiteBuildError(OutputCollision, { collisions });
  // Their names are checked against the redirects before anything is written (planOutput).
  const siteFiles = Object.fromEntries(
    Object.entries(siteFileMakers(content, routes, config)).map(([file, make]) => [file, make()]),
  );
  return { content, routes, publicFiles, siteFiles };
}

/**
 * Content that fails its checks stops the build before any page is made. The redirects and links
 * are checked against the pages, and pages made from only the content that passed would be
 * false witnesses: every link to a post with a misspelt category would look dead, and every
 * page's footer link to a legal page that failed. So the build tells the content's problems, the
 * redirects file's own (its form needs no page), and which checks wait for the next build.
 */
function contentFailure(site: Site, error: unknown): unknown {
  if (!(error instanceof SiteBuildError) || error.data !== ContentInvalid) return error;
  const { problems } = error.details as { problems: Problem[] };
  const redirects = readRedirects(site.root, site.contentDir).problems;
  return stopWith([
    new SiteBuildError(ContentInvalid, { problems, unchecked: true }),
    ...(redirects.length ? [new SiteBuildError(RedirectsInvalid, { problems: redirects })] : []),
  ]);
}

/** Everything the build will write besides pages and site files, and the redirects checked against all of it. */
interface PlannedOutput {
  assets: Assets;
  images: ImagePlan;
  /** The images read and checked but not made (the posts held back, the authors' photos), by site path. */
  readOnly: ImageManifest;
  /** The redirects of the lines without a problem: their pages are written, and their links checked. */
  redirects: Redirect[];
  /** The problems of the other lines: they stop the build once the other checks have run. */
  redirectProblems: Problem[];
}

/**
 * With the assets made and the images planned, everything the build writes is known: no
 * redirect of content/redirects.txt may be, hold or sit inside any of it; nor lead to a post
 * this build holds back, which its message names.
 */
async function planOutput(site: Site, loaded: LoadedSite, started: Promise<Assets>): Promise<PlannedOutput> {
  const assets = await started;
  const images = await planImages(site.publicDir, contentImages(loaded.content), {
    cards: site.options.shareCards === false ? [] : contentShareCards(loaded.content),
  }).catch((error: unknown) => {
    throw atFieldLine(error, site.root);
  });
  // Read by the same check, and nothing of them written: build/2-content/image-uses.ts.
  const readOnly = await planImages(site.publicDir, [
    ...heldImages(loaded.content),
    ...authorPhotos(loaded.content, site),
  ]);
  const output = {
    routePaths: loaded.routes.map((route) => route.path),
    publicFiles: loaded.publicFiles,
    assetFiles: assets.files.map((asset) => asset.file),
    imageFiles: [...images.files.keys()],
    siteFiles: Object.keys(loaded.siteFiles),
    folders: [{ path: SEARCH_DIR, owner: "the search index" }],
  };
  // A file of public/ where the build writes its own (feed.xml, pagefind/, a stylesheet) would be
  // written over, or stop the build halfway: stopped before anything is written.
  const collisions = publicCollisions(output);
  if (collisions.length) throw new SiteBuildError(OutputCollision, { collisions });
  const { redirects, problems } = redirectsChecked(
    site.root,
    site.contentDir,
    new Set(indexableRoutes(loaded.routes).map((route) => route.path)),
    plannedOutput(output),
    new Map(loaded.content.unpublished.map((post) => [paths["blog-post"](post), post])),
  );
  return { assets, images, readOnly: readOnly.manifest, redirects, redirectProblems: problems };
}

/** Every page, on this thread and the render threads started early. */
async function renderPages(
  site: Site,
  staging: string,
  renderer: PageRenderer,
  loaded: LoadedSite,
  planned: PlannedOutput,
): Promise<PageResult[]> {
  const { assets } = planned;
  const results = await renderer.render(
    {
      outDir: staging,
      measure: Boolean(site.options.log),
      config: site.config,
      content: loaded.content,
      year: new Date().getFullYear(),
      siteTags: siteTags(site.config.basePath, assets, loaded.content.site.brand),
      client: assets.client,
      gzipBySize: assets.gzipBySize,
      cssFile: assets.cssFile,
      images: planned.images.manifest,
      shareCards: planned.images.cards,
    },
    loaded.routes,
  );
  if (site.options.log) measureLargest(results, staging);
  return results;
}

/** A redirect page as written: its route, its files and the internal URLs it links to. */
type RedirectPage = ReturnType<typeof writeRedirectPages>[number];

/** Sitemap, robots and the feed, then a page per redirect. */
function writeSiteFiles(
  site: Site,
  staging: string,
  loaded: LoadedSite,
  redirects: readonly Redirect[],
): { redirectPages: RedirectPage[] } {
  for (const [file, text] of Object.entries(loaded.siteFiles)) writeOut(staging, file, text);
  // GitHub Pages has no redirects: each old path of content/redirects.txt gets a page that sends the visitor on.
  const redirectPages = writeRedirectPages(staging, redirects, {
    siteUrl: site.config.siteUrl,
    basePath: site.config.basePath,
    csp: contentSecurityPolicy({ inlineScripts: [] }),
    brand: loaded.content.site.brand,
  });
  return { redirectPages };
}

/**
 * The staging folder holds the build before last, written over in place: what this build did
 * not write goes, a post since drafted or deleted among it. Its search index stays for the search
 * step, which writes over it and removes what the new index does not use.
 */
function removeUnwritten(
  staging: string,
  written: {
    loaded: LoadedSite;
    planned: PlannedOutput;
    madeImages: ImageFiles;
    redirectPages: RedirectPage[];
  },
): void {
  const { loaded, planned, madeImages, redirectPages } = written;
  removeStale(
    staging,
    new Set([
      ...loaded.publicFiles,
      ...planned.assets.files.map((asset) => asset.file),
      ...madeImages.files,
      ...loaded.routes.flatMap((route) => outFiles(route.path)),
      ...Object.keys(loaded.siteFiles),
      ...redirectPages.flatMap((page) => page.files),
    ]),
    [SEARCH_DIR],
  );
}

/**
 * Every internal link must land on a file of this build (stale ones are gone): the pages', the
 * redirect pages', and those of the feed, the sitemap and the CloudFront redirect map; a link to
 * a place on a page (`#id`), on an element of that page. A dead
 * one is named by the markdown or copy file and line that wrote it, a link to a draft or a
 * scheduled post first, with the post and why it is not out. Returns the errors they make.
 */
function checkLinks(
  site: Site,
  staging: string,
  loaded: LoadedSite,
  results: readonly PageResult[],
  redirectPages: readonly RedirectPage[],
  cloudFront: string,
): Error[] {
  const { basePath } = site.config;
  const { unpublished } = loaded.content;
  const pages = [
    ...results.map((page) => ({ route: page.sizes.route, file: page.file, urls: page.urls })),
    // The posts held back: their links are checked now, not on their day (build/6-links/unpublished.ts).
    ...heldPostPages(unpublished, basePath),
    ...redirectPages.map((page) => ({ route: page.route, file: page.files[0] ?? "", urls: page.urls })),
  ];
  const dead = withoutLinksOutInTime(
    [
      ...findDeadLinks(
        staging,
        [...pages, ...siteFileLinks(loaded.siteFiles, cloudFrontRedirects(cloudFront), site.config)],
        basePath,
      ),
      // A link to a place on a page: on the page itself, found as it was rendered; on another (a
      // redirect's target among them: the redirect map sends visitors to the same place), here.
      ...results.flatMap((page) => page.deadAnchors),
      ...findDeadFragments(staging, pages, basePath),
    ],
    unpublished,
    basePath,
  );
  return deadLinkErrors(dead, {
    root: site.root,
    routes: loaded.routes,
    content: loaded.content,
    basePath: site.config.basePath,
    today: site.config.today,
    redirects: {
      file: path.relative(site.root, path.join(site.contentDir, REDIRECTS_FILE)),
      routes: redirectPages.map((page) => page.route),
    },
  });
}

/**
 * The CloudFront function's code. It cannot read files, so its redirect map is written into it;
 * it is made before the link check (which reads the map) and before the swap, so that a map too
 * large stops the build with the old site in place.
 */
function cloudFrontOf(site: Site, redirects: readonly Redirect[]): string {
  const { root } = site;
  return cloudFrontFunction(root, redirects, {
    redirectsFile: path.relative(root, path.join(site.contentDir, REDIRECTS_FILE)),
    functionFile: path.relative(root, cloudFrontFunctionFile(site.outDir)),
  });
}

/**
 * Every check passed: the new site replaces the old one in two renames, and the CloudFront
 * function and the build's record (the day and base path it was built for, which the S3 deploy
 * checks, and its redirects, which the deploy sets up: build/7-output/build-record.ts) follow it,
 * beside the output folder (never into a tracked file, nor into the site).
 */
function publish(site: Site, cloudFront: string, redirects: readonly { from: string; to: string }[]): void {
  const { root, outDir, config } = site;
  const functionFile = cloudFrontFunctionFile(outDir);
  markSwapping(outDir);
  swapIn(outDir);
  writeBuildRecord(outDir, {
    today: config.today,
    todayFromEnv: config.todayFromEnv,
    drafts: Boolean(site.options.showUnpublished),
    basePath: config.basePath,
    redirects: redirects.map(({ from, to }) => ({ from, to })),
  });
  if (writeCloudFrontFunction(outDir, cloudFront))
    site.log(
      `The CloudFront function's redirect map changed: publish ${path.relative(root, functionFile)} in CloudFront (npm run deploy:s3 names it).`,
    );
}

/** The size table, then a line each on search, images and the whole build. */
function reportBuilt(site: Site, made: MadePages, search: SearchIndex, ms: number): void {
  const { counts } = made;
  const redirects = counts.redirectPages;
  site.log(`\n${formatSizeTable(made.sizes)}\n`);
  site.log(searchLine(search));
  site.log(
    `Images: ${counts.imagesShown} shown, ${counts.imageFiles} files, AVIF and WebP sizes and ${counts.shareCards} share cards (${counts.encoded} encoded, the others from the cache) in ${made.timings.images} ms.`,
  );
  site.log(
    `Built ${counts.routes} routes (${counts.htmlFiles} HTML files)${redirects ? ` and ${redirects} redirect page${redirects === 1 ? "" : "s"}` : ""} into ${path.relative(site.root, site.outDir) || "."} in ${Math.round(ms)} ms.`,
  );
}

/** The search figures under the size table: what opening search costs, and the whole index. */
function searchLine(search: SearchIndex): string {
  return `Search: ${search.pages} pages indexed; code ${kb(search.codeBytes)} (loaded when search opens), index ${kb(search.indexBytes)} in ${search.files.length} files (a search fetches a few).`;
}
