/**
 * The copy of each page, one schema per file of content/pages/ (and shared.yaml, the blocks
 * several pages show), fields in page order. Where the spec fixes a number of items or a text
 * word for word, the schema holds the file to it and says why. The page modules of src/pages/
 * render what these give: wording changes never touch markup.
 */
import * as z from "zod";
import { POSITIONS } from "../../forms/schemas";
import { didYouMean } from "../did-you-mean";
import {
  exactly,
  faq,
  feature,
  fixedText,
  hero,
  icon,
  keyOf,
  pageMeta,
  section,
  sectionIntro,
  someOf,
  stat,
  step,
  testimonial,
  text,
} from "./fields";
import { type LinkablePage, linkItem, linkTarget } from "./links";

/** Copy of a call-to-action banner; without buttons it shows Schedule a Pickup and Contact Us (SPEC 2.3). */
const ctaCopy = z.strictObject({
  title: text,
  text,
  primary: linkItem.optional(),
  secondary: linkItem.optional(),
});

/** A link whose words and page the spec fixes. */
function fixedLink<const P extends LinkablePage>(label: string, page: P) {
  return z.strictObject({
    label: fixedText(label),
    to: linkTarget.refine((target) => "page" in target && target.page === page && !target.hash, {
      error: `must be page: ${page}: the spec fixes where this link leads (SPEC.md)`,
    }),
  });
}

export const sharedCopy = z.strictObject({
  /** The trust-badge strip (SPEC 2.3): NIST 800-88, DoD 5220.22-M, R2/ISO, chain of custody. */
  trustBadges: exactly(
    z.strictObject({
      icon,
      /** The badge's label. */
      title: text,
      /** One short line under the label. */
      body: text,
    }),
    4,
    "trust badges",
    "the strip shows four in a row (SPEC 2.3: NIST 800-88, DoD 5220.22-M, R2/ISO, chain of custody)",
  ),
  /** The industries strip (SPEC 2.3). */
  industries: z.strictObject({
    title: text,
    lead: text,
    items: exactly(
      z.strictObject({ icon, name: text }),
      6,
      "industries",
      "the strip shows six, one row on a wide screen (SPEC 2.3)",
    ),
  }),
  /** The three static testimonials (SPEC 2.3). */
  testimonials: exactly(testimonial, 3, "testimonials", "SPEC 2.3 has three, one row of three cards"),
  /** The default banner; its buttons are the spec's (Schedule a Pickup, Contact Us). */
  ctaBanner: ctaCopy,
  /** The sustainability colour variant of the banner. */
  sustainabilityCta: ctaCopy,
});

export const homeCopy = z.strictObject({
  meta: pageMeta,
  /** Buttons: Schedule a Pickup and the services overview (SPEC 2.4). */
  hero: hero.extend({ primary: linkItem, secondary: linkItem.optional() }),
  /** Opens the trust badges and the industries strip (shared.yaml). */
  trustBand: sectionIntro,
  reasons: section(
    exactly(
      feature,
      3,
      "reasons",
      "SPEC 2.4 has three: certified security, sustainable solutions, value recovery",
    ),
  ),
  /** Opens the grid of the services (services.yaml). */
  services: sectionIntro,
  /** Opens the testimonials (shared.yaml). */
  clients: sectionIntro,
  sustainability: z.strictObject({
    title: text,
    body: text,
    highlights: exactly(stat, 3, "highlights", "the block shows three figures beside its text"),
    link: linkItem,
  }),
  faq: section(
    exactly(
      faq,
      4,
      "questions",
      "SPEC 2.4 has four: what ITAD is, why certified destruction matters, certifications held, nationwide service",
    ),
  ),
  /** Opens the three latest posts; the link goes to the blog. */
  insights: sectionIntro.extend({ link: linkItem }),
  closingCta: ctaCopy,
});

