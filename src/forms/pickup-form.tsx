/**
 * Pickup request (SPEC 5.3, 7.2, 8). Checks run in the spec's order: asset
 * types, then the date, then the text fields by schema, on submit, on what is
 * about to be sent (pickup-check.ts). The fields stand in that order too: what
 * we collect and when, then who asks, then how many locations and how much.
 */
import { useEffect } from "react";
import { PICKUP_SUBJECT, pickupBody } from "./bodies";
import type { Company } from "./company";
import type { DraftOf } from "./drafts";
import {
  EmailAndPhoneFields,
  Honeypot,
  InputField,
  SelectField,
  SubmitButton,
  TextareaField,
} from "./fields";
import { FormFrame } from "./form-frame";
import { pickupDateDropped } from "./notices";
import { pickupCheck, pickupDraft } from "./pickup-check";
import { AssetTypesField, assetId, PICKUP_DATE_ID, PickupDateField } from "./pickup-fields";
import type { Problems } from "./problems";
import { ASSET_TYPES, LIMITS, LOCATIONS, VOLUMES } from "./schemas";
import { type LeadCheck, useLeadForm } from "./use-lead-form";

/**
 * Where a problem's summary link and focus go: the first asset type's box, the date button, or the
 * field's control; the hidden honeypot has none, so it never takes focus.
 */
const controlOf = (field: string): string | undefined =>
  field === "assetTypes"
    ? assetId(ASSET_TYPES[0])
    : field === "date"
      ? PICKUP_DATE_ID
      : field === "company_url"
        ? undefined
        : `pickup-${field}`;

function check(values: DraftOf<typeof pickupDraft>): LeadCheck {
  const { assetTypes, date, ...fields } = values;
  const result = pickupCheck(assetTypes, date, fields);
  if (!result.ok) return result;
  return {
    ok: true,
    message: () => ({
      subject: PICKUP_SUBJECT,
      body: pickupBody(result.data, assetTypes, result.date),
      replyTo: result.data.email,
    }),
  };
}

/** Sends a lead: the page gets the form JS budget. */
export const sendsLead = true;

export default function PickupForm({ company }: { company: Company }) {
  const { values, setValues, bind, errors, dropped, show, frame, submit } = useLeadForm({
    form: "pickup",
    company,
    shape: pickupDraft,
    controlOf,
    check,
    // A day that can no longer be picked (the date changed since) is taken away, as the picker would.
    onInvalid: (problems: Problems) => {
      if (problems.some((problem) => problem.field === "date")) setValues((v) => ({ ...v, date: "" }));
    },
  });

  // A restored draft whose day can no longer be chosen comes back without it (drafts.ts), and says so.
  const droppedDate = dropped.includes("date");
  useEffect(() => {
    if (droppedDate) show(pickupDateDropped(company));
  }, [droppedDate, show, company]);

  const toggleAsset = (type: string) =>
    setValues((v) => ({
      ...v,
      assetTypes: v.assetTypes.includes(type)
        ? v.assetTypes.filter((t) => t !== type)
        : [...v.assetTypes, type],
    }));

  return (
    <FormFrame label="Request a Pickup" {...frame} className="space-y-8">
      {/* What and when first, then who and where: the order SPEC 5.3 checks them in, so the
          first field a submit marks is the first of the form, right under the error summary. */}
      <AssetTypesField checked={values.assetTypes} onToggle={toggleAsset} error={errors.assetTypes} />
      <PickupDateField
        isoDate={values.date}
        onChange={(date) => setValues((v) => ({ ...v, date }))}
        error={errors.date}
      />
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
        <legend className="text-base font-semibold text-slate-900">Locations and Volume</legend>
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
      <TextareaField
        id="pickup-notes"
        label="Additional Notes"
        error={errors.notes}
        hint="Up to 500 characters: access instructions, loading dock hours, special handling."
        rows={4}
        maxLength={LIMITS.notes}
        {...bind("notes")}
      />
      <Honeypot form="pickup" {...bind("company_url")} />
      <SubmitButton {...submit} busyLabel="Submitting Request..." label="Request Pickup" />
    </FormFrame>
  );
}
