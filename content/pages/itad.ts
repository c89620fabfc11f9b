/**
 * Copy of the ITAD service page (/services/it-asset-disposition-itad),
 * SPEC 2.7, in page order.
 */

import { site } from "../site";
import { serviceById } from "./shared";
import type { Faq, Feature, Hero, LinkItem, PageMeta, Section, Step, Tuple } from "./types";

export interface RelatedLink {
  label: string;
  description: string;
}

export interface ItadPage {
  meta: PageMeta;
  hero: Hero;
  /** HIPAA, SOX/GLBA, GDPR/CCPA, environmental regulations. */
  compliance: Section<Tuple<Feature, 4>>;
  /** Collection, Receiving, Processing, Disposition. */
  chainOfCustody: Section<Tuple<Step, 4>>;
  valueRecovery: { title: string; body: string; points: string[] };
  /** Certificate of data destruction and asset disposition report; points list what each holds. */
  reporting: Section<Tuple<Feature, 2>>;
  /** Collapsible, one item open at a time. */
  faq: Section<Tuple<Faq, 5>>;
  related: {
    title: string;
    /**
     * The blog article on choosing an ITAD partner, by its slug: a build without
     * that post stops on the dead link.
     */
    blogArticle: RelatedLink & LinkItem;
    dataSecurity: RelatedLink & LinkItem;
  };
}

