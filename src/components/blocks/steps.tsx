import type { Step } from "../../../content/pages/types";
import { cn } from "../../lib/cn";

/** A numbered process: an ordered list of steps, each with its number, title (h3) and body. */
export function Steps({ items, tone = "light" }: { items: readonly Step[]; tone?: "light" | "dark" }) {
  const count = items.length;
  return (
    <ol
      className={cn(
        "grid gap-6",
        count === 3 && "md:grid-cols-3",
        count === 4 && "sm:grid-cols-2 lg:grid-cols-4",
        count === 5 && "sm:grid-cols-2 lg:grid-cols-5",
      )}
      data-steps={count}
    >
      {items.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "rounded-xl p-6",
            tone === "light" ? "border border-slate-200 bg-white" : "bg-white/10",
          )}
        >
          <span
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3
            className={cn("mt-4 text-lg font-semibold", tone === "light" ? "text-slate-900" : "text-white")}
          >
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className={cn("mt-2 leading-7", tone === "light" ? "text-slate-600" : "text-slate-200")}>
            {step.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
