import { cn } from "../../lib/cn";
import { paths } from "../../paths";
import { useSite } from "../../site-context";
import { mark } from "../../styles/brand-mark";
import { SiteLink } from "../ui/site-link";

/**
 * The brand mark and name, linking home. `compact` (the header) makes it smaller below
 * 400px and, below 384px, where the header has no room for both beside search, Schedule a
 * Pickup and the menu, keeps the mark and leaves the name to screen readers: the mark is
 * what a visitor recognises at a glance, on every width.
 */
export function Logo({ tone = "dark", compact = false }: { tone?: "dark" | "light"; compact?: boolean }) {
  const { brand } = useSite().content.site;
  return (
    <SiteLink
      to={paths.home}
      className={cn(
        "flex shrink-0 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        tone === "dark" ? "text-slate-900" : "text-white",
        compact && "text-lg min-[25rem]:text-xl",
      )}
    >
      <svg
        viewBox={`0 0 ${mark.size} ${mark.size}`}
        className={cn("size-8", compact && "size-7 min-[25rem]:size-8")}
        aria-hidden="true"
        focusable="false"
      >
        <rect width={mark.size} height={mark.size} rx={mark.tile.rx} fill={mark.tile.fill} />
        <path
          d={mark.check.d}
          fill="none"
          stroke={mark.check.stroke}
          strokeWidth={mark.check.strokeWidth}
          strokeLinecap={mark.check.strokeLinecap}
          strokeLinejoin={mark.check.strokeLinejoin}
        />
      </svg>
      <span className={cn(compact && "sr-only min-[24rem]:not-sr-only")}>{brand}</span>
      <span className="sr-only"> home</span>
    </SiteLink>
  );
}
