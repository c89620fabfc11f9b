import { cn } from "../../lib/cn";
import { hrefOf } from "../../lib/link-target";
import type { LinkItem } from "../../model/copy";
import { useSite } from "../../site-context";
import { ButtonLink } from "../ui/button";
import { Unbroken } from "../ui/unbroken";
import { longLabel } from "./long-label";

export const DEFAULT_PRIMARY: LinkItem = { label: "Schedule a Pickup", to: { page: "schedule-pickup" } };
export const DEFAULT_SECONDARY: LinkItem = { label: "Contact Us", to: { page: "contact" } };

/**
 * Call-to-action banner (SPEC 2.3): primary Schedule a Pickup and secondary
 * Contact Us unless told otherwise; a sustainability colour variant. The primary is the site's
 * one action colour, the brand green, as in the header and the heroes; white on the green band.
 */
export function CtaBanner({
  title,
  text,
  primary = DEFAULT_PRIMARY,
  secondary = DEFAULT_SECONDARY,
  variant = "default",
}: {
  title: string;
  text: string;
  primary?: LinkItem;
  secondary?: LinkItem | null;
  variant?: "default" | "sustainability";
}) {
  const { services } = useSite().content;
  return (
    <section
      data-cta={variant}
      className={cn(
        "text-white",
        variant === "default"
          ? "bg-gradient-to-r from-brand-800 to-brand-900"
          : "bg-gradient-to-r from-emerald-800 to-teal-900",
      )}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-bold tracking-tight text-balance">
            <Unbroken>{title}</Unbroken>
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-100">
            <Unbroken>{text}</Unbroken>
          </p>
        </div>
        <div className="flex flex-wrap gap-4">
          <ButtonLink
            to={hrefOf(primary.to, services)}
            variant="cta"
            size="lg"
            className={cn(
              variant === "sustainability" && "bg-white text-slate-900 hover:bg-slate-100",
              longLabel,
            )}
          >
            {primary.label}
          </ButtonLink>
          {secondary ? (
            <ButtonLink to={hrefOf(secondary.to, services)} variant="hero" size="lg" className={longLabel}>
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
