/**
 * The plain-text e-mail bodies of the three forms (SPEC 7). Pure, unit-tested.
 * Every value after a label is one line (src/lib/plain-text.ts), so no field can
 * forge a line of its own ("Landing page: /fake"). What the visitor writes over
 * several lines (message, cover letter, notes) keeps its line breaks, under its
 * own heading, as the visitor's own words.
 */
import { format } from "date-fns/format";
import { oneLine, ownLines } from "../lib/plain-text";
import type { CareerData, ContactData, PickupData } from "./schemas";
import { LOCATIONS, POSITIONS, VOLUMES } from "./schemas";

const orNone = (value: string | undefined, none: string) => (value?.trim() ? value.trim() : none);
/** A labelled line: "Label: value", the value on that one line. */
const line = (label: string, value: string) => `${label}: ${oneLine(value)}`;

/** How much of what filled the hidden anti-spam field the e-mail quotes: enough to judge it by. */
export const TRAP_QUOTE_LENGTH = 100;

/**
 * The lines under a message's title when the hidden anti-spam field (company_url) was filled:
 * people never see it, so a spam robot filled it, or the visitor's browser or password manager
 * did. The message is sent all the same, and the staff judge it by the rest (schemas.ts,
 * honeypot). None when the field is empty.
 */
export function trapLines(value: string | undefined): string[] {
  const filled = oneLine(value ?? "").trim();
  if (!filled) return [];
  // Cut by characters, never inside one (a surrogate pair).
  const quoted = [...filled].slice(0, TRAP_QUOTE_LENGTH).join("");
  return ["", `Possible spam: the hidden anti-spam field held "${quoted}". Judge the message by the rest.`];
}

export function contactBody(data: ContactData): string {
  return [
    "New contact form submission",
    ...trapLines(data.company_url),
    "",
    line("Name", data.name),
    line("Email", data.email),
    line("Phone", data.phone),
    line("Company", orNone(data.company, "Not provided")),
    line("Subject", data.subject),
    "",
    "Message:",
    ownLines(data.message),
  ].join("\n");
}

export function positionLabel(value: string): string {
  return POSITIONS.find((p) => p.value === value)?.label ?? value;
}

export function careerSubject(data: Pick<CareerData, "position">): string {
  return oneLine(`Career Application - ${positionLabel(data.position)}`);
}

/** Size in MB with two decimals: 1,572,864 bytes -> "1.50 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

export function careerBody(data: CareerData, resume: { name: string; size: number }): string {
  return [
    "New career application",
    ...trapLines(data.company_url),
    "",
    "Applicant Information",
    line("Name", data.fullName),
    line("Email", data.email),
    line("Phone", data.phone),
    line("Position", positionLabel(data.position)),
    line("LinkedIn", orNone(data.linkedIn, "Not provided")),
    "",
    "Cover Letter",
    orNone(ownLines(data.coverLetter), "Not provided"),
    "",
    "Resume",
    line("File", `${resume.name} (${megabytes(resume.size)})`),
    "The resume file is not attached to this message. HR will follow up by e-mail to collect it from the applicant.",
  ].join("\n");
}

export const PICKUP_SUBJECT = "Schedule Pickup Request";

export function pickupBody(data: PickupData, assetTypes: readonly string[], date: Date): string {
  const label = (list: readonly { value: string; label: string }[], value: string) =>
    list.find((item) => item.value === value)?.label ?? value;
  return [
    "New pickup request",
    ...trapLines(data.company_url),
    "",
    "Contact Information",
    line("Name", data.name),
    line("Company", data.company),
    line("Email", data.email),
    line("Phone", data.phone),
    "",
    "Pickup Details",
    line("Number of Locations", label(LOCATIONS, data.locations)),
    line("Estimated Volume", label(VOLUMES, data.volume)),
    line("Preferred Pickup Date", format(date, "EEEE, MMMM d, yyyy")),
    "",
    "Asset Types",
    ...assetTypes.map((type) => `- ${oneLine(type)}`),
    "",
    "Additional Notes",
    orNone(ownLines(data.notes), "None"),
  ].join("\n");
}
