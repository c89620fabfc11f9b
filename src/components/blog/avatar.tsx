import { cn } from "../../lib/cn";
import { initials } from "../../model/slugs";
import { useUrl } from "../../site-context";

/** An author's photo, or their initials when there is none; `className` may size it otherwise at some widths. */
export function Avatar({
  name,
  image,
  size = "md",
  className,
}: {
  name: string;
  image?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const url = useUrl();
  const box = size === "sm" ? "size-10 text-sm" : size === "md" ? "size-14 text-lg" : "size-24 text-3xl";
  const px = size === "sm" ? 40 : size === "md" ? 56 : 96;
  if (image) {
    return (
      <img
        src={url(image)}
        alt=""
        width={px}
        height={px}
        className={cn("rounded-full object-cover", box, className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white",
        box,
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
