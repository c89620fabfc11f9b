/**
 * About (SPEC 2.5): hero, mission, four core values, the 4-step process (the chain of custody
 * every page tells), six certification tiles, each once: its mark, who certifies it, what it covers.
 */
import { Art } from "../components/art/art";
import { CredentialCard } from "../components/blocks/credential";
import { CtaBanner } from "../components/blocks/cta-banner";
import { FeatureGrid } from "../components/blocks/feature-grid";
import { PageHero } from "../components/blocks/page-hero";
import { Section } from "../components/blocks/section";
import { Steps } from "../components/blocks/steps";
import { Unbroken } from "../components/ui/unbroken";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

function About() {
  const { about, shared } = useSite().content.copy;
  return (
    <>
      <PageHero {...about.hero} visual={<Art name="about-hero" priority />} />
      <section aria-labelledby="mission-title">
        {/* The mission's two paragraphs side by side from the large breakpoint: the six
            certifications it rests on are told once, in their own section below. */}
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-slate-900">
            <Unbroken>{about.mission.title}</Unbroken>
          </h2>
          <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:gap-12">
            {about.mission.paragraphs.map((text) => (
              <p key={text.slice(0, 24)} className="text-lg leading-8 text-slate-700">
                <Unbroken>{text}</Unbroken>
              </p>
            ))}
          </div>
        </div>
      </section>
      <Section id="values" title={about.values.title} lead={about.values.lead} tone="muted">
        <FeatureGrid items={about.values.items} columns={4} />
      </Section>
      <Section id="process" title={about.process.title} lead={about.process.lead}>
        <Steps items={shared.process} />
      </Section>
      <Section
        id="certifications"
        title={about.certifications.title}
        lead={about.certifications.lead}
        tone="muted"
      >
        <ul
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          data-certifications={about.certifications.items.length}
        >
          {about.certifications.items.map((item) => (
            <li key={item.title}>
              <CredentialCard credential={item} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner title={shared.ctaBanner.title} text={shared.ctaBanner.text} />
    </>
  );
}

export const aboutPage = definePage({
  id: "about",
  path: paths.about,
  head: (_route, content) => content.copy.about.meta,
  Page: About,
});
