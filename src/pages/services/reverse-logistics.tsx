/** /services/reverse-logistics (SPEC 2.7). */
import { CtaBanner } from "../../components/blocks/cta-banner";
import { CustodyRecord } from "../../components/blocks/custody-record";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { Section } from "../../components/blocks/section";
import { ServiceHero } from "../../components/blocks/service-hero";
import { Steps } from "../../components/blocks/steps";
import { useSite } from "../../site-context";

export function ReverseLogisticsPage() {
  const { hero, pillars, capabilities, howItWorks, custodyRecord, cta } =
    useSite().content.copy.reverseLogistics;
  return (
    <>
      <ServiceHero id="reverse-logistics" hero={hero} cta={cta} />
      <Section id="pillars" title={pillars.title} lead={pillars.lead}>
        <FeatureGrid items={pillars.items} />
      </Section>
      <Section id="capabilities" title={capabilities.title} lead={capabilities.lead} tone="muted">
        <FeatureGrid items={capabilities.items} columns={4} />
      </Section>
      <Section id="how-it-works" title={howItWorks.title} lead={howItWorks.lead}>
        <div className="grid gap-12 lg:grid-cols-12 lg:items-start">
          <div className="lg:col-span-5">
            <Steps items={howItWorks.items} vertical />
          </div>
          <div className="lg:col-span-7">
            <CustodyRecord {...custodyRecord} />
          </div>
        </div>
      </Section>
      <CtaBanner title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
