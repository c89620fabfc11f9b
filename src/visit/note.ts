/**
 * Runs in the client entry on every page: on the first page of a visit it
 * notes the landing page, the referring site's host, the campaign parameters
 * and whether an ad click id was there; on every page it adds the path to the
 * pages read. Nothing is kept, and anything kept before is dropped, when the
 * browser sends Global Privacy Control or Do Not Track. Never throws: storage
 * may be unavailable (private modes, full quota), and then nothing is noted.
 */
import type { AdId, MaxPages, MaxUtmLength, PrivacySignals, UtmField, Visit, VisitKey } from "./record";

export const VISIT_KEY: VisitKey = "buyitad:visit";
const MAX_PAGES: MaxPages = 10;
const MAX_UTM: MaxUtmLength = 100;

export const UTM_FIELDS: readonly UtmField[] = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
];
const AD_IDS: readonly AdId[] = ["gclid", "msclkid"];

/** Whether the browser asks not to be tracked: Global Privacy Control or Do Not Track. */
export function optedOut(nav: PrivacySignals): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1" || nav.doNotTrack === "yes";
}

export interface PageView {
  url: string;
  /** document.referrer: "" when none. */
  referrer: string;
  nav: PrivacySignals;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

/** The visit after this page view (pure: the caller stores it). */
export function nextVisit(previous: Visit | undefined, url: URL, referrer: string): Visit {
  const visit: Visit = previous ?? {
    landing: url.pathname,
    referrer: referrerHost(referrer, url.host),
    utm: UTM_FIELDS.flatMap((field): Visit["utm"] => {
      const value = url.searchParams.get(field)?.trim();
      return value ? [[field, value.slice(0, MAX_UTM)]] : [];
    }),
    ads: AD_IDS.filter((id) => url.searchParams.has(id)),
    pages: [],
  };
  // A reload is not a second read.
  const pages = visit.pages.at(-1) === url.pathname ? visit.pages : [...visit.pages, url.pathname];
  return { ...visit, pages: pages.slice(-MAX_PAGES) };
}

function referrerHost(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).host;
    return host && host !== ownHost ? host : undefined;
  } catch {
    return undefined;
  }
}

export function noteVisit(view: PageView): void {
  try {
    if (optedOut(view.nav)) {
      view.storage.removeItem(VISIT_KEY);
      return;
    }
    const previous = storedVisit(view.storage.getItem(VISIT_KEY));
    if (previous === null) return;
    view.storage.setItem(VISIT_KEY, JSON.stringify(nextVisit(previous, new URL(view.url), view.referrer)));
  } catch {
    // No storage, or a full one: nothing is noted.
  }
}

/**
 * The stored note as far as a page view needs it: its first touch is carried
 * as it was stored, whatever its shape (an earlier version of the site may have
 * saved it; the forms read each field on its own and leave out what does not
 * fit, src/visit/lines.ts), and its pages read start again if they are not a
 * list. Undefined when nothing is stored; null when the value is not a note at
 * all (not JSON, or not an object), which is then left for the forms to report.
 */
function storedVisit(stored: string | null): Visit | undefined | null {
  if (!stored) return undefined;
  let note: unknown;
  try {
    note = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!note || typeof note !== "object" || Array.isArray(note)) return null;
  const pages = (note as { pages?: unknown }).pages;
  return { ...(note as Visit), pages: Array.isArray(pages) ? pages : [] };
}
