/** Schedule pickup (SPEC 2.12): hero, 3-step explainer, the Request a Pickup form, six-question FAQ. */
import { schedulePickup } from "../../content/pages/schedule-pickup";
import { Faq } from "../components/blocks/faq";
import { PageHero } from "../components/blocks/page-hero";
import { Section } from "../components/blocks/section";
import { Icon } from "../components/ui/icon";
import { Island } from "../islands/island";
import { faqJsonLd, serviceJsonLd } from "../lib/structured-data";
import { paths } from "../paths";
import { definePage } from "./page";

function SchedulePickup() {
  const { hero, steps, form, faq } = schedulePickup;
  return (
    <>
      <PageHero {...hero} />
      <Section id="how-it-works" title={steps.title} lead={steps.lead} tone="muted">
        <ol className="grid gap-6 md:grid-cols-3" data-steps={steps.items.length}>
          {steps.items.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <Icon name={step.icon} className="size-6 text-brand-700" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-7 text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>
      <section
        id="request"
        aria-labelledby="request-title"
        className="mx-auto max-w-4xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2 id="request-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {form.title}
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-600">{form.lead}</p>
        <div className="mt-10">
          <Island name="pickup-form" props={{}} />
        </div>
      </section>
      <Section id="faq" title={faq.title} lead={faq.lead} tone="muted">
        <div className="max-w-3xl">
          <Faq id="pickup-faq" items={faq.items} />
        </div>
      </Section>
    </>
  );
}

export const schedulePickupPage = definePage({
  id: "schedule-pickup",
  path: paths["schedule-pickup"],
  head: () => ({
    ...schedulePickup.meta,
    jsonLdFor: ({ canonical }) => [
      serviceJsonLd(
        {
          name: "Secure IT Asset Pickup",
          serviceType: "IT asset disposition pickup",
          description: schedulePickup.meta.description,
        },
        canonical,
      ),
      faqJsonLd(schedulePickup.faq.items),
    ],
  }),
  Page: SchedulePickup,
});
