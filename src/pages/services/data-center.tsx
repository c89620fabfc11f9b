/** /services/data-center-services (SPEC 2.7). */
import { dataCenter } from "../../../content/pages/data-center";
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { FactSteps, HeroFacts } from "../../components/blocks/hero-facts";
import { Section } from "../../components/blocks/section";
import { ServiceHero } from "../../components/blocks/service-hero";
import { SplitChecklist } from "../../components/blocks/split-checklist";
import { Steps } from "../../components/blocks/steps";

export function DataCenterPage() {
  const { hero, deinstalls, onSiteErasure, projectFlow, valueRecovery, cta } = dataCenter;
  return (
    <>
      <ServiceHero
        id="data-center"
        hero={hero}
        cta={cta}
        facts={
          <HeroFacts title={projectFlow.title} section="project-flow">
            <FactSteps items={projectFlow.items} />
          </HeroFacts>
        }
      />
      <Section id="capabilities" title="Decommissioning Without Disruption">
        <FeatureGrid items={[deinstalls, onSiteErasure]} columns={2} />
      </Section>
      <Section id="project-flow" title={projectFlow.title} lead={projectFlow.lead} tone="muted">
        <Steps items={projectFlow.items} />
      </Section>
      <SplitChecklist id="dc-value" {...valueRecovery} />
      <CtaBanner title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary ?? null} />
    </>
  );
}
