import { cn } from "../../lib/cn";
import { useUrl } from "../../site-context";
import { type ArtName, art } from "./catalog";

/**
 * One of the site's illustrations (./catalog.ts), as an <img> with its intrinsic width and
 * height (no layout shift: size it with CSS, e.g. `w-full h-auto`), its alt text, and its
 * URL under the base path.
 *
 * `priority`: above the fold on desktop (the heroes): fetched at once and early
 * (`fetchpriority="high"`; React's renderer also writes a `<link rel="preload">` for it at
 * the top of the body). Everything else is lazy (`loading="lazy"`). Decoded off the main thread.
 */
export function Art({
  name,
  priority = false,
  className,
  alt,
  artefact,
}: {
  name: ArtName;
  priority?: boolean;
  className?: string;
  /** Overrides the catalog's alt text, when the page gives the picture another role. */
  alt?: string;
  /** Marks a service page's artefact, the document its buyer looks for (data-artefact). */
  artefact?: string;
}) {
  const url = useUrl();
  const entry = art[name];
  return (
    <img
      src={url(entry.file)}
      width={entry.width}
      height={entry.height}
      alt={alt ?? entry.alt}
      loading={priority ? undefined : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={cn("h-auto max-w-full", className)}
      data-artefact={artefact}
    />
  );
}
