import { cn } from "../../lib/cn";
import type { IconName } from "../../model/icons";
import { Icon } from "../ui/icon";
import { Unbroken } from "../ui/unbroken";

/** Whole class names per colour, so that Tailwind finds them. */
const tones = {
  brand: { dot: "bg-brand-700", line: "bg-brand-200", icon: "text-brand-700" },
  green: { dot: "bg-emerald-700", line: "bg-emerald-200", icon: "text-emerald-700" },
} as const;

/**
 * A numbered process as a timeline: an ordered list of steps, each with its number, title (h3)
 * and body, joined by a line. Vertical on phones (number on the left, the line running down),
 * horizontal from the large breakpoint (numbers in a row, the line running across), unless
 * `vertical` keeps it upright in a narrow column. With `recordLabel`, each step that has a
 * `record` shows it under its body: the document the step produces (the ITAD page's chain of custody).
 */
export function Steps({
  items,
  tone = "brand",
  vertical = false,
  recordLabel,
}: {
  items: readonly { title: string; body: string; icon?: IconName; record?: string }[];
  tone?: keyof typeof tones;
  vertical?: boolean;
  recordLabel?: string;
}) {
  const count = items.length;
  const colours = tones[tone];
  return (
    <ol
      className={cn(
        "grid",
        !vertical && [
          "lg:gap-x-8",
          count === 3 && "lg:grid-cols-3",
          count === 4 && "lg:grid-cols-4",
          count === 5 && "lg:grid-cols-5",
        ],
      )}
      data-steps={count}
    >
      {items.map((step, index) => (
        <li
          key={step.title}
          className={cn("relative flex gap-5 pb-10 last:pb-0", !vertical && "lg:flex-col lg:gap-6 lg:pb-0")}
        >
          {index < count - 1 ? (
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-12 bottom-2 left-[1.1875rem] w-0.5 rounded-full",
                !vertical &&
                  "lg:top-[1.1875rem] lg:right-[-1.5rem] lg:bottom-auto lg:left-12 lg:h-0.5 lg:w-auto",
                colours.line,
              )}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={cn(
              "relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white tabular-nums shadow-sm",
              colours.dot,
            )}
          >
            {index + 1}
          </span>
          <div className={cn("min-w-0 pt-1.5", !vertical && "lg:pt-0")}>
            <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              {step.icon ? <Icon name={step.icon} className={cn("size-5 shrink-0", colours.icon)} /> : null}
              <span>
                <span className="sr-only">Step {index + 1}: </span>
                <Unbroken>{step.title}</Unbroken>
              </span>
            </h3>
            <p className="mt-2 leading-7 text-slate-600">
              <Unbroken>{step.body}</Unbroken>
            </p>
            {recordLabel && step.record ? (
              <p
                data-step-record=""
                className="mt-3 flex gap-2 rounded-lg bg-white px-3 py-2 text-sm leading-6 text-slate-700 ring-1 ring-slate-200"
              >
                <Icon name="ClipboardCheck" className={cn("mt-1 size-4 shrink-0", colours.icon)} />
                <span>
                  <span className="font-semibold text-slate-900">{recordLabel}</span>{" "}
                  <Unbroken>{step.record}</Unbroken>
                </span>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
