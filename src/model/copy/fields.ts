/**
 * The pieces the copy files are made of (content/site.yaml, content/services.yaml,
 * content/pages/*.yaml): texts, keys checked against what exists, lists of a fixed length,
 * and the blocks many pages share (a hero, a section, a feature, a question). Each says
 * what is wrong in an editor's words; build/2-content/copy.ts adds the file, the line and
 * the field.
 */
import * as z from "zod";
import { didYouMean } from "../did-you-mean";
import { iconNames } from "../icons";
import { requiredText } from "../schema";

/** Words an editor writes: anything a reader can see (src/model/schema.ts, requiredText). */
export const text = requiredText();

/**
 * One of `known`, named by its key. A value that is none of them is told with the one it
 * most likely meant, and `help`: where the keys come from, or what to do instead.
 */
export function keyOf<const T extends readonly [string, ...string[]]>(known: T, what: string, help: string) {
  return z.enum(known, {
    error: (issue) =>
      issue.input === undefined
        ? "is required but missing"
        : `"${String(issue.input)}" is not ${what}.${didYouMean(String(issue.input), known)} ${help}`,
  });
}

const fixedTexts = new Set<string>();

/**
 * Every text the spec fixes word for word (fixedText), once the copy's schemas are built: the
 * build's typography check (build/2-content/typography.ts) leaves them as the spec writes them.
 */
export const FIXED_TEXTS: ReadonlySet<string> = fixedTexts;

/** A text the spec fixes, word for word: the copy holds it so that the page reads it from one place. */
export function fixedText<const T extends string>(value: T) {
  fixedTexts.add(value);
  return z.literal(value, {
    error: (issue) =>
      issue.input === undefined
        ? "is required but missing"
        : `must be "${value}" word for word: the spec fixes this text (SPEC.md), so the site says it as written there`,
  });
}

/** A fixed-length list: Tuple<T, 4> is [T, T, T, T]. */
export type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N
  ? R
  : Tuple<T, N, [...R, T]>;

/**
 * A list of exactly `count` items, where the spec or the layout fixes how many: the message
 * says how many are needed (`noun`: what they are) and `why`. Typed as a tuple of that length,
 * so that a page may take the third item as the third.
 */
export function exactly<T extends z.ZodType, const N extends number>(
  item: T,
  count: N,
  noun: string,
  why: string,
) {
  return (
    z
      .array(item)
      .refine((list) => list.length === count, {
        error: (issue) =>
          `must list ${count} ${noun}, not ${(issue.input as unknown[]).length}: ${why}. Add or remove items until there are ${count}`,
        // Counted even when an item has a problem of its own: one build tells both.
        when: (payload) => Array.isArray(payload.value),
      })
      .transform((list) => list as Tuple<z.output<T>, N>)
      // The count for the browser editor (/admin/), which cannot read the refinement above.
      .meta({ cms: { min: count, max: count } })
  );
}

/** A list of one item or more; optional fields that take a list are left out rather than written empty. */
export function someOf<T extends z.ZodType>(item: T) {
  return z.array(item).min(1, "is an empty list: write at least one item, or remove the field");
}

/** An icon, by its name in src/model/icons.ts (lucide's names). */
export const icon = keyOf(
  iconNames,
  "an icon the site draws",
  "Use one of the icon names in src/model/icons.ts, or ask a developer to add the one you need",
).describe(
  "The small picture shown with the text, chosen by its name. A developer can add one that is missing.",
);

/** The <title> and meta description of a page. */
export const pageMeta = z
  .strictObject({
    /** The head adds " | <brand>" unless the title already names the brand (src/lib/head.ts). */
    title: text.describe(
      "The page's title in the browser tab and in search results. Leave out the company's name: the site adds it.",
    ),
    description: requiredText({
      min: 50,
      max: 160,
      tooShort: "must be at least 50 characters: search engines show it under the page's title",
      tooLong: "must be at most 160 characters: search engines cut what is longer",
    }).describe("What search engines show under the page's title. 50 to 160 characters: they cut the rest."),
  })
  .describe(
    "The page's title and description for browser tabs and search engines; not shown on the page itself.",
  );

