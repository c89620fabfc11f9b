import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Unbroken } from "../ui/unbroken";

/**
 * The header of a list page (the blog, an author's articles, a category's, and their numbered
 * pages): a compact band on white, not a hero. The eyebrow, the page's one h1 and its lead
 * line; `media` (an author's photo, a category's mark) before them, above on phones and beside
 * them from the small breakpoint; `children` under the lead (an author's bio). No illustration:
 * the heroes' scenes stay each on its own page, a service's on its service's.
 */
export function ListHeader({
  eyebrow,
  title,
  lead,
  media,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  media?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section data-list-header="" className="border-b border-slate-200 bg-white">
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8",
          media && "flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6",
        )}
      >
        {media ? <div className="shrink-0">{media}</div> : null}
        <div className="min-w-0 max-w-3xl">
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase sm:text-sm">
            {eyebrow}
          </p>
          <h1 className="mt-2 text-[1.75rem] leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            <Unbroken>{title}</Unbroken>
          </h1>
          {lead ? (
            <p className="mt-2 text-base leading-7 text-slate-600 sm:mt-3 sm:text-lg">
              <Unbroken>{lead}</Unbroken>
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}
