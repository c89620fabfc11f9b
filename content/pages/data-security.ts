/**
 * Copy of the data security and erasure service page
 * (/services/data-security-erasure), SPEC 2.7, in page order.
 */

import { site } from "../site";
import { serviceById } from "./shared";
import type { CtaCopy, Feature, Hero, IconName, PageMeta, Section, Tuple } from "./types";

/** One NIST 800-88 sanitization method. */
export interface SanitizationMethod {
  icon: IconName;
  title: "Clear" | "Purge" | "Destroy";
  /** What the method is. */
  summary: string;
  /** When to use it. */
  whenToUse: string;
  /** How we carry it out. */
  techniques: string[];
}

/** A media type and the method we recommend for it. */
export interface MediaType {
  icon: IconName;
  name: string;
  recommendation: string;
  /**
   * The methods the recommendation names, ticked in the comparison table's columns. Layout
   * data, not copy: each must be what the recommendation says (tests/unit/content.test.ts).
   */
  methods: readonly SanitizationMethod["title"][];
}

export interface DataSecurityPage {
  meta: PageMeta;
  hero: Hero;
  /** Clear, Purge, Destroy. */
  methods: Section<Tuple<SanitizationMethod, 3>>;
  /** On-site and off-site erasure. */
  locations: Section<Tuple<Feature, 2>>;
  /** HDD, SSD, NVMe, Tape, USB Flash, SD Cards, Optical, Embedded. */
  media: Section<Tuple<MediaType, 8>>;
  verification: {
    title: string;
    lead: string;
    /** What verification involves. */
    verification: Feature;
    /** What a certificate lists. */
    certificate: Feature;
  };
  /** Primary button: Request Consultation, to /contact. */
  cta: CtaCopy & { primary: { label: "Request Consultation"; to: { page: "contact" } } };
}

