/**
 * The pickup date rule (SPEC 5.3, 9): today plus 3 calendar days or later, in
 * the visitor's time zone. The picker, a restored draft and the submit check
 * all ask the same question here, each at its own moment: a date picked just
 * before midnight is too early once the day has changed. Pure.
 */
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { isBefore } from "date-fns/isBefore";
import { isValid } from "date-fns/isValid";
import { startOfDay } from "date-fns/startOfDay";

/** Earliest pickup date: today plus 3 calendar days (SPEC 9). */
export function earliestPickupDate(now = new Date()): Date {
  return addDays(startOfDay(now), 3);
}

/** The stored form of a picked day (local calendar date, yyyy-mm-dd), or "" for none. */
export function toIsoDate(date: Date | undefined): string {
  return date && isValid(date) ? format(date, "yyyy-MM-dd") : "";
}

/**
 * A yyyy-mm-dd string as a local date; undefined for anything else ("garbage",
 * "2025-02-30", 20250609). Read by formatting the day back: a string that does
 * not come out the same was no real day. (date-fns' parse would weigh almost
 * 4 KB gzip on the page for this one pattern.)
 */
export function fromIsoDate(iso: unknown): Date | undefined {
  if (typeof iso !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return toIsoDate(date) === iso ? date : undefined;
}

/** The picked day if it is a real date that may still be chosen at `now`, else undefined. */
export function pickupDateFrom(iso: unknown, now = new Date()): Date | undefined {
  const date = fromIsoDate(iso);
  return date && !isBefore(date, earliestPickupDate(now)) ? date : undefined;
}
