/** /services/data-center-services (SPEC 2.7). */
import { dataCenter } from "../../../content/pages/data-center";
import { CtaBanner } from "../../components/blocks/cta-banner";
import { FeatureGrid } from "../../components/blocks/feature-grid";
import { PageHero } from "../../components/blocks/page-hero";
import { Section } from "../../components/blocks/section";
import { Steps } from "../../components/blocks/steps";
import { Icon } from "../../components/ui/icon";

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
      <section aria-labelledby="dc-value-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="dc-value-title" className="text-3xl font-bold tracking-tight text-slate-900">
              {valueRecovery.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">{valueRecovery.body}</p>
          </div>
          <ul className="space-y-3 self-center">
            {valueRecovery.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <Icon name="CircleCheck" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBanner title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary ?? null} />
    </>
  );
}
