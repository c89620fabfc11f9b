/**
 * What a form may take back from a draft saved in session storage. The storage
 * holds whatever was put there (an older version of the site, a hand edit, a
 * stale day), so each field is parsed on its own: a field that does not fit is
 * dropped, the others are kept, and nothing throws. Drafts are unfinished, so
 * the rules are those of the controls a field fills (a string within the
 * input's maximum length, one of the select's options, a day the picker still
 * offers), not the submit rules, which run again on sending. Pure.
 */
import * as z from "zod/mini";
import { CONTACT_SUBJECTS, LIMITS, POSITIONS } from "./schemas";

// The pickup form's shape is in pickup-check.ts, beside its date rule: the
// contact and career pages should not load date-fns for it.

export type DraftShape = Record<string, z.ZodMiniType>;
/** A form's values: one entry per field of its draft shape. */
export type DraftOf<S extends DraftShape> = { [K in keyof S]: z.output<S[K]> };

/** Text as a control holds it: any string the input accepts; empty to begin with. */
export const text = (max: number) => z._default(z.string().check(z.maxLength(max)), "");
/** One of the given strings, nothing else. */
export const oneOf = (options: readonly string[]) =>
  z.string().check(z.refine((value) => options.includes(value)));
/** A select's value: "" (nothing chosen yet, as it begins) or one of its options. */
export const choice = (options: readonly string[]) => z._default(oneOf(["", ...options]), "");
export const values = (options: readonly { value: string }[]) => options.map((option) => option.value);
/** The hidden honeypot: only its empty value is worth restoring. */
export const honeypot = text(0);
/** No limit of its own in the spec (the input is a URL field); long enough for any profile address. */
const MAX_URL = 2048;

export const contactDraft = {
  name: text(LIMITS.name),
  email: text(LIMITS.email),
  phone: text(LIMITS.phone),
  company: text(LIMITS.company),
  subject: choice(CONTACT_SUBJECTS),
  message: text(LIMITS.message),
  company_url: honeypot,
};

export const careerDraft = {
  fullName: text(LIMITS.name),
  email: text(LIMITS.email),
  phone: text(LIMITS.phone),
  position: choice(values(POSITIONS)),
  linkedIn: text(MAX_URL),
  coverLetter: text(LIMITS.coverLetter),
  company_url: honeypot,
};

/** A form's values as it begins: each field's default, read from its shape. */
export function emptyDraft<S extends DraftShape>(shape: S): DraftOf<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([field, schema]) => [field, z.parse(schema, undefined)]),
  ) as DraftOf<S>;
}

/** The saved JSON read field by field over `empty`: what fits is kept, the rest stays empty. */
export function parseDraft<S extends DraftShape>(
  saved: string | null,
  shape: S,
  empty: DraftOf<S> = emptyDraft(shape),
): DraftOf<S> {
  const parsed = savedObject(saved);
  if (!parsed) return empty;
  const draft = { ...empty };
  for (const field of Object.keys(shape) as (keyof S & string)[]) {
    const result = z.safeParse(shape[field] as z.ZodMiniType, parsed[field]);
    if (result.success) draft[field] = result.data as DraftOf<S>[typeof field];
  }
  return draft;
}

/**
 * The fields the saved draft held something for that parseDraft left out (a pickup day
 * that can no longer be chosen, an option the select lost): the form may say what it dropped.
 */
export function droppedFields<S extends DraftShape>(saved: string | null, shape: S): (keyof S & string)[] {
  const parsed = savedObject(saved);
  if (!parsed) return [];
  return (Object.keys(shape) as (keyof S & string)[]).filter(
    (field) =>
      parsed[field] !== undefined && !z.safeParse(shape[field] as z.ZodMiniType, parsed[field]).success,
  );
}

/** The saved JSON as an object of fields, or undefined when it is none. */
function savedObject(saved: string | null): Record<string, unknown> | undefined {
  let parsed: unknown;
  try {
    parsed = saved ? JSON.parse(saved) : undefined;
  } catch {
    return undefined;
  }
  return parsed && typeof parsed === "object" && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

/**
 * Where the last send of a form's draft stands, kept beside the draft (sentKey) so that a reload
 * cannot offer a message that went out as if it had not: "sending" from the moment the request
 * leaves until the provider answers, "sent" once it said yes. A failed send leaves no mark: its
 * draft is unsent. A mark still "sending" when the form loads means the page was left before the
 * answer (a reload, a closed tab), and the message may have gone out all the same.
 */
export type SentMark = "sending" | "sent";

/** The session storage key of a form's sent mark, beside its draft's key. */
export const sentKey = (draftKey: string) => `${draftKey}:sent`;

/**
 * What a form takes back on load from its saved draft and sent mark. A draft with a mark was
 * sent, or may have been: it comes back empty (a new message), with the mark for the form to
 * say so, and is never offered as unsent. Anything but the two states is no mark.
 */
export function restoreDraft<S extends DraftShape>(
  saved: { draft: string | null; mark: string | null },
  shape: S,
  empty: DraftOf<S> = emptyDraft(shape),
): { values: DraftOf<S>; mark: SentMark | null } {
  const mark = saved.mark === "sending" || saved.mark === "sent" ? saved.mark : null;
  return { values: mark ? empty : parseDraft(saved.draft, shape, empty), mark };
}
