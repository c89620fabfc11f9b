/**
 * The shell every page shares: skip link, header, breadcrumb, main, footer.
 * renderRoute (src/entry-server.tsx) renders these parts one by one and reuses the
 * header and footer HTML between pages that share them (see headerVariant and
 * footerVariant); Layout puts them together in the same order, as one tree, and a unit
 * test checks that both give the same HTML for every route (tests/integration/render-route.test.ts).
 */
import type { ReactNode } from "react";
import type { SearchType } from "../search/result";
import { Breadcrumb } from "./breadcrumb";
import { Footer } from "./footer";
import { Header } from "./header";

/** The page's own part: where the skip link leads, and what the first paint waits for (build/4-pages/site-tags.ts). */
export const MAIN_ID = "main";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to content
    </a>
  );
}

/** How site search shows a searchable page's result (searchResultAs in src/pages/index.ts). */
export interface SearchAs {
  type: SearchType;
  title?: string;
}

/**
 * The page's own part: its breadcrumb and content. Site search indexes the main content of
 * the pages that carry data-pagefind-body, and only those (build/5-site-files/search-index.ts),
 * with the result's type and, when it is not the <h1>, its title as Pagefind metadata (an empty
 * hidden element holds the title: an attribute's value may hold a comma).
 */
export function Main({ children, search }: { children: ReactNode; search: SearchAs | undefined }) {
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      className="outline-none"
      data-pagefind-body={search ? "" : undefined}
      data-pagefind-meta={search ? `type:${search.type}` : undefined}
    >
      {search?.title ? <span hidden data-pagefind-meta={`title:${search.title}`} /> : null}
      <Breadcrumb />
      {children}
    </main>
  );
}

export function Layout({ children, search }: { children: ReactNode; search: SearchAs | undefined }) {
  return (
    <>
      <SkipLink />
      <Header />
      <Main search={search}>{children}</Main>
      <Footer />
    </>
  );
}
