/** /services/mobility-management (SPEC 2.7). */
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { RefreshCycle } from "../../components/blocks/refresh-cycle";
import { Section } from "../../components/blocks/section";
import { ServiceHero } from "../../components/blocks/service-hero";
import { useSite } from "../../site-context";

export function MobilityPage() {
  const { hero, services, refreshCycle, cta } = useSite().content.copy.mobility;
  const [, , repair] = services.items;
  return (
    <>
      <ServiceHero id="mobility" hero={hero} cta={cta} />
      <Section id="mobility-services" title={services.title} lead={services.lead}>
        <FeatureGrid items={services.items} columns={4} />
      </Section>
      <Section id="refresh-cycle" title={refreshCycle.title} lead={refreshCycle.lead} tone="muted">
        <RefreshCycle
          stages={refreshCycle.items}
          servicesLabel={refreshCycle.servicesLabel}
          centre={{
            label: refreshCycle.betweenLabel,
            title: repair.title,
            text: repair.points?.at(-1) ?? repair.body,
          }}
        />
      </Section>
      <CtaBanner title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary ?? null} />
    </>
  );
}
