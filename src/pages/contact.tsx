/** Contact (SPEC 2.9): hero, phone, e-mail, address, hours, the click-to-load map, the contact form. */
import type { ReactNode } from "react";
import { Art } from "../components/art/art";
import { ContactDetails } from "../components/blocks/contact-details";
import { PageHero } from "../components/blocks/page-hero";
import { Unbroken } from "../components/ui/unbroken";
import { companyOf } from "../forms/company";
import { Island } from "../islands/island";
import { addressLine } from "../lib/contact";
import { directionsUrl, mapEmbedUrl } from "../lib/maps";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

function Contact() {
  const { copy, site } = useSite().content;
  const { hero, details, map, form } = copy.contact;
  const address = addressLine(site.address);
  return (
    <>
      <PageHero {...hero} visual={<Art name="contact-hero" priority />} />
      {/*
        Phones read details, form, map; from the large breakpoint the map goes under the details,
        beside the form (grid placement, the reading order stays the same).
      */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-14 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-5 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:px-8">
        <Column name="details" className="lg:col-span-2 lg:col-start-1 lg:row-start-1" copy={details}>
          <ContactDetails layout="page" />
        </Column>
        <Column
          name="form"
          id="message"
          className="lg:col-span-3 lg:col-start-3 lg:row-span-2 lg:row-start-1"
          copy={form}
        >
          <div className="mt-10">
            <Island name="contact-form" when="visible" props={{ company: companyOf(site) }} />
          </div>
        </Column>
        <Column name="map" className="lg:col-span-2 lg:col-start-1 lg:row-start-2 lg:self-start" copy={map}>
          <div className="mt-6">
            <Island
              name="map-embed"
              when="visible"
              props={{
                src: mapEmbedUrl(address),
                title: map.frameTitle,
                consent: map.consent,
                buttonLabel: map.buttonLabel,
                directionsHref: directionsUrl(address),
                directionsLabel: map.directionsLabel,
                address,
              }}
            />
          </div>
        </Column>
      </div>
    </>
  );
}

/** One of the page's columns: its heading (the section's name), its lead, then what it holds. */
function Column({
  name,
  id,
  className,
  copy,
  children,
}: {
  name: string;
  id?: string;
  className: string;
  copy: { title: string; lead?: string };
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${name}-title`} className={className}>
      <h2 id={`${name}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        <Unbroken>{copy.title}</Unbroken>
      </h2>
      <p className="mt-3 leading-7 text-slate-600">
        <Unbroken>{copy.lead}</Unbroken>
      </p>
      {children}
    </section>
  );
}

export const contactPage = definePage({
  id: "contact",
  path: paths.contact,
  head: (_route, content) => content.copy.contact.meta,
  Page: Contact,
});
