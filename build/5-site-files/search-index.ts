/**
 * Build step: the site search index (Pagefind), written into the staging folder's
 * pagefind/ beside the pages, before the swap. Pagefind reads the pages the build just
 * wrote (the <main> of those marked data-pagefind-body by the layout), once the pages of the
 * build before last that this one did not write are removed (build/site-build.ts): it indexes
 * every page in the folder, and a drafted or deleted post must not be found; the dialog links each
 * result to the page's own address under the base path (pageHref in src/components/search/result.ts). Only the pages a visitor
 * would want as an answer are indexed (searchableRoutes in src/pages/index.ts), and the
 * blocks many pages repeat are left out, so that a word in the trust-badge strip does not
 * make every page a match for it.
 *
 * The browser loads pagefind/pagefind.js and the index only when search opens
 * (src/components/search/site-search.tsx); no page carries any of it.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { outPath } from "../7-output/out-path";
import { gzipSize } from "../7-output/size-table";
import { SearchIndexFailed, SiteBuildError } from "../errors";
import { indexFiles } from "./pagefind-files";

export const SEARCH_DIR = "pagefind";
/** Where the index is written before it is renamed to SEARCH_DIR; no build leaves it in its output. */
const SEARCH_WRITING_DIR = ".pagefind-writing";

/** What many pages repeat or only points elsewhere: indexing it would match every page. */
export const NOT_INDEXED = [
  'nav[aria-label="Breadcrumb"]',
  "[data-trust-badges]",
  "[data-testimonials]",
  'section[aria-labelledby="industries-title"]',
  "[data-cta]",
  'section[aria-labelledby="related-title"]',
  'aside[aria-labelledby="author-box-title"]',
];

/**
 * Pagefind's other front ends (its default UI, the modular UI, the web component), its
 * result highlighter and its web worker: the site has its own dialog, which runs Pagefind on
 * the page's thread (src/components/search/engine.ts), so they would only be uploaded, never read.
 */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\b/;

export interface SearchIndex {
  /** Files written, relative to the output folder. */
  files: string[];
  pages: number;
  /**
   * Bytes sent (gzip) to start searching: pagefind.js, the English WebAssembly,
   * the entry and meta files. Pagefind's own files (.pagefind, .pf_*) are gzip already.
   */
  codeBytes: number;
  /** Bytes of the whole index (every chunk and fragment; a search fetches only a few). */
  indexBytes: number;
}

/** What opening search loads before the first word is looked up. */
const CODE = /^(pagefind\.js|pagefind-entry\.json|wasm\.en\.pagefind|pagefind\.en_\w+\.pf_meta)$/;

/** Indexes the searchable pages written into `outDir`; `pages` is how many there are, for the report. */
export async function writeSearchIndex(outDir: string, pages: number): Promise<SearchIndex> {
  const dir = outPath(outDir, SEARCH_DIR);
  const writing = outPath(outDir, SEARCH_WRITING_DIR);
  // Over the index of the build before last, if the staging folder holds one: Pagefind leaves
  // a content-named file that is there already, so an unchanged page's fragment is not written
  // again (pagefind-files.ts); then every file the new index does not use goes. It is written
  // under another name and renamed when whole: a file cut short by a build stopped while
  // writing would otherwise stay, its name taken for its content by every later build.
  await rm(writing, { recursive: true, force: true });
  if (existsSync(dir)) await rename(dir, writing);
  await runPagefind(outDir, writing);
  if (!(await removeUnused(writing))) {
    // A bundle this build cannot read: written afresh.
    await rm(writing, { recursive: true, force: true });
    await runPagefind(outDir, writing);
  }
  await rename(writing, dir);
  return await describe(outDir, dir, pages);
}

/**
 * Pagefind's own binary, as its npm package finds it (lib/resolveBinary.js, which the package
 * does not export): the one PAGEFIND_EXTENDED_BINARY_PATH or PAGEFIND_BINARY_PATH names, else its
 * platform package's (@pagefind/linux-x64 and the like), the extended build first.
 */
