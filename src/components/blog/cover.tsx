/**
 * A post's cover as a responsive <picture>: AVIF and WebP at the widths the build made of it
 * (build/3-assets/images.ts), `sizes` saying how wide the layout draws it, and the original as
 * the fallback, with its width and height so its box is reserved before it loads.
 */

import { cn } from "../../lib/cn";
import { type ImageLoading, imageOf, pictureParts } from "../../model/images";
import { useSite, useUrl } from "../../site-context";

/**
 * `loading`: "priority" for the article's own header, fetched first; "eager" for the first card
 * of a list that opens its page (often the largest thing on a phone's first screen: lazy, it
 * would wait for layout before its request); "lazy" for the others.
 * `alt`: the cover's imageAlt on its article; "" on a card, whose title names the post beside it.
 * `sizes`: a string, or made from the image's shape (the header's, which depends on it).
 * `className` sizes the picture: a card crops it to its box (object-cover), the article's header
 * shows it whole at its own ratio.
 */
export function CoverImage({
  image,
  alt,
  sizes,
  className,
  loading = "lazy",
}: {
  image: string;
  alt: string;
  sizes: string | ((size: { width: number; height: number }) => string);
  className?: string;
  loading?: ImageLoading;
}) {
  const { images } = useSite();
  const url = useUrl();
  const responsive = imageOf(images, image);
  const parts = pictureParts(responsive, {
    alt,
    sizes: typeof sizes === "string" ? sizes : sizes(responsive),
    loading,
    url,
  });
  return (
    <picture>
      {parts.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img {...parts.img} alt={parts.img.alt} className={cn("bg-slate-200", className)} />
    </picture>
  );
}
