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
 * The primary button on the sustainability band: the site's primary (cta), in the green a
 * shade that stands out on that band (emerald-400 against emerald-800 to teal-900: 3.9:1 to
 * 4.9:1), with emerald-950 text (7.8:1; 10:1 on hover's emerald-300). The brand green itself,
 * the band's own hue, would sink into it.
 */
export const SUSTAINABILITY_PRIMARY =
  "bg-emerald-400 text-emerald-950 hover:bg-emerald-300 hover:text-emerald-950";

/** On both bands: a focus ring that shows on the dark colour (the buttons' brand-blue ring would not). */
const ON_DARK_FOCUS = "focus-visible:outline-white";

/**
 * Call-to-action banner (SPEC 2.3): primary Schedule a Pickup and secondary
 * Contact Us unless told otherwise; a sustainability colour variant. The primary is the site's
 * one action colour, the brand green, as in the header and the heroes; on the green band, the
 * lighter green of SUSTAINABILITY_PRIMARY.
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
            className={cn(variant === "sustainability" && SUSTAINABILITY_PRIMARY, ON_DARK_FOCUS, longLabel)}
          >
            {primary.label}
          </ButtonLink>
          {secondary ? (
            <ButtonLink
              to={hrefOf(secondary.to, services)}
              variant="hero"
              size="lg"
              className={cn(ON_DARK_FOCUS, longLabel)}
            >
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
