/** The plain-text e-mail bodies of the three forms (SPEC 7). Pure, unit-tested. */
import { format } from "date-fns/format";
import type { CareerData, ContactData, PickupData } from "./schemas";
import { LOCATIONS, POSITIONS, VOLUMES } from "./schemas";

const orNone = (value: string | undefined, none: string) => (value?.trim() ? value.trim() : none);

export function contactBody(data: ContactData): string {
  return [
    "New contact form submission",
    "",
    `Name: ${data.name}`,
    `Email: ${data.email}`,
    `Phone: ${data.phone}`,
    `Company: ${orNone(data.company, "Not provided")}`,
    `Subject: ${data.subject}`,
    "",
    "Message:",
    data.message,
  ].join("\n");
}

export function positionLabel(value: string): string {
  return POSITIONS.find((p) => p.value === value)?.label ?? value;
}

export function careerSubject(data: Pick<CareerData, "position">): string {
  return `Career Application - ${positionLabel(data.position)}`;
}

/** Size in MB with two decimals: 1,572,864 bytes -> "1.50 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

export function careerBody(data: CareerData, resume: { name: string; size: number }): string {
  return [
    "New career application",
    "",
    "Applicant Information",
    `Name: ${data.fullName}`,
    `Email: ${data.email}`,
    `Phone: ${data.phone}`,
    `Position: ${positionLabel(data.position)}`,
    `LinkedIn: ${orNone(data.linkedIn, "Not provided")}`,
    "",
    "Cover Letter",
    orNone(data.coverLetter, "Not provided"),
    "",
    "Resume",
    `File: ${resume.name} (${megabytes(resume.size)})`,
    "The resume file is not attached to this message. HR will follow up by e-mail to collect it from the applicant.",
  ].join("\n");
}

export const PICKUP_SUBJECT = "Schedule Pickup Request";

export function pickupBody(data: PickupData, assetTypes: readonly string[], date: Date): string {
  const label = (list: readonly { value: string; label: string }[], value: string) =>
    list.find((item) => item.value === value)?.label ?? value;
  return [
    "New pickup request",
    "",
    "Contact Information",
    `Name: ${data.name}`,
    `Company: ${data.company}`,
    `Email: ${data.email}`,
    `Phone: ${data.phone}`,
    "",
    "Pickup Details",
    `Number of Locations: ${label(LOCATIONS, data.locations)}`,
    `Estimated Volume: ${label(VOLUMES, data.volume)}`,
    `Preferred Pickup Date: ${format(date, "EEEE, MMMM d, yyyy")}`,
    "",
    "Asset Types",
    ...assetTypes.map((type) => `- ${type}`),
    "",
    "Additional Notes",
    orNone(data.notes, "None"),
  ].join("\n");
}
