/**
 * The site as the dev server holds it: loaded once, changed file by file, each page rendered
 * when it is asked for, by the build's own steps, so it is the same bytes as the build writes.
 *
 * - The site's code (src/, content/*.ts, build/ steps) runs from one esbuild bundle of
 *   site-module.ts, rebuilt incrementally and imported anew after a code change.
 * - Content is loaded with a per-file cache (build/2-content/load.ts): after an edit to a
 *   post only that file is read again. It is loaded again in full only when the code that
 *   reads it changed (a file in the content loader's imports). The start reads each post's
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
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { type BuildConfig, loadConfig } from "../../1-config/config";
import { type Assets, buildAssets } from "../../3-assets/assets";
import type { Bundler } from "../../3-assets/client";
import {
  contentImages,
  type ImagePlan,
  type ImagePlanMemo,
  imageCacheDir,
  imageFile,
  planImages,
} from "../../3-assets/images";
import { contentType, isFile } from "../../hosts";
import { type DevChecks, devChecks } from "./dev-checks";
import { devStyles } from "./dev-styles";
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

export async function startDevSite(options: DevSiteOptions): Promise<DevSite> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir ?? path.join(root, "content"));
  const publicDir = path.resolve(options.publicDir ?? path.join(root, "public"));
  const config = options.config ?? loadConfig(root);
  const year = new Date().getFullYear();
  const imageCache = imageCacheDir(root);

  // The bundle lives inside the project, so that its imports of packages resolve from node_modules/.
  mkdirSync(path.join(root, "node_modules/.cache"), { recursive: true });
  const cacheDir = mkdtempSync(path.join(root, "node_modules/.cache/dev-site-"));
  const bundleFile = path.join(cacheDir, "site-module.mjs");
  const serverContext = await esbuild.context({
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
  /** The content loader's source files: a change to one of them means loading every post again. */
  let loaderInputs = new Set<string>();
  const loadModule = async (): Promise<SiteModule> => {
    codeBroken = true;
    const result = await serverContext.rebuild();
    const inputs = result.metafile?.inputs ?? {};
    loaderInputs = importClosure(inputs, path.join(root, "build/2-content/load.ts"), root);
    const loaded = (await import(`${pathToFileURL(bundleFile).href}?v=${++version}`)) as SiteModule;
    await loaded.loadIslands();
    latest = loaded;
    codeBroken = false;
    return loaded;
  };

  // The client bundle's two esbuild builds, as incremental contexts keyed by their entry.
  // A build's output depends only on its input files (the options are fixed while the server
  // runs): when no file it read has changed since, its last result is the same bytes, so it is
  // handed back as it is. An edit to a component that no island imports (the footer, a page's
  // copy) thus costs the client nothing.
  type ClientResult = esbuild.BuildResult<{ metafile: true; write: false }>;
  const clientContexts = new Map<string, esbuild.BuildContext<{ metafile: true; write: false }>>();
  const clientResults = new Map<string, { result: ClientResult; inputs: Set<string> }>();
  /** The stylesheet, made again only when the class names it is made of changed (dev-styles.ts). */
  const styles = devStyles();
  /** Files changed since the client builds last ran (absolute paths). */
  const changedSinceClient = new Set<string>();
  /** Whether either client build ran since the last makeAssets() (else both results were reused). */
  let clientRebuilt = false;
  const bundler: Bundler = async (buildOptions) => {
    const key = String(buildOptions.entryPoints);
    const last = clientResults.get(key);
    if (last && ![...changedSinceClient].some((file) => last.inputs.has(file))) return last.result;
    let context = clientContexts.get(key);
    if (!context) {
      // Paths in the metafile relative to the root, as buildClient reads them.
      context = await esbuild.context({ ...buildOptions, absWorkingDir: root });
      clientContexts.set(key, context);
    }
    clientResults.delete(key);
    clientRebuilt = true;
    const result = await context.rebuild();
    const inputs = new Set(Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file)));
    clientResults.set(key, { result, inputs });
    return result;
  };
  const makeAssets = async () => {
    clientRebuilt = false;
    const made = buildAssets(root, path.join(cacheDir, "out"), config, {
      bundle: bundler,
      css: styles.css,
      measure: false,
    });
    // Both client builds have started (buildClient calls them at once): what they see is taken in.
    changedSinceClient.clear();
    return made;
  };

  /** The module the pages are rendered with: the last one that built the site. */
  let module: SiteModule | undefined;
  /** The newest module that loaded, and whether the code failed to load since. */
  let latest: SiteModule | undefined;
  let codeBroken = false;
  let assets: Assets | undefined;
  let cache: SiteModuleTypes.ContentCache | undefined;
  let content: Content | undefined;
  let routes: Route[] = [];
  let routeByPath = new Map<string, Route>();
  let fileRoutes = new Map<string, Route>();
  let assetFiles = new Map<string, Uint8Array | string>();
  let images: ImagePlan = { manifest: {}, files: new Map() };
  const imageMemo: ImagePlanMemo = new Map();
  /** The content's images planned (each file read again only when it changed). */
  const planSiteImages = (loaded: Content) => planImages(publicDir, contentImages(loaded), imageMemo);
  const pages = new Map<string, string>();
  let error: string | undefined;
  /** What the build would stop on in the site that serves, found when first asked. */
  let checks: DevChecks | undefined;
  /** Whether the markdown of every post has been read (the start reads it in the background). */
  let markdownRead = false;

  const describe = (caught: unknown) =>
    latest
      ? latest.failureReport(caught)
      : caught instanceof Error
        ? (caught.stack ?? caught.message)
        : String(caught);

  /**
   * Loads content (through the cache) and derives the routes; throws what the build would stop
   * with. "on-demand" leaves the markdown of posts not read yet to the pages that ask for it.
   */
  const loadSite = (mod: SiteModule, markdown: "now" | "on-demand" = "now") => {
    cache ??= mod.contentCache();
    const loaded = mod.loadContent({
      root,
      contentDir,
      publicDir,
      cache,
      today: config.today,
      showUnpublished: true,
      markdown,
    });
    return { loaded, list: routesOf(mod, loaded) };
  };

  /** The route list the site's code makes of the content, checked for collisions as the build does. */
  const routesOf = (mod: SiteModule, loaded: Content): Route[] => {
    const list = mod.routesFor(loaded);
    const publicFiles = existsSync(publicDir) ? mod.listPublicFiles(publicDir) : [];
    const collisions = mod.findCollisions(
      list.map((route) => route.path),
      publicFiles,
    );
    if (collisions.length) throw new mod.SiteBuildError(mod.OutputCollision, { collisions });
    return list;
  };

  const commit = (mod: SiteModule, built: Assets, loaded: Content, list: Route[], plan: ImagePlan) => {
    module = mod;
    images = plan;
    assets = built;
    content = loaded;
    routes = list;
    routeByPath = new Map(list.map((route) => [route.path, route]));
    fileRoutes = new Map(
      list.flatMap((route) => mod.outFiles(route.path).map((file) => [file, route] as const)),
    );
    assetFiles = new Map(built.files.map(({ file, contents }) => [file, contents]));
    pages.clear();
    checks = devChecks({
      mod,
      root,
      contentDir,
      publicDir,
      config,
      content: loaded,
      routes: list,
      // The AVIF and WebP files of the images step are made when first asked for (request).
      servesFile: (file) => images.files.has(`/${file}`) || otherFile(file) !== undefined,
      render: (from, route, byPath) =>
        from === content ? renderHtml(route) : renderFrom(from, route, byPath),
      markdownRead: () => markdownRead,
    });
  };

  // First load: the stylesheet and client bundle are made while the code and content load.
  // The posts' markdown is read later (checkMarkdown), each post's as soon as a page asks.
  {
    const assetsBuilt = makeAssets();
    assetsBuilt.catch(() => {});
    try {
      const mod = await loadModule();
      const { loaded, list } = loadSite(mod, "on-demand");
      commit(mod, await assetsBuilt, loaded, list, await planSiteImages(loaded));
    } catch (caught) {
      error = describe(caught);
      assets = await assetsBuilt.catch(() => undefined);
    }
  }

  /** A route's page rendered from `from`: the served content, or the build's view of it (dev-checks.ts). */
  const renderFrom = (from: Content, route: Route, byPath: Map<string, Route>): string => {
    if (!module || !assets) throw new Error("The site has not loaded");
    return module.renderPage(
      {
        config,
        content: from,
        year,
        siteTags: module.siteTags(config.basePath, assets),
        client: assets.client,
        images: images.manifest,
      },
      route,
      byPath,
    ).html;
  };

  const renderHtml = (route: Route): string => {
    let html = pages.get(route.path);
    if (html === undefined) {
      if (!content) throw new Error("The site has not loaded");
      html = renderFrom(content, route, routeByPath);
      pages.set(route.path, html);
    }
    return html;
  };

  /** The feed, the sitemap or robots.txt, made when asked for. */
  const siteFile = (file: string): (() => string) | undefined => {
    const mod = module;
    const loaded = content;
    if (!mod || !loaded) return undefined;
    return mod.siteFileMakers(loaded, routes, config)[file];
  };

  /**
   * A file of the output folder that is not a page, by its path relative to it, made when
   * called; undefined when the build would not write it. What it answers is also what the
   * link checks count as there (dev-checks.ts).
   */
  const otherFile = (file: string): (() => DevResponse) | undefined => {
    const type = contentType(file);
    const asset = assetFiles.get(file);
    if (asset !== undefined) return () => ({ status: 200, contentType: type, body: asset });
    const generated = siteFile(file);
    if (generated) return () => ({ status: 200, contentType: type, body: generated() });
    const inPublic = path.join(publicDir, file);
    if (inPublic.startsWith(publicDir + path.sep) && isFile(inPublic))
      return () => ({ status: 200, contentType: type, body: readFileSync(inPublic) });
    // An old path of content/redirects.txt: the page that sends the visitor on, as the build writes it.
    const redirect = checks?.redirectPage(file);
    if (redirect !== undefined) return () => ({ status: 200, contentType: type, body: redirect });
    return undefined;
  };

  /** One file of the output folder, by its path relative to it, or undefined when the build would not write it. */
  const outputFile = (file: string): DevResponse | undefined => {
    const route = fileRoutes.get(file);
    if (route)
      return { status: 200, contentType: contentType(file), body: renderHtml(route), route: route.path };
    return otherFile(file)?.();
  };

  const request = async (sitePath: string): Promise<DevResponse> => {
    if (!module)
      return {
        status: 500,
        contentType: "text/plain; charset=utf-8",
        body: `The site does not build:\n\n${error}`,
      };
    let clean: string;
    try {
      clean = path.posix.normalize(decodeURIComponent(sitePath)).replace(/^\/+/, "");
    } catch {
      clean = "\0";
    }
    const image = images.files.get(`/${clean}`);
    if (image)
      return { status: 200, contentType: contentType(clean), body: await imageFile(image, imageCache) };
    // As GitHub Pages: the file, else <path>/index.html, else <path>.html, else 404.html with 404.
    const folder = clean.replace(/\/$/, "");
    for (const candidate of [clean, folder ? `${folder}/index.html` : "index.html", `${folder}.html`]) {
      if (!candidate || candidate.endsWith("/")) continue;
      const found = outputFile(candidate);
      if (found) return found;
    }
    const notFound = fileRoutes.get(module.NOT_FOUND_FILE);
    if (notFound)
      return {
        status: 404,
        contentType: "text/html; charset=utf-8",
        body: renderHtml(notFound),
        route: notFound.path,
      };
    return { status: 404, contentType: "text/plain; charset=utf-8", body: "Not found" };
  };

  let queue: Promise<unknown> = Promise.resolve();
  const update = (files: readonly string[], options?: { reloadContent?: boolean }): Promise<UpdateResult> => {
    const run = queue.then(() => applyChanges(files, options));
    queue = run.catch(() => {});
    return run;
  };

  /**
   * Reads the markdown of the posts the start left unread, a slice at a time so that requests
   * are answered in between; then, if any of it breaks the site, loads the content again, so
   * that `error` tells it as the build would. An update meanwhile reads what is left at once.
   */
  const checkMarkdown = async (): Promise<UpdateResult | undefined> => {
    const started = cache;
    const reads = [...(started?.posts ?? [])];
    const SLICE = 32;
    for (let at = 0; at < reads.length; at += SLICE) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!latest || cache !== started || closed) return undefined;
      for (const [, read] of reads.slice(at, at + SLICE)) latest.readMarkdown(read);
    }
    markdownRead = true;
    const broken = reads.some(
      ([file, read]) => read.markdown?.problems.length && cache?.posts.get(file) === read,
    );
    return broken && !error ? update([], { reloadContent: true }) : undefined;
  };
  let closed = false;
  // Whatever would throw here throws again in the next load, which tells it as the build would.
  const checked = checkMarkdown().catch(() => undefined);

  const applyChanges = async (
    files: readonly string[],
    { reloadContent = false }: { reloadContent?: boolean } = {},
  ): Promise<UpdateResult> => {
    const started = performance.now();
    const redone: string[] = [];
    const changed = files.map((file) => path.resolve(file));
    const inside = (dir: string, file: string) => file.startsWith(dir + path.sep);
    const postsDir = path.join(contentDir, "blog");
    // A path without an extension may be a folder that went (watch-tree.ts), sources and all.
    const codeChanged = changed.some(
      (file) =>
        (CODE.test(file) || !path.extname(file)) && !inside(publicDir, file) && !inside(postsDir, file),
    );
    const publicChanged = changed.some((file) => inside(publicDir, file));
    for (const file of changed) changedSinceClient.add(file);
    // Tailwind does not read the posts (src/styles/global.css): they never change the stylesheet.
    styles.touched(changed.filter((file) => !inside(postsDir, file)));
    if (publicChanged) cache?.exists.clear();
    for (const file of changed) cache?.posts.delete(file);
    // Tailwind reads class names in src/ and content/ but not the posts (src/styles/global.css),
    // and no script imports a post: an edit to posts alone leaves the stylesheet and the client
    // as they are. Any other change may change them, as it would the build's; the client's
    // esbuild contexts rebuild only what changed. Made while the code and content load.
    const assetsBuilt =
      !assets || changed.some((file) => !inside(publicDir, file) && !inside(postsDir, file))
        ? makeAssets()
        : undefined;
    assetsBuilt?.catch(() => {});
    try {
      let mod = latest;
      if (!mod || codeChanged || codeBroken) {
        mod = await loadModule();
        redone.push("code");
        // Posts read by the old loader may not be what the new one reads.
        if (changed.some((file) => loaderInputs.has(file))) cache = undefined;
      }
      // Code that the content loader does not import (a component, a page's copy) leaves the
      // loaded content as it was: only the routes are made again, with the new page modules.
      const contentInputsChanged =
        reloadContent ||
        publicChanged ||
        changed.some((file) => loaderInputs.has(file) || (inside(contentDir, file) && !CODE.test(file)));
      const kept = content && !error && !contentInputsChanged ? content : undefined;
      const { loaded, list } = kept ? { loaded: kept, list: routesOf(mod, kept) } : loadSite(mod);
      if (loaded !== content) redone.push("content");
      const built = assetsBuilt ? await assetsBuilt : assets;
      if (assetsBuilt && styles.last !== "reused") redone.push("styles");
      if (assetsBuilt && clientRebuilt) redone.push("client");
      if (!built) throw new Error("The stylesheet and client bundle have not been made");
      commit(mod, built, loaded, list, loaded === content ? images : await planSiteImages(loaded));
      // Loaded again, with every post's markdown read.
      if (!kept) markdownRead = true;
      error = undefined;
      return { ok: true, redone, ms: performance.now() - started };
    } catch (caught) {
      await assetsBuilt?.catch(() => {});
      error = describe(caught);
      return { ok: false, redone, ms: performance.now() - started };
    }
  };

  return {
    request,
    update,
    get error() {
      return error;
    },
    checked,
    basePath: config.basePath,
    report: describe,
    siteFindings() {
      try {
        return checks?.site() ?? [];
      } catch (caught) {
        return [describe(caught)];
      }
    },
    async checkSite() {
      try {
        // A change meanwhile: the site as it is now is checked instead.
        for (;;) {
          const own = checks;
          const found = (await own?.checkSite(() => own !== checks)) ?? [];
          if (own === checks) return found;
        }
      } catch (caught) {
        return [describe(caught)];
      }
    },
    pageFindings(route) {
      try {
        return checks?.page(route) ?? [];
      } catch (caught) {
        return [describe(caught)];
      }
    },
    async close() {
      closed = true;
      await checked;
      await queue;
      await Promise.all([
        serverContext.dispose(),
        ...[...clientContexts.values()].map((context) => context.dispose()),
      ]);
      rmSync(cacheDir, { recursive: true, force: true });
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
