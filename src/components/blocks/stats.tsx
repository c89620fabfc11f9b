import { cn } from "../../lib/cn";
import type { Stat } from "../../model/copy";
import { Unbroken } from "../ui/unbroken";

/**
 * Figures with their labels, as a description list, laid out as a band: every figure on one line
 * (no wrap), in tabular digits, at the top of its column, so all figures share one baseline
 * whatever the length of the text under them. `stack` puts them in rows instead, figure beside label.
 * `kind` names the data attribute tests and styles find the list by (data-stats by default).
 */
export function Stats({
  items,
  kind = "stats",
  layout = "band",
  tone = "green",
}: {
  items: readonly Stat[];
  kind?: string;
  layout?: "band" | "stack";
  tone?: "green" | "brand";
}) {
  const figure = tone === "green" ? "text-emerald-800" : "text-brand-800";
  const rule = tone === "green" ? "border-emerald-500" : "border-brand-500";
  const data = { [`data-${kind}`]: items.length };
  if (layout === "stack") {
    return (
      <dl className="divide-y divide-slate-900/10" {...data}>
        {items.map((stat) => (
          <div
            key={stat.label}
            className="grid grid-cols-[7.5rem_1fr] items-baseline gap-x-4 py-4 sm:grid-cols-[9.5rem_1fr] sm:gap-x-5"
          >
            <dt className="col-start-2 row-start-1 font-medium text-slate-700">
              <Unbroken>{stat.label}</Unbroken>
            </dt>
            <dd
              className={cn(
                "col-start-1 row-start-1 text-2xl font-extrabold sm:text-3xl tracking-tight whitespace-nowrap tabular-nums",
                figure,
              )}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl
      className={cn(
        "grid gap-x-8 gap-y-10 sm:grid-cols-2",
        items.length === 3 && "sm:grid-cols-3",
        items.length === 4 && "lg:grid-cols-4",
      )}
      {...data}
    >
      {items.map((stat) => (
        <div key={stat.label} className={cn("flex flex-col border-l-2 pl-5", rule)}>
          <dt className="mt-3 font-semibold text-slate-900">
            <Unbroken>{stat.label}</Unbroken>
            {stat.body ? (
              <span className="mt-1 block text-sm leading-6 font-normal text-slate-600">
                <Unbroken>{stat.body}</Unbroken>
              </span>
            ) : null}
          </dt>
          <dd
            className={cn(
              "order-first text-4xl leading-none font-extrabold tracking-tight whitespace-nowrap tabular-nums xl:text-5xl",
              figure,
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