export const aboutCopy = z.strictObject({
  meta: pageMeta,
  hero,
  mission: z.strictObject({
    title: text,
    paragraphs: exactly(
      text,
      2,
      "paragraphs",
      "the mission is laid out as two paragraphs beside its picture",
    ),
  }),
  values: section(
    exactly(
      feature,
      4,
      "values",
      "SPEC 2.5 has four core values: security first, compliance excellence, environmental responsibility, client partnership",
    ),
  ),
  process: section(
    exactly(
      step,
      4,
      "steps",
      "SPEC 2.5 has a 4-step process: collection, sanitization, disposition, reporting",
    ),
  ),
  certifications: section(
    exactly(
      z.strictObject({
        icon,
        title: text,
        /** What the certification or standard means for the client, in a sentence. */
        body: text,
      }),
      6,
      "certification tiles",
      "SPEC 2.5 has six: NIST 800-88, DoD 5220.22-M, R2, e-Stewards, ISO 9001, ISO 14001",
    ),
  ),
});

/** The open positions' ids: the values the application form submits (src/forms/schemas.ts). */
const positionIds = POSITIONS.map((position) => position.value).filter((id) => id !== "other") as [
  Exclude<(typeof POSITIONS)[number]["value"], "other">,
  ...Exclude<(typeof POSITIONS)[number]["value"], "other">[],
];

export const careersCopy = z.strictObject({
  meta: pageMeta,
  hero,
  culture: section(
    exactly(
      feature,
      4,
      "values",
      "SPEC 2.11 has four: Security-First, Innovation, Sustainability, Integrity",
    ),
  ),
  benefits: section(
    exactly(
      feature,
      4,
      "benefits",
      "SPEC 2.11 has four: healthcare, 401(k) match, paid time off, professional development",
    ),
  ),
  positions: section(
    exactly(
      z.strictObject({
        /** Which position: the value the application form submits for it. */
        id: keyOf(
          positionIds,
          "a position of the application form",
          `The form offers ${positionIds.join(", ")} (src/forms/schemas.ts)`,
        ),
        title: text,
        type: keyOf(["Full-time"], "a type of position", "Every open position is Full-time"),
        location: keyOf(["On-site", "Hybrid", "Field"], "a place of work", "Write On-site, Hybrid or Field"),
        department: keyOf(
          ["Operations", "Engineering", "Sales"],
          "a department",
          "Write Operations, Engineering or Sales",
        ),
        /** Two or three sentences. */
        description: text,
      }),
      4,
      "open positions",
      "SPEC 3 has four static positions, the ones the application form offers",
    ),
  ),
  equalOpportunity: z.strictObject({ title: text, text }),
  /** Opens the application form (SPEC 5.2). */
  application: sectionIntro.extend({ lead: text }),
});

export const clientLoginCopy = z.strictObject({
  meta: pageMeta,
  /** The disabled login card (SPEC 2.13): its words are the spec's. */
  card: z.strictObject({
    title: fixedText("Client Portal Access"),
    subtitle: fixedText("Secure access to asset tracking and reporting"),
    /** Access by invitation only; what authorized clients can view. */
    notice: text,
    emailLabel: fixedText("Email"),
    passwordLabel: fixedText("Password"),
    button: fixedText("Login (Access Required)"),
  }),
  help: fixedText("Need portal access? Contact your account manager to request credentials."),
  links: z.strictObject({
    schedulePickup: fixedLink("Schedule a Pickup", "schedule-pickup"),
    contactManager: fixedLink("Contact Account Manager", "contact"),
  }),
  /** What screen readers say for the e-mail and phone links under the card. */
  contactLinks: z.strictObject({ emailLabel: text, phoneLabel: text }),
});

export const contactCopy = z.strictObject({
  meta: pageMeta,
  hero,
  /** The phone, e-mail and address (site.yaml) with their labels; also the FAQ sections' contact panel. */
  details: sectionIntro.extend({
    phoneLabel: text,
    emailLabel: text,
    addressLabel: text,
    hoursLabel: text,
    hours: text,
    /** The response promise: contact within 24 hours. */
    response: text,
  }),
  /** The map, which loads only after the visitor asks for it. */
  map: sectionIntro.extend({
    consent: text,
    buttonLabel: text,
    /** What screen readers call the map's frame. */
    frameTitle: text,
    directionsLabel: text,
  }),
  /** Opens the contact form (SPEC 5.1). */
  form: sectionIntro.extend({ lead: text }),
});

