/** /services/data-security-erasure (SPEC 2.7). */
import { SampleDocument } from "../../components/art/sample-document";
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { MediaTable, MethodTable } from "../../components/blocks/sanitization-tables";
import { Section } from "../../components/blocks/section";
import { ServiceHero } from "../../components/blocks/service-hero";
import { useSite } from "../../site-context";

export function DataSecurityPage() {
  const { hero, methods, locations, media, verification, cta } = useSite().content.copy.dataSecurity;
  return (
    <>
      <ServiceHero id="data-security" hero={hero} cta={cta} />
      <Section id="methods" title={methods.title} lead={methods.lead}>
        <MethodTable caption={methods.title} methods={methods.items} />
      </Section>
      <Section id="on-site-off-site" title={locations.title} lead={locations.lead} tone="muted">
        <FeatureGrid items={locations.items} columns={2} />
      </Section>
      <Section id="media" title={media.title} lead={media.lead}>
        <MediaTable caption={media.title} media={media.items} methods={methods.items.map((m) => m.title)} />
      </Section>
      <Section id="verification" title={verification.title} lead={verification.lead} tone="muted">
        <div className="grid gap-10 lg:grid-cols-12 lg:items-start">
          <div className="lg:col-span-7">
            <FeatureGrid items={[verification.verification, verification.certificate]} columns={2} />
          </div>
          <SampleDocument
            name="sample-certificate"
            artefact="sample-certificate"
            noun="certificate"
            className="lg:col-span-5"
          />
        </div>
      </Section>
      <CtaBanner title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary ?? null} />
    </>
  );
}
