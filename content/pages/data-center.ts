/**
 * Copy of the data center service page (/services/data-center-services),
 * SPEC 2.7, in page order.
 */

import { site } from "../site";
import { serviceById } from "./shared";
import type { CtaCopy, Feature, Hero, PageMeta, Section, Step, Tuple } from "./types";

/** A rack's place in the project: the step of the project flow it is at (1-4), or 0 in service. */
export type RackStage = 0 | 1 | 2 | 3 | 4;

export interface RackView {
  title: string;
  note: string;
  /** What a rack that stays in production is called. */
  inService: string;
  rows: { name: string; racks: RackStage[] }[];
}

export interface DataCenterPage {
  meta: PageMeta;
  hero: Hero;
  deinstalls: Feature;
  onSiteErasure: Feature;
  /** Four-step project management flow. */
  projectFlow: Section<Tuple<Step, 4>>;
  /** Beside the project flow: the floor by rack and row, each rack at its step of the flow. */
  rackView: RackView;
  valueRecovery: { title: string; body: string; points: string[] };
  /** Primary button: Request Project Consultation, to /contact. */
  cta: CtaCopy & { primary: { label: "Request Project Consultation"; to: { page: "contact" } } };
}

export const dataCenter: DataCenterPage = {
  meta: {
    title: "Data Center Decommissioning Services",
    description:
      "Rack and row de-installs, on-site data erasure and drive shredding, project-managed decommissioning and value recovery for servers, storage and network gear.",
  },
  hero: {
    eyebrow: serviceById("data-center").title,
    title: "Data Center Decommissioning Without the Risk or the Downtime",
    lead: "Consolidating, migrating to the cloud or closing a colocation cage, you need equipment out on schedule, data destroyed before it leaves the floor and every serial number accounted for. Our project-managed teams handle the de-install, the erasure, the logistics and the reporting.",
  },
  deinstalls: {
    icon: "Server",
    title: "Rack and Row De-Installs",
    body: "Our technicians power down, de-cable and remove servers, storage arrays, switches and whole racks according to your cutover plan, working around production equipment that stays in service.",
    points: [
      "Asset inventory and serial capture before anything is unracked",
      "Careful de-cabling and removal that protects neighboring live systems",
      "Whole-rack removal or individual devices, by row or by phase",
      "Work scheduled around your change windows, including nights and weekends",
      "Floor left clean, with cabling and packaging removed",
    ],
  },
  onSiteErasure: {
    icon: "ShieldCheck",
    title: "On-Site Data Erasure and Drive Destruction",
    body: "For many data centers, data may not leave the room intact. We erase drives in place or on mobile erasure stations, and shred drives that fail or must be destroyed, on your floor, before equipment is loaded.",
    points: [
      "NIST 800-88 Purge by sanitize command or cryptographic erase",
      "On-site shredding for failed drives and media your policy requires destroyed",
      "Your staff can witness erasure and destruction",
      "Serialized certificate of data destruction for every drive",
    ],
  },
  projectFlow: {
    title: "How We Run a Decommissioning Project",
    lead: "A named project manager owns your project from the walkthrough to the final report.",
    items: [
      {
        title: "Assess and Plan",
        body: "We walk the site, reconcile your asset list with what is actually in the racks and agree the scope, sequence, access rules and schedule around your migration.",
      },
      {
        title: "De-Install and Sanitize",
        body: "Technicians remove equipment phase by phase, erase or destroy drives on site where required and record every serial number as it comes out.",
      },
      {
        title: "Pack and Transport",
        body: "Equipment is packed for its next use, sealed and moved in tracked vehicles under a signed chain-of-custody record to our secure facility.",
      },
      {
        title: "Reconcile and Report",
        body: "Every asset is reconciled against the inventory, then remarketed or recycled. Within 10 business days you receive certificates, the asset disposition report and environmental metrics.",
      },
    ],
  },
  rackView: {
    title: "Rack and Row View",
    note: "Whole-rack removal or individual devices, by row or by phase",
    inService: "In service",
    rows: [
      { name: "Row A", racks: [4, 4, 4, 4, 4, 4] },
      { name: "Row B", racks: [3, 3, 3, 3, 3, 3] },
      { name: "Row C", racks: [2, 2, 0, 0, 2, 2] },
      { name: "Row D", racks: [1, 1, 1, 1, 0, 0] },
    ],
  },
  valueRecovery: {
    title: "Recover Value From Decommissioned Hardware",
    body: "Enterprise servers, storage, networking gear and components keep their value in the secondary market, especially when they come out of service promptly. After verified sanitization, we test, grade and remarket what has resale life and return the proceeds to you, helping fund the migration itself.",
    points: [
      "Fair market valuation of servers, storage and network equipment",
      "Component harvesting of processors, memory and drives where whole units won't sell",
      "Proceeds paid out or credited against project costs",
      "Per-asset results itemized in your disposition report",
    ],
  },
  cta: {
    title: "Planning a Consolidation, Migration or Closure?",
    text: `Bring us in early. We'll help you build the decommissioning plan, timeline and budget around your cutover. Call ${site.phone.vanity} or request a project consultation.`,
    primary: { label: "Request Project Consultation", to: { page: "contact" } },
  },
};
