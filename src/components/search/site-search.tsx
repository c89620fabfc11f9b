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
 * and tries again on the next opening, keystroke or "Try again" (engine.ts, use-search.ts).
 * An island: props arrive resolved (hrefs with the base path), no context.
 */
import {
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { SEARCH_QUERY } from "../../lib/search-query";
import { keepTabInside } from "../ui/focus-trap";
import { isBackdropClick } from "../ui/modal-dialog";
import { SvgIcon } from "../ui/svg-icon";
import { SEARCH_OPENER_ID } from "./opener";
import { ResultList } from "./result-list";
import { moveAmongResults } from "./search-keys";
import { searchMessage, useSearch } from "./use-search";
import { useSearchDialog } from "./use-search-dialog";

export interface SiteSearchProps {
  /** The search page: where the entry leads without JavaScript. */
  href: string;
  /** Pagefind's script in the build (pagefind/pagefind.js under the base path). */
  engine: string;
  /** The site's base path ("/" or "/repo/"): result links are pages under it. */
  base: string;
  /** Open at once, with the words of ?q= (SEARCH_QUERY: the search page itself). */
  openOnLoad?: boolean;
}

/** Keys the island honours anywhere on the page (held by the capture script until it is live). */
export const hotkeys = ["/"] as const;

export default function SiteSearch({ href, engine, base, openOnLoad = false }: SiteSearchProps) {
  const [live, setLive] = useState(false);
  const { query, setQuery, type, status, hits, load } = useSearch({ engine, base });
  const inputRef = useRef<HTMLInputElement>(null);
  const onShown = useCallback(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
    load();
  }, [load]);
  const { dialogRef, openerRef, show, hide, onClose } = useSearchDialog(onShown);

  // Live: the entry is a button now (it opens a dialog), and the search page opens it at once.
  useEffect(() => {
    setLive(true);
    if (openOnLoad) {
      setQuery(new URLSearchParams(location.search).get(SEARCH_QUERY) ?? "");
      show();
    }
  }, [openOnLoad, show, setQuery]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === "Escape") {
      // A search field would only clear itself on the first Escape.
      event.preventDefault();
      hide();
      return;
    }
    moveAmongResults(event, dialog, inputRef.current);
    keepTabInside(event, dialog);
  };

  const words = query.trim();
  return (
    <>
      <SearchOpener ref={openerRef} href={href} live={live} onOpen={show} />
      <dialog
        ref={dialogRef}
        aria-labelledby="site-search-title"
        className="search-panel"
        onClose={onClose}
        onClick={(event) => isBackdropClick(event) && hide()}
        onKeyDown={onKeyDown}
      >
        <SearchBar inputRef={inputRef} query={query} onType={type} onDismiss={hide} />
        <StatusLine message={searchMessage(status, words, hits, openOnLoad)} />
        {status === "failed" ? (
          <RetryActions
            onRetry={() => {
              inputRef.current?.focus();
              load();
            }}
            browseHref={openOnLoad ? undefined : href}
          />
        ) : null}
        {hits.list.length && hits.query === words ? <ResultList query={hits.query} hits={hits.list} /> : null}
      </dialog>
    </>
  );
}

/** The header's entry: a link to the search page until live, then a button that opens the dialog. */
function SearchOpener({
  ref,
  href,
  live,
  onOpen,
}: {
  ref: Ref<HTMLAnchorElement>;
  href: string;
  live: boolean;
  onOpen: () => void;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen();
  };
  // role="button" answers Space as well as Enter.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === " ") {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <a
      ref={ref}
      id={SEARCH_OPENER_ID}
      href={href}
      role={live ? "button" : undefined}
      aria-haspopup={live ? "dialog" : undefined}
      aria-keyshortcuts="/"
      data-hold=""
      onClick={onClick}
      onKeyDown={onKeyDown}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 min-[25rem]:size-10 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <SvgIcon name="search" className="size-5" />
      <span className="sr-only">Search</span>
    </a>
  );
}

/** The search field and the dialog's close button. */
function SearchBar({
  inputRef,
  query,
  onType,
  onDismiss,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onType: (words: string) => void;
  onDismiss: () => void;
}) {
  return (
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
          onChange={(event) => onType(event.target.value)}
          placeholder="Search services, articles, FAQs"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="site-search-status"
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </search>
      <button
        type="button"
        onClick={onDismiss}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <SvgIcon name="x" className="size-5" />
        <span className="sr-only">Close search</span>
      </button>
    </div>
  );
}

/** Announced as it changes (the field names it as its description); hidden while empty. */
function StatusLine({ message }: { message: string }) {
  return (
    <p
      id="site-search-status"
      role="status"
      className={message ? "px-4 pt-3 text-sm text-slate-600" : "sr-only"}
    >
      {message}
    </p>
  );
}

/** After a failure: try again, and (but on the search page, which shows them) a way to the blog and services. */
function RetryActions({ onRetry, browseHref }: { onRetry: () => void; browseHref: string | undefined }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-2 text-sm">
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Try again
      </button>
      {browseHref ? (
        <a href={browseHref} className="font-semibold text-brand-700 underline underline-offset-4">
          Browse the blog and the services instead
        </a>
      ) : null}
    </p>
  );
}
