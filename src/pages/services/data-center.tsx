/** /services/data-center-services (SPEC 2.7). */
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { RackView } from "../../components/blocks/rack-view";
import { Section } from "../../components/blocks/section";
import { ServiceHero } from "../../components/blocks/service-hero";
import { SplitChecklist } from "../../components/blocks/split-checklist";
import { Steps } from "../../components/blocks/steps";
import { useSite } from "../../site-context";

export function DataCenterPage() {
  const { hero, deinstalls, onSiteErasure, projectFlow, rackView, valueRecovery, cta } =
    useSite().content.copy.dataCenter;
  return (
    <>
      <ServiceHero id="data-center" hero={hero} cta={cta} />
      <Section id="capabilities" title="Decommissioning Without Disruption">
        <FeatureGrid items={[deinstalls, onSiteErasure]} columns={2} />
      </Section>
      <Section id="project-flow" title={projectFlow.title} lead={projectFlow.lead} tone="muted">
        <div className="grid gap-12 lg:grid-cols-12 lg:items-start">
          <div className="lg:col-span-5">
            <Steps items={projectFlow.items} vertical />
          </div>
          <div className="lg:col-span-7">
            <RackView {...rackView} steps={projectFlow.items.map((step) => step.title)} />
          </div>
        </div>
      </Section>
      <SplitChecklist id="dc-value" {...valueRecovery} />
      <CtaBanner title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary ?? null} />
    </>
  );
}
