/**
 * Copy of the mobility management service page (/services/mobility-management),
 * SPEC 2.7, in page order.
 */

import { site } from "../site";
import { serviceById } from "./shared";
import type { CtaCopy, Feature, Hero, PageMeta, Section, Step, Tuple } from "./types";

export interface MobilityPage {
  meta: PageMeta;
  hero: Hero;
  /** Device kitting, MDM and security, repair and RMA, retirement and buyback. */
  services: Section<Tuple<Feature, 4>>;
  /**
   * Plan, Deploy, Retire, Recover; `uses`: the titles of the mobility services (above) each
   * stage calls on, shown on the cycle.
   */
  refreshCycle: Section<Tuple<Step & { uses: string[] }, 4>> & {
    /** Over each stage's services. */
    servicesLabel: string;
    /** Over the centre of the cycle: repair and RMA, while devices are in use. */
    betweenLabel: string;
  };
  /** Buttons go to /contact. */
  cta: CtaCopy & { primary: { label: string; to: { page: "contact" } } };
}

export const mobility: MobilityPage = {
  meta: {
    title: "Mobile Device Lifecycle Management",
    description:
      "Lifecycle services for smartphones and tablets: device kitting, MDM enrollment and security, repair and RMA, secure retirement and buyback, nationwide.",
  },
  hero: {
    eyebrow: serviceById("mobility").title,
    title: "Mobile Device Lifecycle Management, From First Boot to Buyback",
    lead: "Phones and tablets hold email, customer data and access to your systems, and they are the devices most likely to go missing at end of life. We manage the whole cycle: kitting and enrollment, support and repair, secure retirement, and buyback value at refresh time.",
  },
  services: {
    title: "Mobility Services",
    lead: "Use the full lifecycle program or just the stages you need.",
    items: [
      {
        icon: "Package",
        title: "Device Kitting",
        body: "New devices arrive ready to work: unboxed, inspected, labeled, fitted with cases and accessories, and packaged with user instructions for shipment to offices or home addresses.",
        points: [
          "Asset tagging and serial and IMEI capture",
          "Cases, screen protectors, chargers and SIM installation",
          "Custom inserts and user quick-start guides",
        ],
      },
      {
        icon: "Lock",
        title: "MDM and Security",
        body: "Devices are enrolled in your mobile device management platform and configured to your security policy before they reach users, so they are protected from first power-on.",
        points: [
          "Automated enrollment and configuration profiles",
          "Encryption, passcode and app policies applied before shipment",
          "Lost and stolen device procedures aligned with your MDM",
        ],
      },
      {
        icon: "Wrench",
        title: "Repair and RMA",
        body: "Broken screens, failing batteries and defective devices are handled for you, with warranty claims filed with manufacturers and spare devices swapped in to keep people working.",
        points: [
          "Diagnostics and repair or replacement",
          "Warranty and RMA processing with the manufacturer",
          "Spare pool management to limit downtime",
        ],
      },
      {
        icon: "Recycle",
        title: "Retirement and Buyback",
        body: "Retired devices are removed from MDM, cleared of activation and factory reset locks, and sanitized to NIST 800-88. Those with market value are bought back or remarketed, and the rest are recycled responsibly.",
        points: [
          "Cryptographic erase with a serialized certificate per device",
          "Activation Lock and Factory Reset Protection removal",
          "Buyback value credited against your next refresh",
        ],
      },
    ],
  },
  refreshCycle: {
    title: "The Mobile Refresh Cycle",
    lead: "A predictable cycle keeps devices secure, users productive and resale value high.",
    servicesLabel: "Services",
    betweenLabel: "Between refreshes",
    items: [
      {
        title: "Plan",
        body: "We review your fleet, contracts and replacement schedule, and time refreshes so retiring devices are still worth buying back.",
        uses: [],
      },
      {
        title: "Deploy",
        body: "New devices are kitted, enrolled in MDM, configured and shipped to users, with serials and IMEIs recorded against each person.",
        uses: ["Device Kitting", "MDM and Security"],
      },
      {
        title: "Retire",
        body: "Old devices come back through tracked return kits or on-site collection, are unenrolled and unlocked, and are sanitized with a certificate for each.",
        uses: ["MDM and Security", "Retirement and Buyback"],
      },
      {
        title: "Recover",
        body: "Devices with market value are bought back or remarketed and the rest are recycled through certified partners, with value and environmental results reported.",
        uses: ["Retirement and Buyback"],
      },
    ],
  },
  cta: {
    title: "Make Your Next Device Refresh Simpler and Safer",
    text: `Tell us about your fleet and your refresh schedule, and we'll show you how lifecycle management can cut handling time and recover value. Call ${site.phone.vanity} or send us a message.`,
    primary: { label: "Talk to a Mobility Specialist", to: { page: "contact" } },
  },
};
