/** Copy of the Schedule pickup page (/schedule-pickup), SPEC 2.12, in page order. */
import { site } from "../site";
import type { Faq, Hero, IconName, PageMeta, Section, SectionIntro, Tuple } from "./types";

/** One step of the explainer; the page numbers them 1 to 3. */
export interface PickupStep {
  icon: IconName;
  title: "Schedule" | "Pickup" | "Certificate";
  body: string;
}

export interface SchedulePickupPage {
  meta: PageMeta;
  hero: Hero & { title: "Schedule Your Secure IT Asset Pickup" };
  steps: Section<Tuple<PickupStep, 3>>;
  /** Opens the pickup form (SPEC 5.3). */
  form: SectionIntro & { title: "Request a Pickup"; lead: string };
  /** Collapsible, one item open at a time. */
  faq: Section<Tuple<Faq, 6>>;
}

export const schedulePickup: SchedulePickupPage = {
  meta: {
    title: "Schedule a Secure IT Asset Pickup",
    description:
      "Request a secure pickup of computers, servers and mobile devices, with chain-of-custody tracking, certified data destruction and reports, in all 50 states.",
  },
  hero: {
    eyebrow: "Schedule Pickup",
    title: "Schedule Your Secure IT Asset Pickup",
    lead: "Tell us what you're retiring and where it is. We'll confirm the details within 24 hours, collect your equipment under full chain of custody, and send you certificates of destruction and asset reports when the work is done.",
  },
  steps: {
    title: "How It Works",
    lead: "Three steps from request to proof.",
    items: [
      {
        icon: "CalendarCheck",
        title: "Schedule",
        body: "Submit the form with your equipment, locations and preferred date. A specialist contacts you within 24 hours to confirm scope, logistics and any on-site requirements.",
      },
      {
        icon: "Truck",
        title: "Pickup",
        body: "Our team inventories and packs your assets on site and moves them by secure transport with chain-of-custody tracking from your door to our facility.",
      },
      {
        icon: "FileBadge",
        title: "Certificate",
        body: "Once your equipment is processed, you receive certificates of destruction and asset reports documenting what happened to every device.",
      },
    ],
  },
  form: {
    title: "Request a Pickup",
    lead: "Fill in your contact details, the number of locations, the estimated volume, the asset types and a preferred date at least 3 business days out. There's no obligation: we'll contact you within 24 hours to confirm the details and answer your questions.",
  },
  faq: {
    title: "Pickup Questions, Answered",
    items: [
      {
        question: "What equipment do you accept?",
        answer:
          "We accept desktops, laptops, servers, networking equipment, mobile devices, storage media such as hard drives, SSDs and tapes, and peripherals such as monitors, printers and keyboards. If you have something else, select Other and describe it in the notes; if it stores data or plugs into your network, we can almost always take it.",
      },
      {
        question: "How quickly can you pick up our equipment?",
        answer: `Pickups are typically scheduled within 3-5 business days of your request. If you need an expedited pickup, for an office closure or a tight project deadline, call us at ${site.phone.vanity} and we'll do our best to accommodate you.`,
      },
      {
        question: "What documentation will I receive?",
        answer:
          "You receive a chain-of-custody record for the pickup, certificates of data destruction listing each device by serial number, and detailed asset reports showing the final disposition of every item. This documentation supports your compliance with HIPAA, SOX, GDPR and other data protection requirements.",
      },
      {
        question: "Is there a minimum volume for pickups?",
        answer:
          "There's no strict minimum. We handle everything from a few devices to full data centers. For small quantities, we'll recommend the most cost-effective option, such as consolidating with other pickups or a secure shipping kit.",
      },
      {
        question: "What happens after pickup?",
        answer:
          "Your equipment is received and reconciled at our secure facility, then data-bearing devices are sanitized to NIST 800-88 or physically destroyed. Reusable equipment is tested and valued for resale, and the rest is processed through certified recycling. Within 10 business days you receive certificates of destruction, asset reports and ESG metrics for your sustainability reporting.",
      },
      {
        question: "Do you serve our area?",
        answer: `Yes. ${site.brand} serves organizations nationwide, in all 50 states, from single offices to multi-site enterprises. Pickups at several locations are coordinated centrally, with the same process and reporting at every site.`,
      },
    ],
  },
};
