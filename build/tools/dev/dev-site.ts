/**
 * The site as the dev server holds it: loaded once, changed file by file, each page rendered
 * when it is asked for, by the build's own steps, so it is the same bytes as the build writes.
 *
 * - The site's code (src/, build/ steps) runs from one esbuild bundle of site-module.ts,
 *   rebuilt incrementally and imported anew after a code change.
 * - Content is loaded with a per-file cache (build/2-content/load.ts): after an edit to a
 *   post only that file is read again; after an edit to a copy file (content/site.yaml,
 *   services.yaml, pages/*.yaml) the copy is read again, and the posts too when the edit
 *   changed the tokens they fill (the brand, the phone...). It is loaded again in full only
 *   when the code that reads it changed (a file in the content loader's imports). The start reads each post's
 *   frontmatter only; its markdown (HTML, word count, link URLs) is read when a page first
 *   asks for it, and for every post in slices once the site serves (`checked`), so that what
 *   it finds wrong is told as the build would tell it.
 * - The stylesheet and client bundle are made by the build's buildAssets, with esbuild
 *   contexts that rebuild incrementally; they are served from memory. The client is built
 *   again only when a file it was made of changed (an island, not the footer), the stylesheet
 *   only when the class names in the files Tailwind reads changed (dev-styles.ts); hashed files
 *   are sent with a year's cache (dev-server.ts), so a reload fetches only the page.
 * - The covers' and bodies' images are planned as the build plans them with the content, and
 *   each AVIF or WebP file is served from the build's image cache, made there the first time
 *   it is asked for (build/3-assets/images.ts): the same files as the build writes.
 * - Rendered pages are kept until the next change of any kind.
 *
 * A change that breaks the site (bad content, code that does not compile or throws) keeps
 * the last good state serving, and `error` says what is wrong until a change fixes it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { type BuildConfig, loadConfig } from "../../1-config/config";
import type { Assets } from "../../3-assets/assets";
import {
  atFieldLine,
  contentImages,
  contentShareCards,
  type ImagePlan,
  type ImagePlanMemo,
  imageCacheDir,
  imageFile,
  planImages,
} from "../../3-assets/images";
import { contentType, decodedPath, isFile } from "../../hosts";
import { type DevAssets, devAssets } from "./dev-assets";
import { type DevChecks, devChecks } from "./dev-checks";
import type * as SiteModuleTypes from "./site-module";

type SiteModule = typeof SiteModuleTypes;
type Content = ReturnType<SiteModule["loadContent"]>;
type Route = ReturnType<SiteModule["routesFor"]>[number];

export interface DevSiteOptions {
  root: string;
  contentDir?: string;
  publicDir?: string;
  config?: BuildConfig;
}

export interface DevResponse {
  status: number;
  contentType: string;
  body: Uint8Array | string;
  /** The route it rendered, for an HTML page. */
  route?: string;
}

export interface DevSite {
  /** Answers a path inside the site (the base path already taken off), as GitHub Pages would. */
  request: (sitePath: string) => Promise<DevResponse>;
  /** Takes in changed files (absolute paths); resolves once the site is ready again. */
  update: (files: readonly string[]) => Promise<UpdateResult>;
  /** What stops the site from building, as `npm run build` would print it; undefined when it builds. */
  readonly error: string | undefined;
  /**
   * Settles once the markdown of every post the start loaded has been read (the start reads
   * frontmatter only), with the content loaded again when that found a problem (then `error`
   * says it); undefined when it found none.
   */
  readonly checked: Promise<UpdateResult | undefined>;
  readonly basePath: string;
  /** An error worded as the build would print it (a content problem by its file and line), else its stack. */
  report: (caught: unknown) => string;
  /**
   * What `npm run build` would stop on while this site serves on (dev-checks.ts), each as the
   * build prints it: bad redirects, then dead links and links to held-back posts in the
   * published posts' and legal pages' text (once the start has read their markdown). Empty when none.
   */
  siteFindings: () => string[];
  /**
   * Checks the whole site in the background (the pages written from copy, one a turn), then
   * resolves with siteFindings(); the same promise until the next change.
   */
  checkSite: () => Promise<string[]>;
  /** The same for one page (by its route) as the build renders it, beyond what siteFindings tells. */
  pageFindings: (route: string) => string[];
  close: () => Promise<void>;
}