/** A rack's place in the project: the step of the project flow it is at (1-4), or 0 while it stays in service. */
export type RackStage = 0 | 1 | 2 | 3 | 4;

const rackStage = z
  .number({ error: "must be a number: the step of the project flow the rack is at, 1 to 4, or 0 in service" })
  .int("must be a whole number: the step of the project flow the rack is at, 1 to 4, or 0 in service")
  .min(0, "must be 0 (in service) or a step of the project flow, 1 to 4")
  .max(4, "must be a step of the project flow, 1 to 4, or 0 (in service): the flow has four steps")
  .transform((stage) => stage as RackStage);

export const dataCenterCopy = z.strictObject({
  meta: pageMeta,
  hero,
  deinstalls: feature,
  onSiteErasure: feature,
  projectFlow: section(exactly(step, 4, "steps", "SPEC 2.7 has a 4-step project management flow")),
  /** Beside the project flow: the floor by row, each rack at its step of the flow. */
  rackView: z.strictObject({
    title: text,
    note: text,
    /** What a rack that stays in production is called. */
    inService: text,
    rows: someOf(z.strictObject({ name: text, racks: someOf(rackStage) })),
  }),
  valueRecovery: z.strictObject({ title: text, body: text, points: someOf(text) }),
  cta: ctaCopy.extend({ primary: fixedLink("Request Project Consultation", "contact") }),
});

/** The NIST 800-88 methods, in the order the page and its table show them. */
const methodTitles = ["Clear", "Purge", "Destroy"] as const;
const methodTitle = keyOf(methodTitles, "a NIST 800-88 method", "The methods are Clear, Purge and Destroy");

export const dataSecurityCopy = z.strictObject({
  meta: pageMeta,
  hero,
  methods: section(
    exactly(
      z.strictObject({
        icon,
        title: methodTitle,
        /** What the method is. */
        summary: text,
        /** When to use it. */
        whenToUse: text,
        /** How we carry it out. */
        techniques: someOf(text),
      }),
      3,
      "methods",
      "SPEC 2.7 has the three methods Clear, Purge and Destroy, which the media table ticks",
    ).refine((methods) => methods.every((method, index) => method.title === methodTitles[index]), {
      error: "must be Clear, Purge and Destroy, in that order: the media table's columns follow them",
    }),
  ),
  locations: section(exactly(feature, 2, "locations", "SPEC 2.7 compares on-site and off-site erasure")),
  media: section(
    exactly(
      z.strictObject({
        icon,
        name: text,
        recommendation: text,
        /** The methods the recommendation names: the table ticks them. */
        methods: someOf(methodTitle),
      }),
      8,
      "media types",
      "SPEC 2.7 has eight: HDD, SSD, NVMe, tape, USB flash, SD cards, optical, embedded",
    ),
  ),
  verification: z.strictObject({
    title: text,
    lead: text,
    /** What verification involves. */
    verification: feature,
    /** What a certificate lists. */
    certificate: feature,
  }),
  cta: ctaCopy.extend({ primary: fixedLink("Request Consultation", "contact") }),
});

/** A related link: its words, where it leads, and a line on what is there. */
const relatedLink = linkItem.extend({ description: text });

