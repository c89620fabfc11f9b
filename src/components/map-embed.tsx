/**
 * Click-to-load map (SPEC 2.9): nothing is fetched from the maps service until
 * the visitor asks for it; the frame's space is reserved so nothing shifts.
 * An island: hydrates when it scrolls near the viewport.
 */
import { MapPin } from "lucide-react";
import { useState } from "react";

export interface MapEmbedProps {
  src: string;
  title: string;
  consent: string;
  buttonLabel: string;
  directionsHref: string;
  directionsLabel: string;
  address: string;
}

export default function MapEmbed({
  src,
  title,
  consent,
  buttonLabel,
  directionsHref,
  directionsLabel,
  address,
}: MapEmbedProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:aspect-[16/9]">
      {shown ? (
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 size-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
          <MapPin className="size-10 text-brand-700" aria-hidden="true" />
          <p className="font-semibold text-slate-900">{address}</p>
          <p className="max-w-md text-sm leading-6 text-slate-600">{consent}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => setShown(true)}
              className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {buttonLabel}
            </button>
            <a
              href={directionsHref}
              target="_blank"
              rel="noopener"
              className="inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50"
            >
              {directionsLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
