/** The shell every page shares: skip link, header, breadcrumb, main, footer. */
import type { ReactNode } from "react";
import { Breadcrumb } from "./breadcrumb";
import { Footer } from "./footer";
import { Header } from "./header";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      {/* Site search indexes the main content only (build/5-site-files/search-index.ts). */}
      <main id="main" tabIndex={-1} className="outline-none" data-pagefind-body="">
        <Breadcrumb />
        {children}
      </main>
      <Footer />
    </>
  );
}
