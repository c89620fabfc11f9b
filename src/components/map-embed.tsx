/**
 * Click-to-load map (SPEC 2.9): nothing is fetched from the maps service until
 * the visitor asks for it. Until then a compact card sized to its content: a
 * drawn street-grid strip with a pin (CSS only, nothing fetched), the address,
 * what loading the map means, and the two actions. Once asked for, the frame
 * covers the card, in the space it already holds, so nothing shifts.
 * An island: hydrates when it scrolls near the viewport.
 */
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "./ui/button-variants";
import { SvgIcon } from "./ui/svg-icon";
import { Unbroken } from "./ui/unbroken";

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
  const frame = useRef<HTMLIFrameElement>(null);
  // The button that had focus is gone: focus goes to the map that replaced it.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  return (
    // The card keeps its size when the map loads (the frame covers it): nothing below moves.
    <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className={shown ? "invisible" : undefined}>
        <div aria-hidden="true" className="map-strip relative flex h-24 items-center justify-center">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-md ring-4 ring-white">
            <SvgIcon name="map-pin" className="size-5" />
          </span>
        </div>
        <div className="p-5">
          <p className="font-semibold text-slate-900">{address}</p>
          <p className="mt-3 text-sm leading-6 text-slate-600">
            <Unbroken>{consent}</Unbroken>
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => setShown(true)}
              className={buttonVariants({ variant: "cta" })}
            >
              {buttonLabel}
            </button>
            <a
              href={directionsHref}
              target="_blank"
              rel="noopener"
              className={buttonVariants({ variant: "outline" })}
            >
              {directionsLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </div>
      {shown ? (
        <iframe
          ref={frame}
          src={src}
          title={title}
          className="absolute inset-0 size-full border-0 bg-slate-100"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : null}
    </div>
  );
}
