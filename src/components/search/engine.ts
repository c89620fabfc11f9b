/**
 * Pagefind in the browser, for the search dialog (site-search.tsx): its script loaded from
 * the site when search first opens, and loaded again after anything of it failed to arrive.
 *
 * - A failed `import()` of pagefind.js is kept by the browser for the page's life, by URL:
 *   asking for the same URL again gets the same failure without reaching the network. So
 *   each try after a failure asks for a new URL (`?retry=N`), as the islands do with their
 *   chunks (src/islands/client.ts).
 * - Pagefind drops an index chunk it could not fetch and answers as if no page had the
 *   words; it keeps a failed metadata or WebAssembly file until the page is reloaded. So the
 *   files it fetches from its folder are watched (`watchFailures`), a search during which
 *   one failed is reported as `SearchUnavailable`, never as no results, and the instance is
 *   dropped: the next try starts a new one, which fetches them again.
 *
 * Pagefind runs on the page's own thread (`noWorker`): in its worker its fetches could not be
 * watched, and on this site's index a search takes a few milliseconds.
 */

/** One page found: Pagefind's folder URL, its excerpt (escaped, with <mark>), its text, title and type (result.ts). */
export interface FoundPage {
  url: string;
  excerpt: string;
  content: string;
  meta: { title?: string; type?: string };
}

/**
 * Words of each excerpt Pagefind cuts around the first match: enough that, started at the
 * sentence that holds the match (fromSentenceStart in result.ts), it still fills two or three lines.
 */
export const EXCERPT_WORDS = 30;

/** What the dialog uses of one Pagefind instance. */
interface PagefindInstance {
  debouncedSearch(
    query: string,
    options: object,
    ms: number,
  ): Promise<{ results: { data(): Promise<FoundPage> }[] } | null>;
  destroy(): Promise<void>;
}

/** What the dialog uses of pagefind.js. */
export interface PagefindScript {
  createInstance(options: { excerptLength: number; baseUrl: string; noWorker: boolean }): PagefindInstance;
}

/** A file of the index did not arrive during a search: its answer cannot be trusted. */
export class SearchUnavailable extends Error {
  constructor() {
    super("A file of the search index could not be loaded");
    this.name = "SearchUnavailable";
  }
}

/** The address of one try at loading a script: its own at first, a new one after each failure. */
export function attemptUrl(url: string, failures: number): string {
  return failures ? `${url}${url.includes("?") ? "&" : "?"}retry=${failures}` : url;
}

/**
 * Counts the requests under `dir` (an absolute URL ending in "/") that failed: answered with
 * an HTTP error, or not answered at all. Every request still goes through unchanged; only
 * `scope.fetch` is wrapped, the way Pagefind reaches it (a global, read at each call).
 */
export function watchFailures(dir: string, scope: { fetch: typeof fetch }): () => number {
  let failed = 0;
  const fetchUnwatched = scope.fetch;
  scope.fetch = (input, init) => {
    const answer = fetchUnwatched.call(scope, input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!new URL(url, dir).href.startsWith(dir)) return answer;
    return answer.then(
      (response) => {
        if (!response.ok) failed += 1;
        return response;
      },
      (error: unknown) => {
        failed += 1;
        throw error;
      },
    );
  };
  return () => failed;
}

/**
 * The words as the index holds them. The copy writes CO₂ with a subscript two (CONTENT.md,
 * Typography), and Pagefind indexes the page's text as it is: a visitor's "CO2" (or "co2e")
 * is looked up as "CO₂", so that it finds those pages.
 */
export function indexedWords(words: string): string {
  return words.replace(/\b(co)2(e?)\b/gi, (_match, co: string, e: string) => `${co}₂${e}`);
}

export interface SearchEngine {
  /** Loads Pagefind, or tries again after a failure; resolves once it can search. */
  ready(): Promise<void>;
  /**
   * The best `count` pages for the words; null when newer words were asked for meanwhile.
   * Rejects (with SearchUnavailable when a file of the index failed) rather than answer
   * with pages missing.
   */
  search(words: string, count: number): Promise<FoundPage[] | null>;
}

/** Pagefind at `url` (its pagefind.js), loaded on first use. */
export function searchEngine(
  url: string,
  {
    importScript = (address: string) => import(/* @vite-ignore */ address) as Promise<PagefindScript>,
    failures = watchFailures(new URL(".", new URL(url, location.href)).href, globalThis),
  }: { importScript?: (url: string) => Promise<PagefindScript>; failures?: () => number } = {},
): SearchEngine {
  let failedImports = 0;
  let loading: Promise<PagefindInstance> | undefined;

  const load = (): Promise<PagefindInstance> => {
    if (loading) return loading;
    const attempt = importScript(attemptUrl(url, failedImports)).then(
      // The index names pages by folder, from the root; the dialog puts them under the base path.
      (script) => script.createInstance({ excerptLength: EXCERPT_WORDS, baseUrl: "/", noWorker: true }),
      (error: unknown) => {
        failedImports += 1;
        throw error;
      },
    );
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined; // the next try loads it again
    });
    return attempt;
  };

  return {
    ready: () => load().then(() => undefined),
    async search(words, count) {
      const current = load();
      const pagefind = await current;
      const before = failures();
      try {
        const found = await pagefind.debouncedSearch(indexedWords(words), {}, 120);
        const pages = found && (await Promise.all(found.results.slice(0, count).map((page) => page.data())));
        if (failures() > before) throw new SearchUnavailable();
        return pages;
      } catch (error) {
        // What Pagefind could not load stays failed in this instance: the next try starts afresh.
        if (loading === current) {
          loading = undefined;
          pagefind.destroy().catch(() => {});
        }
        throw error;
      }
    },
  };
}
