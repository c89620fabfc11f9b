/** Sustainability & ESG (SPEC 2.10). */
import { Art } from "../components/art/art";
import { CheckList } from "../components/blocks/check-list";
import { CredentialCard } from "../components/blocks/credential";
import { CtaBanner } from "../components/blocks/cta-banner";
import { longLabel } from "../components/blocks/long-label";
import { PageHero } from "../components/blocks/page-hero";
import { Section } from "../components/blocks/section";
import { Stats } from "../components/blocks/stats";
import { Steps } from "../components/blocks/steps";
import { ButtonLink } from "../components/ui/button";
import { Unbroken } from "../components/ui/unbroken";
import { hrefOf } from "../lib/link-target";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

/** The id of the sample report the ESG block shows: its View Sample Report button's anchor. */
export const SAMPLE_REPORT_ID = "sample-report";

function Sustainability() {
  const { copy, services } = useSite().content;
  const { shared, sustainability } = copy;
  const { hero, stats, approach, certifications, esgReporting, successStory, closingCta } = sustainability;
  return (
    <>
      <PageHero {...hero} tone="green" visual={<Art name="sustainability-hero" priority />} />
      <Section id="impact" title={stats.title} lead={stats.lead} tone="muted">
        <Stats items={stats.items} />
      </Section>
      <Section id="approach" title={approach.title} lead={approach.lead}>
        <Steps items={approach.items} tone="green" />
        <Art name="circular-economy" className="mx-auto mt-12 w-full max-w-md" />
      </Section>
      <Section id="certifications" title={certifications.title} lead={certifications.lead} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {certifications.items.map((item) => (
            <li key={item.title} className="rounded-xl">
              <CredentialCard credential={item} tone="green">
                <CheckList points={item.points} />
              </CredentialCard>
            </li>
          ))}
        </ul>
      </Section>
      {/* A light band with the report it describes beside it: the page's two dark green bands
          (hero and closing call to action) stay the only ones. */}
      <section aria-labelledby="esg-title" className="border-y border-emerald-100 bg-emerald-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-12 lg:items-center lg:gap-12 lg:px-8">
          <div className="lg:col-span-7">
            <h2 id="esg-title" className="text-3xl font-bold tracking-tight text-balance text-slate-900">
              <Unbroken>{esgReporting.title}</Unbroken>
            </h2>
            <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">
              <Unbroken>{esgReporting.text}</Unbroken>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-4">
              <ButtonLink
                to={hrefOf(esgReporting.primary.to, services)}
                variant="cta"
                size="lg"
                className={longLabel}
              >
                {esgReporting.primary.label}
              </ButtonLink>
              <ButtonLink
                to={hrefOf(esgReporting.secondary.to, services)}
                variant="outline"
                size="lg"
                className={longLabel}
              >
                {esgReporting.secondary.label}
              </ButtonLink>
            </div>
          </div>
          {/* The sample report View Sample Report scrolls to (to: { anchor: sample-report }). The
              page's scroll padding (5rem: the 4rem sticky header and a margin) keeps its top clear
              of the header, and its width is held to what keeps its height (480x618) under what
              is left of the screen, so that it comes into view whole however short the window;
              its shape comes from its width and height attributes, so nothing moves as it loads. */}
          <div id={SAMPLE_REPORT_ID} className="flex justify-center lg:col-span-5">
            <Art
              name="sample-asset-report"
              className="w-[min(100%,24rem,calc((100dvh-6.5rem)*480/618))] rounded-lg shadow-xl ring-1 ring-emerald-900/10 lg:rotate-1"
            />
          </div>
        </div>
      </section>
      <section
        aria-labelledby="story-title"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
      >
        <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">
          {successStory.eyebrow}
        </p>
        <h2 id="story-title" className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-slate-900">
          <Unbroken>{successStory.title}</Unbroken>
        </h2>
        <p className="mt-4 text-lg font-medium text-slate-700">
          {successStory.client}: {successStory.scope}
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              <Unbroken>{successStory.challengeTitle}</Unbroken>
            </h3>
            <p className="mt-2 leading-7 text-slate-700">
              <Unbroken>{successStory.challenge}</Unbroken>
            </p>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              <Unbroken>{successStory.solutionTitle}</Unbroken>
            </h3>
            <p className="mt-2 leading-7 text-slate-700">
              <Unbroken>{successStory.solution}</Unbroken>
            </p>
          </div>
        </div>
        <div className="mt-10 rounded-2xl bg-emerald-50 p-6 sm:p-8">
          <Stats items={successStory.results} kind="story-results" />
        </div>
      </section>
      <CtaBanner
        title={closingCta.title || shared.sustainabilityCta.title}
        text={closingCta.text}
        primary={closingCta.primary}
        secondary={closingCta.secondary}
        variant="sustainability"
      />
    </>
  );
}

export const sustainabilityPage = definePage({
  id: "sustainability",
  path: paths.sustainability,
  crumb: "Sustainability & ESG",
  head: (_route, content) => content.copy.sustainability.meta,
  Page: Sustainability,
});
