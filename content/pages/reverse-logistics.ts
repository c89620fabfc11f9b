/**
 * Copy of the reverse logistics service page (/services/reverse-logistics),
 * SPEC 2.7, in page order.
 */
import { site } from "../site";
import { serviceById } from "./shared";
import type { CtaCopy, Feature, Hero, IconName, PageMeta, Section, Step, Tuple } from "./types";

/** One handoff on a collection record: where custody stands and what was recorded there. */
export interface CustodyEvent {
  icon: IconName;
  stage: string;
  detail: string;
  status: string;
}

export interface ReverseLogisticsPage {
  meta: PageMeta;
  hero: Hero;
  /** Secure transport, chain of custody, flexible SLAs. */
  pillars: Section<Tuple<Feature, 3>>;
  /** Multi-site collection, controlled storage, redeployment, remarketing support. */
  capabilities: Section<Tuple<Feature, 4>>;
  howItWorks: Section<Tuple<Step, 4>>;
  /** The record a buyer is shown beside How It Works: each handoff, scanned and signed. */
  custodyRecord: { title: string; subtitle: string; events: Tuple<CustodyEvent, 5>; footnote: string };
  cta: CtaCopy;
}

export const reverseLogistics: ReverseLogisticsPage = {
  meta: {
    title: "Reverse Logistics for IT Equipment",
    description:
      "Secure transport, chain of custody and flexible SLAs for collecting, storing, redeploying and remarketing IT equipment from one site or hundreds.",
  },
  hero: {
    eyebrow: serviceById("reverse-logistics").title,
    title: "Secure Reverse Logistics for IT Equipment",
    lead: "Getting equipment back is the hardest part of the lifecycle: offices closing, remote employees leaving, branches refreshing on different schedules. We collect it from wherever it is, keep it secure and accounted for, and route every asset to redeployment, remarketing or certified recycling.",
  },
  pillars: {
    title: "Built on Three Commitments",
    lead: "Moving data-bearing equipment is a security operation, not just freight.",
    items: [
      {
        icon: "Truck",
        title: "Secure Transport",
        body: "Equipment moves in locked, sealed containers in tracked vehicles driven by trained, background-checked staff, never through open freight networks without controls.",
        points: [
          "Numbered seals recorded at pickup and checked on arrival",
          "Dedicated vehicles for high-sensitivity loads",
          "Prepaid, trackable return kits for remote employees",
        ],
      },
      {
        icon: "ClipboardCheck",
        title: "Chain of Custody",
        body: "Every asset is scanned by serial number and asset tag when it leaves your hands and at every handoff after that, so you always know where it is and who holds it.",
        points: [
          "Signed custody record at every transfer",
          "Receiving reconciled against your pickup inventory",
          "Discrepancies reported to you, never written off",
        ],
      },
      {
        icon: "Clock",
        title: "Flexible SLAs",
        body: "Service levels fit your operation: scheduled recurring pickups, one-time projects or expedited collections when an office closes or an employee leaves on short notice.",
        points: [
          "Pickups typically scheduled within 3-5 business days",
          "Expedited and after-hours collection on request",
          "Agreed turnaround for processing and reporting",
        ],
      },
    ],
  },
  capabilities: {
    title: "Reverse Logistics Capabilities",
    lead: "One program for every location and every asset, whatever happens to it next.",
    items: [
      {
        icon: "MapPin",
        title: "Multi-Site Collection",
        body: "Coordinated pickups from headquarters, branches, retail stores, clinics and home offices in all 50 states, scheduled centrally and reported in one place.",
      },
      {
        icon: "Warehouse",
        title: "Controlled Storage",
        body: "Secure, access-controlled, camera-monitored storage for equipment awaiting redeployment, processing or a decision, with every item inventoried and reportable.",
      },
      {
        icon: "RefreshCw",
        title: "Redeployment",
        body: "Devices that still meet your standards are data-wiped, tested, re-imaged to your specification and shipped back out to the people and sites that need them.",
      },
      {
        icon: "CircleDollarSign",
        title: "Remarketing Support",
        body: "Assets you no longer need are sanitized, graded and remarketed through vetted channels, with the proceeds returned to you and itemized per asset.",
      },
    ],
  },
  howItWorks: {
    title: "How It Works",
    items: [
      {
        title: "Plan",
        body: "We map your locations, asset types and timelines and agree service levels, packaging and routing rules for each asset class.",
      },
      {
        title: "Collect",
        body: "Our team or a prepaid return kit brings the equipment back under seal, with every asset scanned at the point of collection.",
      },
      {
        title: "Route",
        body: "Each asset goes where your rules send it: into storage, back to redeployment, to remarketing or to certified recycling, after verified data sanitization wherever it leaves your control.",
      },
      {
        title: "Report",
        body: "You see status by location and asset, and receive certificates and disposition reports within 10 business days of pickup.",
      },
    ],
  },
  custodyRecord: {
    title: "Collection Record",
    subtitle: "Signed custody record at every transfer",
    events: [
      {
        icon: "Package",
        stage: "Picked up",
        detail: "Every asset scanned by serial number and asset tag at the point of collection",
        status: "Scanned",
      },
      {
        icon: "Lock",
        stage: "Sealed",
        detail: "Numbered seals recorded at pickup",
        status: "Recorded",
      },
      {
        icon: "Truck",
        stage: "In transit",
        detail: "Locked, sealed containers in tracked vehicles",
        status: "Tracked",
      },
      {
        icon: "ClipboardCheck",
        stage: "Received",
        detail: "Seals checked on arrival, receiving reconciled against your pickup inventory",
        status: "Reconciled",
      },
      {
        icon: "Warehouse",
        stage: "Routed",
        detail: "To controlled storage, redeployment or remarketing support, as your rules send it",
        status: "Routed",
      },
    ],
    footnote: "Discrepancies reported to you, never written off",
  },
  cta: {
    title: "Bring Your Equipment Home Securely",
    text: `Whether it's one office closure or a nationwide recovery program, we'll design the logistics around your sites and schedule. Call ${site.phone.vanity} or request a pickup to get started.`,
  },
};
