/**
 * The "How this visitor found us" block that every form's e-mail ends with,
 * from what the browser noted for this visit (note.ts). Pure but for reading
 * session storage.
 *
 * The note is read like the form drafts (src/forms/drafts.ts): storage holds
 * whatever was put there (an earlier version of the site in a tab left open
 * across a deploy, a hand edit), so each field is read on its own, what fits
 * is kept, what does not is left out and named, and nothing throws. Nothing
 * about the note may keep a lead from being sent: `withVisit` always returns
 * a body. Every value is one line (src/lib/plain-text.ts): a campaign value
 * from a link cannot forge a line such as "Landing page: /fake".
 */
import { oneLine } from "../lib/plain-text";
import type { AdId, MaxPages, MaxUtmLength, UtmField, Visit, VisitKey } from "./record";

const VISIT_KEY: VisitKey = "buyitad:visit";
const MAX_PAGES: MaxPages = 10;
const MAX_UTM: MaxUtmLength = 100;
/** Longest path or host read from the note: the entry notes real paths, far shorter. */
const MAX_PATH = 2048;

export const VISIT_HEADING = "How this visitor found us";
export const NOTHING_RECORDED =
  "Nothing recorded: the browser asks sites not to track (Global Privacy Control or Do Not Track), or keeps no session storage.";
export const NOTE_UNREADABLE =
  "Not known: the note this browser kept of the visit could not be read (saved by an earlier version of the site, or changed).";

/** The ad click ids the site notes, by name; an id not listed here is left out of the note as read. */
const AD_NAMES: Record<AdId, string> = {
  gclid: "Google Ads (gclid)",
  msclkid: "Microsoft Advertising (msclkid)",
};
/** The campaign fields the entry notes (note.ts lists them in order); typed so that none is missing. */
const UTM_FIELDS: Record<UtmField, true> = {
  utm_source: true,
  utm_medium: true,
  utm_campaign: true,
  utm_term: true,
  utm_content: true,
};

type Field = keyof Visit;

/** What each field of the note is called in the block. */
export const FIELD_NAMES: Record<Field, string> = {
  landing: "Landing page",
  referrer: "Referring site",
  utm: "Campaign",
  ads: "Ad click",
  pages: "Pages read",
};
/** The label of the line naming the fields left out. */
export const LEFT_OUT = "Left out, not readable in the visit note";

/** What the browser holds for this visit, as far as it can be read. */
export type VisitNote =
  /** Nothing noted: the browser asks not to be tracked, keeps no session storage, or the entry never ran. */
  | { kind: "none" }
  /** Something is stored, but nothing of it is a visit note: not JSON, not an object, no field that fits. */
  | { kind: "unreadable" }
  /** The fields that fit; `unreadable` names those that were missing or held something else, in part or whole. */
  | { kind: "read"; visit: Partial<Visit>; unreadable: Field[] };

