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
  credential,
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

/**
 * The steps of the chain of custody, by id, in their order. Their names and words are the
 * editor's (content/pages/shared.yaml, `process`); the ids let a page or a test name a step.
 */
export const PROCESS_STEP_IDS = ["collection", "data-destruction", "disposition", "reporting"] as const;

/** A step of the chain of custody: what happens, and the record it leaves. */
const processStep = z.strictObject({
  id: keyOf(
    PROCESS_STEP_IDS,
    "a step of the chain of custody",
    `The steps are ${PROCESS_STEP_IDS.join(", ")}, in that order`,
  ).describe("Which step this is; fixed, so that pages can name it. Change the title to rename the step."),
  title: text.describe("The step's name, on every page that shows the chain of custody."),
  body: text.describe(
    "One line on what happens at this step, the same on every page: the about page, the services overview and the ITAD page.",
  ),
  record: text.describe(
    "The record this step produces (a manifest, a certificate, a report), shown under the step on the ITAD page.",
  ),
});

/** Copy of a call-to-action banner; without buttons it shows Schedule a Pickup and Contact Us (SPEC 2.3). */
const ctaCopy = z.strictObject({
  title: text,
  text: text.describe("The line under the banner's title."),
  primary: linkItem.describe("The banner's main button. Without one, it is Schedule a Pickup.").optional(),
  secondary: linkItem.describe("An optional second button beside the main one.").optional(),
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

/** SPEC 2.3. */
export const sharedCopy = z.strictObject({
  trustBadges: exactly(
    z.strictObject({
      icon,
      title: text.describe("The badge's label."),
      issuer: text.describe(
        "Who stands behind the claim, in a short line: the body that certifies it, or that publishes the standard (saying it is not a certification), or that it is the company's own process.",
      ),
      body: text.describe("One short line under the label."),
    }),
    4,
    "trust badges",
    "the strip shows four in a row (SPEC 2.3: NIST 800-88, DoD 5220.22-M, R2/ISO, chain of custody)",
  ).describe(
    "The four trust badges on the home page, in a row: NIST 800-88, DoD 5220.22-M, R2/ISO and chain of custody.",
  ),
  industries: z
    .strictObject({
      /** SPEC 2.3 names the strip's heading and sub-line word for word. */
      title: fixedText("Trusted By Industry Leaders"),
      lead: fixedText("Serving Fortune 500 companies and organizations nationwide").describe(
        "The line under the strip's title.",
      ),
      items: exactly(
        z.strictObject({
          icon,
          name: text,
          body: text.describe("One line on what the company does for this industry."),
        }),
        6,
        "industries",
        "SPEC 2.3 has six: Healthcare, Financial Services, Enterprise Tech, Manufacturing, Education, Government",
      ),
    })
    .describe(
      "The six industries served, on the home page: each with its icon and a line on what is done for it.",
    ),
  process: exactly(
    processStep,
    4,
    "steps",
    "the chain of custody has four steps, Collection, Data Destruction, Disposition and Reporting: the about page shows them (SPEC 2.5: a 4-step process), the services overview after its Consultation step (SPEC 2.6: 5 steps) and the ITAD page with the record each step produces (SPEC 2.7: 4 steps)",
  )
    .refine((steps) => steps.every((step, index) => step.id === PROCESS_STEP_IDS[index]), {
      error: `must list the steps ${PROCESS_STEP_IDS.join(", ")} by their id, in that order: the pages show them in this order, and each step's record is the document the next page names`,
    })
    .describe(
      "The chain of custody, once for the whole site: its four steps in order, each with its name, one line on what happens and the record it produces. The about page, the services overview (after Consultation), the ITAD page and the ITAD card of the home page all show these steps; change a step here and every page follows.",
    ),
  testimonials: exactly(
    testimonial,
    3,
    "testimonials",
    "SPEC 2.3 has three, one row of three cards",
  ).describe("The three client testimonials on the home page."),
  /** Its buttons are the spec's (Schedule a Pickup, Contact Us); the ITAD page's hero reads `primary`. */
  ctaBanner: ctaCopy.describe(
    "The call-to-action banner at the end of the about page, the ITAD page and every blog post. Its buttons are Schedule a Pickup and Contact Us.",
  ),
  /** Read only when the sustainability page's closingCta has no title, which its schema forbids. */
  sustainabilityCta: ctaCopy.describe(
    "Not shown at present: the green banner at the end of the sustainability page uses that page's own words.",
  ),
});

export const homeCopy = z.strictObject({
  meta: pageMeta,
  /** SPEC 2.4. */
  hero: hero.extend({
    primary: linkItem.describe("The main button, e.g. Schedule a Pickup."),
    secondary: linkItem.describe("An optional second button beside it, e.g. to the services.").optional(),
  }),
  trustBand: sectionIntro.describe(
    "The heading over the trust badges. The badges themselves are edited with the blocks shared by several pages.",
  ),
  reasons: section(
    exactly(
      feature,
      3,
      "reasons",
      "SPEC 2.4 has three: certified security, sustainable solutions, value recovery",
    ),
  ).describe("Why organizations choose the company: a heading and three tiles."),
  services: sectionIntro.describe(
    "The heading over the cards of the five services. The cards' words are edited with the services (Site settings).",
  ),
  clients: sectionIntro.describe(
    "The heading over the testimonials. The testimonials themselves are edited with the blocks shared by several pages.",
  ),
  sustainability: z
    .strictObject({
      title: text,
      body: text,
      highlights: exactly(stat, 3, "highlights", "the block shows three figures beside its text").describe(
        "The three figures beside the text.",
      ),
      link: linkItem.describe("The link under the text."),
    })
    .describe("The green sustainability block: its text, three figures beside it, and a link."),
  faq: section(
    exactly(
      faq,
      4,
      "questions",
      "SPEC 2.4 has four: what ITAD is, why certified destruction matters, certifications held, nationwide service",
    ),
  ),
  insights: sectionIntro
    .extend({ link: linkItem.describe("The link under the posts, e.g. to the blog.") })
    .describe("The heading over the three latest blog posts, and the link under them."),
  /** The page passes only the title and text: the banner's own buttons show. */
  closingCta: ctaCopy.describe(
    "The banner at the end of the page: its title and text. Its buttons are Schedule a Pickup and Contact Us.",
  ),
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
      "the mission is laid out as two paragraphs side by side",
    ).describe("The two paragraphs, side by side on a wide screen."),
  }),
  values: section(
    exactly(
      feature,
      4,
      "values",
      "SPEC 2.5 has four core values: security first, compliance excellence, environmental responsibility, client partnership",
    ),
  ),
  process: sectionIntro.describe(
    "The heading over the four steps of the chain of custody (SPEC 2.5). The steps themselves are edited once, with the blocks shared by several pages (process).",
  ),
  certifications: section(
    exactly(
      credential,
      6,
      "certification tiles",
      "SPEC 2.5 has six: NIST 800-88 aligned, DoD 5220.22-M compatible, R2v3, e-Stewards, ISO 9001, ISO 14001",
    ),
  ).describe(
    "The six certifications and standards, each with its mark, who certifies or publishes it and what it covers.",
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
        /** The value the application form submits for it. */
        id: keyOf(
          positionIds,
          "a position of the application form",
          `The form offers ${positionIds.join(", ")} (src/forms/schemas.ts)`,
        ).describe(
          "Which of the application form's positions this is. A new position needs a developer to add it to the form.",
        ),
        title: text,
        type: keyOf(["Full-time"], "a type of position", "Every open position is Full-time"),
        location: keyOf(["On-site", "Hybrid", "Field"], "a place of work", "Write On-site, Hybrid or Field"),
        department: keyOf(
          ["Operations", "Engineering", "Sales"],
          "a department",
          "Write Operations, Engineering or Sales",
        ),
        description: text.describe("What the job is, in two or three sentences."),
      }),
      4,
      "open positions",
      "SPEC 3 has four static positions, the ones the application form offers",
    ),
  ),
  equalOpportunity: z
    .strictObject({ title: text, text: text.describe("The statement's paragraph.") })
    .describe("The equal opportunity statement."),
  /** SPEC 5.2. */
  application: sectionIntro
    .extend({ lead: text.describe("The paragraph under the heading.") })
    .describe("The heading and paragraph over the job application form."),
});