export const itadCopy = z.strictObject({
  meta: pageMeta,
  hero,
  /** HIPAA, SOX/GLBA, GDPR/CCPA, environmental regulations. */
  compliance: section(exactly(feature, 4, "regulations", "the compliance blocks are laid out four in a row")),
  chainOfCustody: section(
    exactly(
      step,
      4,
      "steps",
      "SPEC 2.7 has a 4-step chain of custody: Collection, Receiving, Processing, Disposition",
    ),
  ),
  valueRecovery: z.strictObject({ title: text, body: text, points: someOf(text) }),
  /** The certificate of data destruction and the asset disposition report. */
  reporting: section(
    exactly(
      feature,
      2,
      "documents",
      "SPEC 2.7 has two: the certificate of data destruction and the asset disposition report",
    ),
  ),
  faq: section(exactly(faq, 5, "questions", "SPEC 2.7 has a collapsible FAQ with 5 questions on this page")),
  related: z.strictObject({
    title: text,
    /** A blog article, by its slug: it must be published in the build. */
    blogArticle: relatedLink,
    dataSecurity: relatedLink,
  }),
});

export const mobilityCopy = z
  .strictObject({
    meta: pageMeta,
    hero,
    /** Device kitting, MDM and security, repair and RMA, retirement and buyback. */
    services: section(
      exactly(
        feature,
        4,
        "services",
        "SPEC 2.7 has four: device kitting, MDM and security, repair and RMA, retirement and buyback",
      ),
    ),
    refreshCycle: sectionIntro.extend({
      /** Over each stage's services. */
      servicesLabel: text,
      /** Over the centre of the cycle: repair and RMA, while devices are in use. */
      betweenLabel: text,
      items: exactly(
        step.extend({
          /** The titles of the mobility services (above) the stage calls on, shown on the cycle. */
          uses: z.array(text),
        }),
        4,
        "stages",
        "SPEC 2.7 has a 4-step refresh cycle: Plan, Deploy, Retire, Recover",
      ),
    }),
    /** Its buttons go to the contact page (SPEC 2.7). */
    cta: ctaCopy.extend({
      primary: z.strictObject({
        label: text,
        to: linkTarget.refine((target) => "page" in target && target.page === "contact", {
          error: "must be page: contact: the spec sends this call to action to the contact page",
        }),
      }),
    }),
  })
  .superRefine((page, ctx) => {
    const titles = page.services.items.map((service) => service.title);
    for (const [stage, item] of page.refreshCycle.items.entries())
      for (const [index, used] of item.uses.entries())
        if (!titles.includes(used))
          ctx.addIssue({
            code: "custom",
            path: ["refreshCycle", "items", stage, "uses", index],
            message: `"${used}" is not the title of a mobility service of this page (services.items).${didYouMean(used, titles)} Write one of ${titles.map((title) => `"${title}"`).join(", ")}`,
          });
  });

export const notFoundCopy = z.strictObject({
  meta: pageMeta,
  /** The 404 page's words are the spec's (SPEC 2.15). */
  code: fixedText("404"),
  title: fixedText("Page Not Found"),
  text: fixedText("The page you're looking for doesn't exist or has been moved."),
  primary: fixedLink("Return Home", "home"),
  secondary: fixedLink("Contact Us", "contact"),
  popular: sectionIntro.extend({
    items: exactly(
      linkItem,
      6,
      "popular links",
      "SPEC 2.15 has six: services, schedule-pickup, about-us, blog, sustainability-esg, careers",
    ),
  }),
  /** The blog's not-found states (SPEC 2.8), shown in the browser on an unknown post, author or category. */
  blog: z.strictObject({
    post: z.strictObject({ title: fixedText("Post Not Found"), text }),
    author: z.strictObject({ title: fixedText("Author Not Found"), text }),
    category: z.strictObject({ title: fixedText("Category Not Found"), text }),
    button: fixedLink("Return to Blog", "blog"),
  }),
});

export const reverseLogisticsCopy = z.strictObject({
  meta: pageMeta,
  hero,
  /** Secure transport, chain of custody, flexible SLAs. */
  pillars: section(
    exactly(feature, 3, "pillars", "SPEC 2.7 has three: secure transport, chain of custody, flexible SLAs"),
  ),
  capabilities: section(
    exactly(
      feature,
      4,
      "capabilities",
      "SPEC 2.7 has four: multi-site collection, controlled storage, redeployment, remarketing support",
    ),
  ),
  howItWorks: section(exactly(step, 4, "steps", "the steps are laid out four in a row")),
  /** The collection record beside How It Works: each handoff, scanned and signed. */
  custodyRecord: z.strictObject({
    title: text,
    subtitle: text,
    events: exactly(
      z.strictObject({ icon, stage: text, detail: text, status: text }),
      5,
      "handoffs",
      "the record shows five, from pickup to routing, beside the four steps",
    ),
    footnote: text,
  }),
  cta: ctaCopy,
});

