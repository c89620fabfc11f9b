/**
 * The pagination nav of a list longer than one page (src/lib/pagination.ts): Previous and
 * Next (rel links, left out at either end), the numbered pages with gaps when there are
 * many, the current one marked with aria-current. Plain links: it needs no JavaScript.
 * On phones Previous and Next share the first row and the numbers take the second.
 */
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { cn } from "../../lib/cn";
import { type Paging, pageLinks } from "../../lib/pagination";
import { listPage } from "../../paths";
import { SiteLink } from "./site-link";

const focus = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const step = cn(
  "inline-flex h-11 items-center gap-1 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-100",
  focus,
);

export function Pagination({ paging }: { paging: Paging | undefined }) {
  if (!paging || paging.pages < 2) return null;
  const { page, pages, path } = paging;
  return (
    <nav aria-label="Pagination" className="mt-12">
      <div className="grid grid-cols-2 items-center gap-y-4 sm:grid-cols-[1fr_auto_1fr]">
        {page > 1 ? (
          <SiteLink
            to={listPage(path, page - 1)}
            rel="prev"
            className={cn(step, "col-start-1 row-start-1 justify-self-start pl-3")}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </SiteLink>
        ) : null}
        <ul className="col-span-2 row-start-2 flex flex-wrap items-center justify-center gap-1 sm:col-span-1 sm:col-start-2 sm:row-start-1">
          {pageLinks(page, pages).map((link, index) =>
            link === "gap" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no number; its place is its identity
              <li key={`gap-${index}`} className="inline-flex w-6 justify-center text-slate-500">
                …
              </li>
            ) : (
              <li key={link}>
                <SiteLink
                  to={listPage(path, link)}
                  aria-current={link === page ? "page" : undefined}
                  className={cn(
                    "inline-flex size-11 items-center justify-center rounded-full border text-sm font-semibold transition-colors",
                    focus,
                    link === page
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
                  )}
                >
                  <span className="sr-only">Page </span>
                  {link}
                </SiteLink>
              </li>
            ),
          )}
        </ul>
        {page < pages ? (
          <SiteLink
            to={listPage(path, page + 1)}
            rel="next"
            className={cn(step, "col-start-2 row-start-1 justify-self-end pr-3 sm:col-start-3")}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </SiteLink>
        ) : null}
      </div>
    </nav>
  );
}