export const clientLoginCopy = z.strictObject({
  meta: pageMeta,
  /** SPEC 2.13: its words are the spec's. */
  card: z
    .strictObject({
      title: fixedText("Client Portal Access"),
      subtitle: fixedText("Secure access to asset tracking and reporting"),
      notice: text.describe(
        "The paragraph in the card: access is by invitation only, and what authorized clients can view.",
      ),
      emailLabel: fixedText("Email"),
      passwordLabel: fixedText("Password"),
      button: fixedText("Login (Access Required)"),
    })
    .describe("The login card. Login is switched off, and all its words but the notice are fixed."),
  help: fixedText("Need portal access? Contact your account manager to request credentials.").describe(
    "The line under the login form.",
  ),
  links: z
    .strictObject({
      schedulePickup: fixedLink("Schedule a Pickup", "schedule-pickup"),
      contactManager: fixedLink("Contact Account Manager", "contact"),
    })
    .describe("The two buttons under that line; their words and pages are fixed."),
  contactLinks: z
    .strictObject({ emailLabel: text, phoneLabel: text })
    .describe(
      "The words of the e-mail and phone links at the bottom of the card, e.g. Call {{brand}} at {{phoneVanity}}.",
    ),
  disabledNote: text.describe(
    "Said beside the switched-off sign-in fields, so that they read as closed on purpose, not broken.",
  ),
  portal: z
    .strictObject({
      badge: text.describe("The small label over the section, e.g. Invitation only."),
      title: text.describe("The heading of what clients find in the portal."),
      items: someOf(z.strictObject({ icon, title: text, body: text })).describe(
        "What an invited client finds there: its icon, name and one sentence each.",
      ),
    })
    .describe("Beside the card: what the portal holds for the clients invited to it."),
  access: z
    .strictObject({
      title: text.describe("The heading of how a client gets access."),
      steps: someOf(text).describe("How to get access, in order, one sentence each."),
    })
    .describe("Under what the portal holds: how a client gets access."),
});