export const schedulePickupCopy = z.strictObject({
  meta: pageMeta,
  hero: hero.extend({ title: fixedText("Schedule Your Secure IT Asset Pickup") }),
  steps: section(
    exactly(
      z.strictObject({
        icon,
        title: keyOf(
          ["Schedule", "Pickup", "Certificate"],
          "a step of the explainer",
          "SPEC 2.12's steps are Schedule, Pickup and Certificate",
        ),
        body: text,
      }),
      3,
      "steps",
      "SPEC 2.12 has a three-step explainer: Schedule, Pickup, Certificate",
    ),
  ),
  /** Opens the pickup form (SPEC 5.3). */
  form: sectionIntro.extend({ title: fixedText("Request a Pickup"), lead: text }),
  faq: section(
    exactly(
      faq,
      6,
      "questions",
      "SPEC 2.12 has six: equipment accepted, turnaround, documentation, minimum volume, after pickup, service area",
    ),
  ),
});

export const searchCopy = z.strictObject({
  meta: pageMeta,
  title: text,
  /** Shown only without JavaScript. */
  noScript: text,
  /** Shown with JavaScript, under the dialog. */
  withScript: text,
  blog: linkItem,
  servicesTitle: text,
  servicesOverview: linkItem,
});

export const servicesOverviewCopy = z.strictObject({
  meta: pageMeta,
  hero,
  /** Opens the grid of the services (services.yaml). */
  grid: sectionIntro,
  process: section(
    exactly(
      step,
      5,
      "steps",
      "SPEC 2.6 has a 5-step process: Consultation, Collection, Data Destruction, Disposition, Reporting",
    ),
  ),
  industries: section(
    exactly(
      z.strictObject({ icon, title: text, body: text }),
      8,
      "industries",
      "SPEC 2.6 has eight: Healthcare, Financial Services, Technology, Manufacturing, Government, Education, Retail, Legal",
    ),
  ),
  cta: ctaCopy.extend({ primary: fixedLink("Schedule Consultation", "contact") }),
});

export const sustainabilityCopy = z.strictObject({
  meta: pageMeta,
  hero,
  stats: section(exactly(stat, 4, "figures", "SPEC 2.10 has four impact stats")),
  approach: section(
    exactly(
      feature,
      3,
      "steps",
      "SPEC 2.10 has a 3-step approach: Reuse & Remarketing, Material Recovery, Responsible Disposal",
    ),
  ),
  certifications: section(exactly(feature, 2, "certifications", "SPEC 2.10 has two: R2 and e-Stewards")),
  esgReporting: ctaCopy.extend({
    primary: fixedLink("Request Your ESG Impact Report", "schedule-pickup"),
    secondary: fixedLink("Download Sample Report", "contact"),
  }),
  successStory: z.strictObject({
    eyebrow: text,
    title: text,
    /** The client, described without naming it. */
    client: text,
    /** What was retired: 5,000 workstations and 200 servers across 12 locations. */
    scope: text,
    challenge: text,
    solution: text,
    results: exactly(stat, 3, "results", "SPEC 2.10's story has three: reuse, recovery value, CO2 avoided"),
  }),
  closingCta: ctaCopy,
});

export type SharedCopy = z.output<typeof sharedCopy>;
export type CustodyEvent = z.output<typeof reverseLogisticsCopy>["custodyRecord"]["events"][number];
export type SanitizationMethod = z.output<typeof dataSecurityCopy>["methods"]["items"][number];
export type MediaType = z.output<typeof dataSecurityCopy>["media"]["items"][number];
export type CtaCopy = z.output<typeof ctaCopy>;
