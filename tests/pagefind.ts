/**
 * Searches a built site's index the way the browser does: with Pagefind's own browser script,
 * its files read from the build folder instead of fetched. Used by the dist tests (the site as
 * built) and the unit tests (fixture builds).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { pageHref } from "../src/components/search/result";

export interface Hit {
  url: string;
  excerpt: string;
  /** The page's whole indexed text. */
  content: string;
  meta: { title?: string; type?: string };
}
interface Pagefind {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  search(query: string | null): Promise<{ results: { data(): Promise<Hit> }[] }>;
}

export interface SiteSearch {
  /** Every result, best first, with the link the dialog makes of it (pageHref); `null` lists every page of the index. */
  search(query: string | null): Promise<Hit[]>;
  /** Every URL the script fetched. */
  fetched: string[];
  /** Gives the process back the fetch it had before (the next test file in the worker may use it). */
  close(): void;
}

let opened = 0;

/**
 * Opens the index of the build in `outDir`. Each call loads the script afresh (a build
 * written over the same folder is a new index), and only the last one opened can search:
 * fetch answers from its folder, and any other URL fails the search.
 */
export async function openSearch(outDir: string, basePath: string): Promise<SiteSearch> {
  const own = pathToFileURL(path.join(outDir, "pagefind")).href;
  const fetched: string[] = [];
  const before = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    fetched.push(url);
    if (!url.startsWith(own)) throw new Error(`search fetched ${url}`);
    return new Response(await readFile(fileURLToPath(url.split("?")[0] as string)));
  };
  opened += 1;
  const script = `${pathToFileURL(path.join(outDir, "pagefind/pagefind.js")).href}?open=${opened}`;
  const pagefind: Pagefind = await import(/* @vite-ignore */ script);
  await pagefind.options({ baseUrl: "/", excerptLength: 24 });
  await pagefind.init();
  return {
    fetched,
    close() {
      globalThis.fetch = before;
    },
    async search(query) {
      const found = await pagefind.search(query);
      return (await Promise.all(found.results.map((result) => result.data()))).map((hit) => ({
        ...hit,
        url: pageHref(hit.url, basePath),
      }));
    },
  };
}
