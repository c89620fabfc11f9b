import { hrefOf } from "../../lib/link-target";
import type { Faq as FaqItem, LinkItem } from "../../model/copy";
import { useSite } from "../../site-context";
import { ButtonLink } from "../ui/button";
import { Unbroken } from "../ui/unbroken";
import { ContactDetails } from "./contact-details";
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from "./cta-banner";
import { Faq } from "./faq";
import { Section } from "./section";

/**
 * A FAQ section: the accordion in two thirds of the width and, beside it from the large
 * breakpoint (under it on phones), a contact panel for the question it did not answer: the
 * contact page's Get in Touch copy, the phone number, the e-mail address and two actions
 * (Schedule a Pickup and Contact Us unless told otherwise).
 */
export function FaqSection({
  id = "faq",
  faqId,
  title,
  lead,
  items,
  tone = "muted",
  primary = DEFAULT_PRIMARY,
  secondary = DEFAULT_SECONDARY,
}: {
  id?: string;
  /** The accordion's id (names its items). */
  faqId: string;
  title: string;
  lead?: string;
  items: readonly FaqItem[];
  tone?: "white" | "muted";
  primary?: LinkItem;
  secondary?: LinkItem;
}) {
  const { copy, services } = useSite().content;
  const { details } = copy.contact;
  return (
    <Section id={id} title={title} lead={lead} tone={tone}>
      <div className="grid gap-8 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          <Faq id={faqId} items={items} />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
          <h3 className="text-lg font-semibold text-slate-900">
            <Unbroken>{details.title}</Unbroken>
          </h3>
          <p className="mt-2 leading-7 text-slate-600">
            <Unbroken>{details.lead}</Unbroken>
          </p>
          <ContactDetails layout="card" />
          {/* Two equal buttons side by side, or one above the other at full width where the card is a
              narrow third of the page (1024 px): never two ragged widths. */}
          <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap lg:grid xl:grid-cols-2">
            <ButtonLink to={hrefOf(primary.to, services)} variant="cta">
              {primary.label}
            </ButtonLink>
            <ButtonLink to={hrefOf(secondary.to, services)} variant="outline">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
