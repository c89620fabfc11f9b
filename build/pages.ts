/**
 * Build step: one route -> its HTML document, written to both of its files.
 * Runs in the main thread for a small site and in worker threads for a large
 * one (build/render-worker.ts), so everything it needs travels as plain data.
 */
import { mkdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "../content/site";
import type { Content } from "../src/content/schema";
import { renderRoute } from "../src/entry-server";
import { type HeadTag, headTags } from "../src/lib/head";
import { withBase } from "../src/lib/url";
import type { Route } from "../src/route";
import { FORM_ISLANDS } from "./budgets";
import type { ClientBundle } from "./client";
import type { BuildConfig } from "./config";
import { renderDocument } from "./document";
import { internalUrls } from "./links";
import { outFiles } from "./out-files";
import { gzipSize, type PageSizes } from "./size-table";

/** Share image used when a page has none of its own (public/images/og-default.png). */
export const DEFAULT_SHARE_IMAGE = {
  path: "/images/og-default.png",
  width: 1200,
  height: 630,
  alt: `${site.brand}: certified IT asset disposition and data destruction`,
};

export interface PageJob {
  outDir: string;
  /** Measure each page's gzip size for the size table (skipped when nobody reads the table). */
  measure: boolean;
  config: BuildConfig;
  content: Content;
  routePaths: string[];
  year: number;
  siteTags: HeadTag[];
  client: ClientBundle;
  /** Gzip size of every client file and the stylesheet, by path relative to the output folder. */
  gzipBySize: Record<string, number>;
  cssFile: string;
}

export interface PageResult {
  sizes: PageSizes;
  /** The first file written (for messages) and the internal URLs it references. */
  file: string;
  urls: string[];
}

export interface PageWriter {
  /** Renders a route and starts writing its files. */
  write: (route: Route) => PageResult;
  /** Resolves when every file started so far is on disk. */
  flush: () => Promise<void>;
}

export function pageWriter(job: PageJob): PageWriter {
  // Files are written by libuv's thread pool while the next page renders.
  const pending: Promise<void>[] = [];
  const routePaths = new Set(job.routePaths);
  const madeDirs = new Set<string>();
  const url = (sitePath: string) => withBase(job.config.basePath, sitePath);
  const siteHead = {
    brand: site.brand,
    siteUrl: job.config.siteUrl,
    basePath: job.config.basePath,
    defaultImage: DEFAULT_SHARE_IMAGE,
    tags: job.siteTags,
  };
  const gz = (file: string) => job.gzipBySize[file] ?? 0;

  const write = (route: Route): PageResult => {
    const { head, body } = renderRoute(route, {
      basePath: job.config.basePath,
      siteUrl: job.config.siteUrl,
      year: job.year,
      content: job.content,
      routePaths,
    });
    const islands = [...new Set([...body.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1] ?? ""))];
    const jsFiles = islands.length
      ? [
          ...new Set([
            ...job.client.entryFiles,
            ...islands.flatMap((name) => job.client.islandFiles[name] ?? []),
          ]),
        ]
      : [];
    const html = renderDocument({
      headTags: headTags(siteHead, head, route.path),
      body,
      script: islands.length ? url(`/${job.client.entry}`) : undefined,
      basePath: job.config.basePath,
    });
    // Encoded once, written twice and measured from the same bytes.
    const bytes = Buffer.from(html);
    const files = outFiles(route.path);
    for (const file of files) {
      const target = path.join(job.outDir, file);
      const dir = path.dirname(target);
      if (!madeDirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        madeDirs.add(dir);
      }
      pending.push(writeFile(target, bytes));
    }
    return {
      file: files[0] ?? "",
      urls: [...new Set(internalUrls(html))],
      sizes: {
        route: route.path,
        hasForm: islands.some((name) => FORM_ISLANDS.includes(name)),
        htmlBytes: bytes.length,
        htmlGzip: job.measure ? gzipSize(bytes) : 0,
        jsGzip: jsFiles.reduce((sum, file) => sum + gz(file), 0),
        cssGzip: gz(job.cssFile),
      },
    };
  };
  return { write, flush: () => Promise.all(pending).then(() => undefined) };
}
