import { cn } from "../../lib/cn";
import { Art } from "./art";
import type { ArtName } from "./catalog";

/**
 * A sample document (a certificate, a report) as a service page shows it. From 640 px up,
 * the whole page, fitted to its column. On phones that fit would make its text about 8 px,
 * so the document is shown at its own size (12 px and up), its top in a fixed-height box
 * that scrolls sideways, and a "Show the Whole ..." toggle (a <details>, no script; CSS
 * `:has([open])` lifts the crop) fits it whole. The toggle is the reader's act, so nothing
 * moves by itself: no layout shift. The picture's alt text carries the document either way.
 */
export function SampleDocument({
  name,
  artefact,
  noun,
  className,
}: {
  name: ArtName;
  /** As <Art artefact>: marks the service page's artefact. */
  artefact: string;
  /** What the document is, one word, for the toggle (title-cased there: "report": "Show the Whole Report"). */
  noun: string;
  className?: string;
}) {
  return (
    <div className={cn("group/sample mx-auto w-full max-w-md min-w-0", className)} data-sample={name}>
      <div className="relative overflow-hidden rounded-xl shadow-lg ring-1 ring-slate-200">
        <section
          className="max-sm:h-88 max-sm:overflow-x-auto max-sm:overflow-y-hidden max-sm:group-has-[[open]]/sample:h-auto max-sm:group-has-[[open]]/sample:overflow-visible"
          data-sample-crop=""
          // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the box scrolls sideways; a keyboard must reach it.
          tabIndex={0}
          aria-label={`Sample ${noun}`}
        >
          <Art
            name={name}
            artefact={artefact}
            className="block w-full max-sm:w-120 max-sm:max-w-none max-sm:group-has-[[open]]/sample:w-full"
          />
        </section>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-linear-to-t from-white to-white/0 group-has-[[open]]/sample:hidden sm:hidden"
        />
      </div>
      <details className="sm:hidden">
        <summary className="mx-auto mt-2 flex min-h-11 w-fit cursor-pointer list-none items-center px-3 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          <span className="group-has-[[open]]/sample:hidden">
            Show the Whole {noun.charAt(0).toUpperCase() + noun.slice(1)}
          </span>
          <span className="hidden group-has-[[open]]/sample:inline">Show Less</span>
        </summary>
      </details>
    </div>
  );
}