export function pagefindBinary(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.PAGEFIND_EXTENDED_BINARY_PATH || env.PAGEFIND_BINARY_PATH;
  if (named) return named;
  const require = createRequire(import.meta.url);
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const cpu = env.npm_config_arch || process.arch;
  const exe = (name: string) => (platform === "windows" ? `${name}.exe` : name);
  for (const name of ["pagefind_extended", "pagefind"]) {
    try {
      return require.resolve(`@pagefind/${platform}-${cpu}/bin/${exe(name)}`);
    } catch {
      // The next name.
    }
  }
  throw new SiteBuildError(SearchIndexFailed, {
    route: "(all)",
    reasons: [`no Pagefind binary for ${platform}-${cpu} in node_modules/@pagefind/`],
  });
}

/**
 * Pagefind's command line over the pages of `site`, the index written to `output`. Its command
 * line, not its Node API, which runs the same binary as a service: the service keeps what it
 * wrote in memory for its getFiles(), and at 4,000 posts peaked at 1,297 MB against the command
 * line's 1,187 MB, for the same files in the same time (docs/build.md, "Build at scale").
 * Pagefind reads the pages itself, on its own threads. Each page is read once, at its
 * <path>/index.html (its <path>.html twin is the same file); only the searchable pages carry
 * data-pagefind-body (Main in src/components/layout/layout.tsx), and Pagefind leaves out every
 * page without it. Result URLs are the folders ("/about-us/"): the dialog turns them into the
 * pages' own addresses with the base path (pageHref).
 */
function runPagefind(site: string, output: string): Promise<void> {
  const args = [
    "--site",
    site,
    "--output-path",
    output,
    "--glob",
    "{index.html,**/index.html}",
    "--force-language",
    "en",
    ...NOT_INDEXED.flatMap((selector) => ["--exclude-selectors", selector]),
    "--silent",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(pagefindBinary(), args, { stdio: ["ignore", "pipe", "pipe"] });
    let said = "";
    child.stdout.on("data", (chunk) => {
      said += chunk;
    });
    child.stderr.on("data", (chunk) => {
      said += chunk;
    });
    child.on("error", (error) =>
      reject(new SiteBuildError(SearchIndexFailed, { route: "(all)", reasons: [error.message] })),
    );
    child.on("close", (code, signal) => {
      if (code === 0) return resolve();
      const reasons = said
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      reject(
        new SiteBuildError(SearchIndexFailed, {
          route: "(all)",
          reasons: reasons.length
            ? [...new Set(reasons)]
            : [`Pagefind ended (${signal ? `signal ${signal}` : `exit code ${code}`})`],
        }),
      );
    });
  });
}

/** Removes the files of earlier indexes; false, removing nothing, when the index's own files cannot be read. */
async function removeUnused(dir: string): Promise<boolean> {
  let used: Set<string>;
  try {
    used = indexFiles(dir);
  } catch {
    return false;
  }
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    // Pagefind's scripts and WebAssembly are written whole every time; the content-named files are checked.
    const contentNamed = file.includes("/") || file.endsWith(".pf_meta");
    if (contentNamed && !used.has(file)) await rm(path.join(dir, file));
  }
  return true;
}

async function describe(outDir: string, dir: string, pages: number): Promise<SearchIndex> {
  const files: string[] = [];
  let codeBytes = 0;
  let indexBytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (UNUSED.test(entry.name)) {
      await rm(file);
      continue;
    }
    files.push(path.relative(outDir, file).split(path.sep).join("/"));
    const sent = /\.(js|json)$/.test(entry.name) ? gzipSize(await readFile(file)) : (await stat(file)).size;
    if (CODE.test(entry.name)) codeBytes += sent;
    else if (/^(index|fragment)$/.test(path.basename(entry.parentPath))) indexBytes += sent;
  }
  return { files, pages, codeBytes, indexBytes };
}
