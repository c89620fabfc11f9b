/** /services/reverse-logistics (SPEC 2.7). */
import { reverseLogistics } from "../../../content/pages/reverse-logistics";
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { PageHero } from "../../components/blocks/page-hero";
import { Section } from "../../components/blocks/section";
import { Steps } from "../../components/blocks/steps";

export function ReverseLogisticsPage() {
  const { hero, pillars, capabilities, howItWorks, cta } = reverseLogistics;
  return (
    <>
      <PageHero {...hero} />
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
