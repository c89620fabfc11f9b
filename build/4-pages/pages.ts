/**
 * Build step: one route -> its HTML document, written once and linked under
 * its second name. Runs in the main thread and, for a large site on enough
 * cores, in worker threads too (render-worker.ts), so everything it
 * needs travels as plain data.
 */
import { link, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { renderRoute } from "../../src/entry-server";
import { islandModule, loadIslands } from "../../src/islands/island";
import type { IslandName } from "../../src/islands/islands";
import { type HeadTag, headTags } from "../../src/lib/head";
import { withBase } from "../../src/lib/url";
import type { ImageManifest, ShareCards } from "../../src/model/images";
import type { Content } from "../../src/model/schema";
import type { Route } from "../../src/route";
import type { BuildConfig } from "../1-config/config";
import type { ClientBundle } from "../3-assets/client";
import { missingAnchors } from "../6-links/anchors";
import { type DeadLink, internalUrls } from "../6-links/links";
import { outPath } from "../7-output/out-path";
import { collapsedFolders, gzipSize, measuredAlone, type PageSizes } from "../7-output/size-table";
import { renderDocument } from "./document";
import { fileQueue } from "./file-queue";
import { outFiles } from "./out-files";

/** Share image used when a page has none of its own (public/images/og-default.png), drawn with `brand`'s name. */
export function defaultShareImage(brand: string) {
  return {
    path: "/images/og-default.png",
    width: 1200,
    height: 630,
    alt: `${brand}: certified IT asset disposition and data destruction`,
  };
}

export interface PageJob {
  outDir: string;
  /** Measure each page's gzip size for the size table (skipped when nobody reads the table). */
  measure: boolean;
  config: BuildConfig;
  content: Content;
  year: number;
  siteTags: HeadTag[];
  client: ClientBundle;
  /** Gzip size of every client file and the stylesheet, by path relative to the output folder. */
  gzipBySize: Record<string, number>;
  cssFile: string;
  /** The responsive images made of the content's images (build/3-assets/images.ts). */
  images: ImageManifest;
  /** Each post's share card, by its slug (build/3-assets/images.ts); none, the pages share their covers. */
  shareCards?: ShareCards;
}

export interface PageResult {
  sizes: PageSizes;
  /** The first file written (for messages) and the internal URLs it references. */
  file: string;
  urls: string[];
  /** Its links to a place on itself (`#id`) whose element it does not hold (build/6-links/anchors.ts). */
  deadAnchors: DeadLink[];
}

export interface PageWriter {
  /** Renders a route and starts writing its files. */
  write: (route: Route) => PageResult;
  /** Resolves once few enough bytes wait for the disk to go on rendering. */
  ready: () => Promise<void>;
  /** Resolves when every file started so far is on disk; rejects with the first write that failed. */
  flush: () => Promise<void>;
}

/** Makes `copy` a hard link to `file`; a rebuild finds it there already, or an old file to replace. */
async function linkOver(file: string, copy: string): Promise<void> {
  try {
    await link(file, copy);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const [a, b] = await Promise.all([stat(file), stat(copy)]);
    if (a.ino === b.ino && a.dev === b.dev) return;
    await rm(copy, { force: true });
    await link(file, copy);
  }
}

/** Bytes of HTML that may wait for the disk while rendering goes on (see file-queue.ts). */
const MAX_BYTES_IN_FLIGHT = 32 * 1024 * 1024;

/** Shared by the threads that render: each claims the next chunk of routes by adding to it. */
export function routeCounter(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4));
}

/** Routes claimed at a time: small enough to balance the threads, large enough that claiming costs nothing. */
const CHUNK = 16;

/** A route's position in the route list and what writing it produced. */
export type Claimed = [index: number, result: PageResult];

/**
 * Renders and writes routes, claiming chunks from `counter` until none are left;
 * other threads sharing the counter take the rest. Alone, it writes them all.
 */
