/**
 * The pickup date rule (SPEC 5.3, 9) on fixed days, never the real today: the earliest day is
 * the third business day after today (Monday to Friday, today not counted), weekends are never
 * pickup days, and "today" is the visitor's calendar day, in their time zone.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  earliestPickupDate,
  isPickupDay,
  isWeekend,
  PICKUP_DATE_LABEL,
  pickupDateFrom,
  toIsoDate,
} from "../../src/forms/pickup-date";

/** A local day in June 2025: Sunday 1, Monday 2 ... Saturday 7, Sunday 8, Monday 9 ... */
const june = (day: number, hour = 10, minute = 0) => new Date(2025, 5, day, hour, minute);
const iso = (date: Date) => toIsoDate(date);

describe("the earliest pickup date is the third business day after today", () => {
  it.each([
    ["Monday", june(2), "2025-06-05"], // Tue, Wed, Thu
    ["Tuesday", june(3), "2025-06-06"], // Wed, Thu, Fri
    ["Wednesday", june(4), "2025-06-09"], // Thu, Fri, Mon
    ["Thursday", june(5), "2025-06-10"], // Fri, Mon, Tue
    ["Friday", june(6), "2025-06-11"], // Mon, Tue, Wed
    ["Saturday", june(7), "2025-06-11"], // Mon, Tue, Wed
    ["Sunday", june(8), "2025-06-11"], // Mon, Tue, Wed
  ])("on a %s", (_, now, earliest) => {
    expect(iso(earliestPickupDate(now))).toBe(earliest);
  });

  it("counts from the day, whatever the hour: one minute to midnight and one past it differ by a day", () => {
    expect(iso(earliestPickupDate(june(5, 23, 59)))).toBe("2025-06-10");
    expect(iso(earliestPickupDate(june(6, 0, 1)))).toBe("2025-06-11");
    expect(earliestPickupDate(june(5, 23, 59))).toEqual(new Date(2025, 5, 10));
  });

  it("crosses months and years", () => {
    expect(iso(earliestPickupDate(new Date(2025, 11, 31, 9)))).toBe("2026-01-05"); // Wed -> Thu, Fri, Mon
    expect(iso(earliestPickupDate(new Date(2025, 1, 27, 9)))).toBe("2025-03-04"); // Thu -> Fri, Mon, Tue
  });

  it("is never a weekend and always 3 to 5 calendar days ahead, for any day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (now) => {
          const earliest = earliestPickupDate(now);
          const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
          const days = Math.round((earliest.getTime() - today.getTime()) / 86_400_000);
          expect(isWeekend(earliest)).toBe(false);
          expect(days).toBeGreaterThanOrEqual(3);
          expect(days).toBeLessThanOrEqual(5);
        },
      ),
    );
  });
});

describe("a pickup day", () => {
  it("is a weekday on or after the earliest date, never a Saturday or Sunday", () => {
    const now = june(6); // Friday: earliest Wednesday, June 11
    expect(isPickupDay(new Date(2025, 5, 10), now)).toBe(false); // Tuesday, too soon
    expect(isPickupDay(new Date(2025, 5, 11), now)).toBe(true);
    expect(isPickupDay(new Date(2025, 5, 13), now)).toBe(true); // Friday
    expect(isPickupDay(new Date(2025, 5, 14), now)).toBe(false); // Saturday
    expect(isPickupDay(new Date(2025, 5, 15), now)).toBe(false); // Sunday
    expect(isPickupDay(new Date(2025, 5, 16), now)).toBe(true); // Monday
  });

  it("is what a stored day is checked against", () => {
    expect(pickupDateFrom("2025-06-14", june(2))).toBeUndefined(); // a Saturday, long after the earliest
    expect(pickupDateFrom("2025-06-05", june(2))).toEqual(new Date(2025, 5, 5));
    expect(pickupDateFrom("2025-06-04", june(2))).toBeUndefined();
  });

  it("the label names the same number of business days", () => {
    expect(PICKUP_DATE_LABEL).toBe("Preferred Pickup Date (minimum 3 business days)");
  });
});

describe("in the visitor's time zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each([
    // 23:30 on Thursday in Los Angeles is already Friday in UTC and in Tokyo.
    ["America/Los_Angeles", "2025-06-10"],
    ["UTC", "2025-06-11"],
    ["Asia/Tokyo", "2025-06-11"],
  ])("Thursday 23:30 in Los Angeles, seen in %s", (tz, earliest) => {
    process.env.TZ = tz;
    const now = new Date("2025-06-05T23:30:00-07:00");
    expect(iso(earliestPickupDate(now))).toBe(earliest);
  });

  it("a Friday evening in New York is Saturday in Tokyo: both give the same Wednesday", () => {
    process.env.TZ = "America/New_York";
    expect(iso(earliestPickupDate(new Date("2025-06-06T20:00:00-04:00")))).toBe("2025-06-11");
    process.env.TZ = "Asia/Tokyo";
    expect(iso(earliestPickupDate(new Date("2025-06-06T20:00:00-04:00")))).toBe("2025-06-11");
  });
});