export const dataSecurity: DataSecurityPage = {
  meta: {
    title: "Data Security & Certified Data Erasure Services",
    description:
      "NIST 800-88 Clear, Purge and Destroy for HDDs, SSDs, NVMe, tape, flash and embedded media, on-site or off-site, with a certificate for every device.",
  },
  hero: {
    eyebrow: serviceById("data-security").title,
    title: "Certified Data Erasure and Destruction for Every Media Type",
    lead: "Deleted isn't destroyed. We sanitize hard drives, SSDs, tape, flash media and the storage inside phones and network gear to NIST 800-88, verify every result and give you a serialized certificate that shows what was done to each device.",
  },
  methods: {
    title: "Clear, Purge, Destroy: The Right Method for the Risk",
    lead: "NIST SP 800-88 defines three levels of sanitization. We choose among them by media type, data sensitivity and whether the device will be reused, and we record the choice on your certificate.",
    items: [
      {
        icon: "Eraser",
        title: "Clear",
        summary:
          "Overwrites every user-addressable storage location with non-sensitive data using standard read and write commands. It protects against simple, non-invasive recovery such as undelete and file-carving tools.",
        whenToUse:
          "Working magnetic hard drives holding data of low to moderate sensitivity that will be reused inside your organization or remarketed.",
        techniques: [
          "Verified single-pass overwrite of magnetic hard drives",
          "DoD 5220.22-M multi-pass overwrite when a contract or policy requires it",
          "Manufacturer factory reset on devices where that is the documented Clear method",
        ],
      },
      {
        icon: "ShieldCheck",
        title: "Purge",
        summary:
          "Uses firmware-level or physical techniques that make recovery infeasible even with state-of-the-art laboratory methods. Except after degaussing, the media stays usable.",
        whenToUse:
          "Regulated or sensitive data, such as ePHI, financial records and personal data, on drives you want to resell or redeploy, and all solid-state media headed for reuse.",
        techniques: [
          "ATA, SCSI and NVMe sanitize commands, including block erase",
          "Cryptographic erase on self-encrypting drives",
          "Degaussing of magnetic media that will not be reused",
        ],
      },
      {
        icon: "Hammer",
        title: "Destroy",
        summary:
          "Physically destroys the media by shredding, disintegrating or pulverizing it, so it can never be read or used again.",
        whenToUse:
          "Failed or non-responsive drives, media that cannot be reliably purged, your most sensitive data, and any case where your policy requires physical destruction.",
        techniques: [
          "Industrial shredding to a particle size matched to the media type",
          "Disintegration of flash media and small-form-factor devices",
          "Serial numbers captured before destruction and listed on the certificate",
        ],
      },
    ],
  },
  locations: {
    title: "On-Site or Off-Site Erasure",
    lead: "Choose where your data is destroyed. Both options carry the same standards, verification and certificates.",
    items: [
      {
        icon: "Building",
        title: "On-Site at Your Facility",
        body: "Our technicians bring erasure stations and drive-shredding equipment to your location and sanitize media before anything leaves your custody.",
        points: [
          "Data is destroyed before equipment leaves your building",
          "Your staff can witness the process",
          "Suited to data centers and highly regulated environments",
          "Serials scanned on your floor and matched to the certificate",
        ],
      },
      {
        icon: "Warehouse",
        title: "Off-Site at Our Secure Facility",
        body: "Equipment travels in locked, sealed containers under chain of custody to our facility, where it is processed in a restricted-access, camera-monitored area.",
        points: [
          "Cost-effective for large or mixed volumes",
          "Minimal disruption to your staff and your space",
          "Erasure, destruction, testing and remarketing in one place",
          "Seals and serial numbers reconciled on receipt",
        ],
      },
    ],
  },
  media: {
    title: "Media Types We Sanitize",
    lead: "Each storage technology needs its own method. Overwriting that works on a hard drive can miss data on flash media, so we match the method to the media.",
    items: [
      {
        icon: "HardDrive",
        name: "HDD",
        recommendation:
          "Verified overwrite (Clear) or sanitize command (Purge) for reuse; degauss and shred drives that have failed or won't be reused.",
        methods: ["Clear", "Purge", "Destroy"],
      },
      {
        icon: "MemoryStick",
        name: "SSD",
        recommendation:
          "Firmware sanitize or cryptographic erase (Purge), since overwriting misses over-provisioned cells; shred when the drive won't respond.",
        methods: ["Purge", "Destroy"],
      },
      {
        icon: "Microchip",
        name: "NVMe",
        recommendation:
          "NVMe Sanitize block erase or crypto erase (Purge), verified afterwards; physical destruction for drives that don't support it.",
        methods: ["Purge", "Destroy"],
      },
      {
        icon: "CassetteTape",
        name: "Tape",
        recommendation:
          "Degauss (Purge), then shred; modern LTO cartridges cannot be reused after degaussing, so destruction follows.",
        methods: ["Purge", "Destroy"],
      },
      {
        icon: "Usb",
        name: "USB Flash",
        recommendation:
          "Destroy by shredding or disintegration; most USB drives lack reliable sanitize commands.",
        methods: ["Destroy"],
      },
      {
        icon: "CardSim",
        name: "SD Cards",
        recommendation:
          "Destroy by disintegration to a small particle size; overwriting cannot reach all of the card's flash memory.",
        methods: ["Destroy"],
      },
      {
        icon: "Disc3",
        name: "Optical",
        recommendation:
          "Destroy by shredding or disintegration; CDs, DVDs and Blu-ray discs cannot be reliably erased.",
        methods: ["Destroy"],
      },
      {
        icon: "CircuitBoard",
        name: "Embedded",
        recommendation:
          "Cryptographic erase or manufacturer sanitize in phones, tablets, printers and network gear (Purge); destroy the storage where neither is supported.",
        methods: ["Purge", "Destroy"],
      },
    ],
  },
  verification: {
    title: "Verification and Certification",
    lead: "Sanitization isn't finished until it has been checked and documented.",
    verification: {
      icon: "ListChecks",
      title: "How We Verify",
      body: "NIST 800-88 calls for verification after every sanitization. Ours has three layers, so no device moves on without proof.",
      points: [
        "Erasure software reads back the media and logs a pass or fail for each device",
        "Any drive that fails erasure is pulled and physically destroyed",
        "A second technician spot-checks a sample of erased drives with an independent tool",
        "Destroyed media is serial-scanned before destruction and the remains inspected",
      ],
    },
    certificate: {
      icon: "FileBadge",
      title: "What Your Certificate Lists",
      body: `Every job closes with a serialized certificate of data destruction issued by ${site.brand}, delivered within 10 business days of pickup.`,
      points: [
        "Certificate number, your organization and the service location",
        "Date of service and the chain-of-custody reference",
        "Serial number, asset tag and media type of each device",
        "Method used (Clear, Purge or Destroy), the standard and the tool",
        "Verification result and the responsible technician",
      ],
    },
  },
  cta: {
    title: "Need a Sanitization Plan You Can Defend?",
    text: "Tell us what media you have, where it is and which regulations apply. We'll recommend the right methods, on-site or off-site, and show you a sample certificate before you commit.",
    primary: { label: "Request Consultation", to: { page: "contact" } },
  },
};
