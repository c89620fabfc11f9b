/**
 * The pickup form's checks in SPEC 5.3 order: asset types, then the date, then
 * the schema; every one of them runs, so that each invalid field is marked at
 * once (SPEC 5), and the first decides the notice's title and message. They run on what is about to be sent, at the moment of sending:
 * a date that was fine when picked (or restored) but is now earlier than the
 * earliest pickup date counts as no date. Also what a saved draft of the form
 * may hold (drafts.ts). Pure.
 */
import * as z from "zod/mini";
import { choice, honeypot, oneOf, text, values } from "./drafts";
import { notices, VALIDATION_ERROR } from "./notices";
import { pickupDateFrom } from "./pickup-date";
import { type Problem, problemOf, schemaProblems } from "./problems";
import {
  ASSET_TYPES,
  LIMITS,
  LOCATIONS,
  type PickupData,
  type PickupInput,
  pickupSchema,
  VOLUMES,
  validate,
} from "./schemas";

export const pickupDraft = {
  name: text(LIMITS.name),
  company: text(LIMITS.company),
  email: text(LIMITS.email),
  phone: text(LIMITS.phone),
  locations: choice(values(LOCATIONS)),
  volume: choice(values(VOLUMES)),
  notes: text(LIMITS.notes),
  company_url: honeypot,
  /** Checked boxes: known asset types, each once. */
  assetTypes: z._default(
    z.array(oneOf(ASSET_TYPES)).check(z.refine((types) => new Set(types).size === types.length)),
    () => [],
  ),
  /** yyyy-mm-dd of a day that can still be picked when the draft is read, or "". A past day is dropped. */
  date: z._default(z.string().check(z.refine((iso) => iso === "" || pickupDateFrom(iso) !== undefined)), ""),
};

export type PickupCheck =
  | { ok: true; data: PickupData; date: Date }
  | {
      ok: false;
      /** Every problem, in SPEC 5.3 order: asset types, the date, then the schema's fields. */
      problems: Problem[];
    };

export function pickupCheck(
  assetTypes: readonly string[],
  /** The picked day as yyyy-mm-dd, or "". */
  isoDate: string,
  fields: PickupInput,
  now = new Date(),
): PickupCheck {
  const problems: Problem[] = [];
  if (assetTypes.length === 0) problems.push(problemOf("assetTypes", notices.pickup.missingAssets));
  const date = pickupDateFrom(isoDate, now);
  if (!date) problems.push(problemOf("date", notices.pickup.missingDate));
  const result = validate(pickupSchema, fields);
  problems.push(...schemaProblems(result, VALIDATION_ERROR));
  return result.ok && date && problems.length === 0
    ? { ok: true, data: result.data, date }
    : { ok: false, problems };
}
