import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import type { IconName } from "../../model/icons";
import { Icon } from "../ui/icon";
import { Unbroken } from "../ui/unbroken";

/**
 * Hero colour schemes: the brand navy (every page, the services included: one palette) and the
 * sustainability green. Whole class names, so that Tailwind finds them.
 */
const tones = {
  brand: {
    band: "from-brand-900 via-brand-800 to-slate-900",
    eyebrow: "text-brand-200",
    mark: "bg-brand-300",
    chip: "bg-white/10 ring-white/20",
  },
  green: {
    band: "from-emerald-950 via-emerald-900 to-teal-900",
    eyebrow: "text-emerald-200",
    mark: "bg-emerald-300",
    chip: "bg-emerald-400/20 ring-emerald-300/30",
  },
} as const;

export type HeroTone = keyof typeof tones;

/**
 * The top of a page: optional eyebrow, the page's one h1, a lead paragraph, optional actions.
 *
 * - `visual`: the illustration slot. From the large breakpoint text and visual sit side by side;
 *   below it the visual is not shown, so a phone sees the headline, the lead and the first action
 *   on its first screen. Nothing is drawn when there is no visual: the hero stands on its text.
 * - `aside`: a panel of the page's own, never a repeat of the section under the hero. It takes
 *   the right-hand column when there is no visual, and sits under the actions when there is one.
 * - `size="home"`: the larger headline of the home page.
 * The blog's list pages have a compact header of their own instead (./list-header.tsx).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  visual,
  aside,
  tone = "brand",
  icon,
  size = "page",
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
  visual?: ReactNode;
  aside?: ReactNode;
  tone?: HeroTone;
  /** Shown before the eyebrow: the service's icon. */
  icon?: IconName;
  size?: "page" | "home";
}) {
  const scheme = tones[tone];
  const side = visual ?? aside;
  return (
    <section
      data-hero={tone}
      className={cn(
        "hero-pattern relative isolate overflow-hidden bg-gradient-to-br text-white",
        scheme.band,
      )}
    >
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8",
          size === "home" ? "py-10 sm:py-20 lg:py-24" : "py-8 sm:py-14 lg:py-16",
          side && "lg:grid lg:grid-cols-12 lg:items-center lg:gap-12",
          // The home page's art shows from the tablet width: its first screen has room for it.
          side && size === "home" && "md:grid md:grid-cols-12 md:items-center md:gap-8",
        )}
      >
        <div
          className={cn(
            side ? "lg:col-span-7" : size === "home" ? "max-w-4xl" : "max-w-3xl",
            side && size === "home" && "md:col-span-7",
          )}
        >
          {eyebrow ? (
            <p
              className={cn(
                "flex items-center gap-2 text-xs font-semibold uppercase tracking-wider sm:text-sm",
                scheme.eyebrow,
              )}
            >
              {icon ? (
                <span
                  className={cn(
                    "inline-flex size-7 items-center justify-center rounded-md ring-1",
                    scheme.chip,
                  )}
                >
                  <Icon name={icon} className="size-4" />
                </span>
              ) : (
                <span aria-hidden="true" className={cn("h-0.5 w-6 rounded-full", scheme.mark)} />
              )}
              {eyebrow}
            </p>
          ) : null}
          <h1
            className={cn(
              "font-extrabold tracking-tight text-balance",
              eyebrow && "mt-3",
              size === "home"
                ? "text-[2rem] leading-[1.15] sm:text-5xl md:text-[2.5rem] lg:text-5xl lg:leading-[1.05] xl:text-[3.5rem]"
                : "text-[1.75rem] leading-tight sm:text-4xl lg:text-[2.625rem] lg:leading-[1.1] xl:text-5xl",
            )}
          >
            <Unbroken>{title}</Unbroken>
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-7 text-slate-200 sm:mt-6 sm:text-lg sm:leading-8">
            <Unbroken>{lead}</Unbroken>
          </p>
          {children ? (
            // Stacked and full width on a phone, one beside the other from the small breakpoint.
            <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:flex-wrap sm:gap-4">
              {children}
            </div>
          ) : null}
          {visual && aside ? <div className="mt-10 hidden md:block">{aside}</div> : null}
        </div>
        {side ? (
          <div
            className={cn(
              "lg:col-span-5",
              visual
                ? size === "home"
                  ? "hidden md:col-span-5 md:block"
                  : "hidden lg:block"
                : "mt-10 hidden md:block lg:mt-0",
            )}
          >
            {side}
          </div>
        ) : null}
      </div>
    </section>
  );
}
