/**
 * Key facts in a service page's hero, drawn from the page's own copy: the title of the section
 * they come from (a link down to it) over its items, laid out in the shape of the content, so
 * each service's first screen looks like its subject: regulations as a grid, methods as rising
 * levels, commitments as a row, a project as numbered steps, a refresh as a cycle.
 */
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import type { IconName } from "../../../content/pages/types";
import { cn } from "../../lib/cn";
import { Icon } from "../ui/icon";

export interface Fact {
  icon?: IconName;
  title: string;
}

/** The card around the facts; `section` is the id of the section they come from. */
export function HeroFacts({
  title,
  section,
  children,
}: {
  title: string;
  section: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-white/[0.06] p-6 ring-1 ring-white/15 backdrop-blur-sm">
      <a
        href={`#${section}`}
        className="group inline-flex items-start gap-2 rounded-sm text-sm font-semibold text-white/90 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {title}
        <ArrowDown
          className="mt-0.5 size-4 shrink-0 transition-transform group-hover:translate-y-0.5"
          aria-hidden="true"
        />
      </a>
      <div className="mt-5">{children}</div>
    </div>
  );
}

/** Icon tiles, two by two (regulations, commitments). */
export function FactTiles({ items, columns = 2 }: { items: readonly Fact[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn("grid gap-3", columns === 2 ? "grid-cols-2" : "grid-cols-3")}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            "flex gap-3 rounded-xl bg-white/[0.07] p-3 text-sm font-semibold leading-5",
            columns === 3 ? "flex-col" : "items-center",
          )}
        >
          {item.icon ? (
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <Icon name={item.icon} className="size-5" />
            </span>
          ) : null}
          {item.title}
        </li>
      ))}
    </ul>
  );
}

/** Rising levels, weakest first (Clear, Purge, Destroy): each bar longer than the one before. */
export function FactLevels({ items }: { items: readonly Fact[] }) {
  const widths = ["w-2/3", "w-5/6", "w-full"];
  return (
    <ol className="space-y-3">
      {items.map((item, index) => (
        <li
          key={item.title}
          className={cn(
            "flex items-center gap-3 rounded-xl bg-gradient-to-r from-white/15 to-white/[0.03] p-3 font-semibold",
            widths[index] ?? "w-full",
          )}
        >
          {item.icon ? (
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <Icon name={item.icon} className="size-5" />
            </span>
          ) : null}
          {item.title}
          <span aria-hidden="true" className="ml-auto flex gap-1 pr-1">
            {items.map((other, dot) => (
              <span
                key={other.title}
                className={cn("size-2 rounded-full", dot <= index ? "bg-white/80" : "bg-white/20")}
              />
            ))}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Numbered steps joined by a line (a project's phases). */
export function FactSteps({ items }: { items: readonly Fact[] }) {
  return (
    <ol className="relative space-y-4 before:absolute before:top-4 before:bottom-4 before:left-4 before:w-px before:bg-white/25">
      {items.map((item, index) => (
        <li key={item.title} className="relative flex items-center gap-4 text-sm font-semibold">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-slate-900 tabular-nums"
          >
            {index + 1}
          </span>
          {item.title}
        </li>
      ))}
    </ol>
  );
}

/** A repeating cycle, two by two, read clockwise (a refresh cycle). */
export function FactCycle({ items }: { items: readonly Fact[] }) {
  // Clockwise on a 2x2 grid: top left, top right, bottom right, bottom left.
  const place = [
    "col-start-1 row-start-1",
    "col-start-2 row-start-1",
    "col-start-2 row-start-2",
    "col-start-1 row-start-2",
  ];
  return (
    <ol className="grid grid-cols-2 grid-rows-2 gap-3">
      {items.map((item, index) => (
        <li
          key={item.title}
          className={cn(
            "relative flex items-center gap-3 rounded-xl bg-white/[0.07] p-3 font-semibold",
            place[index],
          )}
        >
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-slate-900 tabular-nums"
          >
            {index + 1}
          </span>
          {item.title}
          <ArrowRight
            aria-hidden="true"
            className={cn(
              "absolute size-4 text-white/60",
              index === 0 && "top-1/2 -right-3.5 -translate-y-1/2",
              index === 1 && "-bottom-3.5 left-1/2 -translate-x-1/2 rotate-90",
              index === 2 && "top-1/2 -left-3.5 -translate-y-1/2 rotate-180",
              index === 3 && "-top-3.5 left-1/2 -translate-x-1/2 -rotate-90",
            )}
          />
        </li>
      ))}
    </ol>
  );
}
