/** /services/reverse-logistics (SPEC 2.7). */
import { reverseLogistics } from "../../../content/pages/reverse-logistics";
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { FactTiles, HeroFacts } from "../../components/blocks/hero-facts";
import { Section } from "../../components/blocks/section";
import { ServiceHero } from "../../components/blocks/service-hero";
import { Steps } from "../../components/blocks/steps";

export function ReverseLogisticsPage() {
  const { hero, pillars, capabilities, howItWorks, cta } = reverseLogistics;
  return (
    <>
      <ServiceHero
        id="reverse-logistics"
        hero={hero}
        cta={cta}
        facts={
          <HeroFacts title={pillars.title} section="pillars">
            <FactTiles items={pillars.items} columns={3} />
          </HeroFacts>
        }
      />
      <Section id="pillars" title={pillars.title} lead={pillars.lead}>
        <FeatureGrid items={pillars.items} />
      </Section>
      <Section id="capabilities" title={capabilities.title} lead={capabilities.lead} tone="muted">
        <FeatureGrid items={capabilities.items} columns={4} />
      </Section>
      <Section id="how-it-works" title={howItWorks.title} lead={howItWorks.lead}>
        <Steps items={howItWorks.items} />
      </Section>
      <CtaBanner title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
