/** The five services (SPEC 3). Every card, link and service page reads this list. */

export const serviceIcons = ["Server", "Shield", "Truck", "Database", "Smartphone"] as const;
export type ServiceIcon = (typeof serviceIcons)[number];

export interface Service {
  id: "itad" | "data-security" | "reverse-logistics" | "data-center" | "mobility";
  title: string;
  /** Path segment under /services/. */
  slug: string;
  shortDescription: string;
  icon: ServiceIcon;
  /**
   * Colour of the card icon, a Tailwind text/background pair from the brand palette
   * (src/styles/global.css: the navy/blue brand, the green kept for primary actions).
   */
  color: string;
}

export const services: readonly Service[] = [
  {
    id: "itad",
    title: "IT Asset Disposition (ITAD)",
    slug: "it-asset-disposition-itad",
    shortDescription:
      "Secure, certified retirement of computers, servers and network gear with full chain of custody, value recovery and audit-ready reporting.",
    icon: "Server",
    color: "bg-brand-50 text-brand-700",
  },
  {
    id: "data-security",
    title: "Data Security & Erasure",
    slug: "data-security-erasure",
    shortDescription:
      "NIST 800-88 aligned erasure and physical destruction for every media type, on-site or at our facility, with a serialized certificate for each device.",
    icon: "Shield",
    color: "bg-brand-50 text-brand-700",
  },
  {
    id: "reverse-logistics",
    title: "Reverse Logistics",
    slug: "reverse-logistics",
    shortDescription:
      "Secure transport, controlled storage and redeployment of equipment from one site or hundreds, on service levels that fit your schedule.",
    icon: "Truck",
    color: "bg-brand-50 text-brand-700",
  },
  {
    id: "data-center",
    title: "Data Center Services",
    slug: "data-center-services",
    shortDescription:
      "Rack and row de-installs, on-site erasure and project-managed decommissioning that keeps your cutover on schedule and your data on your floor.",
    icon: "Database",
    color: "bg-brand-50 text-brand-700",
  },
  {
    id: "mobility",
    title: "Mobility Management",
    slug: "mobility-management",
    shortDescription:
      "Lifecycle services for phones and tablets: kitting, MDM enrollment, repair and RMA, secure retirement and buyback.",
    icon: "Smartphone",
    color: "bg-brand-50 text-brand-700",
  },
];
