import { cn } from "../../lib/cn";
import type { Feature } from "../../model/copy";
import { Icon } from "../ui/icon";
import { Unbroken } from "../ui/unbroken";
import { CheckList } from "./check-list";

/** Cards with an icon, a title (h3), a body and optional bullet points. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        "grid gap-6",
        columns === 2 && "md:grid-cols-2",
        columns === 3 && "md:grid-cols-2 lg:grid-cols-3",
        columns === 4 && "sm:grid-cols-2 xl:grid-cols-4",
      )}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            "rounded-xl border border-slate-200 bg-white p-6 shadow-sm",
            // Two columns and an odd number of cards: the last takes the whole row rather than leave a hole beside it.
            columns === 2 && "md:[&:nth-child(odd):last-child]:col-span-2",
            columns === 3 && "md:max-lg:[&:nth-child(odd):last-child]:col-span-2",
          )}
        >
          <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={item.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <Unbroken>{item.title}</Unbroken>
          </h3>
          <p className="mt-2 leading-7 text-slate-600">
            <Unbroken>{item.body}</Unbroken>
          </p>
          {item.points?.length ? <CheckList points={item.points} /> : null}
        </li>
      ))}
    </ul>
  );
}