export const contactCopy = z.strictObject({
  meta: pageMeta,
  hero,
  details: sectionIntro
    .extend({
      phoneLabel: text,
      emailLabel: text,
      addressLabel: text,
      hoursLabel: text,
      hours: text.describe("The office hours, e.g. Monday-Friday, 8am-6pm ET."),
      response: text.describe(
        "The promise under the hours: that every inquiry gets an answer within 24 hours.",
      ),
    })
    .describe(
      "The contact details, with the labels of the phone, e-mail, address and hours (the details themselves are in Site settings). The same panel shows beside every FAQ.",
    ),
  map: sectionIntro
    .extend({
      consent: text.describe("The note shown before the map loads: it comes from another company's service."),
      buttonLabel: text.describe("The words of the button that shows the map."),
      frameTitle: text.describe("What screen readers call the map once it is shown."),
      directionsLabel: text.describe("The words of the link to directions, which opens in a new tab."),
    })
    .describe("The map of the office. It loads only when the visitor presses its button."),
  /** SPEC 5.1. */
  form: sectionIntro
    .extend({ lead: text.describe("The paragraph under the heading.") })
    .describe("The heading and paragraph over the contact form."),
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
  deinstalls: feature.describe(
    "The first of the two tiles after the top of the page: rack and row de-installs.",
  ),
  onSiteErasure: feature.describe("The second tile: erasure on the client's site."),
  projectFlow: section(exactly(step, 4, "steps", "SPEC 2.7 has a 4-step project management flow")).describe(
    "The four steps of a project. The floor plan beside them marks each rack with their numbers.",
  ),
  rackView: z
    .strictObject({
      title: text,
      note: text.describe("The line under the floor plan's title."),
      inService: text.describe("What a rack that stays in production is called, in the key under the plan."),
      rows: someOf(
        z.strictObject({
          name: text.describe("The row's name, e.g. Row A."),
          racks: someOf(rackStage).describe(
            "Each rack of the row, in order: the step of the project it is at (1 to 4), or 0 if it stays in service.",
          ),
        }),
      ).describe("The rows of the floor, from the top of the plan."),
    })
    .describe("The floor plan beside the project's steps: each rack at the step it has reached."),
  valueRecovery: z.strictObject({
    title: text,
    body: text,
    points: someOf(text).describe("The checklist beside the paragraph, one point per item."),
  }),
  cta: ctaCopy
    .extend({ primary: fixedLink("Request Project Consultation", "contact") })
    .describe(
      "The banner at the end of the page. Its button is also the main button at the top of the page.",
    ),
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
        summary: text.describe("What the method is."),
        whenToUse: text.describe("When to use it."),
        techniques: someOf(text).describe("How the company carries it out, one technique per item."),
      }),
      3,
      "methods",
      "SPEC 2.7 has the three methods Clear, Purge and Destroy, which the media table ticks",
    ).refine((methods) => methods.every((method, index) => method.title === methodTitles[index]), {
      error: "must be Clear, Purge and Destroy, in that order: the media table's columns follow them",
    }),
  ),
  locations: section(
    exactly(feature, 2, "locations", "SPEC 2.7 compares on-site and off-site erasure"),
  ).describe("On-site and off-site erasure compared, in two tiles."),
  media: section(
    exactly(
      z.strictObject({
        icon,
        name: text,
        recommendation: text,
        methods: someOf(methodTitle).describe(
          "The methods the recommendation names, which the table ticks: keep the two in agreement.",
        ),
      }),
      8,
      "media types",
      "SPEC 2.7 has eight: HDD, SSD, NVMe, tape, USB flash, SD cards, optical, embedded",
    ),
  ),
  verification: z.strictObject({
    title: text,
    lead: text.describe("The paragraph under the heading."),
    verification: feature.describe("The tile on what verification involves."),
    certificate: feature.describe("The tile on what a certificate of erasure lists."),
  }),
  cta: ctaCopy
    .extend({ primary: fixedLink("Request Consultation", "contact") })
    .describe(
      "The banner at the end of the page. Its button is also the main button at the top of the page.",
    ),
});

