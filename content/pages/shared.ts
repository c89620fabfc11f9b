/**
 * Copy of the reusable blocks (SPEC 2.3): trust badges, industries strip,
 * testimonials and the call-to-action banner with its sustainability variant.
 * Also the lookup of a service by its id, so copy names a service without
 * repeating its data.
 */
import { type Service, services } from "../services";
import { site } from "../site";
import type { CtaCopy, IconName, SectionIntro, Testimonial, Tuple } from "./types";

export interface TrustBadge {
  icon: IconName;
  /** The badge label, fixed by the spec. */
  title: string;
  /** One short line under the label. */
  body: string;
}

export interface IndustryChip {
  icon: IconName;
  name: string;
}

export interface SharedBlocks {
  trustBadges: Tuple<TrustBadge, 4>;
  industries: SectionIntro & { lead: string; items: Tuple<IndustryChip, 6> };
  testimonials: Tuple<Testimonial, 3>;
  /** Default banner; its buttons are fixed (Schedule a Pickup, Contact Us). */
  ctaBanner: CtaCopy;
  /** The sustainability colour variant of the banner. */
  sustainabilityCta: CtaCopy;
}

export const shared: SharedBlocks = {
  trustBadges: [
    {
      icon: "ShieldCheck",
      title: "NIST 800-88 Aligned",
      body: "Clear, Purge or Destroy matched to each media type, and verified on every device.",
    },
    {
      icon: "HardDrive",
      title: "DoD 5220.22-M Compatible",
      body: "Multi-pass overwrite on magnetic drives when your contract or policy calls for it.",
    },
    {
      icon: "Award",
      title: "R2/ISO Certified",
      body: "Independently audited recycling, quality and environmental management systems.",
    },
    {
      icon: "ClipboardCheck",
      title: "Full Chain-of-Custody",
      body: "Every asset serialized, sealed and signed for from your dock to final disposition.",
    },
  ],
  industries: {
    title: "Trusted By Industry Leaders",
    lead: "Serving Fortune 500 companies and organizations nationwide",
    items: [
      { icon: "HeartPulse", name: "Healthcare" },
      { icon: "Landmark", name: "Financial Services" },
      { icon: "Cpu", name: "Enterprise Tech" },
      { icon: "Factory", name: "Manufacturing" },
      { icon: "GraduationCap", name: "Education" },
      { icon: "Building", name: "Government" },
    ],
  },
  testimonials: [
    {
      quote:
        "Our auditors ask for one thing: proof. Every drive that leaves our hospitals now comes back to us as a serial number on a certificate of destruction, and the chain-of-custody paperwork matches what we scanned at the dock. Disposal used to be the weak spot in our HIPAA risk assessment. It isn't anymore.",
      author: "Dana Whitaker",
      role: "Director of IT Infrastructure",
      company: "Regional Health System",
    },
    {
      quote:
        "We consolidated two data centers and retired several hundred servers without a gap in our documentation. Their technicians erased drives on our floor, shredded the ones that failed verification, and handed us reports our examiners accepted without follow-up questions.",
      author: "Michael Torres",
      role: "VP of Technology Operations",
      company: "Multi-State Credit Union",
    },
    {
      quote:
        "We went into our laptop refresh expecting a recycling bill. The resale value of the retired fleet offset most of the program cost, and the environmental report gave our sustainability team numbers they could put straight into our annual ESG disclosure.",
      author: "Priya Raman",
      role: "IT Asset Manager",
      company: "Enterprise Software Company",
    },
  ],
  ctaBanner: {
    title: "Ready to Retire Your IT Equipment the Right Way?",
    text: "Tell us what you have and where it is. We'll schedule a secure pickup, sanitize every device to NIST 800-88 and send you the certificates and reports your auditors expect.",
  },
  sustainabilityCta: {
    title: "Make Your Next Refresh Count Toward Your ESG Goals",
    text: `${site.brand} reuses what still works, recycles the rest through certified partners and reports the results in pounds diverted and CO2 avoided, ready for your sustainability disclosures.`,
  },
};

/** The service with this id, from content/services.ts. */
export function serviceById(id: Service["id"]): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service id: ${id}`);
  return service;
}