export interface UpdateResult {
  /** False when the change broke the site (the last good state still serves). */
  ok: boolean;
  /** What was done again: "code", "content", "styles", "client" (the client bundle). */
  redone: string[];
  ms: number;
}

const CODE = /\.(ts|tsx|mts|js|mjs)$/;

/** What the dev site holds between changes: the site as last built, and how to build it again. */
interface DevState {
  root: string;
  contentDir: string;
  publicDir: string;
  config: BuildConfig;
  year: number;
  imageCache: string;
  code: SiteModuleBuilder;
  devAssets: DevAssets;
  /** The module the pages are rendered with: the last one that built the site. */
  module?: SiteModule;
  /** The newest module that loaded, and whether the code failed to load since. */
  latest?: SiteModule;
  codeBroken: boolean;
  assets?: Assets;
  cache?: SiteModuleTypes.ContentCache;
  content?: Content;
  routes: Route[];
  routeByPath: Map<string, Route>;
  fileRoutes: Map<string, Route>;
  assetFiles: Map<string, Uint8Array | string>;
  /** The files of public/ the build would copy, relative to it: the only ones served. */
  publicFiles: Set<string>;
  images: ImagePlan;
  imageMemo: ImagePlanMemo;
  /** Rendered pages by route path, kept until the next change. */
  pages: Map<string, string>;
  error?: string;
  /** What the build would stop on in the site that serves, found when first asked. */
  checks?: DevChecks;
  /** Whether the markdown of every post has been read (the start reads it in the background). */
  markdownRead: boolean;
  closed: boolean;
}

