/**
 * The pickup form's own controls (SPEC 5.3): the asset type boxes, of which at least one, and
 * the pickup day, picked in a calendar (date-picker.tsx). Each ties its message to itself as
 * the labelled fields do (fields.tsx).
 */
import { DatePicker } from "./date-picker";
import { RequiredMark } from "./fields";
import { fromIsoDate, PICKUP_DATE_LABEL, toIsoDate } from "./pickup-date";
import { ASSET_TYPES } from "./schemas";

/** The id of an asset type's box ("Networking Equipment" -> pickup-asset-networking-equipment). */
export const assetId = (type: string) => `pickup-asset-${type.toLowerCase().replace(/\s+/g, "-")}`;

/** The id of the date button, where the date's summary link and focus go. */
export const PICKUP_DATE_ID = "pickup-date";

export function AssetTypesField({
  checked,
  onToggle,
  error,
}: {
  checked: readonly string[];
  onToggle: (type: string) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? "pickup-assets-error" : undefined}>
      <legend className="text-base font-semibold text-slate-900">
        Asset Types
        <RequiredMark />
        <span className="sr-only"> (select at least one)</span>
      </legend>
      {/* As many columns as fit a 13rem box and label ("Networking Equipment" on one line), so no label wraps. */}
      <div className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-x-6 gap-y-3">
        {ASSET_TYPES.map((type) => {
          const id = assetId(type);
          return (
            <div key={type} className="flex items-center gap-3">
              <input
                id={id}
                type="checkbox"
                name="assetTypes[]"
                value={type}
                checked={checked.includes(type)}
                onChange={() => onToggle(type)}
                aria-invalid={error ? true : undefined}
                className="size-5 flex-none rounded border-slate-400 accent-brand-700"
              />
              <label htmlFor={id} className="text-slate-800">
                {type}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id="pickup-assets-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function PickupDateField({
  isoDate,
  onChange,
  error,
}: {
  /** The picked day as yyyy-mm-dd, or "". */
  isoDate: string;
  onChange: (isoDate: string) => void;
  error?: string;
}) {
  const errorId = `${PICKUP_DATE_ID}-error`;
  return (
    <div>
      <label htmlFor={PICKUP_DATE_ID} className="block text-sm font-medium text-slate-900">
        {PICKUP_DATE_LABEL}
        <RequiredMark />
      </label>
      <DatePicker
        id={PICKUP_DATE_ID}
        value={fromIsoDate(isoDate)}
        onChange={(date) => onChange(toIsoDate(date))}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
