/** About (SPEC 2.5): hero, mission, four core values, the 4-step process, six certification tiles. */
import { Art } from "../components/art/art";
import { CtaBanner } from "../components/blocks/cta-banner";
import { FeatureGrid } from "../components/blocks/feature-grid";
import { PageHero } from "../components/blocks/page-hero";
import { Section } from "../components/blocks/section";
import { Steps } from "../components/blocks/steps";
import { Icon } from "../components/ui/icon";
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
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:grid lg:grid-cols-12 lg:items-center lg:gap-12 lg:px-8">
          <div className="lg:col-span-7">
            <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-slate-900">
              <Unbroken>{about.mission.title}</Unbroken>
            </h2>
            {about.mission.paragraphs.map((text) => (
              <p key={text.slice(0, 24)} className="mt-6 text-lg leading-8 text-slate-700">
                <Unbroken>{text}</Unbroken>
              </p>
            ))}
          </div>
          {/* Beside the mission, the six certifications it rests on, at a glance (the tiles below
              say what each one means). */}
          <div className="mt-10 lg:col-span-5 lg:mt-0">
            <ul
              data-mission-marks=""
              className="grid grid-cols-2 gap-3 rounded-2xl bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 p-4 shadow-md sm:grid-cols-3 sm:p-6 lg:grid-cols-2"
            >
              {about.certifications.items.map((tile) => (
                <li
                  key={tile.title}
                  className="flex items-center gap-3 rounded-xl bg-white/10 px-3 py-4 text-sm font-semibold text-white ring-1 ring-white/15"
                >
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-brand-100">
                    <Icon name={tile.icon} className="size-5" />
                  </span>
                  <span>
                    <Unbroken>{tile.title}</Unbroken>
                  </span>
                </li>
              ))}
            </ul>
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
          {about.certifications.items.map((tile) => (
            <li
              key={tile.title}
              className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
            >
              <Icon name={tile.icon} className="mx-auto size-10 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <Unbroken>{tile.title}</Unbroken>
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                <Unbroken>{tile.body}</Unbroken>
              </p>
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
