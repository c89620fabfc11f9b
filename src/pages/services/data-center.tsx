/** /services/data-center-services (SPEC 2.7). */
import { dataCenter } from "../../../content/pages/data-center";
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { PageHero } from "../../components/blocks/page-hero";
import { Section } from "../../components/blocks/section";
import { SplitChecklist } from "../../components/blocks/split-checklist";
import { Steps } from "../../components/blocks/steps";

export function DataCenterPage() {
  const { hero, deinstalls, onSiteErasure, projectFlow, valueRecovery, cta } = dataCenter;
  return (
    <>
      <PageHero {...hero} />
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
