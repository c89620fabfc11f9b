/**
 * The "How this visitor found us" block that every form's e-mail ends with,
 * from what the browser noted for this visit (note.ts). Pure but for reading
 * session storage.
 */
import type { MaxPages, Visit, VisitKey } from "./record";

const VISIT_KEY: VisitKey = "buyitad:visit";
const MAX_PAGES: MaxPages = 10;

export const VISIT_HEADING = "How this visitor found us";
export const NOTHING_RECORDED =
  "Nothing recorded: the browser asks sites not to track (Global Privacy Control or Do Not Track), or keeps no session storage.";

const AD_NAMES = { gclid: "Google Ads (gclid)", msclkid: "Microsoft Advertising (msclkid)" } as const;

/**
 * The visit as noted, or undefined when nothing was. A browser that asks not to be
 * tracked has nothing noted: the entry script clears it on every page (note.ts).
 */
export function readVisit(storage: Pick<Storage, "getItem"> | undefined): Visit | undefined {
  if (!storage) return undefined;
  try {
    const value = JSON.parse(storage.getItem(VISIT_KEY) ?? "null") as Visit | null;
    return value &&
      typeof value.landing === "string" &&
      Array.isArray(value.pages) &&
      Array.isArray(value.utm)
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** The block's lines: the heading, then what is known, or one line saying nothing is. */
export function visitLines(visit: Visit | undefined): string[] {
  if (!visit) return [VISIT_HEADING, NOTHING_RECORDED];
  const campaign = visit.utm.map(([field, value]) => `${field}=${value}`);
  return [
    VISIT_HEADING,
    `Landing page: ${visit.landing}`,
    `Referring site: ${visit.referrer ?? "none (direct visit, or the referrer was withheld)"}`,
    ...(campaign.length ? [`Campaign: ${campaign.join(", ")}`] : []),
    ...(visit.ads.length ? [`Ad click: ${visit.ads.map((id) => AD_NAMES[id]).join(", ")}`] : []),
    `Pages read (last ${MAX_PAGES} at most, oldest first): ${visit.pages.join(", ")}`,
  ];
}

/** A form's e-mail body with the block below the form's fields. */
export function withVisit(body: string): string {
  let storage: Storage | undefined;
  try {
    storage = sessionStorage; // throws where storage is disabled
  } catch {
    storage = undefined;
  }
  return [body, "", ...visitLines(readVisit(storage))].join("\n");
}