const isPath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/") && value.length <= MAX_PATH;
const isHost = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= MAX_PATH;
const isUtm = (value: unknown): value is Visit["utm"][number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === "string" &&
  Object.hasOwn(UTM_FIELDS, value[0]) &&
  typeof value[1] === "string" &&
  value[1].length > 0 &&
  value[1].length <= MAX_UTM;
const isAd = (value: unknown): value is AdId => typeof value === "string" && Object.hasOwn(AD_NAMES, value);

/**
 * The items of a list that fit, and whether it was a list whose every item did.
 * With `key`, an item whose key was already kept does not fit (a note has one
 * value per campaign field and each ad id once).
 */
function items<T>(
  value: unknown,
  fits: (item: unknown) => item is T,
  key?: (item: T) => string,
): { kept: T[]; whole: boolean } {
  if (!Array.isArray(value)) return { kept: [], whole: false };
  const seen = new Set<string>();
  const kept = value.filter((item): item is T => {
    if (!fits(item)) return false;
    if (!key) return true;
    const itemKey = key(item);
    if (seen.has(itemKey)) return false;
    seen.add(itemKey);
    return true;
  });
  return { kept, whole: kept.length === value.length };
}

/** The stored value read field by field. Pure; never throws. */
export function parseVisit(stored: string | null): VisitNote {
  if (stored === null) return { kind: "none" };
  let note: unknown;
  try {
    note = JSON.parse(stored);
  } catch {
    return { kind: "unreadable" };
  }
  if (!note || typeof note !== "object" || Array.isArray(note)) return { kind: "unreadable" };
  const fields = note as Record<string, unknown>;
  const own = (field: Field) => (Object.hasOwn(fields, field) ? fields[field] : undefined);
  const visit: Partial<Visit> = {};
  const unreadable: Field[] = [];

  const landing = own("landing");
  if (isPath(landing)) visit.landing = landing;
  else unreadable.push("landing");
  // No referrer is a direct visit (JSON leaves an undefined field out).
  const referrer = own("referrer");
  if (isHost(referrer)) visit.referrer = referrer;
  else if (referrer !== undefined) unreadable.push("referrer");
  const lists = [
    ["utm", items(own("utm"), isUtm, ([field]) => field)],
    ["ads", items(own("ads"), isAd, (id) => id)],
    ["pages", items(own("pages"), isPath)],
  ] as const;
  for (const [field, { kept, whole }] of lists) {
    (visit as Record<Field, unknown>)[field] = field === "pages" ? kept.slice(-MAX_PAGES) : kept;
    if (!whole) unreadable.push(field);
  }
  // An object with none of a note's fields is no note (the referrer alone may be absent).
  const known =
    visit.landing || visit.referrer || visit.utm?.length || visit.ads?.length || visit.pages?.length;
  return known ? { kind: "read", visit, unreadable } : { kind: "unreadable" };
}

/**
 * The visit as noted. A browser that asks not to be tracked has nothing noted:
 * the entry script clears it on every page (note.ts).
 */
export function readVisit(storage: Pick<Storage, "getItem"> | undefined): VisitNote {
  if (!storage) return { kind: "none" };
  try {
    return parseVisit(storage.getItem(VISIT_KEY));
  } catch {
    return { kind: "none" }; // storage that throws on reading keeps nothing for us
  }
}

/** The block's lines: the heading, then one line per thing known, each value on its one line. */
export function visitLines(note: VisitNote): string[] {
  if (note.kind === "none") return [VISIT_HEADING, NOTHING_RECORDED];
  if (note.kind === "unreadable") return [VISIT_HEADING, NOTE_UNREADABLE];
  const { visit, unreadable } = note;
  // A line only for what is known: never a label with nothing after it.
  const line = (label: string, values: string[]) =>
    values.length ? [`${label}: ${values.map(oneLine).join(", ")}`] : [];
  const direct = unreadable.includes("referrer") ? [] : ["none (direct visit, or the referrer was withheld)"];
  return [
    VISIT_HEADING,
    ...line(FIELD_NAMES.landing, visit.landing ? [visit.landing] : []),
    ...line(FIELD_NAMES.referrer, visit.referrer ? [visit.referrer] : direct),
    ...line(
      FIELD_NAMES.utm,
      (visit.utm ?? []).map(([field, value]) => `${field}=${value}`),
    ),
    ...line(
      FIELD_NAMES.ads,
      (visit.ads ?? []).map((id) => AD_NAMES[id]),
    ),
    ...line(`${FIELD_NAMES.pages} (last ${MAX_PAGES} at most, oldest first)`, visit.pages ?? []),
    ...line(
      LEFT_OUT,
      unreadable.map((field) => FIELD_NAMES[field]),
    ),
  ];
}

/** Session storage, or undefined where it is disabled (reading the property throws there). */
function sessionStore(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * A form's e-mail body with the block below the form's fields. Never throws:
 * whatever goes wrong with the note, the body is sent, its block saying so.
 */
export function withVisit(body: string, storage: () => Storage | undefined = sessionStore): string {
  let lines: string[];
  try {
    lines = visitLines(readVisit(storage()));
  } catch {
    lines = [VISIT_HEADING, NOTE_UNREADABLE];
  }
  return [body, "", ...lines].join("\n");
}
