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
  /** The company's name, as every page and its title write it. */
  brand: text,
  /** The site's address (https:// and the domain), used when SITE_URL is not set. */
  origin: z
    .string()
    .regex(
      /^https?:\/\/[^/?#\s]+$/,
      "must be https:// and the domain, nothing after it (e.g. https://www.buyitad.com)",
    ),
  phone: z.strictObject({
    /** Digits as dialled, used in tel: links: 1-844-289-4823. */
    digits: z.string().regex(phoneDigits, "must be written as dialled, 1-NNN-NNN-NNNN (e.g. 1-844-289-4823)"),
    /** The vanity form people remember: 1-844-BUY-ITAD. */
    vanity: z
      .string()
      .regex(
        /^1(?:-[0-9A-Z]+)+$/,
        "must be 1 and the number in digits and capital letters, joined by hyphens (e.g. 1-844-BUY-ITAD)",
      )
      .refine(
        (vanity) => vanity.replaceAll("-", "").length === 11,
        "must have ten digits or letters after the 1, as dialled (e.g. 1-844-BUY-ITAD)",
      ),
  }),
  /** The general e-mail address: forms send to it, and pages link to it. */
  email: z.email("must be an e-mail address (e.g. info@buyitad.com)"),
  /** The head office (SPEC 2.9), on the contact page, in the footer and in the structured data. */
  address: z.strictObject({
    street: text,
    locality: text,
    /** The state, in two capitals: MA. */
    region: z.string().regex(/^[A-Z]{2}$/, "must be the state's two capitals (e.g. MA)"),
    postalCode: z.string().regex(/^\d{5}(?:-\d{4})?$/, "must be a ZIP code, 5 digits (e.g. 01801)"),
    /** The country, in two capitals: US. */
    country: z.string().regex(/^[A-Z]{2}$/, "must be the country's two capitals (e.g. US)"),
  }),
  /** The company's profiles elsewhere, in its structured data. */
  social: z.array(
    z.strictObject({
      name: text,
      href: z
        .string()
        .regex(/^https:\/\/\S+$/, "must be the profile's whole address, starting with https://"),
    }),
  ),
  /** The line under the logo in the footer, and on the share image. */
  tagline: text,
  /** The header's links, in order. */
  nav: z
    .array(z.strictObject({ name: text, to: linkTarget }))
    .min(1, "must list the header's links: at least one"),
});

export type SiteData = z.output<typeof siteSchema>;
