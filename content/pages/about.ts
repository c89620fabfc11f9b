/** Copy of the About page (/about-us), SPEC 2.5, in page order. */
import { site } from "../site";
import type { Feature, Hero, IconName, PageMeta, Section, Step, Tuple } from "./types";

export interface CertificationTile {
  icon: IconName;
  title: string;
  /** One sentence explaining what the certification or standard means for the client. */
  body: string;
}

export interface AboutPage {
  meta: PageMeta;
  hero: Hero;
  mission: { title: string; paragraphs: Tuple<string, 2> };
  /** Security first, compliance excellence, environmental responsibility, client partnership. */
  values: Section<Tuple<Feature, 4>>;
  /** Collection, sanitization, disposition, reporting. */
  process: Section<Tuple<Step, 4>>;
  /** NIST 800-88 Aligned, DoD 5220.22-M Compatible, R2:2013, e-Stewards, ISO 9001, ISO 14001. */
  certifications: Section<Tuple<CertificationTile, 6>>;
}

export const about: AboutPage = {
  meta: {
    title: "About Us: Certified, Secure IT Asset Disposition",
    description:
      "Our mission, values, process and certifications: NIST 800-88 aligned data destruction, R2:2013, e-Stewards, ISO 9001 and ISO 14001 ITAD, nationwide.",
  },
  hero: {
    eyebrow: "About Us",
    title: "IT Asset Disposition Built on Security and Accountability",
    lead: `${site.brand} helps organizations retire technology without putting their data, their compliance standing or the environment at risk. From our base in Massachusetts we serve clients in all 50 states with certified data destruction, value recovery and reporting that stands up to an audit.`,
  },
  mission: {
    title: "Our Mission",
    paragraphs: [
      "Every retired laptop, server and phone carries two liabilities: the data stored on it and the materials it is made of. Our mission is to close both, completely and provably, for every organization we serve. We treat each device as if it held our own customers' records, because for our clients it usually does.",
      "That means a documented chain of custody from the moment equipment leaves your site, sanitization aligned with NIST 800-88, reuse before recycling, and reporting clear enough to hand straight to an auditor. It also means returning value wherever equipment still has it, so doing disposition responsibly does not have to be a pure cost.",
    ],
  },
  values: {
    title: "Our Core Values",
    lead: "Four commitments shape how we handle every pickup, every drive and every report.",
    items: [
      {
        icon: "ShieldCheck",
        title: "Security First",
        body: "Data protection drives every decision we make, from how a container is sealed to which sanitization method a drive receives. When security and convenience pull in different directions, security wins.",
      },
      {
        icon: "Scale",
        title: "Compliance Excellence",
        body: "We know the rules our clients answer to, from HIPAA, GLBA and SOX to FERPA, GDPR and state e-waste laws, and we build our documentation to satisfy them. Our own processes are audited against R2, e-Stewards, ISO 9001 and ISO 14001.",
      },
      {
        icon: "Leaf",
        title: "Environmental Responsibility",
        body: "Reuse first, certified recycling second. We track where every material stream goes, and hazardous e-waste is never landfilled, incinerated or exported to developing countries.",
      },
      {
        icon: "Handshake",
        title: "Client Partnership",
        body: "You get a named account manager, straight answers and a program shaped around your sites, schedules and policies. We measure our success by how easily you pass your next audit.",
      },
    ],
  },
  process: {
    title: "Our Process",
    lead: "The same four documented stages apply to a single pallet of laptops and to a full data center.",
    items: [
      {
        title: "Collection",
        body: "Background-checked technicians inventory your equipment by serial number on site, pack it in locked, sealed containers and transport it in tracked vehicles, with a chain-of-custody record signed at every handoff.",
      },
      {
        title: "Sanitization",
        body: "Each data-bearing device is reconciled against the inventory, then erased or physically destroyed to NIST 800-88 and verified. Every result is logged against the device's serial number.",
      },
      {
        title: "Disposition",
        body: "Equipment with resale life is tested, graded and remarketed; the rest is dismantled and recycled through certified downstream partners. Nothing leaves our facility with data on it.",
      },
      {
        title: "Reporting",
        body: "You receive certificates of data destruction, a detailed asset disposition report and environmental impact metrics within 10 business days of pickup.",
      },
    ],
  },
  certifications: {
    title: "Certifications and Standards",
    lead: "Independent audits and recognized standards stand behind every claim we make about your data and your equipment.",
    items: [
      {
        icon: "ShieldCheck",
        title: "NIST 800-88 Aligned",
        body: "Our sanitization follows the NIST SP 800-88 guidelines for media sanitization, applying Clear, Purge or Destroy according to the media type and the sensitivity of the data.",
      },
      {
        icon: "HardDrive",
        title: "DoD 5220.22-M Compatible",
        body: "When a contract or internal policy specifies it, we run the DoD 5220.22-M multi-pass overwrite on magnetic drives and record it on the certificate of destruction.",
      },
      {
        icon: "Recycle",
        title: "R2:2013",
        body: "The Responsible Recycling standard governs how we handle, track and secure used electronics, including due diligence on every downstream partner we send material to.",
      },
      {
        icon: "Earth",
        title: "e-Stewards",
        body: "The e-Stewards standard bars exporting hazardous e-waste to developing countries, sending it to landfill or incineration and using prison labor, and it requires strict data security.",
      },
      {
        icon: "BadgeCheck",
        title: "ISO 9001",
        body: "Our independently audited quality management system makes every pickup, erasure and report follow the same documented, repeatable process.",
      },
      {
        icon: "Sprout",
        title: "ISO 14001",
        body: "Our environmental management system sets, measures and is audited against targets for reducing the environmental impact of our operations.",
      },
    ],
  },
};
