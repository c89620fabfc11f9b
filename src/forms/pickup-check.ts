/** The pickup form's checks in SPEC 5.3 order: asset types, then the date, then the schema. Pure. */
import { type Notice, notices } from "./notices";
import { type PickupData, type PickupInput, pickupSchema, validate } from "./schemas";

export type PickupCheck =
  | { ok: true; data: PickupData; date: Date }
  | { ok: false; notice: Notice; errors: Partial<Record<string, string>> };

export function pickupCheck(
  assetTypes: readonly string[],
  date: Date | undefined,
  fields: PickupInput,
): PickupCheck {
  if (assetTypes.length === 0) {
    return {
      ok: false,
      notice: notices.pickup.missingAssets,
      errors: { assetTypes: notices.pickup.missingAssets.description },
    };
  }
  if (!date) {
    return {
      ok: false,
      notice: notices.pickup.missingDate,
      errors: { date: notices.pickup.missingDate.description },
    };
  }
  const result = validate(pickupSchema, fields);
  if (!result.ok)
    return { ok: false, notice: notices.pickup.validation(result.first), errors: result.errors };
  return { ok: true, data: result.data, date };
}
