/**
 * Copy of the Services overview (/services), SPEC 2.6, in page order. The
 * service cards themselves come from content/services.ts.
 */

import { site } from "../site";
import type { CtaCopy, Feature, Hero, PageMeta, Section, SectionIntro, Step, Tuple } from "./types";

/** An industry tile: the icon, the industry and a line on its regulatory needs. */
export type IndustryTile = Omit<Feature, "points">;

export interface ServicesOverviewPage {
  meta: PageMeta;
  hero: Hero;
  /** Opens the grid of the five services. */
  grid: SectionIntro;
  /** Consultation, Collection, Data Destruction, Disposition, Reporting. */
  process: Section<Tuple<Step, 5>>;
  /** Healthcare, Financial Services, Technology, Manufacturing, Government, Education, Retail, Legal. */
  industries: Section<Tuple<IndustryTile, 8>>;
  /** Primary button: Schedule Consultation, to /contact. */
  cta: CtaCopy & { primary: { label: "Schedule Consultation"; to: { page: "contact" } } };
}

export const servicesPage: ServicesOverviewPage = {
  meta: {
    title: "ITAD, Data Destruction & IT Lifecycle Services",
    description:
      "ITAD, certified data erasure, reverse logistics, data center decommissioning and mobility management, delivered under one chain of custody nationwide.",
  },
  hero: {
    eyebrow: "Our Services",
    title: "Secure IT Lifecycle Services, From Pickup to Proof",
    lead: "Whether you are retiring a few dozen laptops or decommissioning a data center, we handle collection, certified data destruction, remarketing, recycling and reporting under one documented process.",
  },
  grid: {
    title: "Five Services, One Accountable Partner",
    lead: "Use one service or combine them. Every engagement runs under the same chain of custody, the same NIST 800-88 aligned sanitization and the same audit-ready reporting.",
  },
  process: {
    title: "How Every Engagement Works",
    lead: "Five steps, each documented, from the first conversation to the final report.",
    items: [
      {
        title: "Consultation",
        body: "We learn what you're retiring, where it sits, which regulations apply and what your internal policies require, then recommend the right mix of on-site and off-site services with a clear quote.",
      },
      {
        title: "Collection",
        body: "Trained technicians inventory equipment by serial number and asset tag, pack it in locked, sealed containers and move it in tracked vehicles. You sign the chain-of-custody record before anything leaves.",
      },
      {
        title: "Data Destruction",
        body: "Every data-bearing device is erased or physically destroyed to NIST 800-88, on your site or at our secure facility, and each result is verified and logged against the serial number.",
      },
      {
        title: "Disposition",
        body: "Equipment with resale life is tested, graded and remarketed, with proceeds returned to you. Everything else is recycled through R2 and e-Stewards certified downstream partners.",
      },
      {
        title: "Reporting",
        body: "Within 10 business days of pickup you receive certificates of data destruction, an asset disposition report and the environmental metrics for your ESG reporting.",
      },
    ],
  },
  industries: {
    title: "Industries We Serve",
    lead: "Every sector has its own rules for data on retired equipment. We know them and document to them.",
    items: [
      {
        icon: "HeartPulse",
        title: "Healthcare",
        body: "HIPAA and HITECH require documented disposal of ePHI on every device and drive. We sign business associate agreements and issue serialized proof.",
      },
      {
        icon: "Landmark",
        title: "Financial Services",
        body: "GLBA, SOX and PCI DSS demand secure disposal of customer and cardholder data, with records examiners and auditors can test.",
      },
      {
        icon: "Cpu",
        title: "Technology",
        body: "Source code, customer data and intellectual property must be destroyed to meet SOC 2 controls and the commitments in your customer contracts.",
      },
      {
        icon: "Factory",
        title: "Manufacturing",
        body: "Design files, trade secrets and export-controlled technical data under ITAR and EAR need verified destruction and a clean audit trail.",
      },
      {
        icon: "Building",
        title: "Government",
        body: "Agencies and contractors follow NIST 800-88, NIST 800-53 media sanitization controls and, for justice data, the CJIS Security Policy.",
      },
      {
        icon: "GraduationCap",
        title: "Education",
        body: "FERPA and state student privacy laws cover student records on every retired laptop, Chromebook and administrative server.",
      },
      {
        icon: "ShoppingCart",
        title: "Retail",
        body: "PCI DSS requires cardholder data to be rendered unrecoverable on retired point-of-sale terminals, back-office systems and storage.",
      },
      {
        icon: "Scale",
        title: "Legal",
        body: "Client confidentiality and professional responsibility rules demand reasonable safeguards for privileged files on every retired device.",
      },
    ],
  },
  cta: {
    title: "Not Sure Which Services You Need?",
    text: `Talk with a specialist about your equipment, locations and compliance requirements, and we'll design a program that fits. Prefer the phone? Call ${site.phone.vanity}.`,
    primary: { label: "Schedule Consultation", to: { page: "contact" } },
  },
};