export async function startDevSite(options: DevSiteOptions): Promise<DevSite> {
  const root = path.resolve(options.root);
  const config = options.config ?? loadConfig(root, process.env, options.contentDir);
  // The bundle lives inside the project, so that its imports of packages resolve from node_modules/.
  mkdirSync(path.join(root, "node_modules/.cache"), { recursive: true });
  // Named by the process, so that what a process left behind can be told (its tests look).
  const cacheDir = mkdtempSync(path.join(root, `node_modules/.cache/dev-site-${process.pid}-`));
  const contentDir = path.resolve(options.contentDir ?? path.join(root, "content"));
  const state: DevState = {
    root,
    contentDir,
    publicDir: path.resolve(options.publicDir ?? path.join(root, "public")),
    config,
    year: new Date().getFullYear(),
    imageCache: imageCacheDir(root),
    code: await siteModuleBuilder(root, path.join(cacheDir, "site-module.mjs")),
    devAssets: devAssets(root, path.join(cacheDir, "out"), config, contentDir),
    codeBroken: false,
    routes: [],
    routeByPath: new Map(),
    fileRoutes: new Map(),
    assetFiles: new Map(),
    publicFiles: new Set(),
    images: { manifest: {}, files: new Map(), cards: {} },
    imageMemo: new Map(),
    pages: new Map(),
    markdownRead: false,
    closed: false,
  };
  await firstLoad(state);

  let queue: Promise<unknown> = Promise.resolve();
  const update = (files: readonly string[], options?: { reloadContent?: boolean }): Promise<UpdateResult> => {
    const run = queue.then(() => applyChanges(state, files, options));
    queue = run.catch(() => {});
    return run;
  };
  // Whatever would throw here throws again in the next load, which tells it as the build would.
  const checked = checkMarkdown(state, () => update([], { reloadContent: true })).catch(() => undefined);
  return {
    request: (sitePath) => answer(state, sitePath),
    update,
    get error() {
      return state.error;
    },
    checked,
    basePath: config.basePath,
    report: (caught) => describe(state, caught),
    ...findings(state),
    async close() {
      state.closed = true;
      await checked;
      await queue;
      await Promise.all([state.code.dispose(), state.devAssets.dispose()]);
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** The site's code as one esbuild bundle of site-module.ts, rebuilt incrementally and imported anew. */
interface SiteModuleBuilder {
  load: () => Promise<SiteModule>;
  /** The content loader's source files: a change to one of them means loading every post again. */
  readonly loaderInputs: Set<string>;
  dispose: () => Promise<void>;
}

async function siteModuleBuilder(root: string, bundleFile: string): Promise<SiteModuleBuilder> {
  const context = await esbuild.context({
    // The root's copy of this folder: the site module bundles the root's src/, content/ and build/.
    entryPoints: [path.join(root, "build/tools/dev/site-module.ts")],
    outfile: bundleFile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    jsx: "automatic",
    // Under tsx (`npx tsx build/tools/dev.ts`; `npm run dev` runs without it), every module with an
    // import( in it is rewritten and source-mapped: 50-100 ms for this bundle on each import. Its
    // only one is the search dialog's loader, which runs in the browser alone; here it becomes a
    // require that is never called.
    supported: { "dynamic-import": false },
    metafile: true,
    absWorkingDir: root,
    logLevel: "silent",
  });
  let version = 0;
  let loaderInputs = new Set<string>();
  return {
    async load() {
      const result = await context.rebuild();
      const inputs = result.metafile?.inputs ?? {};
      loaderInputs = importClosure(inputs, path.join(root, "build/2-content/load.ts"), root);
      const loaded = (await import(`${pathToFileURL(bundleFile).href}?v=${++version}`)) as SiteModule;
      await loaded.loadIslands();
      return loaded;
    },
    get loaderInputs() {
      return loaderInputs;
    },
    dispose: () => context.dispose(),
  };
}

/** Loads the site's code; until it has, the code counts as broken (a change then loads it again). */
async function loadModule(state: DevState): Promise<SiteModule> {
  state.codeBroken = true;
  const loaded = await state.code.load();
  state.latest = loaded;
  state.codeBroken = false;
  return loaded;
}

/** An error worded as the build would print it, once the site's code has loaded; else its stack. */
function describe(state: DevState, caught: unknown): string {
  if (state.latest) return state.latest.failureReport(caught);
  return caught instanceof Error ? (caught.stack ?? caught.message) : String(caught);
}

/**
 * First load: the stylesheet and client bundle are made while the code and content load.
 * The posts' markdown is read later (checkMarkdown), each post's as soon as a page asks.
 */
async function firstLoad(state: DevState): Promise<void> {
  const assetsBuilt = state.devAssets.make();
  assetsBuilt.catch(() => {});
  try {
    const mod = await loadModule(state);
    const { loaded, list } = loadSite(state, mod, "on-demand");
    const built = await assetsBuilt;
    const plan = await planSiteImages(state, loaded);
    checkOutput(state, mod, built, loaded, list, plan);
    commit(state, mod, built, loaded, list, plan);
  } catch (caught) {
    state.error = describe(state, caught);
    state.assets = await assetsBuilt.catch(() => undefined);
  }
}

/**
 * Loads content (through the cache) and derives the routes; throws what the build would stop
 * with. "on-demand" leaves the markdown of posts not read yet to the pages that ask for it.
 */
function loadSite(state: DevState, mod: SiteModule, markdown: "now" | "on-demand" = "now") {
  state.cache ??= mod.contentCache();
  const loaded = mod.loadContent({
    root: state.root,
    contentDir: state.contentDir,
    publicDir: state.publicDir,
    cache: state.cache,
    today: state.config.today,
    showUnpublished: true,
    markdown,
  });
  return { loaded, list: routesOf(state, mod, loaded) };
}

/** The routes and the files of public/ the site serves. */
interface SiteFiles {
  routes: Route[];
  /** As the build lists them (build/3-assets/public-files.ts): nothing else of public/ is served. */
  publicFiles: string[];
}

/**
 * The route list the site's code makes of the content, and the files of public/, checked as the
 * build checks them: no file of public/ that must not be published (a dotfile, a link that
 * leaves public/ or loops), no two sources of one file.
 */
function routesOf(state: DevState, mod: SiteModule, loaded: Content): SiteFiles {
  const routes = mod.routesFor(loaded);
  const publicFiles = mod.listPublicFiles(state.publicDir);
  const collisions = mod.findCollisions(
    routes.map((route) => route.path),
    publicFiles,
  );
  if (collisions.length) throw new mod.SiteBuildError(mod.OutputCollision, { collisions });
  return { routes, publicFiles };
}

/**
 * Stops, as the build does, on a file of public/ where the build writes one of its own (the
 * feed, the sitemap, pagefind/, a stylesheet): the build would write over it, and the dev server
 * would serve the one the build does not publish.
 */
function checkOutput(
  state: DevState,
  mod: SiteModule,
  built: Assets,
  loaded: Content,
  list: SiteFiles,
  plan: ImagePlan,
): void {
  const collisions = mod.publicCollisions({
    routePaths: list.routes.map((route) => route.path),
    publicFiles: list.publicFiles,
    assetFiles: built.files.map((asset) => asset.file),
    imageFiles: [...plan.files.keys()],
    siteFiles: Object.keys(mod.siteFileMakers(loaded, list.routes, state.config)),
    folders: [{ path: mod.SEARCH_DIR, owner: "the search index" }],
  });
  if (collisions.length) throw new mod.SiteBuildError(mod.OutputCollision, { collisions });
}

/** The content's images planned (each file read again only when it changed). */
function planSiteImages(state: DevState, loaded: Content): Promise<ImagePlan> {
  return planImages(state.publicDir, contentImages(loaded), {
    memo: state.imageMemo,
    cards: contentShareCards(loaded),
  }).catch((error: unknown) => {
    throw atFieldLine(error, state.root);
  });
}

/** The site that serves from now on: what built without an error, its rendered pages forgotten. */
function commit(
  state: DevState,
  mod: SiteModule,
  built: Assets,
  loaded: Content,
  { routes: list, publicFiles }: SiteFiles,
  plan: ImagePlan,
) {
  state.module = mod;
  state.images = plan;
  state.assets = built;
  state.content = loaded;
  state.routes = list;
  state.routeByPath = new Map(list.map((route) => [route.path, route]));
  state.fileRoutes = new Map(
    list.flatMap((route) => mod.outFiles(route.path).map((file) => [file, route] as const)),
  );
  state.publicFiles = new Set(publicFiles);
  state.assetFiles = new Map(built.files.map(({ file, contents }) => [file, contents]));
  state.pages.clear();
  state.checks = devChecks({
    mod,
    root: state.root,
    contentDir: state.contentDir,
    publicFiles,
    config: state.config,
    content: loaded,
    routes: list,
    // The AVIF and WebP files of the images step are made when first asked for (request).
    servesFile: (file) => state.images.files.has(`/${file}`) || otherFile(state, file) !== undefined,
    render: (from, route, byPath) =>
      from === state.content ? renderHtml(state, route) : renderFrom(state, from, route, byPath),
    markdownRead: () => state.markdownRead,
  });
}

/** A route's page rendered from `from`: the served content, or the build's view of it (dev-checks.ts). */
function renderFrom(state: DevState, from: Content, route: Route, byPath: Map<string, Route>): string {
  const { module, assets, config } = state;
  if (!module || !assets) throw new Error("The site has not loaded");
  return module.renderPage(
    {
      config,
      content: from,
      year: state.year,
      siteTags: module.siteTags(config.basePath, assets, from.site.brand),
      client: assets.client,
      images: state.images.manifest,
      shareCards: state.images.cards,
    },
    route,
    byPath,
  ).html;
}

/** A route's page as the site serves it, rendered once per change. */
function renderHtml(state: DevState, route: Route): string {
  let html = state.pages.get(route.path);
  if (html === undefined) {
    if (!state.content) throw new Error("The site has not loaded");
    html = renderFrom(state, state.content, route, state.routeByPath);
    state.pages.set(route.path, html);
  }
  return html;
}

/** The feed, the sitemap or robots.txt, made when asked for. */
function siteFile(state: DevState, file: string): (() => string) | undefined {
  const { module: mod, content: loaded, config } = state;
  if (!mod || !loaded) return undefined;
  return mod.siteFileMakers(loaded, state.routes, config)[file];
}

/**
 * A file of the output folder that is not a page, by its path relative to it, made when
 * called; undefined when the build would not write it. What it answers is also what the
 * link checks count as there (dev-checks.ts).
 */
function otherFile(state: DevState, file: string): (() => DevResponse) | undefined {
  const type = contentType(file);
  const asset = state.assetFiles.get(file);
  if (asset !== undefined) return () => ({ status: 200, contentType: type, body: asset });
  const generated = siteFile(state, file);
  if (generated) return () => ({ status: 200, contentType: type, body: generated() });
  // Only what the build copies: never a dotfile, nor a link that leaves public/ (public-files.ts).
  const inPublic = path.join(state.publicDir, file);
  if (state.publicFiles.has(file) && isFile(inPublic))
    return () => ({ status: 200, contentType: type, body: readFileSync(inPublic) });
  // An old path of content/redirects.txt: the page that sends the visitor on, as the build writes it.
  const redirect = state.checks?.redirectPage(file);
  if (redirect !== undefined) return () => ({ status: 200, contentType: type, body: redirect });
  return undefined;
}

/** One file of the output folder, by its path relative to it, or undefined when the build would not write it. */
function outputFile(state: DevState, file: string): DevResponse | undefined {
  const route = state.fileRoutes.get(file);
  if (route)
    return { status: 200, contentType: contentType(file), body: renderHtml(state, route), route: route.path };
  return otherFile(state, file)?.();
}

/** Answers a path inside the site as GitHub Pages would: the file, else <path>/index.html, else <path>.html, else 404.html with 404. */
async function answer(state: DevState, sitePath: string): Promise<DevResponse> {
  if (!state.module)
    return {
      status: 500,
      contentType: "text/plain; charset=utf-8",
      body: `The site does not build:\n\n${state.error}`,
    };
  // A path no file can have (a malformed %-escape) is looked up as one no file has.
  const decoded = decodedPath(sitePath);
  const clean = decoded === undefined ? "\0" : path.posix.normalize(decoded).replace(/^\/+/, "");
  const image = state.images.files.get(`/${clean}`);
  if (image)
    return {
      status: 200,
      contentType: contentType(clean),
      // An image that cannot be made is told as the build tells it (the server's 500 page and terminal).
      body: await imageFile(image, state.imageCache).catch((error: unknown) => {
        throw atFieldLine(error, state.root);
      }),
    };
  const folder = clean.replace(/\/$/, "");
  for (const candidate of [clean, folder ? `${folder}/index.html` : "index.html", `${folder}.html`]) {
    if (!candidate || candidate.endsWith("/")) continue;
    const found = outputFile(state, candidate);
    if (found) return found;
  }
  const notFound = state.fileRoutes.get(state.module.NOT_FOUND_FILE);
  if (notFound)
    return {
      status: 404,
      contentType: "text/html; charset=utf-8",
      body: renderHtml(state, notFound),
      route: notFound.path,
    };
  return { status: 404, contentType: "text/plain; charset=utf-8", body: "Not found" };
}

/**
 * Reads the markdown of the posts the start left unread, a slice at a time so that requests
 * are answered in between; then, if any of it breaks the site, loads the content again
 * (`reload`), so that `error` tells it as the build would. An update meanwhile reads what is
 * left at once.
 */
async function checkMarkdown(
  state: DevState,
  reload: () => Promise<UpdateResult>,
): Promise<UpdateResult | undefined> {
  const started = state.cache;
  const reads = [...(started?.posts ?? [])];
  const SLICE = 32;
  for (let at = 0; at < reads.length; at += SLICE) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!state.latest || state.cache !== started || state.closed) return undefined;
    for (const [, read] of reads.slice(at, at + SLICE)) state.latest.readMarkdown(read);
  }
  state.markdownRead = true;
  const broken = reads.some(
    ([file, read]) => read.markdown?.problems.length && state.cache?.posts.get(file) === read,
  );
  return broken && !state.error ? reload() : undefined;
}

/** What a set of changed files (absolute paths) touches. */
interface ChangeScope {
  /** Code the site module bundles; a path without an extension may be a folder that went (watch-tree.ts), sources and all. */
  code: boolean;
  public: boolean;
  /**
   * Tailwind reads class names in src/ alone (src/styles/global.css), and no script imports
   * content: an edit to content/ (posts, copy) or public/ alone leaves the stylesheet and the
   * client as they are.
   */
  assets: boolean;
  /** Whether the loaded content may differ: its loader's code, public/ (images) or a content file that is not code. */
  content: (loaderInputs: ReadonlySet<string>) => boolean;
}

function changeScope(state: DevState, changed: readonly string[]): ChangeScope {
  const { contentDir, publicDir } = state;
  const inside = (dir: string, file: string) => file.startsWith(dir + path.sep);
  // content/ is data (copy and posts, no code), read by the content loader, never bundled.
  const outside = (file: string) => !inside(publicDir, file) && !inside(contentDir, file);
  const publicChanged = changed.some((file) => inside(publicDir, file));
  return {
    code: changed.some((file) => (CODE.test(file) || !path.extname(file)) && outside(file)),
    public: publicChanged,
    assets: changed.some(outside),
    content: (loaderInputs) =>
      publicChanged ||
      changed.some((file) => loaderInputs.has(file) || (inside(contentDir, file) && !CODE.test(file))),
  };
}

/** Forgets what the changed files invalidate: the stylesheet's class names, cached posts, public files' existence. */
function takeInChanges(state: DevState, changed: readonly string[], scope: ChangeScope): void {
  state.devAssets.changed(changed);
  // Tailwind does not read content/ (src/styles/global.css): it never changes the stylesheet.
  state.devAssets.styles.touched(changed.filter((file) => !file.startsWith(state.contentDir + path.sep)));
  if (scope.public) state.cache?.exists.clear();
  for (const file of changed) state.cache?.posts.delete(file);
}

/**
 * Builds the site again after a change, redoing only what the change touched; on failure the
 * last good state keeps serving and `error` says what is wrong.
 */
async function applyChanges(
  state: DevState,
  files: readonly string[],
  { reloadContent = false }: { reloadContent?: boolean } = {},
): Promise<UpdateResult> {
  const started = performance.now();
  const redone: string[] = [];
  const changed = files.map((file) => path.resolve(file));
  const scope = changeScope(state, changed);
  takeInChanges(state, changed, scope);
  // Any change but to posts or public/ may change the stylesheet or the client, as it would the
  // build's; the client's esbuild contexts rebuild only what changed. Made while the code and content load.
  const assetsBuilt = !state.assets || scope.assets ? state.devAssets.make() : undefined;
  assetsBuilt?.catch(() => {});
  try {
    let mod = state.latest;
    if (!mod || scope.code || state.codeBroken) {
      mod = await loadModule(state);
      redone.push("code");
      // Posts read by the old loader may not be what the new one reads.
      if (changed.some((file) => state.code.loaderInputs.has(file))) state.cache = undefined;
    }
    // Code that the content loader does not import (a component, a page module) leaves the
    // loaded content as it was: only the routes are made again, with the new page modules.
    const contentInputsChanged = reloadContent || scope.content(state.code.loaderInputs);
    const kept = state.content && !state.error && !contentInputsChanged ? state.content : undefined;
    const { loaded, list } = kept ? { loaded: kept, list: routesOf(state, mod, kept) } : loadSite(state, mod);
    if (loaded !== state.content) redone.push("content");
    const built = assetsBuilt ? await assetsBuilt : state.assets;
    if (assetsBuilt && state.devAssets.styles.last !== "reused") redone.push("styles");
    if (assetsBuilt && state.devAssets.clientRebuilt) redone.push("client");
    if (!built) throw new Error("The stylesheet and client bundle have not been made");
    const plan = loaded === state.content ? state.images : await planSiteImages(state, loaded);
    checkOutput(state, mod, built, loaded, list, plan);
    commit(state, mod, built, loaded, list, plan);
    // Loaded again, with every post's markdown read.
    if (!kept) state.markdownRead = true;
    state.error = undefined;
    return { ok: true, redone, ms: performance.now() - started };
  } catch (caught) {
    await assetsBuilt?.catch(() => {});
    state.error = describe(state, caught);
    return { ok: false, redone, ms: performance.now() - started };
  }
}

/** What the build would stop on, in the site that serves; a failure of the check itself is told as one. */
function findings(state: DevState): Pick<DevSite, "siteFindings" | "checkSite" | "pageFindings"> {
  const told = (caught: unknown) => [describe(state, caught)];
  return {
    siteFindings() {
      try {
        return state.checks?.site() ?? [];
      } catch (caught) {
        return told(caught);
      }
    },
    async checkSite() {
      try {
        // A change meanwhile: the site as it is now is checked instead.
        for (;;) {
          const own = state.checks;
          const found = (await own?.checkSite(() => own !== state.checks)) ?? [];
          if (own === state.checks) return found;
        }
      } catch (caught) {
        return told(caught);
      }
    },
    pageFindings(route) {
      try {
        return state.checks?.page(route) ?? [];
      } catch (caught) {
        return told(caught);
      }
    },
  };
}

/** The source files (absolute) that `start` imports, itself included, from an esbuild metafile's inputs. */
export function importClosure(
  inputs: esbuild.Metafile["inputs"],
  start: string,
  workingDir: string,
): Set<string> {
  const byPath = new Map(
    Object.entries(inputs).map(([file, input]) => [path.resolve(workingDir, file), input]),
  );
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const input = byPath.get(file);
    if (!input) return;
    seen.add(file);
    for (const imp of input.imports) if (!imp.external) visit(path.resolve(workingDir, imp.path));
  };
  visit(start);
  return seen;
}
