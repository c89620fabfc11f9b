/** /services/mobility-management (SPEC 2.7). */
import { mobility } from "../../../content/pages/mobility";
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { FactCycle, HeroFacts } from "../../components/blocks/hero-facts";
import { Section } from "../../components/blocks/section";
import { ServiceHero } from "../../components/blocks/service-hero";
import { Steps } from "../../components/blocks/steps";

export function MobilityPage() {
  const { hero, services, refreshCycle, cta } = mobility;
  return (
    <>
      <ServiceHero
        id="mobility"
        hero={hero}
        cta={cta}
        facts={
          <HeroFacts title={refreshCycle.title} section="refresh-cycle">
            <FactCycle items={refreshCycle.items} />
          </HeroFacts>
        }
      />
      <Section id="mobility-services" title={services.title} lead={services.lead}>
        <FeatureGrid items={services.items} columns={4} />
      </Section>
      <Section id="refresh-cycle" title={refreshCycle.title} lead={refreshCycle.lead} tone="muted">
        <Steps items={refreshCycle.items} />
      </Section>
      <CtaBanner title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary ?? null} />
    </>
  );
}
