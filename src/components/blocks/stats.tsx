import type { Stat } from "../../../content/pages/types";

/** Figures with their labels, as a description list. */
export function Stats({ items }: { items: readonly Stat[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-stats={items.length}>
      {items.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <dt className="mt-2 font-medium text-slate-700">
            {stat.label}
            {stat.body ? (
              <span className="mt-1 block text-sm font-normal text-slate-600">{stat.body}</span>
            ) : null}
          </dt>
          <dd className="text-4xl font-extrabold tracking-tight text-accent-700">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
