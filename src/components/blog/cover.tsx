/** A post's cover image: the WebP sizes drawn beside it, the original as the fallback. */
import { cn } from "../../lib/cn";
import { useUrl } from "../../site-context";

/** Cover images are drawn 1200 x 630, the share-image shape. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** The WebP sizes drawn beside each cover (build/tools/images.ts): x.jpg -> x-640.webp, x-1200.webp. */
export function coverSrcSet(image: string): { path: string; width: number }[] {
  const stem = image.replace(/\.[a-z]+$/i, "");
  return [640, 1200].map((width) => ({ path: `${stem}-${width}.webp`, width }));
}

/**
 * The cover as a <picture>: WebP at the width the layout needs (`sizes`), with width and height
 * set so its box is reserved before it loads. `priority`: the article's own header, fetched first.
 * `eager`: not lazy (the first card of a list that opens its page, often the largest thing on a
 * phone's first screen: lazy, it would wait for layout before its request). Otherwise lazy.
 */
export function CoverImage({
  image,
  sizes,
  className,
  priority = false,
  eager = false,
}: {
  image: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  eager?: boolean;
}) {
  const url = useUrl();
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={coverSrcSet(image)
          .map((c) => `${url(c.path)} ${c.width}w`)
          .join(", ")}
        sizes={sizes}
      />
      <img
        src={url(image)}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        className={cn("bg-slate-200 object-cover", className)}
        {...(priority
          ? { fetchPriority: "high" as const }
          : { loading: eager ? undefined : ("lazy" as const), decoding: "async" as const })}
      />
    </picture>
  );
}
