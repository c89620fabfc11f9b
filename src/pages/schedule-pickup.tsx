/** Schedule pickup (SPEC 2.12): hero, 3-step explainer, the Request a Pickup form, six-question FAQ. */
import { Art } from "../components/art/art";
import { FaqSection } from "../components/blocks/faq-section";
import { PageHero } from "../components/blocks/page-hero";
import { Steps } from "../components/blocks/steps";
import { ButtonLink } from "../components/ui/button";
import { Unbroken } from "../components/ui/unbroken";
import { companyOf } from "../forms/company";
import { Island } from "../islands/island";
import { hrefOf } from "../lib/link-target";
import { faqJsonLd, serviceJsonLd } from "../lib/structured-data";
import type { LinkItem } from "../model/copy";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

/**
 * The form is what most visitors come for: the hero's one action jumps to it, under the form's
 * own title (Request a Pickup), and from the large breakpoint the explainer sits beside the form
 * instead of above it, so the form starts on the first screen of a desktop.
 */
function SchedulePickup() {
  const { copy, site, services } = useSite().content;
  const { hero, steps, form, faq } = copy.schedulePickup;
  const toForm: LinkItem = { label: form.title, to: { page: "schedule-pickup", hash: "request" } };
  return (
    <>
      <PageHero {...hero} visual={<Art name="pickup-hero" priority />}>
        <ButtonLink to={hrefOf(toForm.to, services)} variant="cta" size="lg">
          {toForm.label}
        </ButtonLink>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-14 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-12 lg:gap-12 lg:px-8">
        <section id="how-it-works" aria-labelledby="how-it-works-title" className="lg:col-span-4">
          <div className="lg:sticky lg:top-24">
            <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight text-slate-900">
              {steps.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              <Unbroken>{steps.lead}</Unbroken>
            </p>
            <div className="mt-8">
              <Steps items={steps.items} vertical />
            </div>
          </div>
        </section>
        <section id="request" aria-labelledby="request-title" className="lg:col-span-8">
          <div className="sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-sm">
            <h2 id="request-title" className="text-3xl font-bold tracking-tight text-slate-900">
              {form.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              <Unbroken>{form.lead}</Unbroken>
            </p>
            <div className="mt-8">
              <Island name="pickup-form" when="visible" props={{ company: companyOf(site) }} />
            </div>
          </div>
        </section>
      </div>
      <FaqSection faqId="pickup-faq" title={faq.title} lead={faq.lead} items={faq.items} primary={toForm} />
    </>
  );
}

export const schedulePickupPage = definePage({
  id: "schedule-pickup",
  path: paths["schedule-pickup"],
  head: (_route, { copy: { schedulePickup } }) => ({
    ...schedulePickup.meta,
    jsonLdFor: ({ canonical, absolute }) => [
      serviceJsonLd(
        {
          name: "Secure IT Asset Pickup",
          serviceType: "IT asset disposition pickup",
          description: schedulePickup.meta.description,
        },
        canonical,
        absolute,
      ),
      faqJsonLd(schedulePickup.faq.items),
    ],
  }),
  Page: SchedulePickup,
});