/** A related link: its words, where it leads, and a line on what is there. */
const relatedLink = linkItem.extend({
  description: text.describe("A line on what the reader finds there."),
  action: text.describe("The card's call to action at its foot, e.g. Read the Article."),
});

export const itadCopy = z.strictObject({
  meta: pageMeta,
  hero,
  compliance: section(
    exactly(feature, 4, "regulations", "the compliance blocks are laid out four in a row"),
  ).describe("Four regulations, one per tile: HIPAA, SOX/GLBA, GDPR/CCPA and environmental rules."),
  chainOfCustody: sectionIntro
    .extend({
      recordLabel: text.describe("The words before the record each step produces, e.g. Record:"),
    })
    .describe(
      "The heading over the four steps of the chain of custody (SPEC 2.7), each shown with the record it produces. The steps themselves are edited once, with the blocks shared by several pages (process).",
    ),
  valueRecovery: z.strictObject({
    title: text,
    body: text,
    points: someOf(text).describe("The checklist beside the paragraph, one point per item."),
  }),
  reporting: section(
    exactly(
      feature,
      2,
      "documents",
      "SPEC 2.7 has two: the certificate of data destruction and the asset disposition report",
    ),
  ).describe(
    "The two documents clients receive, one per tile: the certificate of data destruction and the asset disposition report.",
  ),
  faq: section(exactly(faq, 5, "questions", "SPEC 2.7 has a collapsible FAQ with 5 questions on this page")),
  related: z.strictObject({
    title: text,
    blogArticle: relatedLink.describe(
      "A related blog post, which must be published, with a line on what it covers.",
    ),
    dataSecurity: relatedLink.describe("The link to the data security page, with a line on what is there."),
  }),
});

