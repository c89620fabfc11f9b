/** /services/it-asset-disposition-itad (SPEC 2.7). */
import ArrowRight from "lucide-react/icons/arrow-right";
import { SampleDocument } from "../../components/art/sample-document";
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FaqSection } from "../../components/blocks/faq-section";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { Section } from "../../components/blocks/section";
import { ServiceHero } from "../../components/blocks/service-hero";
import { SplitChecklist } from "../../components/blocks/split-checklist";
import { Steps } from "../../components/blocks/steps";
import { SiteLink } from "../../components/ui/site-link";
import { Unbroken } from "../../components/ui/unbroken";
import { hrefOf } from "../../lib/link-target";
import { useSite } from "../../site-context";

export function ItadPage() {
  const { copy, services } = useSite().content;
  const { shared, itad } = copy;
  const { hero, compliance, chainOfCustody, valueRecovery, reporting, faq, related } = itad;
  return (
    <>
      <ServiceHero id="itad" hero={hero} cta={shared.ctaBanner} />
      <Section id="compliance" title={compliance.title} lead={compliance.lead}>
        <FeatureGrid items={compliance.items} columns={4} />
      </Section>
      <Section id="chain-of-custody" title={chainOfCustody.title} lead={chainOfCustody.lead} tone="muted">
        <Steps items={shared.process} recordLabel={chainOfCustody.recordLabel} />
      </Section>
      <SplitChecklist id="value-recovery" {...valueRecovery} />
      <Section id="reporting" title={reporting.title} lead={reporting.lead} tone="muted">
        <div className="grid gap-10 lg:grid-cols-12 lg:items-start">
          <div className="lg:col-span-7">
            <FeatureGrid items={reporting.items} columns={2} />
          </div>
          <SampleDocument
            name="sample-asset-report"
            artefact="sample-report"
            noun="report"
            className="lg:col-span-5"
          />
        </div>
      </Section>
      <FaqSection faqId="itad-faq" title={faq.title} lead={faq.lead} items={faq.items} tone="white" />
      <Section id="related" title={related.title} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {[related.blogArticle, related.dataSecurity].map((link) => (
            <li
              key={link.label}
              className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-300"
            >
              <h3 className="text-lg font-semibold text-slate-900">
                <SiteLink
                  to={hrefOf(link.to, services)}
                  className="after:absolute after:inset-0 hover:text-brand-800"
                >
                  {link.label}
                </SiteLink>
              </h3>
              <p className="mt-2 flex-1 leading-7 text-slate-600">
                <Unbroken>{link.description}</Unbroken>
              </p>
              <p
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700"
              >
                <Unbroken>{link.action}</Unbroken>
                <ArrowRight className="size-4" />
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner title={shared.ctaBanner.title} text={shared.ctaBanner.text} />
    </>
  );
}
