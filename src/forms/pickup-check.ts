/**
 * The pickup form's checks in SPEC 5.3 order: asset types, then the date, then
 * the schema. They run on what is about to be sent, at the moment of sending:
 * a date that was fine when picked (or restored) but is now earlier than the
 * earliest pickup date counts as no date. Also what a saved draft of the form
 * may hold (drafts.ts). Pure.
 */
import * as z from "zod/mini";
import { choice, honeypot, oneOf, text, values } from "./drafts";
import { type Notice, notices } from "./notices";
import { pickupDateFrom } from "./pickup-date";
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
      notice: Notice;
      errors: Partial<Record<string, string>>;
      /** The field to put focus on: "assetTypes", "date" or a schema field. */
      field: string;
    };

export function pickupCheck(
  assetTypes: readonly string[],
  /** The picked day as yyyy-mm-dd, or "". */
  isoDate: string,
  fields: PickupInput,
  now = new Date(),
): PickupCheck {
  if (assetTypes.length === 0) {
    const notice = notices.pickup.missingAssets;
    return { ok: false, notice, errors: { assetTypes: notice.description }, field: "assetTypes" };
  }
  const date = pickupDateFrom(isoDate, now);
  if (!date) {
    const notice = notices.pickup.missingDate;
    return { ok: false, notice, errors: { date: notice.description }, field: "date" };
  }
  const result = validate(pickupSchema, fields);
  if (!result.ok)
    return {
      ok: false,
      notice: notices.pickup.validation(result.first),
      errors: result.errors,
      field: result.field,
    };
  return { ok: true, data: result.data, date };
}