export const mobilityCopy = z
  .strictObject({
    meta: pageMeta,
    hero,
    services: section(
      exactly(
        feature,
        4,
        "services",
        "SPEC 2.7 has four: device kitting, MDM and security, repair and RMA, retirement and buyback",
      ),
    ).describe(
      "The four mobility services: device kitting, MDM and security, repair and RMA, retirement and buyback. The third one's title and last point also show at the centre of the refresh cycle.",
    ),
    refreshCycle: sectionIntro.extend({
      servicesLabel: text.describe("The small heading over the services each stage calls on."),
      betweenLabel: text.describe(
        "The small heading at the centre of the cycle, over the repair service that keeps devices working between refreshes.",
      ),
      items: exactly(
        step.extend({
          uses: z
            .array(text)
            .describe(
              "The services this stage calls on, each written exactly as the title of one of the page's services.",
            ),
        }),
        4,
        "stages",
        "SPEC 2.7 has a 4-step refresh cycle: Plan, Deploy, Retire, Recover",
      ),
    }),
    /** SPEC 2.7 sends it to the contact page. */
    cta: ctaCopy
      .extend({
        primary: z
          .strictObject({
            label: text.describe("The words of the button."),
            to: linkTarget.refine((target) => "page" in target && target.page === "contact", {
              error: "must be page: contact: the spec sends this call to action to the contact page",
            }),
          })
          .describe("The banner's button, which leads to the contact page."),
      })
      .describe(
        "The banner at the end of the page. Its button is also the main button at the top of the page.",
      ),
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
  code: fixedText("404").describe("The large number over the title."),
  title: fixedText("Page Not Found"),
  text: fixedText("The page you're looking for doesn't exist or has been moved.").describe(
    "The line under the title.",
  ),
  primary: fixedLink("Return Home", "home"),
  secondary: fixedLink("Contact Us", "contact"),
  popular: sectionIntro
    .extend({
      items: exactly(
        linkItem,
        6,
        "popular links",
        "SPEC 2.15 has six: services, schedule-pickup, about-us, blog, sustainability-esg, careers",
      ),
    })
    .describe("The popular pages offered instead: a heading and six links."),
  /** SPEC 2.8: shown in the browser on an unknown post, author or category. */
  blog: z
    .strictObject({
      post: z.strictObject({ title: fixedText("Post Not Found"), text }),
      author: z.strictObject({ title: fixedText("Author Not Found"), text }),
      category: z.strictObject({ title: fixedText("Category Not Found"), text }),
      button: fixedLink("Return to Blog", "blog"),
    })
    .describe(
      "What the blog shows at the address of a post, author or category that does not exist: a title and a line for each, and a button back to the blog.",
    ),
});

