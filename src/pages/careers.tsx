/** Careers (SPEC 2.11): culture, benefits, the four open positions, equal opportunity, the application. */
import Briefcase from "lucide-react/icons/briefcase";
import Building2 from "lucide-react/icons/building-complex";
import MapPin from "lucide-react/icons/map-pin";
import { Art } from "../components/art/art";
import { FeatureGrid } from "../components/blocks/feature-grid";
import { PageHero } from "../components/blocks/page-hero";
import { Section } from "../components/blocks/section";
import { ButtonLink } from "../components/ui/button";
import { Unbroken } from "../components/ui/unbroken";
import { companyOf } from "../forms/company";
import { Island } from "../islands/island";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

function Careers() {
  const { copy, site } = useSite().content;
  const { hero, culture, benefits, positions, equalOpportunity, application } = copy.careers;
  return (
    <>
      <PageHero {...hero} visual={<Art name="careers-hero" priority />}>
        <ButtonLink to={`${paths.careers}#apply`} variant="cta" size="lg">
          Apply Now
        </ButtonLink>
      </PageHero>
      <Section id="culture" title={culture.title} lead={culture.lead}>
        <FeatureGrid items={culture.items} columns={4} />
      </Section>
      <Section id="benefits" title={benefits.title} lead={benefits.lead} tone="muted">
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>
      <Section id="positions" title={positions.title} lead={positions.lead}>
        <ul className="grid gap-6 md:grid-cols-2" data-positions={positions.items.length}>
          {positions.items.map((job) => (
            <li
              key={job.id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-xl font-semibold text-slate-900">{job.title}</h3>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                  <Briefcase className="size-4" aria-hidden="true" />
                  <span>
                    <Unbroken>{job.type}</Unbroken>
                  </span>
                </li>
                <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                  <MapPin className="size-4" aria-hidden="true" />
                  <span>
                    <Unbroken>{job.location}</Unbroken>
                  </span>
                </li>
                <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                  <Building2 className="size-4" aria-hidden="true" />
                  <span>
                    <Unbroken>{job.department}</Unbroken>
                  </span>
                </li>
              </ul>
              <p className="mt-4 flex-1 leading-7 text-slate-600">
                <Unbroken>{job.description}</Unbroken>
              </p>
              <ButtonLink to={`${paths.careers}#apply`} variant="outline" className="mt-6 self-start">
                Apply<span className="sr-only"> for {job.title}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="eeo-title" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h2 id="eeo-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {equalOpportunity.title}
            </h2>
            <p className="mt-4 leading-7 text-slate-700">
              <Unbroken>{equalOpportunity.text}</Unbroken>
            </p>
          </div>
        </div>
      </section>
      <section id="apply" aria-labelledby="apply-title">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-12 lg:gap-12 lg:px-8">
          <div className="lg:col-span-4">
            <div className="lg:sticky lg:top-24">
              <h2 id="apply-title" className="text-3xl font-bold tracking-tight text-slate-900">
                {application.title}
              </h2>
              <p className="mt-4 text-lg leading-8 text-slate-600">
                <Unbroken>{application.lead}</Unbroken>
              </p>
            </div>
          </div>
          <div className="lg:col-span-8">
            <Island name="career-form" when="visible" props={{ company: companyOf(site) }} />
          </div>
        </div>
      </section>
    </>
  );
}

export const careersPage = definePage({
  id: "careers",
  path: paths.careers,
  head: (_route, content) => content.copy.careers.meta,
  Page: Careers,
});
