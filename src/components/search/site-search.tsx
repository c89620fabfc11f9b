/**
 * Site search: the header's search entry and the dialog it opens (WAI-ARIA dialog pattern).
 *
 * Before hydration, and without JavaScript, the entry is a link to the search page, which
 * offers the blog and the services instead. Live, it opens a modal <dialog> (the page
 * behind inert, Escape closes) with a search field and the results as a list of links:
 * title and an excerpt with the words marked. Arrow keys move between the field and the
 * results, Tab stays in the dialog, and focus goes back where it was on closing. "/"
 * anywhere outside a text field opens it; the capture script holds that key, and a click
 * on the entry, until the island is live (see capture.ts, `hotkeys`).
 *
 * Pagefind's script, its WebAssembly and the index (build/5-site-files/search-index.ts)
 * load when the dialog first opens, from the site itself: nothing else is fetched. When
 * any of it does not arrive, the dialog says search could not load (never "No results")
 * and tries again on the next opening, keystroke or "Try again" (engine.ts).
 * An island: props arrive resolved (hrefs with the base path), no context.
 */
import {
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { keepTabInside } from "../ui/focus-trap";
import { SvgIcon } from "../ui/svg-icon";
import { type SearchEngine, searchEngine } from "./engine";
import { SEARCH_OPENER_ID } from "./opener";
import { fromSentenceStart } from "./result";

export interface SiteSearchProps {
  /** The search page: where the entry leads without JavaScript. */
  href: string;
  /** Pagefind's script in the build (pagefind/pagefind.js under the base path). */
  engine: string;
  /** The site's base path ("/" or "/repo/"): result links are pages under it. */
  base: string;
  /** Open at once, with the words of ?q= (the search page itself). */
  openOnLoad?: boolean;
}

/** Keys the island honours anywhere on the page (held by the capture script until it is live). */
export const hotkeys = ["/"] as const;

/** Results shown; Pagefind ranks them, the first few are the answer. */
const SHOWN = 8;

interface Hit {
  url: string;
  title: string;
  /** Service, Article or Page: the index's `type`, which Main sets on every searchable page (result.ts). */
  type: string | undefined;
  /** The excerpt as text runs; odd ones are the words that matched. */
  excerpt: string[];
}

/** Pagefind, once search first opens: one per page (there is one search entry). */
let pagefind: SearchEngine | undefined;

/**
 * A result's link: Pagefind names each page by its folder ("/about-us/", "/" for home, from
 * search-index.ts); the page's own address is "/about-us" under the base path, and home
 * is the base path itself.
 */
export function pageHref(resultUrl: string, base: string): string {
  const sitePath = resultUrl.replace(/^\/+/, "").replace(/\/+$/, "");
  return `${base}${sitePath}`;
}

/** Pagefind's excerpt is escaped text with <mark> around the matches: split it, decode the text. */
export function excerptRuns(excerpt: string): string[] {
  const decode = (text: string) =>
    text
      .replace(/<[^>]*>/g, "")
      .replace(/&(#\d+|#x[\da-f]+|amp|lt|gt|quot|apos|#39);/gi, (entity, name: string) => {
        const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
        if (name.startsWith("#x") || name.startsWith("#X"))
          return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
        if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
        return named[name.toLowerCase()] ?? entity;
      });
  return excerpt.split(/<mark>|<\/mark>/).map(decode);
}

type Status = "idle" | "loading" | "ready" | "failed";

export default function SiteSearch({ href, engine, base, openOnLoad = false }: SiteSearchProps) {
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const [hits, setHits] = useState<{ query: string; list: Hit[] }>({ query: "", list: [] });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const asked = useRef(0);

  const show = useCallback(() => {
    const focused = document.activeElement;
    returnTo.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    setOpen(true);
  }, []);

  // Live: the entry is a button now (it opens a dialog), "/" opens it, and the search page opens it at once.
  useEffect(() => {
    setLive(true);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      if (dialogRef.current?.open) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKey);
    if (openOnLoad) {
      setQuery(new URLSearchParams(location.search).get("q") ?? "");
      show();
    }
    return () => document.removeEventListener("keydown", onKey);
  }, [openOnLoad, show]);

  // Loads Pagefind; after a failure, tries again (opening, a keystroke, "Try again"), the
  // failure still shown until it works.
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

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
      load();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, load]);

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
        setHits({
          query: words,
          list: found.map(({ url, meta, excerpt, content }) => {
            const href = pageHref(url, base);
            return {
              url: href,
              title: meta.title ?? href,
              type: meta.type,
              excerpt: fromSentenceStart(excerptRuns(excerpt), content),
            };
          }),
        });
      },
      (error: unknown) => {
        // Never "No results": a file of the index that did not arrive makes search unavailable.
        console.error("Search failed", error);
        setHits({ query: "", list: [] });
        setStatus("failed");
      },
    );
  }, [query, status, base]);

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    if (status === "failed") load();
  };

  const onRetry = () => {
    inputRef.current?.focus();
    load();
  };

  const onClose = () => {
    setOpen(false);
    const back = returnTo.current?.isConnected ? returnTo.current : openerRef.current;
    back?.focus();
  };

  const onOpenerClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    show();
  };

  // role="button" answers Space as well as Enter.
  const onOpenerKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === " ") {
      event.preventDefault();
      show();
    }
  };

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) setOpen(false);
  };

  // Arrow keys: from the field to the results and between them; Tab and Shift+Tab stay inside.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === "Escape") {
      // A search field would only clear itself on the first Escape.
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const stops = [inputRef.current, ...dialog.querySelectorAll<HTMLElement>("[data-search-hit]")].filter(
        Boolean,
      ) as HTMLElement[];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      if (at === -1 || stops.length < 2) return;
      event.preventDefault();
      const next = event.key === "ArrowDown" ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
      stops[next]?.focus();
      return;
    }
    keepTabInside(event, dialog);
  };

  const words = query.trim();
  const message =
    status === "loading"
      ? "Loading search…"
      : status === "failed"
        ? openOnLoad
          ? "Search could not load. Try again, or close it to browse the blog and the services on this page."
          : "Search could not load. Please try again."
        : !words || hits.query !== words
          ? ""
          : hits.list.length
            ? `${hits.list.length === SHOWN ? `Top ${SHOWN}` : hits.list.length} result${hits.list.length === 1 ? "" : "s"} for “${words}”`
            : `No results for “${words}”. Try other words, such as a service or a standard.`;

  return (
    <>
      <a
        ref={openerRef}
        id={SEARCH_OPENER_ID}
        href={href}
        role={live ? "button" : undefined}
        aria-haspopup={live ? "dialog" : undefined}
        aria-keyshortcuts="/"
        data-hold=""
        onClick={onOpenerClick}
        onKeyDown={onOpenerKey}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 min-[25rem]:size-10 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <SvgIcon name="search" className="size-5" />
        <span className="sr-only">Search</span>
      </a>
      <dialog
        ref={dialogRef}
        aria-labelledby="site-search-title"
        className="search-panel"
        onClose={onClose}
        onClick={onDialogClick}
        onKeyDown={onKeyDown}
      >
        <div className="flex items-center gap-2 border-b border-slate-200 p-3 sm:p-4">
          <search className="flex min-w-0 flex-1 items-center gap-2">
            <label id="site-search-title" htmlFor="site-search-input" className="sr-only">
              Search the site
            </label>
            <SvgIcon name="search" className="size-5 shrink-0 text-slate-500" />
            <input
              ref={inputRef}
              id="site-search-input"
              type="search"
              value={query}
              onChange={onInput}
              placeholder="Search services, articles, FAQs"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="site-search-status"
              className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          </search>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <SvgIcon name="x" className="size-5" />
            <span className="sr-only">Close search</span>
          </button>
        </div>
        <p
          id="site-search-status"
          role="status"
          className={message ? "px-4 pt-3 text-sm text-slate-600" : "sr-only"}
        >
          {message}
        </p>
        {status === "failed" ? (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-2 text-sm">
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Try again
            </button>
            {openOnLoad ? null : (
              <a href={href} className="font-semibold text-brand-700 underline underline-offset-4">
                Browse the blog and the services instead
              </a>
            )}
          </p>
        ) : null}
        {hits.list.length && hits.query === words ? (
          <ul aria-label={`Results for “${hits.query}”`} className="space-y-1 p-2 sm:p-3">
            {hits.list.map((hit) => (
              <li key={hit.url}>
                <a
                  href={hit.url}
                  data-search-hit=""
                  className="block rounded-md px-3 py-2.5 hover:bg-slate-100 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="block text-xs font-semibold uppercase text-slate-600">{hit.type}</span>
                  <span className="block font-semibold text-brand-800">{hit.title}</span>
                  <span className="mt-0.5 block text-sm leading-6 text-slate-700">
                    {hit.excerpt.map((run, index) =>
                      index % 2 ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: runs of one excerpt never move
                        <mark key={index} className="rounded-sm bg-amber-100 font-medium text-slate-900">
                          {run}
                        </mark>
                      ) : (
                        run
                      ),
                    )}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </dialog>
    </>
  );
}