export const itad: ItadPage = {
  meta: {
    title: "IT Asset Disposition (ITAD) Services",
    description:
      "Certified ITAD with full chain of custody, NIST 800-88 data destruction, value recovery and audit-ready certificates for HIPAA, SOX, GLBA and GDPR.",
  },
  hero: {
    eyebrow: serviceById("itad").title,
    title: "Certified IT Asset Disposition With a Documented Trail for Every Device",
    lead: "We retire your desktops, laptops, servers, storage and networking equipment securely and in compliance: serialized chain of custody, NIST 800-88 aligned data destruction, remarketing of everything with resale value, certified recycling of the rest, and reports your auditors can rely on.",
  },
  compliance: {
    title: "Built for the Regulations You Answer To",
    lead: "Your obligations for the data on a device don't end when it leaves your building. Our process and paperwork are designed around the rules auditors check.",
    items: [
      {
        icon: "HeartPulse",
        title: "HIPAA and HITECH",
        body: "The HIPAA Security Rule requires policies for the final disposal of electronic protected health information and the media that holds it (45 CFR 164.310(d)(2)).",
        points: [
          "Business associate agreements available",
          "Every ePHI-bearing device sanitized and verified",
          "Serialized certificates for your risk assessment file",
        ],
      },
      {
        icon: "Landmark",
        title: "SOX and GLBA",
        body: "The GLBA Safeguards Rule and the FTC Disposal Rule require secure disposal of customer information, and SOX requires controls and records auditors can test.",
        points: [
          "Unbroken chain of custody from pickup to disposition",
          "Reconciliation of every asset against your inventory",
          "Records you can retain for audits and examinations",
        ],
      },
      {
        icon: "Globe",
        title: "GDPR and CCPA",
        body: "Privacy laws require appropriate security for personal data through the end of its life, and give people the right to have their data erased.",
        points: [
          "Verified erasure or destruction of personal data",
          "Documentation that supports erasure and security obligations",
          "No data-bearing device remarketed before sanitization is verified",
        ],
      },
      {
        icon: "Recycle",
        title: "Environmental Regulations",
        body: "Many states restrict electronics in landfills, and federal EPA rules govern components such as batteries, CRT glass and mercury-bearing lamps.",
        points: [
          "R2:2013 and e-Stewards certified processing",
          "Audited downstream partners for every material stream",
          "Recycling documentation for your environmental records",
        ],
      },
    ],
  },
  chainOfCustody: {
    title: "Chain of Custody, Step by Step",
    lead: "Every asset is accounted for at every handoff, and you can see the record for each one.",
    items: [
      {
        title: "Collection",
        body: "Technicians inventory assets by serial number and asset tag at your site, pack them in locked, sealed containers and record the seal numbers. You sign the chain-of-custody form before the vehicle leaves.",
      },
      {
        title: "Receiving",
        body: "At our secure facility, seals are checked against the manifest and each asset is scanned in and reconciled with the pickup inventory. Any discrepancy is reported to you, never written off.",
      },
      {
        title: "Processing",
        body: "Storage media is sanitized to NIST 800-88 or physically destroyed in a restricted-access, camera-monitored area. Each result is verified and recorded against the device's serial number.",
      },
      {
        title: "Disposition",
        body: "Verified-clean equipment is tested, graded and remarketed, or dismantled and sent to certified downstream recyclers. The final destination of each asset is recorded in your report.",
      },
    ],
  },
  valueRecovery: {
    title: "Recover Value From Retired Equipment",
    body: "Equipment that is a few years old often still has a buyer. Once its data has been sanitized and verified, we test, grade and remarket it through vetted resale channels and return the proceeds to you as a payment or a credit against services. The sooner assets come out of service, the more they are worth.",
    points: [
      "Valuation by make, model, configuration and condition before pickup",
      "Functional testing and cosmetic grading of every resale-ready unit",
      "Component harvesting of processors, memory and drives where whole units won't sell",
      "Proceeds itemized per asset on your disposition report",
    ],
  },
  reporting: {
    title: "Reporting Your Auditors Can Rely On",
    lead: "Two documents close out every job, delivered within 10 business days of pickup.",
    items: [
      {
        icon: "FileBadge",
        title: "Certificate of Data Destruction",
        body: "Your formal proof that the data on each device was sanitized or destroyed, and how.",
        points: [
          "Unique certificate number and date of service",
          "Serial number and asset tag of every device and drive",
          "Sanitization method (Clear, Purge or Destroy) and the tool used",
          "Verification result for each device",
          "Technician name and chain-of-custody reference",
        ],
      },
      {
        icon: "FileSpreadsheet",
        title: "Asset Disposition Report",
        body: "A line-by-line account of what happened to every asset you released to us.",
        points: [
          "Make, model, serial number and asset tag",
          "Condition grade and test results",
          "Final disposition: remarketed, redeployed, returned or recycled",
          "Resale value and settlement for each remarketed asset",
          "Recycled weight by material stream for environmental reporting",
        ],
      },
    ],
  },
  faq: {
    title: "ITAD Frequently Asked Questions",
    items: [
      {
        question: "What equipment do you accept for IT asset disposition?",
        answer:
          "Desktops, laptops, servers, storage arrays, loose hard drives and SSDs, networking equipment, phones and tablets, printers, monitors and peripherals. If it stores data or plugs into your network, we can retire it. Tell us about unusual items, such as lab or medical equipment with embedded storage, when you request a pickup.",
      },
      {
        question: "How is our data protected between pickup and destruction?",
        answer:
          "Equipment is packed in locked containers with numbered seals on your site and moves in tracked vehicles under a signed chain-of-custody record. At our facility the seals and serial numbers are checked before processing in a restricted-access, camera-monitored area. When data cannot leave your building at all, we erase or shred the drives on site before anything is moved.",
      },
      {
        question: "Will we get money back for our retired equipment?",
        answer:
          "Often, yes. Equipment with remaining market value is remarketed after verified sanitization, and the proceeds are returned to you as a payment or a credit against services. Value depends on age, configuration, condition and volume, so we give you an estimate before pickup and itemize actual results per asset.",
      },
      {
        question: "What documentation will we receive, and when?",
        answer:
          "A signed chain-of-custody record at pickup, then within 10 business days a certificate of data destruction listing every device by serial number, an asset disposition report showing the final outcome of each asset, and environmental metrics for your ESG reporting.",
      },
      {
        question: "How do you choose and monitor downstream partners?",
        answer:
          "Under our R2:2013 and e-Stewards certifications, every downstream recycler that receives material from us is vetted before use and reviewed on an ongoing basis, including its own certifications, permits and where it sends material next. Hazardous e-waste is never exported to developing countries, landfilled or incinerated.",
      },
    ],
  },
  related: {
    title: "Related Resources",
    blogArticle: {
      label: "How to Choose an ITAD Partner",
      to: { post: "how-to-choose-an-itad-partner" },
      description:
        "The certifications, insurance, downstream audits and reporting to ask about before you sign a disposition contract.",
    },
    dataSecurity: {
      label: `Explore ${serviceById("data-security").title}`,
      description: `How ${site.brand} applies NIST 800-88 Clear, Purge and Destroy to every media type, on your site or ours.`,
      to: { service: "data-security" },
    },
  },
};