export const reverseLogisticsCopy = z.strictObject({
  meta: pageMeta,
  hero,
  pillars: section(
    exactly(feature, 3, "pillars", "SPEC 2.7 has three: secure transport, chain of custody, flexible SLAs"),
  ).describe("Three commitments, one per tile: secure transport, chain of custody and flexible SLAs."),
  capabilities: section(
    exactly(
      feature,
      4,
      "capabilities",
      "SPEC 2.7 has four: multi-site collection, controlled storage, redeployment, remarketing support",
    ),
  ),
  howItWorks: section(exactly(step, 4, "steps", "the steps are laid out four in a row")),
  custodyRecord: z
    .strictObject({
      title: text,
      subtitle: text.describe("The line under the record's title."),
      events: exactly(
        z.strictObject({
          icon,
          stage: text.describe("The handoff's name, e.g. Picked up."),
          detail: text.describe("What was recorded at it."),
          status: text.describe("The status badge beside it, e.g. Scanned."),
        }),
        5,
        "handoffs",
        "the record shows five, from pickup to routing, beside the four steps",
      ).describe("The five handoffs of one collection, from pickup to routing."),
      footnote: text.describe("The small print under the record."),
    })
    .describe(
      "The sample collection record beside the steps: each handoff of one collection, scanned and signed.",
    ),
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
  /** SPEC 5.3. */
  form: sectionIntro
    .extend({ title: fixedText("Request a Pickup"), lead: text.describe("The paragraph under the heading.") })
    .describe("The heading and paragraph over the pickup request form."),
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
  noScript: text.describe("The message for browsers that run no scripts, where search cannot work."),
  withScript: text.describe(
    "The message shown instead when search works: the search box opens over this page.",
  ),
  blog: linkItem.describe("The link to the blog, under the message."),
  servicesTitle: text.describe("The heading over the list of services."),
  servicesOverview: linkItem.describe("The link to the services overview, above the list of services."),
});

export const servicesOverviewCopy = z.strictObject({
  meta: pageMeta,
  hero,
  grid: sectionIntro.describe(
    "The heading over the cards of the five services. The cards' words are edited with the services (Site settings).",
  ),
  process: sectionIntro
    .extend({
      consultation: step.describe(
        "The first of the five steps (SPEC 2.6), before the four of the chain of custody: Consultation.",
      ),
    })
    .describe(
      "The five steps of an engagement (SPEC 2.6): Consultation, then the four steps of the chain of custody, which are edited once, with the blocks shared by several pages (process).",
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
  certifications: section(
    exactly(
      credential.extend({
        points: someOf(text).describe("What the certification requires, one point per item."),
      }),
      2,
      "certifications",
      "SPEC 2.10 has two: R2 and e-Stewards",
    ),
  ).describe(
    "The two recycling certifications, each with its mark, who certifies it, what it covers and what it requires.",
  ),
  esgReporting: ctaCopy
    .extend({
      primary: fixedLink("Request Your ESG Impact Report", "schedule-pickup"),
      /** SPEC 2.10: an in-page link to the sample report the block shows, never a file. */
      secondary: z
        .strictObject({
          label: fixedText("View Sample Report"),
          to: linkTarget.refine((target) => "anchor" in target, {
            error:
              "must be anchor: sample-report: the spec sends this button to the sample report shown beside it on this page, an in-page link",
          }),
        })
        .describe(
          "The second button, View Sample Report: it scrolls to the sample report shown beside the block (to: { anchor: sample-report }).",
        ),
    })
    .describe("The ESG reporting block: its title and text, and the two buttons the spec fixes."),
  successStory: z
    .strictObject({
      eyebrow: text.describe("The small line above the story's title."),
      title: text,
      client: text.describe("The client, described without naming it."),
      scope: text.describe(
        "What was retired, e.g. 5,000 workstations and 200 servers across 12 locations. Shown after the client.",
      ),
      challengeTitle: text.describe("The small heading over the challenge, e.g. The Challenge."),
      challenge: text,
      solutionTitle: text.describe("The small heading over the solution, e.g. What We Did."),
      solution: text,
      results: exactly(
        stat,
        3,
        "results",
        "SPEC 2.10's story has three: reuse, recovery value, CO2 avoided",
      ).describe("The story's three results, as figures."),
    })
    .describe("A client's story: the challenge, the solution and three results."),
  closingCta: ctaCopy.describe("The green banner at the end of the page."),
});

export type SharedCopy = z.output<typeof sharedCopy>;
export type ProcessStep = z.output<typeof processStep>;
export type CustodyEvent = z.output<typeof reverseLogisticsCopy>["custodyRecord"]["events"][number];
export type SanitizationMethod = z.output<typeof dataSecurityCopy>["methods"]["items"][number];
export type MediaType = z.output<typeof dataSecurityCopy>["media"]["items"][number];
export type CtaCopy = z.output<typeof ctaCopy>;