/** The top of a page: its h1 and the paragraph under it. */
export const hero = z.strictObject({
  eyebrow: text.describe("An optional small line above the page's main heading.").optional(),
  title: text.describe("The page's main heading (its h1), at the top of the page."),
  lead: text.describe("The paragraph under the page's main heading."),
});

/** A heading, with an optional paragraph under it, opening a section. */
export const sectionIntro = z.strictObject({
  title: text.describe("The section's heading."),
  lead: text.describe("An optional paragraph under the section's heading.").optional(),
});

/** A tile of a grid: its icon, its title, a paragraph and optional bullet points. */
export const feature = z.strictObject({
  icon,
  title: text,
  body: text,
  points: someOf(text).describe("Optional bullet points under the paragraph, one per item.").optional(),
});

/** A numbered step. */
export const step = z.strictObject({
  title: text.describe("The step's name. The site numbers the steps in their order."),
  body: text,
});

/** A question and its answer. */
export const faq = z.strictObject({
  question: text,
  answer: text,
});

/** A figure and what it counts. */
export const stat = z.strictObject({
  value: text.describe("The figure as shown, e.g. 2.4M lbs or 68%."),
  label: text.describe("What the figure counts, shown with it."),
  body: text
    .describe("An optional short line under the label (the home page's green block does not show it).")
    .optional(),
});

/** A client's words. */
export const testimonial = z.strictObject({
  quote: text,
  author: text.describe("The full name of the person quoted."),
  role: text.describe("Their job title."),
  company: text.describe(
    "Their organization, by its kind rather than its name (clients are not named without their consent), e.g. Regional hospital network.",
  ),
});

/** Whether a credential is a certification an auditor checks, or a standard the process follows, which nobody certifies. */
export const CREDENTIAL_KINDS = ["certification", "standard"] as const;

/**
 * A certification the company holds (R2v3, e-Stewards, ISO 9001...) or a standard its process
 * follows (NIST 800-88, DoD 5220.22-M): the short mark on its badge, its name, who stands behind
 * it and what it covers. A buyer checks each claim with the body it names: no certificate
 * numbers are written here, and a standard says plainly that it is not a certification.
 */
export const credential = z.strictObject({
  mark: requiredText({
    max: 5,
    empty: "is empty: write the short mark drawn on the badge, e.g. SERI",
    tooLong:
      "must be at most 5 characters: it is drawn small on the badge (the body behind it, e.g. SERI, BAN, ISO, NIST)",
  }).describe(
    "The short mark drawn on the badge: the initials of the body behind it, e.g. SERI, BAN, ISO, NIST, DoD.",
  ),
  kind: keyOf(
    CREDENTIAL_KINDS,
    "a kind of credential",
    "Write certification (audited and certified: R2v3, e-Stewards, ISO) or standard (a standard the process follows, which nobody certifies: NIST 800-88, DoD 5220.22-M)",
  ).describe(
    "certification: audited and certified (R2v3, e-Stewards, ISO 9001, ISO 14001); standard: a standard the process is aligned or compatible with, which is not a certification (NIST 800-88, DoD 5220.22-M). A standard's badge is drawn in outline.",
  ),
  title: text.describe("Its name, e.g. R2v3, or NIST 800-88 Aligned."),
  issuer: text.describe(
    "Who certifies it, or who publishes the standard, in one line, e.g. Certified by an accredited certification body to the R2v3 standard of SERI. A standard says it is not a certification. No certificate numbers.",
  ),
  covers: text.describe("What it covers, in a sentence."),
});

/** A section: its heading and introduction, then its items. */
export function section<T extends z.ZodType>(items: T) {
  return sectionIntro.extend({ items });
}

export type PageMeta = z.output<typeof pageMeta>;
export type Hero = z.output<typeof hero>;
export type SectionIntro = z.output<typeof sectionIntro>;
export type Feature = z.output<typeof feature>;
export type Step = z.output<typeof step>;
export type Faq = z.output<typeof faq>;
export type Stat = z.output<typeof stat>;
export type Testimonial = z.output<typeof testimonial>;
export type Credential = z.output<typeof credential>;
