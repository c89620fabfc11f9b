/** Copy of the Home page (/), SPEC 2.4, in page order. */

import { site } from "../site";
import type {
  CtaCopy,
  Faq,
  Feature,
  HeroWithActions,
  LinkItem,
  PageMeta,
  Section,
  SectionIntro,
  Stat,
  Tuple,
} from "./types";

export interface HomePage {
  meta: PageMeta;
  /** Buttons: Schedule a Pickup (/schedule-pickup) and the services overview (/services). */
  hero: HeroWithActions;
  /** Opens the trust band (trust badges and industries strip from shared.ts). */
  trustBand: SectionIntro;
  /** Certified security, sustainable solutions, value recovery. */
  reasons: Section<Tuple<Feature, 3>>;
  /** Opens the grid of all five services. */
  services: SectionIntro;
  /** Opens the client logos and testimonials (testimonials from shared.ts). */
  clients: SectionIntro;
  sustainability: {
    title: string;
    body: string;
    highlights: Tuple<Stat, 3>;
    link: LinkItem;
  };
  faq: Section<Tuple<Faq, 4>>;
  /** Opens the first three blog posts; the link goes to /blog. */
  insights: SectionIntro & { link: LinkItem };
  closingCta: CtaCopy;
}

export const home: HomePage = {
  meta: {
    title: "Certified IT Asset Disposition & Data Destruction",
    description:
      "NIST 800-88 aligned data destruction, certified ITAD, value recovery and ESG reporting with full chain of custody, for organizations in all 50 states.",
  },
  hero: {
    eyebrow: "Certified ITAD, Nationwide",
    title: "Secure IT Asset Disposition With Certified Data Destruction",
    lead: "Retire computers, servers, storage and mobile devices without risking a breach or a failed audit. We collect your equipment under full chain of custody, destroy the data to NIST 800-88, recover the value that's left and hand you the certificates to prove it.",
    primary: { label: "Schedule a Pickup", to: { page: "schedule-pickup" } },
    secondary: { label: "Explore Our Services", to: { page: "services" } },
  },
  trustBand: {
    title: "Security and Compliance You Can Document",
    lead: "Our processes are built on recognized standards and audited certifications, so the proof your auditors ask for is part of every job, not an afterthought.",
  },
  reasons: {
    title: `Why Organizations Choose ${site.brand}`,
    lead: "Retiring IT equipment touches security, compliance, sustainability and budget at once. We handle all four in one accountable process.",
    items: [
      {
        icon: "ShieldCheck",
        title: "Certified Security",
        body: "Data destruction is the one part of disposition that cannot go wrong. Every device is sanitized to NIST 800-88, verified, and recorded against its serial number before it is resold or recycled.",
        points: [
          "Clear, Purge and Destroy methods, with DoD 5220.22-M overwrite on request",
          "On-site erasure or drive shredding when data cannot leave your building",
          "A serialized certificate of data destruction for every device",
          "Locked, sealed transport with a signed chain-of-custody record",
        ],
      },
      {
        icon: "Leaf",
        title: "Sustainable Solutions",
        body: "Reuse comes first and certified recycling second. Our R2 and e-Stewards certified processes and audited downstream partners keep your retired electronics out of landfills and out of the informal export trade.",
        points: [
          "Reuse and remarketing before material recovery",
          "No export of hazardous e-waste to developing countries",
          "Pounds diverted and CO2 avoided, reported for your ESG disclosures",
          "An ISO 14001 certified environmental management system",
        ],
      },
      {
        icon: "CircleDollarSign",
        title: "Value Recovery",
        body: "Retired equipment still has a market. We test, grade and remarket everything with resale life and return the proceeds to you, which can offset a meaningful share of the cost of disposition.",
        points: [
          "Fair market valuation by make, model, configuration and condition",
          "Functional testing and cosmetic grading of every resale-ready unit",
          "Remarketing through vetted channels, only after verified sanitization",
          "Proceeds itemized per asset on your disposition report",
        ],
      },
    ],
  },
  services: {
    title: "Complete IT Asset Lifecycle Services",
    lead: "From a single closet of old laptops to a full data center decommission, one team handles collection, data destruction, remarketing, recycling and reporting.",
  },
  clients: {
    title: "What Our Clients Say",
    lead: "IT, security and compliance leaders in healthcare, finance, technology and the public sector rely on us to close out the last stage of the asset lifecycle.",
  },
  sustainability: {
    title: "Our Commitment to Sustainability",
    body: "Responsible disposition is an environmental decision as much as a security one. We extend the working life of equipment through reuse, recover materials through certified downstream partners and measure the results, so you can report your impact with confidence.",
    highlights: [
      { value: "2.4M lbs", label: "E-waste diverted in 2023" },
      { value: "68%", label: "Equipment reuse rate" },
      { value: "850 tons", label: "CO2 avoided" },
    ],
    link: { label: "See Our Sustainability Impact", to: { page: "sustainability" } },
  },
  faq: {
    title: "Frequently Asked Questions",
    lead: "Straight answers to the questions IT directors and compliance officers ask us first.",
    items: [
      {
        question: "What is IT asset disposition (ITAD)?",
        answer:
          "IT asset disposition is the secure, documented retirement of equipment your organization no longer uses: desktops, laptops, servers, storage, networking gear and mobile devices. An ITAD provider collects the equipment, destroys the data on it, resells what still has value, recycles the rest responsibly and gives you the records that prove each step. It is the last stage of the IT asset lifecycle, and the one auditors and regulators look at most closely.",
      },
      {
        question: "Why does certified data destruction matter?",
        answer:
          "Deleting files or reformatting a drive leaves data recoverable with freely available tools. Regulations such as HIPAA, GLBA and GDPR hold your organization responsible for the data on retired equipment, even after it leaves your hands. Certified destruction follows a recognized standard, NIST 800-88, is verified, and is documented on a serialized certificate, so you can show exactly what happened to every drive if a regulator, auditor or court asks.",
      },
      {
        question: "Which certifications do you hold?",
        answer: `${site.brand} is certified to R2:2013 and e-Stewards for responsible electronics recycling, ISO 9001 for quality management and ISO 14001 for environmental management. Our data sanitization is aligned with NIST 800-88, and we perform DoD 5220.22-M compatible overwrites when a contract or policy requires them. Copies of our current certificates are available for your vendor due diligence file.`,
      },
      {
        question: "Do you serve organizations nationwide?",
        answer: `Yes. ${site.brand} is based in Massachusetts and serves organizations in all 50 states, from a single office to hundreds of locations. Pickups, on-site erasure and data center projects are scheduled and managed centrally, so every site gets the same process, chain of custody and reporting.`,
      },
    ],
  },
  insights: {
    title: "Latest Insights",
    lead: "Practical guidance on data security, compliance, data center projects and sustainable IT from our team.",
    link: { label: "View All Articles", to: { page: "blog" } },
  },
  closingCta: {
    title: "Protect Your Data. Recover Your Value. Document Everything.",
    text: `Tell us what you're retiring and where. Our team will recommend the right mix of on-site and off-site services and schedule a secure pickup, or call ${site.phone.vanity} to talk it through.`,
  },
};
