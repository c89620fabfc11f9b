/** Copy of the Sustainability and ESG page (/sustainability-esg), SPEC 2.10, in page order. */

import { site } from "../site";
import type { CtaCopy, Feature, Hero, PageMeta, Section, Stat, Tuple } from "./types";

export interface SuccessStory {
  eyebrow: string;
  title: string;
  /** The client, described generically. */
  client: string;
  /** What was retired: 5,000 workstations and 200 servers across 12 locations. */
  scope: string;
  challenge: string;
  solution: string;
  /** 75% reuse, $380K recovery value, 42 tons CO2 avoided. */
  results: Tuple<Stat, 3>;
}

export interface SustainabilityPage {
  meta: PageMeta;
  hero: Hero;
  /** 2.4M lbs, 850 tons, 68%, 12,000+. */
  stats: Section<Tuple<Stat, 4>>;
  /** Reuse & Remarketing, Material Recovery, Responsible Disposal. */
  approach: Section<Tuple<Feature, 3>>;
  /** R2 and e-Stewards, each with 4-5 points. */
  certifications: Section<Tuple<Feature, 2>>;
  esgReporting: CtaCopy & {
    primary: { label: "Request Your ESG Impact Report"; to: { page: "schedule-pickup" } };
    secondary: { label: "Download Sample Report"; to: { page: "contact" } };
  };
  successStory: SuccessStory;
  closingCta: CtaCopy;
}

export const sustainability: SustainabilityPage = {
  meta: {
    title: "Sustainability & ESG: Responsible E-Waste Recycling",
    description:
      "Reuse-first ITAD and R2 and e-Stewards certified recycling, with measured e-waste diversion and CO2 avoided for your ESG and sustainability reporting.",
  },
  hero: {
    eyebrow: "Sustainability & ESG",
    title: "Responsible IT Disposition That Counts Toward Your ESG Goals",
    lead: "The greenest device is the one that keeps working. We put reuse first, recover materials through certified recyclers when reuse isn't possible, and measure every pound, so your retired IT becomes documented progress on your sustainability commitments.",
  },
  stats: {
    title: "Our Environmental Impact",
    lead: "Results from equipment our clients entrusted to us, measured and tracked through our certified processes.",
    items: [
      {
        value: "2.4M lbs",
        label: "E-waste diverted in 2023",
        body: "Electronics kept out of landfills through reuse and certified recycling.",
      },
      {
        value: "850 tons",
        label: "CO2 avoided",
        body: "Emissions avoided by extending device life and recovering materials instead of mining new ones.",
      },
      {
        value: "68%",
        label: "Equipment reuse rate",
        body: "Share of equipment we processed that went back into use rather than to material recovery.",
      },
      {
        value: "12,000+",
        label: "Certificates issued",
        body: "Certificates of data destruction and recycling documenting where our clients' assets went.",
      },
    ],
  },
  approach: {
    title: "Our Circular Economy Approach",
    lead: "Every asset follows the highest-value path available to it, in this order.",
    items: [
      {
        icon: "RefreshCw",
        title: "Reuse & Remarketing",
        body: "After verified data sanitization, working equipment is tested, graded, refurbished where needed and returned to use through redeployment or resale. Extending a device's life avoids the emissions of manufacturing a new one.",
      },
      {
        icon: "Recycle",
        title: "Material Recovery",
        body: "Equipment that can't be reused is dismantled and separated into streams such as steel, aluminum, copper, plastics and circuit boards, which go to certified processors to become raw material again.",
      },
      {
        icon: "Leaf",
        title: "Responsible Disposal",
        body: "The small fraction that can't be recovered, including batteries and other hazardous components, is handled by permitted, audited facilities, never landfilled, incinerated or exported illegally.",
      },
    ],
  },
  certifications: {
    title: "Certified to the Industry's Leading Standards",
    lead: "Two independent certifications hold our recycling practices, and our downstream partners, to account.",
    items: [
      {
        icon: "Award",
        title: "R2 (Responsible Recycling)",
        body: "Our R2:2013 certification covers how we handle, process and track used electronics from receiving to final disposition.",
        points: [
          "Environmental, health and safety management system",
          "Data security controls for every data-bearing device",
          "Tracking of focus materials such as batteries, circuit boards and mercury-bearing parts",
          "Due diligence and ongoing review of every downstream partner",
          "Annual independent audits",
        ],
      },
      {
        icon: "Earth",
        title: "e-Stewards",
        body: "The e-Stewards standard sets some of the strictest rules in electronics recycling, including on where hazardous material may go.",
        points: [
          "No export of hazardous e-waste to developing countries",
          "No landfilling or incineration of hazardous e-waste",
          "No prison labor anywhere in the recycling chain",
          "Strict data security requirements",
          "ISO 14001 environmental management system required",
        ],
      },
    ],
  },
  esgReporting: {
    title: "ESG Reporting You Can Put in Your Disclosures",
    text: "After each pickup you receive an ESG impact report alongside your certificates: pounds diverted from landfill, units reused versus recycled, weight recovered by material stream and estimated CO2 avoided. It gives your sustainability team documented figures for annual reports, investor questionnaires and customer requests.",
    primary: { label: "Request Your ESG Impact Report", to: { page: "schedule-pickup" } },
    secondary: { label: "Download Sample Report", to: { page: "contact" } },
  },
  successStory: {
    eyebrow: "Success Story",
    title: "How a Regional Financial Institution Turned a Company-Wide Refresh Into Measurable Impact",
    client: "A regional financial institution",
    scope: "5,000 workstations and 200 servers across 12 locations",
    challenge:
      "A regional financial institution needed to retire 5,000 workstations and 200 servers across 12 locations as part of a technology refresh. Regulators expected documented data destruction for every device, and the board had committed to reporting the environmental impact of the program.",
    solution: `${site.brand} scheduled pickups at each location around branch hours, erased servers on site, and moved the workstations under sealed chain of custody for NIST 800-88 sanitization at our facility. Reusable equipment was graded and remarketed; the remainder went to R2 and e-Stewards certified recycling.`,
    results: [
      { value: "75%", label: "Equipment reused" },
      { value: "$380K", label: "Recovery value returned" },
      { value: "42 tons", label: "CO2 avoided" },
    ],
  },
  closingCta: {
    title: "Start Your Next Refresh With Sustainability Built In",
    text: `Schedule a pickup and receive certificates of destruction, asset reports and ESG metrics within 10 business days, or talk with our team about a program for all your sites. Call ${site.phone.vanity}.`,
  },
};
