/**
 * Pickup request (SPEC 5.3, 7.2, 8). Checks run in the spec's order: asset
 * types, then the date, then the text fields by schema, on submit, on what is
 * about to be sent (pickup-check.ts).
 */
import { type FormEvent, useEffect } from "react";
import { PICKUP_SUBJECT, pickupBody } from "./bodies";
import { DatePicker } from "./date-picker";
import {
  EmailAndPhoneFields,
  Honeypot,
  InputField,
  SelectField,
  SubmitButton,
  TextareaField,
} from "./fields";
import { FormFrame } from "./form-frame";
import { useNotices } from "./notice-list";
import { notices, pickupDateDropped } from "./notices";
import { pickupCheck, pickupDraft } from "./pickup-check";
import { fromIsoDate, PICKUP_DATE_LABEL, toIsoDate } from "./pickup-date";
import { ASSET_TYPES, LIMITS, LOCATIONS, VOLUMES } from "./schemas";
import { useProblems } from "./use-problems";
import { binder, useHydrated, useSavedState } from "./use-saved-state";
import { useSend } from "./use-send";

const assetId = (type: string) => `pickup-asset-${type.toLowerCase().replace(/\s+/g, "-")}`;

/**
 * Where a problem's summary link and focus go: the first asset type's box, the date button, or the
 * field's control; the hidden honeypot has none, so it never takes focus.
 */
const controlOf = (field: string): string | undefined =>
  field === "assetTypes"
    ? assetId(ASSET_TYPES[0])
    : field === "date"
      ? "pickup-date"
      : field === "company_url"
        ? undefined
        : `pickup-${field}`;

/** Sends a lead: the page gets the form JS budget. */
export const sendsLead = true;

export default function PickupForm() {
  const ready = useHydrated();
  const [values, setValues, clear, marks, dropped] = useSavedState("form:pickup", pickupDraft);
  const { notices: shown, show, dismiss, clear: clearNotices } = useNotices();
  const { submitting, isBusy, send } = useSend(show, notices.pickup, marks);
  const check = () => {
    const { assetTypes, date, ...fields } = values;
    return pickupCheck(assetTypes, date, fields);
  };
  const problems = useProblems("pickup", controlOf, () => {
    const found = check();
    return found.ok ? [] : found.problems;
  });
  const errors = problems.errors;

  // A restored draft whose day can no longer be chosen comes back without it (drafts.ts), and says so.
  const droppedDate = dropped.includes("date");
  useEffect(() => {
    if (droppedDate) show(pickupDateDropped);
  }, [droppedDate, show]);

  const bind = binder(values, setValues);
  const toggleAsset = (type: string) =>
    setValues((v) => ({
      ...v,
      assetTypes: v.assetTypes.includes(type)
        ? v.assetTypes.filter((t) => t !== type)
        : [...v.assetTypes, type],
    }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return;
    const result = check();
    problems.report(result.ok ? [] : result.problems);
    if (!result.ok) {
      // A day that can no longer be picked (the date changed since) is taken away, as the picker would.
      if (result.problems.some((problem) => problem.field === "date")) setValues((v) => ({ ...v, date: "" }));
      return clearNotices();
    }
    await send(
      () => ({
        subject: PICKUP_SUBJECT,
        body: pickupBody(result.data, values.assetTypes, result.date),
        replyTo: result.data.email,
      }),
      clear,
    );
  }

  return (
    <FormFrame
      label="Request a Pickup"
      onSubmit={onSubmit}
      notices={shown}
      dismiss={dismiss}
      problems={problems.shown}
      className="space-y-8"
    >
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Contact Information</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <InputField
            id="pickup-name"
            label="Name"
            error={errors.name}
            required
            autoComplete="name"
            maxLength={LIMITS.name}
            {...bind("name")}
          />
          <InputField
            id="pickup-company"
            label="Company"
            error={errors.company}
            required
            autoComplete="organization"
            maxLength={LIMITS.company}
            {...bind("company")}
          />
          <EmailAndPhoneFields form="pickup" errors={errors} bind={bind} />
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Pickup Details</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <SelectField
            id="pickup-locations"
            label="Number of Locations"
            error={errors.locations}
            required
            placeholder="Select number of locations"
            options={LOCATIONS}
            {...bind("locations")}
          />
          <SelectField
            id="pickup-volume"
            label="Estimated Volume"
            error={errors.volume}
            required
            placeholder="Select estimated volume"
            options={VOLUMES}
            {...bind("volume")}
          />
        </div>
      </fieldset>
      <fieldset aria-describedby={errors.assetTypes ? "pickup-assets-error" : undefined}>
        <legend className="text-base font-semibold text-slate-900">
          Asset Types
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
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
                  checked={values.assetTypes.includes(type)}
                  onChange={() => toggleAsset(type)}
                  aria-invalid={errors.assetTypes ? true : undefined}
                  className="size-5 flex-none rounded border-slate-400 accent-brand-700"
                />
                <label htmlFor={id} className="text-slate-800">
                  {type}
                </label>
              </div>
            );
          })}
        </div>
        {errors.assetTypes ? (
          <p id="pickup-assets-error" className="mt-2 text-sm font-medium text-red-700">
            {errors.assetTypes}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="pickup-date" className="block text-sm font-medium text-slate-900">
          {PICKUP_DATE_LABEL}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </label>
        <DatePicker
          id="pickup-date"
          value={fromIsoDate(values.date)}
          onChange={(date) => setValues((v) => ({ ...v, date: toIsoDate(date) }))}
          invalid={Boolean(errors.date)}
          describedBy={errors.date ? "pickup-date-error" : undefined}
        />
        {errors.date ? (
          <p id="pickup-date-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.date}
          </p>
        ) : null}
      </div>
      <TextareaField
        id="pickup-notes"
        label="Additional Notes"
        error={errors.notes}
        hint="Up to 500 characters: access instructions, loading dock hours, special handling."
        rows={4}
        maxLength={LIMITS.notes}
        {...bind("notes")}
      />
      <Honeypot id="pickup-company-url" {...bind("company_url")} />
      <SubmitButton
        noteId="pickup-send-note"
        ready={ready}
        busy={submitting}
        busyLabel="Submitting Request..."
        label="Request Pickup"
      />
    </FormFrame>
  );
}
