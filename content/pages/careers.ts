/** Copy of the Careers page (/careers), SPEC 2.11 and 3, in page order. */
import { site } from "../site";
import type { Feature, Hero, PageMeta, Section, SectionIntro, Tuple } from "./types";

/** An open position (SPEC 3). The id is the value the application form submits. */
export interface OpenPosition {
  id: "operations-manager" | "data-security-specialist" | "sales-representative" | "field-technician";
  title: string;
  type: "Full-time";
  location: "On-site" | "Hybrid" | "Field";
  department: "Operations" | "Engineering" | "Sales";
  /** Two or three sentences. */
  description: string;
}

export interface CareersPage {
  meta: PageMeta;
  hero: Hero;
  /** Security-First, Innovation, Sustainability, Integrity. */
  culture: Section<Tuple<Feature, 4>>;
  /** Healthcare, 401(k) match, paid time off, professional development. */
  benefits: Section<Tuple<Feature, 4>>;
  positions: Section<Tuple<OpenPosition, 4>>;
  equalOpportunity: { title: string; text: string };
  /** Opens the application form (SPEC 5.2). */
  application: SectionIntro & { lead: string };
}

export const careers: CareersPage = {
  meta: {
    title: "Careers: Join Our ITAD and Data Security Team",
    description:
      "Build a career in secure IT asset disposition. Open roles in operations, data security, sales and field services, with healthcare, a 401(k) match and PTO.",
  },
  hero: {
    eyebrow: "Careers",
    title: "Do Work That Protects Data and the Planet",
    lead: `At ${site.brand}, every device we handle carries someone's data and ends up either back in use or recovered as raw material. If you want work that matters to security, compliance and sustainability, and a team that takes all three seriously, we'd like to meet you.`,
  },
  culture: {
    title: "Our Culture",
    lead: "Four values guide how we work with clients, with their equipment and with each other.",
    items: [
      {
        icon: "ShieldCheck",
        title: "Security-First",
        body: "We handle other organizations' most sensitive data, and we act like it. Procedures are followed every time, and anyone can stop the line when something doesn't look right.",
      },
      {
        icon: "Lightbulb",
        title: "Innovation",
        body: "New storage technologies and new regulations keep arriving. We test better tools and methods, and we welcome ideas from the warehouse floor as much as from the office.",
      },
      {
        icon: "Leaf",
        title: "Sustainability",
        body: "Reuse first, recycle responsibly. The environmental impact of our work is part of how we measure it, not a side project.",
      },
      {
        icon: "Scale",
        title: "Integrity",
        body: "We say what we do and do what we say, on every certificate and every report. Honest answers matter more to us than easy ones.",
      },
    ],
  },
  benefits: {
    title: "Benefits",
    lead: "We invest in the people who keep our clients' data safe.",
    items: [
      {
        icon: "HeartPulse",
        title: "Healthcare",
        body: "Medical, dental and vision coverage for you and your family.",
      },
      {
        icon: "PiggyBank",
        title: "401(k) Match",
        body: "A 401(k) retirement plan with a company match to help you build long-term savings.",
      },
      {
        icon: "CalendarDays",
        title: "Paid Time Off",
        body: "Vacation, sick time and paid holidays, so you can rest, recharge and take care of life outside work.",
      },
      {
        icon: "GraduationCap",
        title: "Professional Development",
        body: "Paid training and certifications in data sanitization, security and industry standards, with room to grow into new roles.",
      },
    ],
  },
  positions: {
    title: "Open Positions",
    lead: "Don't see the right role? Apply under Other and tell us how you'd contribute.",
    items: [
      {
        id: "operations-manager",
        title: "Operations Manager",
        type: "Full-time",
        location: "On-site",
        department: "Operations",
        description:
          "Lead daily operations at our Massachusetts processing facility, from receiving and data destruction to testing, remarketing and shipping. You will own throughput, safety and chain-of-custody accuracy, and keep our R2, e-Stewards and ISO processes audit-ready. Experience leading warehouse, logistics or ITAD operations is expected.",
      },
      {
        id: "data-security-specialist",
        title: "Data Security Specialist",
        type: "Full-time",
        location: "On-site",
        department: "Engineering",
        description:
          "Run and improve our NIST 800-88 sanitization program across erasure software, degaussing and physical destruction. You will validate methods for new media types, oversee verification and certificate accuracy, and support client audits. A solid grounding in storage technologies and security frameworks is required.",
      },
      {
        id: "sales-representative",
        title: "Sales Representative",
        type: "Full-time",
        location: "Hybrid",
        department: "Sales",
        description:
          "Build relationships with IT, procurement and compliance leaders who need secure, certified disposition. You will scope ITAD, data center and mobility programs, prepare proposals and manage accounts from first conversation to renewal. B2B technology or services sales experience is preferred.",
      },
      {
        id: "field-technician",
        title: "Field Technician",
        type: "Full-time",
        location: "Field",
        department: "Operations",
        description: `Travel to client sites to inventory, pack and transport equipment, de-install racks and perform on-site erasure and drive destruction. You are ${site.brand}'s face on the client's floor, so accuracy, professionalism and a clean chain-of-custody record matter every day. A valid driver's license and the ability to lift heavy equipment are required.`,
      },
    ],
  },
  equalOpportunity: {
    title: "Equal Opportunity Employer",
    text: `${site.brand} is an equal opportunity employer. We make employment decisions without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability, genetic information, veteran status or any other characteristic protected by law. Because our team handles client data-bearing equipment, offers are contingent on a background check conducted in line with applicable law. If you need a reasonable accommodation to apply, please contact us.`,
  },
  application: {
    title: "Apply Now",
    lead: "Choose a position, tell us about your experience and attach your resume (PDF, DOC or DOCX, up to 5 MB). A cover letter is optional. Our HR team reviews every application and follows up by e-mail.",
  },
};
