/**
 * Copy of the Contact page (/contact), SPEC 2.9, in page order. The phone,
 * e-mail and address values themselves come from content/site.ts.
 */
import { addressLine, site } from "../site";
import type { Hero, PageMeta, SectionIntro } from "./types";

export interface ContactPage {
  meta: PageMeta;
  hero: Hero;
  details: SectionIntro & {
    phoneLabel: string;
    emailLabel: string;
    addressLabel: string;
    hoursLabel: string;
    hours: string;
    /** The response promise: contact within 24 hours. */
    response: string;
  };
  /** The map frame loads only after the visitor asks for it. */
  map: SectionIntro & {
    consent: string;
    buttonLabel: string;
    /** Accessible title of the map frame. */
    frameTitle: string;
    directionsLabel: string;
  };
  /** Opens the contact form (SPEC 5.1). */
  form: SectionIntro & { lead: string };
}

export const contact: ContactPage = {
  meta: {
    title: "Contact Us: ITAD Quotes and Data Destruction Questions",
    description:
      "Talk to an ITAD specialist about pickups, certified data destruction or a quote. Call, e-mail or send a message and we'll respond within 24 hours.",
  },
  hero: {
    eyebrow: "Contact Us",
    title: "Talk to an IT Asset Disposition Specialist",
    lead: "Questions about a pickup, a data destruction requirement or a multi-site program? Tell us what you need. A specialist, not a call center, will get back to you within 24 hours.",
  },
  details: {
    title: "Get in Touch",
    lead: `Call ${site.phone.vanity} for the fastest answer, or e-mail us and we'll route your request to the right specialist.`,
    phoneLabel: "Phone (toll-free)",
    emailLabel: "Email",
    addressLabel: "Headquarters",
    hoursLabel: "Business Hours",
    hours: "Monday-Friday, 8am-6pm ET",
    response: "We respond to every inquiry within 24 hours.",
  },
  map: {
    title: "Visit Our Headquarters",
    lead: `We're at ${addressLine}, and serve clients in all 50 states.`,
    consent:
      "The map is provided by a third-party maps service, which receives your IP address and may set cookies when it loads. It loads only if you choose to show it.",
    buttonLabel: "Show map",
    frameTitle: `Map showing the ${site.brand} headquarters`,
    directionsLabel: "Get directions",
  },
  form: {
    title: "Send Us a Message",
    lead: "Choose a subject and tell us a little about your equipment, locations and timeline. We'll contact you within 24 hours. To book a collection right away, use the pickup request form instead.",
  },
};
