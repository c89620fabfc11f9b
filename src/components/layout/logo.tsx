import { cn } from "../../lib/cn";
import { paths } from "../../paths";
import { useSite } from "../../site-context";
import { mark } from "../../styles/brand-mark";
import { SiteLink } from "../ui/site-link";

/**
 * The brand mark and name, linking home. `compact` (the header) makes it smaller below
 * 400px, leaves only the name below 384px, where the header has no room for the mark,
 * and sets the name smaller below 360px.
 */
export function Logo({ tone = "dark", compact = false }: { tone?: "dark" | "light"; compact?: boolean }) {
  const { brand } = useSite().content.site;
  return (
    <SiteLink
      to={paths.home}
      className={cn(
        "flex shrink-0 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        tone === "dark" ? "text-slate-900" : "text-white",
        compact && "text-base min-[22.5rem]:text-lg min-[25rem]:text-xl",
      )}
    >
      <svg
        viewBox={`0 0 ${mark.size} ${mark.size}`}
        className={cn("size-8", compact && "hidden size-7 min-[24rem]:block min-[25rem]:size-8")}
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
      <span>{brand}</span>
      <span className="sr-only"> home</span>
    </SiteLink>
  );
}
