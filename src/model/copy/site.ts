/**
 * content/site.yaml: the site's constants, the one place that holds the brand, the default
 * address of the site, the phone number, e-mail and postal address, the social profiles, the
 * tagline and the navigation. Nothing else repeats them: pages read them from the loaded
 * content, and every other text names them with {{brand}}, {{phone}}, {{email}}... tokens
 * (src/model/tokens.ts).
 */
import * as z from "zod";
import { text } from "./fields";
import { linkTarget } from "./links";

const phoneDigits = /^1-\d{3}-\d{3}-\d{4}$/;

export const siteSchema = z.strictObject({
  brand: text.describe(
    "The company's name, on every page and in every page's title. Other texts write it as {{brand}}.",
  ),
  /** The build's SITE_URL, when set, overrides it. */
  origin: z
    .string()
    .regex(
      /^https?:\/\/[^/?#\s]+$/,
      "must be https:// and the domain, nothing after it (e.g. https://www.buyitad.com)",
    )
    .describe(
      "The site's web address: https:// and the domain, nothing after it (e.g. https://www.buyitad.com). Full links to its pages start with it.",
    ),
  phone: z.strictObject({
    /** Used in tel: links. */
    digits: z
      .string()
      .regex(phoneDigits, "must be written as dialled, 1-NNN-NNN-NNNN (e.g. 1-844-289-4823)")
      .describe(
        "The phone number as dialled, e.g. 1-844-289-4823: what a tap on the number calls. Other texts write it as {{phone}}.",
      ),
    vanity: z
      .string()
      .regex(
        /^1(?:-[0-9A-Z]+)+$/,
        "must be 1 and the number in digits and capital letters, joined by hyphens (e.g. 1-844-BUY-ITAD)",
      )
      .refine(
        (vanity) => vanity.replaceAll("-", "").length === 11,
        "must have ten digits or letters after the 1, as dialled (e.g. 1-844-BUY-ITAD)",
      )
      .describe(
        "The same number in the form people remember, e.g. 1-844-BUY-ITAD. Other texts write it as {{phoneVanity}}.",
      ),
  }),
  email: z
    .email("must be an e-mail address (e.g. info@buyitad.com)")
    .describe(
      "The company's e-mail address: the site's forms send to it, and pages link to it. Other texts write it as {{email}}.",
    ),
  /** SPEC 2.9. */
  address: z
    .strictObject({
      street: text,
      locality: text.describe("The town or city."),
      region: z
        .string()
        .regex(/^[A-Z]{2}$/, "must be the state's two capitals (e.g. MA)")
        .describe("The state, in two capital letters (e.g. MA)."),
      postalCode: z
        .string()
        .regex(/^\d{5}(?:-\d{4})?$/, "must be a ZIP code, 5 digits (e.g. 01801)")
        .describe("The ZIP code, e.g. 01801."),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, "must be the country's two capitals (e.g. US)")
        .describe("The country, in two capital letters (e.g. US)."),
    })
    .describe(
      "The head office, on the contact page, in the footer and in the data search engines read. Other texts write it as {{address}}.",
    ),
  /** In the structured data (sameAs). */
  social: z
    .array(
      z.strictObject({
        name: text.describe("The site the profile is on, e.g. LinkedIn."),
        href: z
          .string()
          .regex(/^https:\/\/\S+$/, "must be the profile's whole address, starting with https://")
          .describe("The profile's whole address, starting with https://."),
      }),
    )
    .describe(
      "The company's profiles on other sites. Search engines are told of them; the pages do not show them.",
    ),
  tagline: text.describe(
    "The line under the logo in the footer, and on the picture shown when a page is shared.",
  ),
  nav: z
    .array(
      z.strictObject({
        name: text.describe("The link's words in the header."),
        to: linkTarget,
      }),
    )
    .min(1, "must list the header's links: at least one")
    .describe("The links in the site's header, in order."),
});

export type SiteData = z.output<typeof siteSchema>;
