import { ArrowRight } from "lucide-react";
import type { Service } from "../../../content/services";
import { cn } from "../../lib/cn";
import { paths } from "../../paths";
import { Icon } from "../ui/icon";
import { SiteLink } from "../ui/site-link";

/** Service card (SPEC 2.3): icon, title, description, Learn More to the service route. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className={cn("inline-flex size-12 items-center justify-center rounded-lg", service.color)}>
        <Icon name={service.icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-slate-900">{service.title}</h3>
      <p className="mt-2 flex-1 leading-7 text-slate-600">{service.shortDescription}</p>
      <SiteLink
        to={paths.service(service.slug)}
        className="mt-6 inline-flex items-center gap-1 self-start rounded-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Learn More<span className="sr-only"> about {service.title}</span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </SiteLink>
    </article>
  );
}

export function ServiceGrid({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-services={services.length}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}