export async function writePages(
  job: PageJob,
  routes: readonly Route[],
  counter: Int32Array = routeCounter(),
): Promise<Claimed[]> {
  await loadIslands();
  const writer = pageWriter(job, routes);
  const done: Claimed[] = [];
  for (
    let start = Atomics.add(counter, 0, CHUNK);
    start < routes.length;
    start = Atomics.add(counter, 0, CHUNK)
  ) {
    for (let index = start; index < Math.min(start + CHUNK, routes.length); index++) {
      done.push([index, writer.write(routes[index] as Route)]);
    }
    await writer.ready();
    // Let the event loop run (file writes completing, messages) between chunks.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  await writer.flush();
  return done;
}

/** Writes pages of `routes` (the whole route list: links and breadcrumbs look pages up in it); after loadIslands(). */
export function pageWriter(job: PageJob, routes: readonly Route[]): PageWriter {
  const disk = fileQueue(MAX_BYTES_IN_FLIGHT);
  const routeByPath = new Map(routes.map((route) => [route.path, route]));
  const madeDirs = new Set<string>();
  const gz = (file: string) => job.gzipBySize[file] ?? 0;
  // A URL cut out of a page's HTML is a slice that keeps the whole page alive: thousands of
  // pages would stay in memory until the link check. Each distinct URL is copied once instead.
  const urlCopies = new Map<string, string>();
  const intern = (url: string) => {
    let copy = urlCopies.get(url);
    if (copy === undefined) {
      copy = Buffer.from(url).toString();
      urlCopies.set(copy, copy);
    }
    return copy;
  };

  // A page in a folder the size table shows as one row is measured after (measureLargest).
  const collapsed = job.measure ? collapsedFolders(routes.map((route) => route.path)) : new Set<string>();
  const write = (route: Route): PageResult => {
    const { html, islands } = renderPage(job, route, routeByPath);
    const jsFiles = islands.length
      ? [
          ...new Set([
            ...job.client.entryFiles,
            ...islands.flatMap((name) => job.client.islandFiles[name] ?? []),
          ]),
        ]
      : [];
    const bytes = Buffer.from(html);
    const names = outFiles(route.path);
    // Checked here, before anything is queued: a name that leaves the output folder stops the build unwritten.
    const [first, ...copies] = names.map((file) => outPath(job.outDir, file));
    if (first) {
      disk.add(bytes.length, async () => {
        for (const dir of new Set([first, ...copies].map((file) => path.dirname(file)))) {
          if (madeDirs.has(dir)) continue;
          await mkdir(dir, { recursive: true });
          madeDirs.add(dir);
        }
        await writeFile(first, bytes);
        // The page's other names are hard links to the one file, which every host and
        // upload tool reads as ordinary files (GitHub Pages' artifact dereferences them):
        // half the bytes to write, and no second file to create.
        for (const copy of copies) await linkOver(first, copy);
      });
    }
    return {
      file: names[0] ?? "",
      urls: [...new Set(internalUrls(html))].map(intern),
      deadAnchors: missingAnchors(html, route.path),
      sizes: {
        route: route.path,
        hasForm: islands.some((name) => islandModule(name).sendsLead === true),
        htmlBytes: bytes.length,
        htmlGzip: job.measure && measuredAlone(route.path, collapsed) ? gzipSize(bytes) : 0,
        jsGzip: jsFiles.reduce((sum, file) => sum + gz(file), 0),
        cssGzip: gz(job.cssFile),
      },
    };
  };
  return { write, ready: disk.ready, flush: disk.flush };
}

/** The parts of a PageJob that rendering one page reads (no output folder, no sizes). */
export type RenderJob = Pick<
  PageJob,
  "config" | "content" | "year" | "siteTags" | "client" | "images" | "shareCards"
>;

/**
 * One route to its final HTML document, exactly as the build writes it: the page in the
 * shared shell, its head tags, and the scripts when it holds islands. `routes` is the whole
 * route list by path (links and breadcrumbs look pages up in it). After loadIslands().
 * The build writes what this returns; the dev server (build/tools/dev/) serves it.
 */
export function renderPage(
  job: RenderJob,
  route: Route,
  routes: ReadonlyMap<string, Route>,
): { html: string; islands: IslandName[] } {
  const url = (sitePath: string) => withBase(job.config.basePath, sitePath);
  const { head, body, islands } = renderRoute(route, {
    basePath: job.config.basePath,
    siteUrl: job.config.siteUrl,
    year: job.year,
    content: job.content,
    images: job.images,
    routes,
  });
  const siteHead = {
    brand: job.content.site.brand,
    siteUrl: job.config.siteUrl,
    basePath: job.config.basePath,
    defaultImage: defaultShareImage(job.content.site.brand),
    // A cover is shared at its own size, which the images step read from the file.
    imageSize: (sitePath: string) => job.images[sitePath],
    shareCard: (key: string) => job.shareCards?.[key],
    tags: job.siteTags,
  };
  const html = renderDocument({
    headTags: headTags(siteHead, head, route.path),
    body,
    script: islands.length ? url(`/${job.client.entry}`) : undefined,
    inlineScript: job.client.inlineScript,
    basePath: job.config.basePath,
  });
  return { html, islands };
}
