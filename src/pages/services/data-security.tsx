/** /services/data-security-erasure (SPEC 2.7). */
import { dataSecurity } from "../../../content/pages/data-security";
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { PageHero } from "../../components/blocks/page-hero";
import { Section } from "../../components/blocks/section";
import { Icon } from "../../components/ui/icon";

export function DataSecurityPage() {
  const { hero, methods, locations, media, verification, cta } = dataSecurity;
  return (
    <>
      <PageHero {...hero} />
      <Section id="methods" title={methods.title} lead={methods.lead}>
        <ul className="grid gap-6 lg:grid-cols-3" data-methods={methods.items.length}>
          {methods.items.map((method) => (
            <li key={method.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={method.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-2xl font-bold text-slate-900">{method.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{method.summary}</p>
              <p className="mt-4 text-sm font-semibold text-slate-900">When to use it</p>
              <p className="mt-1 text-sm leading-6 text-slate-600">{method.whenToUse}</p>
              <p className="mt-4 text-sm font-semibold text-slate-900">How we do it</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-600">
                {method.techniques.map((technique) => (
                  <li key={technique}>{technique}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="on-site-off-site" title={locations.title} lead={locations.lead} tone="muted">
        <FeatureGrid items={locations.items} columns={2} />
      </Section>
      <Section id="media" title={media.title} lead={media.lead}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-media={media.items.length}>
          {media.items.map((item) => (
            <li key={item.name} className="rounded-xl border border-slate-200 bg-white p-5">
              <Icon name={item.icon} className="size-7 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{item.name}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600">{item.recommendation}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="verification" title={verification.title} lead={verification.lead} tone="muted">
        <FeatureGrid items={[verification.verification, verification.certificate]} columns={2} />
      </Section>
      <CtaBanner title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary ?? null} />
    </>
  );
}
