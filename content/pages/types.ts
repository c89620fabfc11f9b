/**
 * Shapes of the page copy in content/pages/. Copy is data: page components in
 * src/pages/ render it, so wording changes never touch markup. Copy names what it
 * shows and links to by key (an icon's name, a page's id, a service's id), and src/
 * turns each key into a component or a URL: content imports nothing from src/.
 */
import type { Service } from "../services";

/**
 * The icons copy may name. src/components/ui/icon.tsx draws each one, keyed by this union:
 * a name added here without its drawing there, or the other way round, does not compile.
 */
export type IconName =
  | "Award"
  | "BadgeCheck"
  | "Building"
  | "CalendarCheck"
  | "CalendarDays"
  | "CardSim"
  | "CassetteTape"
  | "Check"
  | "CircleCheck"
  | "CircleDollarSign"
  | "CircuitBoard"
  | "ClipboardCheck"
  | "Clock"
  | "Cpu"
  | "Database"
  | "Disc3"
  | "Earth"
  | "Eraser"
  | "Factory"
  | "FileBadge"
  | "FileSpreadsheet"
  | "Globe"
  | "GraduationCap"
  | "Hammer"
  | "Handshake"
  | "HardDrive"
  | "HeartPulse"
  | "Landmark"
  | "Leaf"
  | "Lightbulb"
  | "ListChecks"
  | "Lock"
  | "MapPin"
  | "MemoryStick"
  | "Microchip"
  | "Package"
  | "PiggyBank"
  | "Recycle"
  | "RefreshCw"
  | "Scale"
  | "Server"
  | "Shield"
  | "ShieldCheck"
  | "ShoppingCart"
  | "Smartphone"
  | "Sprout"
  | "Truck"
  | "Usb"
  | "Warehouse"
  | "Wrench";

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

/**
 * The pages copy links to, by their ids in src/paths.ts, which checks that each has a path
 * (src/lib/link-target.ts). A page copy should link to is added here.
 */
export type LinkedPage =
  | "home"
  | "about"
  | "services"
  | "sustainability"
  | "blog"
  | "careers"
  | "contact"
  | "schedule-pickup";

/** What a link of the copy leads to: a page (at an element of it, `hash`), a service by its id, or a post by its slug. */
export type LinkTarget = { page: LinkedPage; hash?: string } | { service: Service["id"] } | { post: string };

/** A labelled link or button and what it leads to. */
export interface LinkItem {
  label: string;
  to: LinkTarget;
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
