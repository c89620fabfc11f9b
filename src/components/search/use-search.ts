/**
 * What the search dialog knows: the words in its field, whether Pagefind has loaded, and the
 * results of the latest words. Pagefind loads on the first opening; after a failure it is tried
 * again on the next opening, keystroke or "Try again", the failure still shown until it works.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { type SearchEngine, searchEngine } from "./engine";
import { type Hit, toHit } from "./result";

/** Results shown; Pagefind ranks them, the first few are the answer. */
export const SHOWN = 8;

export type SearchStatus = "idle" | "loading" | "ready" | "failed";

/** The results and the words they answer (words still being searched show no results yet). */
export interface Hits {
  query: string;
  list: Hit[];
}

/** Pagefind, once search first opens: one per page (there is one search entry). */
let pagefind: SearchEngine | undefined;

export function useSearch({ engine, base }: { engine: string; base: string }) {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [hits, setHits] = useState<Hits>({ query: "", list: [] });
  const asked = useRef(0);

  const load = useCallback(() => {
    pagefind ??= searchEngine(engine);
    setStatus((now) => (now === "idle" ? "loading" : now));
    pagefind.ready().then(
      () => setStatus("ready"),
      (error: unknown) => {
        console.error("Search failed to load", error);
        setStatus("failed");
      },
    );
  }, [engine]);

  // Each change of the words asks again; an answer to words no longer in the field is dropped.
  useEffect(() => {
    if (status !== "ready" || !pagefind) return;
    const words = query.trim();
    const ask = ++asked.current;
    if (!words) {
      setHits({ query: "", list: [] });
      return;
    }
    pagefind.search(words, SHOWN).then(
      (found) => {
        if (!found || ask !== asked.current) return;
        setHits({ query: words, list: found.map((page) => toHit(page, base)) });
      },
      (error: unknown) => {
        // Never "No results": a file of the index that did not arrive makes search unavailable.
        console.error("Search failed", error);
        setHits({ query: "", list: [] });
        setStatus("failed");
      },
    );
  }, [query, status, base]);

  /** New words in the field; after a failure, a keystroke tries loading again. */
  const type = (words: string) => {
    setQuery(words);
    if (status === "failed") load();
  };

  return { query, setQuery, type, status, hits, load };
}

/**
 * The status line under the field: loading, the failure, or how many results the words found.
 * Empty while nothing is asked or the answer to the words in the field has not come yet.
 * On the search page (`onSearchPage`), closing the dialog shows the page's own blog and services.
 */
export function searchMessage(
  status: SearchStatus,
  words: string,
  hits: Hits,
  onSearchPage: boolean,
): string {
  if (status === "loading") return "Loading search…";
  if (status === "failed")
    return onSearchPage
      ? "Search could not load. Try again, or close it to browse the blog and the services on this page."
      : "Search could not load. Please try again.";
  if (!words || hits.query !== words) return "";
  const count = hits.list.length;
  if (!count) return `No results for “${words}”. Try other words, such as a service or a standard.`;
  return `${count === SHOWN ? `Top ${SHOWN}` : count} result${count === 1 ? "" : "s"} for “${words}”`;
}
