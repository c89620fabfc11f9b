/** Services overview (SPEC 2.6): all services, the 5-step process, eight industries, Schedule Consultation. */
import { Art } from "../components/art/art";
import { CtaBanner } from "../components/blocks/cta-banner";
import { PageHero } from "../components/blocks/page-hero";
import { Section } from "../components/blocks/section";
import { ServiceGrid } from "../components/blocks/service-card";
import { Steps } from "../components/blocks/steps";
import { Icon } from "../components/ui/icon";
import { Unbroken } from "../components/ui/unbroken";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

function Services() {
  const { copy, services } = useSite().content;
  const { hero, grid, process, industries, cta } = copy.servicesOverview;
  // Consultation, then the chain of custody every page tells alike (content/pages/shared.yaml).
  const steps = [process.consultation, ...copy.shared.process];
  return (
    <>
      <PageHero {...hero} visual={<Art name="services-hero" priority />} />
      <Section id="all-services" title={grid.title} lead={grid.lead}>
        <ServiceGrid services={services} />
      </Section>
      <Section id="process" title={process.title} lead={process.lead} tone="muted">
        <Steps items={steps} />
      </Section>
      <Section id="industries" title={industries.title} lead={industries.lead}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-industries={industries.items.length}>
          {industries.items.map((item) => (
            <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6">
              <Icon name={item.icon} className="size-8 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">
                <Unbroken>{item.title}</Unbroken>
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                <Unbroken>{item.body}</Unbroken>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary ?? null} />
    </>
  );
}

export const servicesOverviewPage = definePage({
  id: "services",
  path: paths.services,
  head: (_route, content) => content.copy.servicesOverview.meta,
  Page: Services,
});
