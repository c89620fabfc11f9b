/**
 * The pickup date rule (SPEC 5.3, 9): the earliest day is the third business
 * day after today (Monday to Friday; today itself does not count), and a
 * Saturday or Sunday is never a pickup day, all in the visitor's time zone
 * (the browser's local calendar). The calendar's disabled days, a restored
 * draft, the submit check and the label all ask this module, each at its own
 * moment: a date picked just before midnight is too early once the day has
 * changed. Pure.
 */
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { isBefore } from "date-fns/isBefore";
import { isValid } from "date-fns/isValid";
import { startOfDay } from "date-fns/startOfDay";

/** How many business days ahead the earliest pickup is (SPEC 9); the date label says it. */
export const PICKUP_BUSINESS_DAYS = 3;

/** The date field's label (SPEC 5.3), from the same number as the rule. */
export const PICKUP_DATE_LABEL = `Preferred Pickup Date (minimum ${PICKUP_BUSINESS_DAYS} business days)`;

/** Saturday or Sunday: no pickups. */
export const isWeekend = (date: Date): boolean => date.getDay() === 0 || date.getDay() === 6;

/** Earliest pickup date: the third business day after the day of `now` (SPEC 9), at local midnight. */
export function earliestPickupDate(now = new Date()): Date {
  let day = startOfDay(now);
  for (let counted = 0; counted < PICKUP_BUSINESS_DAYS; ) {
    day = addDays(day, 1);
    if (!isWeekend(day)) counted++;
  }
  return day;
}

/** Whether a visitor may choose `date` at `now`: a weekday no earlier than the earliest pickup date. */
export function isPickupDay(date: Date, now = new Date()): boolean {
  return !isWeekend(date) && !isBefore(startOfDay(date), earliestPickupDate(now));
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
  return date && isPickupDay(date, now) ? date : undefined;
}
