import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Unbroken } from "../ui/unbroken";

/**
 * A page section with an h2 and optional lead; tone sets the background band. Every section
 * shares the page's one reading width (max-w-7xl, the header's): text runs narrower inside it,
 * flush with the same left edge.
 * `visual`: an illustration slot (a sample document, a diagram) beside the heading from the
 * large breakpoint, under it on smaller screens; nothing is drawn without one.
 */
export function Section({
  title,
  lead,
  children,
  tone = "white",
  id,
  center = false,
  visual,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  tone?: "white" | "muted" | "brand";
  id?: string;
  center?: boolean;
  visual?: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const heading = (
    <div className={cn("max-w-3xl", center && !visual && "mx-auto text-center")}>
      <h2
        id={headingId}
        className={cn(
          "text-3xl font-bold tracking-tight text-balance",
          tone === "brand" ? "text-white" : "text-slate-900",
        )}
      >
        <Unbroken>{title}</Unbroken>
      </h2>
      {lead ? (
        <p className={cn("mt-4 text-lg leading-8", tone === "brand" ? "text-slate-200" : "text-slate-600")}>
          <Unbroken>{lead}</Unbroken>
        </p>
      ) : null}
    </div>
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(tone === "muted" && "bg-slate-50", tone === "brand" && "bg-brand-900 text-white")}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {visual ? (
          <div className="grid gap-10 lg:grid-cols-12 lg:items-center">
            <div className="lg:col-span-7">{heading}</div>
            <div className="lg:col-span-5">{visual}</div>
          </div>
        ) : (
          heading
        )}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
