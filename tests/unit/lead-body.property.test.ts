/**
 * Property: whatever this browser kept as the visit note and whatever a link or a
 * visitor puts into a lead (campaign values, landing page, referrer, the form's
 * fields, a résumé file name), building the e-mail body never throws, and every
 * line of its lead data starts with a known label, each value on that one line.
 * Fixed seed and bounded runs, so it runs the same in CI every time.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { careerBody, contactBody, pickupBody } from "../../src/forms/bodies";
import type { CareerData, ContactData, PickupData } from "../../src/forms/schemas";
import {
  FIELD_NAMES,
  LEFT_OUT,
  NOTE_UNREADABLE,
  NOTHING_RECORDED,
  VISIT_HEADING,
  withVisit,
} from "../../src/visit/lines";
import { noteVisit, VISIT_KEY } from "../../src/visit/note";
import { siteContent } from "../helpers";

/** The project's site constants (content/site.yaml), as loaded. */
const { site } = siteContent();

const RUNS = { seed: 25, numRuns: 200 };

/** Anything that breaks a line, or tries to forge one, mixed with any text. */
const nasty = fc.constantFrom(
  "\r",
  "\n",
  "\r\n",
  "\v",
  "\f",
  "\u0000",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u2028",
  "\u2029",
  "Landing page: /fake",
  VISIT_HEADING,
);
const text = fc
  .array(fc.oneof(fc.string({ unit: "binary" }), nasty), { maxLength: 6 })
  .map((parts) => parts.join(""));

/** A stored note: any JSON, any string, or a note's fields holding any JSON or text. */
const field = fc.oneof(text, fc.jsonValue(), fc.array(fc.oneof(text, fc.jsonValue(), fc.tuple(text, text))));
const note = fc.option(
  fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value) ?? "null"),
    text,
    fc
      .record(
        {
          landing: fc.oneof(
            field,
            text.map((t) => `/${t}`),
          ),
          referrer: field,
          utm: fc.oneof(field, fc.array(fc.tuple(fc.constantFrom("utm_source", "utm_term", "utm_x"), text))),
          ads: fc.oneof(field, fc.array(fc.constantFrom("gclid", "msclkid", "fbclid", ""))),
          pages: fc.oneof(field, fc.array(text.map((t) => `/${t}`))),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  ),
);

/** A page view: any path, any campaign values on its URL, any referrer. */
const view = fc.record({
  path: text,
  utm: fc.dictionary(fc.constantFrom("utm_source", "utm_medium", "utm_campaign", "gclid"), text),
  referrer: text,
});

