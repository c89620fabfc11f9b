/**
 * The three form schemas (SPEC 5), rules and messages character for
 * character, fields in the order the first message is chosen by.
 */
// zod/mini: the same rules as zod at a fraction of the bytes in the form pages' bundle.
import * as z from "zod/mini";

export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "ITAD Services Quote",
  "Data Security Question",
  "Schedule Pickup",
  "Partnership Opportunity",
  "Other",
] as const;

export const POSITIONS = [
  { value: "operations-manager", label: "Operations Manager" },
  { value: "sales-representative", label: "Sales Representative" },
  { value: "field-technician", label: "Field Technician" },
  { value: "data-security-specialist", label: "Data Security Specialist" },
  { value: "other", label: "Other" },
] as const;
export type Position = (typeof POSITIONS)[number]["value"];

export const LOCATIONS = [
  { value: "1", label: "1 location" },
  { value: "2-5", label: "2-5 locations" },
  { value: "6-10", label: "6-10 locations" },
  { value: "10+", label: "10+ locations" },
] as const;

export const VOLUMES = [
  { value: "<50", label: "<50 devices" },
  { value: "50-250", label: "50-250 devices" },
  { value: "250-1000", label: "250-1,000 devices" },
  { value: "1000+", label: "1,000+ devices" },
  { value: "datacenter", label: "Full Data Center" },
] as const;

export const ASSET_TYPES = [
  "Desktops",
  "Laptops",
  "Servers",
  "Networking Equipment",
  "Mobile Devices",
  "Storage Media",
  "Peripherals",
  "Other",
] as const;

/** Field limits (SPEC 9); inputs carry the same maxlength. */
export const LIMITS = {
  name: 100,
  email: 255,
  phone: 20,
  company: 100,
  message: 1000,
  coverLetter: 1000,
  notes: 500,
};

/**
 * Hidden field that people never see and bots fill in. Filled, it no longer stops the form
 * ("Invalid submission", SPEC 5.1): a browser's autofill or a password manager may fill it for
 * a real visitor, who could neither see nor clear it, and the lead was lost. The message is sent,
 * with a line for the staff that says the field was filled (bodies.ts, trapLines).
 */
export const honeypot = z.string();

/**
 * The honeypot's input name in the page. Not the field's own name (company_url, SPEC 3):
 * autofill reads a field's name, id and label, and "company_url" matched both a company's and a
 * web address's profile, so a visitor's browser or password manager filled it, unseen. This
 * name, its id and its label ("Leave this field empty", fields.tsx) match no profile.
 */
export const HONEYPOT_NAME = "leave_blank";

/** The honeypot's id in the form whose controls are `${form}-<field>`. */
export const honeypotId = (form: string) => `${form}-leave-blank`;

/** A trimmed string between min and max characters, each bound with its message. */
const text = (min: [number, string] | null, max: [number, string]) =>
  z.string().check(z.trim(), ...(min ? [z.minLength(min[0], min[1])] : []), z.maxLength(max[0], max[1]));

const phone = text(
  [10, "Phone must be at least 10 characters"],
  [LIMITS.phone, "Phone must be less than 20 characters"],
);
const email = z
  .string()
  .check(
    z.trim(),
    z.email("Invalid email address"),
    z.maxLength(LIMITS.email, "Email must be less than 255 characters"),
  );
const name = text(
  [2, "Name must be at least 2 characters"],
  [LIMITS.name, "Name must be less than 100 characters"],
);

export const contactSchema = z.object({
  name,
  email,
  phone,
  company: z.optional(text(null, [LIMITS.company, "Company name must be less than 100 characters"])),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please select a subject" }),
  message: text(
    [10, "Message must be at least 10 characters"],
    [LIMITS.message, "Message must be less than 1000 characters"],
  ),
  company_url: honeypot,
});
export type ContactData = z.output<typeof contactSchema>;

export const careerSchema = z.object({
  fullName: name,
  email,
  phone,
  position: z.enum(POSITIONS.map((p) => p.value) as [Position, ...Position[]], {
    error: "Please select a position",
  }),
  linkedIn: z.union(
    [
      z.literal(""),
      z.string().check(z.trim(), z.url({ protocol: /^https?$/, error: "Invalid LinkedIn URL" })),
    ],
    { error: "Invalid LinkedIn URL" },
  ),
  coverLetter: text(null, [LIMITS.coverLetter, "Cover letter must be less than 1000 characters"]),
  company_url: honeypot,
});
export type CareerData = z.output<typeof careerSchema>;

export const pickupSchema = z.object({
  name,
  company: text(
    [2, "Company must be at least 2 characters"],
    [LIMITS.company, "Company must be less than 100 characters"],
  ),
  email,
  phone,
  locations: z.string().check(z.minLength(1, "Please select number of locations")),
  volume: z.string().check(z.minLength(1, "Please select estimated volume")),
  notes: text(null, [LIMITS.notes, "Notes must be less than 500 characters"]),
  company_url: honeypot,
});
export type PickupInput = z.input<typeof pickupSchema>;
export type PickupData = z.output<typeof pickupSchema>;

export type Validation<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The first message, in schema order. */
      first: string;
      /** The field that message belongs to (focus goes there). */
      field: string;
      errors: Partial<Record<string, string>>;
      /** Every invalid field with its first message, in schema order: `first` comes first. */
      invalid: { field: string; message: string }[];
    };

/** Validates; on failure gives the first message (schema order), its field, and the first message of each field. */
export function validate<S extends z.ZodMiniObject>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  const order = Object.keys(schema.shape);
  const fields = [
    ...order.filter((field) => errors[field]),
    ...Object.keys(errors).filter((f) => !order.includes(f)),
  ];
  const invalid = fields.map((field) => ({ field, message: errors[field] ?? "Invalid submission" }));
  const firstField = fields[0] ?? "";
  return { ok: false, first: errors[firstField] ?? "Invalid submission", field: firstField, errors, invalid };
}
