import { cn } from "../../lib/cn";
import { useUrl } from "../../site-context";
import { Art } from "./art";
import { type ArtName, art } from "./catalog";

/**
 * A sample document (a certificate, a report) as a service page shows it: always the whole
 * page, scaled to the width of its column (at most its own 480 px), never cropped, at every
 * width from 320 px up, as the Sustainability page shows its report. On a phone, where that
 * makes its table text small, a link under it opens the file itself, which the reader can zoom;
 * the picture's alt text carries the document either way.
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
  /** What the document is, for the link ("report": "Open the Sample Report Full Size"). */
  noun: string;
  className?: string;
}) {
  const url = useUrl();
  return (
    <div className={cn("mx-auto w-full max-w-md min-w-0 lg:mr-0", className)} data-sample={name}>
      <div className="overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200">
        <Art name={name} artefact={artefact} className="block h-auto w-full" />
      </div>
      <p className="mt-2 text-center sm:hidden">
        <a
          href={url(art[name].file)}
          className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Open the Sample {noun.charAt(0).toUpperCase() + noun.slice(1)} Full Size
        </a>
      </p>
    </div>
  );
}
