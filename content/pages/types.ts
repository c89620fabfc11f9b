/**
 * Shapes of the page copy in content/pages/. Copy is data: page components in
 * src/pages/ render it, so wording changes never touch markup.
 */
import type { IconName } from "../../src/components/ui/icon";

export type { IconName };

export interface PageMeta {
  /** <title> without the brand suffix (the head adds it). */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
}

export interface Hero {
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  lead: string;
}

/** A heading with an optional introduction, opening a section. */
export interface SectionIntro {
  title: string;
  lead?: string;
}

export interface Feature {
  icon: IconName;
  title: string;
  body: string;
  /** Optional bullet points under the body. */
  points?: string[];
}

export interface Step {
  title: string;
  body: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Stat {
  value: string;
  label: string;
  body?: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
}

/** A fixed-length list: Tuple<Faq, 4> is [Faq, Faq, Faq, Faq]. Used where the spec fixes a count. */
export type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N
  ? R
  : Tuple<T, N, [...R, T]>;

/** A section: an intro followed by its items. */
export interface Section<Items extends readonly unknown[]> extends SectionIntro {
  items: Items;
}

/** A labelled link or button and its target path. */
export interface LinkItem {
  label: string;
  href: string;
}

/**
 * Copy of a call-to-action block. Buttons are optional: where they are left
 * out the block keeps its defaults (Schedule a Pickup to /schedule-pickup,
 * Contact Us to /contact).
 */
export interface CtaCopy {
  title: string;
  text: string;
  primary?: LinkItem;
  secondary?: LinkItem;
}

/** A hero with its call-to-action buttons. */
export interface HeroWithActions extends Hero {
  primary: LinkItem;
  secondary?: LinkItem;
}
