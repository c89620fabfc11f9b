import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A page section with an h2 and optional lead; tone sets the background band. */
export function Section({
  title,
  lead,
  children,
  tone = "white",
  id,
  center = false,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  tone?: "white" | "muted" | "brand";
  id?: string;
  center?: boolean;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(tone === "muted" && "bg-slate-50", tone === "brand" && "bg-brand-900 text-white")}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className={cn("max-w-3xl", center && "mx-auto text-center")}>
          <h2
            id={headingId}
            className={cn(
              "text-3xl font-bold tracking-tight text-balance",
              tone === "brand" ? "text-white" : "text-slate-900",
            )}
          >
            {title}
          </h2>
          {lead ? (
            <p
              className={cn("mt-4 text-lg leading-8", tone === "brand" ? "text-slate-200" : "text-slate-600")}
            >
              {lead}
            </p>
          ) : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