function memoryStorage(initial: string | null) {
  const items = new Map<string, string>(initial === null ? [] : [[VISIT_KEY, initial]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    get length() {
      return items.size;
    },
  } as unknown as Storage;
}

const VISIT_LABELS = [
  FIELD_NAMES.landing,
  FIELD_NAMES.referrer,
  FIELD_NAMES.utm,
  FIELD_NAMES.ads,
  `${FIELD_NAMES.pages} (last 10 at most, oldest first)`,
  LEFT_OUT,
].map((label) => `${label}: `);

/** The visit block (after the last heading: a visitor's message may quote one) checked line by line. */
function expectVisitBlock(body: string) {
  const start = body.lastIndexOf(`\n\n${VISIT_HEADING}\n`);
  expect(start).toBeGreaterThan(-1);
  const lines = body.slice(start + 2).split("\n");
  expect(lines[0]).toBe(VISIT_HEADING);
  const rest = lines.slice(1);
  if (rest.length === 1 && [NOTHING_RECORDED, NOTE_UNREADABLE].includes(rest[0]!))
    return body.slice(0, start);
  expect(rest.length).toBeGreaterThan(0);
  for (const line of rest) {
    const label = VISIT_LABELS.find((known) => line.startsWith(known));
    expect(label, `a line of the visit block with no known label: ${JSON.stringify(line)}`).toBeDefined();
    expect(line.length, `a label with nothing after it: ${JSON.stringify(line)}`).toBeGreaterThan(
      label!.length,
    );
  }
  return body.slice(0, start);
}

/** Lines of a form's part whose labels are fixed: each is exactly a heading, blank, or "Label: value". */
function expectLabelled(lines: string[], expected: (string | RegExp)[]) {
  expect(lines).toHaveLength(expected.length);
  lines.forEach((line, i) => {
    const want = expected[i]!;
    if (typeof want === "string") expect(line).toBe(want);
    else expect(line).toMatch(want);
  });
}

const ONE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;
const labelled = (label: string) => new RegExp(`^${label}: [^\\p{Cc}\\u2028\\u2029]*$`, "u");

describe("a lead's e-mail body, for any visit note and any values (property)", () => {
  it("never throws, and each line of the visit block is one known label with its value", () => {
    fc.assert(
      fc.property(note, fc.array(view, { maxLength: 3 }), text, (stored, views, message) => {
        const storage = memoryStorage(stored);
        for (const { path, utm, referrer } of views) {
          const url = new URL(`${site.origin}/${encodeURI(path.replace(/[\ud800-\udfff]/g, ""))}`);
          for (const [name, value] of Object.entries(utm)) url.searchParams.set(name, value);
          noteVisit({ url: url.href, referrer, nav: {}, storage });
        }
        const body = withVisit(`Message:\n${message}`, () => storage);
        expect(body.startsWith(`Message:\n${message}\n\n`)).toBe(true);
        const form = expectVisitBlock(body);
        expect(form).toBe(`Message:\n${message}`);
      }),
      RUNS,
    );
  });

  it("every single-line field and the résumé file name stay on their labelled line in all three bodies", () => {
    fc.assert(
      fc.property(
        fc.record({
          name: text,
          email: text,
          phone: text,
          company: text,
          choice: text,
          file: text,
          long: text,
        }),
        note,
        (v, stored) => {
          const contact = contactBody({
            name: v.name,
            email: v.email,
            phone: v.phone,
            company: v.company,
            subject: v.choice,
            message: v.long,
            company_url: "",
          } as ContactData);
          const contactLines = contact.split("\n");
          expectLabelled(contactLines.slice(0, 9), [
            "New contact form submission",
            "",
            labelled("Name"),
            labelled("Email"),
            labelled("Phone"),
            labelled("Company"),
            labelled("Subject"),
            "",
            "Message:",
          ]);

          const career = careerBody(
            {
              fullName: v.name,
              email: v.email,
              phone: v.phone,
              position: v.choice,
              linkedIn: v.company,
              coverLetter: v.long,
              company_url: "",
            } as CareerData,
            { name: v.file, size: 1572864 },
          );
          const careerLines = career.split("\n");
          expectLabelled(careerLines.slice(0, 10), [
            "New career application",
            "",
            "Applicant Information",
            labelled("Name"),
            labelled("Email"),
            labelled("Phone"),
            labelled("Position"),
            labelled("LinkedIn"),
            "",
            "Cover Letter",
          ]);
          expectLabelled(careerLines.slice(-4), [
            "",
            "Resume",
            labelled("File"),
            "The resume file is not attached to this message. HR will follow up by e-mail to collect it from the applicant.",
          ]);

          const pickup = pickupBody(
            {
              name: v.name,
              company: v.company,
              email: v.email,
              phone: v.phone,
              locations: v.choice,
              volume: v.choice,
              notes: v.long,
              company_url: "",
            } as PickupData,
            [v.file, v.choice],
            new Date(2025, 5, 9),
          );
          const pickupLines = pickup.split("\n");
          const bullet = /^- [^\p{Cc}\u2028\u2029]*$/u;
          expectLabelled(pickupLines.slice(0, 18), [
            "New pickup request",
            "",
            "Contact Information",
            labelled("Name"),
            labelled("Company"),
            labelled("Email"),
            labelled("Phone"),
            "",
            "Pickup Details",
            labelled("Number of Locations"),
            labelled("Estimated Volume"),
            "Preferred Pickup Date: Monday, June 9, 2025",
            "",
            "Asset Types",
            bullet,
            bullet,
            "",
            "Additional Notes",
          ]);

          // The visitor's own text keeps its lines, with no control character but a tab.
          for (const body of [contact, career, pickup]) {
            for (const line of body.split("\n")) expect(line.replace(/\t/g, " ")).toMatch(ONE_LINE);
            // And the note, whatever it is, adds its block below without throwing.
            expect(expectVisitBlock(withVisit(body, () => memoryStorage(stored)))).toBe(body);
          }
        },
      ),
      RUNS,
    );
  });
});
