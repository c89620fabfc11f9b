import ArrowRight from "lucide-react/icons/arrow-right";
import { cn } from "../../lib/cn";
import type { Service, ServiceId } from "../../model/copy";
import { paths } from "../../paths";
import { useSite } from "../../site-context";
import { Icon } from "../ui/icon";
import { SiteLink } from "../ui/site-link";
import { Unbroken } from "../ui/unbroken";

/**
 * The colour of each service's card icon, a Tailwind text/background pair from the brand palette
 * (src/styles/global.css: the navy/blue brand, the green kept for primary actions). Styling, so
 * it lives here, not in content/services.yaml; whole class names, so that Tailwind finds them.
 */
export const serviceColor: Record<ServiceId, string> = {
  itad: "bg-brand-50 text-brand-700",
  "data-security": "bg-brand-50 text-brand-700",
  "reverse-logistics": "bg-brand-50 text-brand-700",
  "data-center": "bg-brand-50 text-brand-700",
  mobility: "bg-brand-50 text-brand-700",
};

/**
 * Service card (SPEC 2.3): icon, title, description, Learn More to the service route.
 * `featured` is the first card of the grid, drawn large on the brand colour.
 */
export function ServiceCard({ service, featured = false }: { service: Service; featured?: boolean }) {
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-xl p-6",
        featured
          ? "hero-pattern relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 text-white shadow-md lg:p-8"
          : "border border-slate-200 bg-white shadow-sm",
      )}
    >
      {/* On phones a plain card's icon sits beside its title: one row instead of two. */}
      <div className={featured ? "contents" : "flex items-center gap-4 sm:block"}>
        <span
          className={cn(
            "inline-flex shrink-0 items-center justify-center rounded-lg",
            featured
              ? "size-14 bg-white/10 text-white ring-1 ring-white/20"
              : cn("size-12", serviceColor[service.id]),
          )}
        >
          <Icon name={service.icon} className={featured ? "size-7" : "size-6"} />
        </span>
        <h3
          className={cn(
            "font-semibold",
            featured ? "mt-6 text-2xl text-white" : "text-xl text-slate-900 sm:mt-4",
          )}
        >
          <Unbroken>{service.title}</Unbroken>
        </h3>
      </div>
      <p
        className={cn(
          "mt-3 leading-7 sm:mt-2",
          featured ? "text-lg leading-8 text-slate-200" : "flex-1 text-slate-600",
        )}
      >
        <Unbroken>{service.shortDescription}</Unbroken>
      </p>
      {featured && service.id === "itad" ? <ItadTrail /> : null}
      <SiteLink
        to={paths.service(service)}
        className={cn(
          "mt-6 inline-flex items-center gap-1 self-start rounded-sm font-semibold focus-visible:outline-2",
          featured
            ? "text-white hover:text-brand-100 focus-visible:outline-white"
            : "text-brand-700 hover:text-brand-900 focus-visible:outline-brand-600",
        )}
      >
        Learn More
        <span className="sr-only">
          {" "}
          about <Unbroken>{service.title}</Unbroken>
        </span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </SiteLink>
    </article>
  );
}

/**
 * What the featured ITAD card holds under its description: the four steps of the chain of
 * custody in order, named as every page names them (content/pages/shared.yaml, process), under
 * the ITAD page's heading for them, and the regulations the service documents for. It fills the
 * height the card spans beside the four other services, with what a buyer checks first.
 */
function ItadTrail() {
  const { itad, shared } = useSite().content.copy;
  const { chainOfCustody, compliance } = itad;
  const steps = shared.process;
  return (
    <div data-featured-detail="" className="mt-8 grid gap-6 sm:grid-cols-2 lg:mt-auto lg:grid-cols-1 lg:pt-8">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-200">
          <Unbroken>{chainOfCustody.title}</Unbroken>
        </p>
        <ol className="mt-3 grid gap-2">
          {steps.map((step, index) => (
            <li key={step.title} className="flex items-center gap-3">
              <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-white/15 text-xs font-bold text-white ring-1 ring-white/30">
                {index + 1}
              </span>
              <span className="min-w-0 text-sm font-medium text-slate-100">
                <Unbroken>{step.title}</Unbroken>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-200">
          <Unbroken>{compliance.title}</Unbroken>
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {compliance.items.map((item) => (
            <li
              key={item.title}
              className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-white ring-1 ring-white/20"
            >
              {item.title}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The five services without a hole: the first (the core service) is featured, full width on
 * tablets and two rows tall from the large breakpoint, beside the other four two by two.
 */
export function ServiceGrid({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-services={services.length}>
      {services.map((service, index) => (
        <li key={service.id} className={cn(index === 0 && "md:col-span-2 lg:col-span-1 lg:row-span-2")}>
          <ServiceCard service={service} featured={index === 0} />
        </li>
      ))}
    </ul>
  );
}
