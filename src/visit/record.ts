/**
 * First-touch attribution, first-party only (no cookie, no request): what the
 * browser keeps, for this visit only, about how the visit began and what was
 * read, so that a lead sent through a form says where it came from. The entry
 * script notes it (note.ts); the forms read it when they send (lines.ts).
 * Types only: the entry and the form chunks must share no module, or esbuild
 * would split it into a chunk of its own that every page loads. The two
 * constants are written in both files, typed by the literals here, so they
 * cannot drift apart.
 */

/** Session storage key; the visit ends when the tab does. */
export type VisitKey = "buyitad:visit";

/** Paths read, newest last, at most this many. */
export type MaxPages = 10;

/** Longest campaign value kept, in characters. */
export type MaxUtmLength = 100;

/** The campaign parameters noted, in their standard order. */
export type UtmField = "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content";

/** The ad click ids whose presence is noted. */
export type AdId = "gclid" | "msclkid";

export interface Visit {
  /** Path of the first page of the visit, without its query. */
  landing: string;
  /** Host of the site that linked to it, never the full URL; absent for a direct visit. */
  referrer?: string;
  /** The campaign parameters (utm_*) of the landing URL that were present, in their standard order. */
  utm: [field: UtmField, value: string][];
  /** Ad click ids present on the landing URL (only that they were there, not their values). */
  ads: AdId[];
  /** Paths read, oldest first, the last MAX_PAGES. */
  pages: string[];
}

/** What the browser says about tracking (globalPrivacyControl is not in TypeScript's DOM types yet). */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}
