/** Home (SPEC 2.4). */
import ArrowRight from "lucide-react/icons/arrow-right";
import { Art } from "../components/art/art";
import { CtaBanner } from "../components/blocks/cta-banner";
import { FaqSection } from "../components/blocks/faq-section";
import { FeatureGrid } from "../components/blocks/feature-grid";
import { IndustriesStrip } from "../components/blocks/industries-strip";
import { PageHero } from "../components/blocks/page-hero";
import { Section } from "../components/blocks/section";
import { ServiceGrid } from "../components/blocks/service-card";
import { Stats } from "../components/blocks/stats";
import { Testimonials } from "../components/blocks/testimonials";
import { TrustBadges } from "../components/blocks/trust-badges";
import { BlogGrid } from "../components/blog/blog-card";
import { ButtonLink } from "../components/ui/button";
import { SiteLink } from "../components/ui/site-link";
import { Unbroken } from "../components/ui/unbroken";
import { hrefOf } from "../lib/link-target";
import { organizationJsonLd, websiteJsonLd } from "../lib/structured-data";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

/** Home shows the first 3 posts of the blog list (SPEC 9). */
export const LATEST_POSTS = 3;

function Home() {
  const { content } = useSite();
  const { services } = content;
  const { home } = content.copy;
  const { hero } = home;
  return (
    <>
      <PageHero
        size="home"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        visual={<Art name="home-hero" priority />}
      >
        <ButtonLink to={hrefOf(hero.primary.to, services)} variant="cta" size="lg">
          {hero.primary.label}
        </ButtonLink>
        {hero.secondary ? (
          <ButtonLink to={hrefOf(hero.secondary.to, services)} variant="hero" size="lg">
            {hero.secondary.label}
          </ButtonLink>
        ) : null}
      </PageHero>
      <Section id="trust" title={home.trustBand.title} lead={home.trustBand.lead} tone="muted">
        <TrustBadges />
      </Section>
      <Section id="why" title={home.reasons.title} lead={home.reasons.lead}>
        <FeatureGrid items={home.reasons.items} />
      </Section>
      <Section id="services" title={home.services.title} lead={home.services.lead} tone="muted">
        <ServiceGrid services={services} />
      </Section>
      <IndustriesStrip />
      <Section id="clients" title={home.clients.title} lead={home.clients.lead}>
        <Testimonials />
      </Section>
      <section aria-labelledby="sustainability-title" className="bg-emerald-50">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center lg:px-8">
          <div>
            <h2 id="sustainability-title" className="text-3xl font-bold tracking-tight text-slate-900">
              <Unbroken>{home.sustainability.title}</Unbroken>
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">
              <Unbroken>{home.sustainability.body}</Unbroken>
            </p>
            <SiteLink
              to={hrefOf(home.sustainability.link.to, services)}
              className="mt-6 inline-flex items-center gap-2 font-semibold text-emerald-800 hover:underline"
            >
              {home.sustainability.link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </SiteLink>
          </div>
          <div className="rounded-2xl bg-white px-6 py-2 shadow-sm ring-1 ring-emerald-900/10">
            <Stats items={home.sustainability.highlights} kind="highlights" layout="stack" />
          </div>
        </div>
      </section>
      <FaqSection faqId="home-faq" title={home.faq.title} lead={home.faq.lead} items={home.faq.items} />
      <Section id="insights" title={home.insights.title} lead={home.insights.lead}>
        <BlogGrid posts={content.posts.slice(0, LATEST_POSTS)} scroll />
        <SiteLink
          to={hrefOf(home.insights.link.to, services)}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          {home.insights.link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </SiteLink>
      </Section>
      <CtaBanner title={home.closingCta.title} text={home.closingCta.text} />
    </>
  );
}

export const homePage = definePage({
  id: "home",
  path: paths.home,
  head: (_route, { site, copy }) => ({
    title: copy.home.meta.title,
    description: copy.home.meta.description,
    jsonLdFor: ({ absolute }) => [organizationJsonLd(site, absolute), websiteJsonLd(site, absolute)],
  }),
  Page: Home,
});
