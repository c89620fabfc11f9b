/**
 * Pickup request (SPEC 5.3, 7.2, 8). Checks run in the spec's order: asset
 * types, then the date, then the text fields by schema.
 */
import { type FormEvent, useRef, useState } from "react";
import { phoneHref, phoneText, site } from "../../content/site";
import { PICKUP_SUBJECT, pickupBody } from "./bodies";
import { DatePicker } from "./date-picker";
import { Field, Honeypot, inputClass, NoScriptNotice, SubmitButton } from "./fields";
import { notices } from "./notices";
import { pickupCheck } from "./pickup-check";
import { ASSET_TYPES, LIMITS, LOCATIONS, type PickupInput, VOLUMES } from "./schemas";
import { sendMessage } from "./send-message";
import { Toaster, useToasts } from "./toaster";
import { useHydrated, useSavedState } from "./use-saved-state";

interface PickupState extends PickupInput {
  assetTypes: string[];
  /** ISO date (yyyy-mm-dd) or "". */
  date: string;
}

const EMPTY: PickupState = {
  name: "",
  company: "",
  email: "",
  phone: "",
  locations: "",
  volume: "",
  notes: "",
  company_url: "",
  assetTypes: [],
  date: "",
};

const toIso = (date: Date | undefined) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`
    : "";
const fromIso = (iso: string) => (iso ? new Date(`${iso}T00:00:00`) : undefined);

export default function PickupForm() {
  const ready = useHydrated();
  const [values, setValues, clear] = useSavedState("form:pickup", EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const { toasts, show, dismiss } = useToasts();

  const set = (field: keyof PickupInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const toggleAsset = (type: string) =>
    setValues((v) => ({
      ...v,
      assetTypes: v.assetTypes.includes(type)
        ? v.assetTypes.filter((t) => t !== type)
        : [...v.assetTypes, type],
    }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const { assetTypes, date, ...fields } = values;
    const check = pickupCheck(assetTypes, fromIso(date), fields);
    if (!check.ok) {
      setErrors(check.errors);
      show(check.notice);
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      const { success } = await sendMessage({
        subject: PICKUP_SUBJECT,
        body: pickupBody(check.data, assetTypes, check.date),
        replyTo: check.data.email,
      });
      if (success) {
        clear();
        show(notices.pickup.success);
      } else {
        show(notices.pickup.failure);
      }
    } catch (error) {
      console.error(error);
      show(notices.pickup.error);
    } finally {
      // The submitting flag is always cleared (SPEC 4).
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <>
      <NoScriptNotice phone={phoneText} phoneHref={phoneHref} email={site.email} />
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="relative space-y-8"
        aria-label="Request a Pickup"
      >
        <fieldset>
          <legend className="text-base font-semibold text-slate-900">Contact Information</legend>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <Field id="pickup-name" label="Name" error={errors.name} required>
              {(a) => (
                <input
                  {...a}
                  name="name"
                  type="text"
                  autoComplete="name"
                  maxLength={LIMITS.name}
                  className={inputClass}
                  value={values.name}
                  onChange={set("name")}
                />
              )}
            </Field>
            <Field id="pickup-company" label="Company" error={errors.company} required>
              {(a) => (
                <input
                  {...a}
                  name="company"
                  type="text"
                  autoComplete="organization"
                  maxLength={LIMITS.company}
                  className={inputClass}
                  value={values.company}
                  onChange={set("company")}
                />
              )}
            </Field>
            <Field id="pickup-email" label="Email" error={errors.email} required>
              {(a) => (
                <input
                  {...a}
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={LIMITS.email}
                  className={inputClass}
                  value={values.email}
                  onChange={set("email")}
                />
              )}
            </Field>
            <Field id="pickup-phone" label="Phone" error={errors.phone} required>
              {(a) => (
                <input
                  {...a}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={LIMITS.phone}
                  className={inputClass}
                  value={values.phone}
                  onChange={set("phone")}
                />
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-base font-semibold text-slate-900">Pickup Details</legend>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <Field id="pickup-locations" label="Number of Locations" error={errors.locations} required>
              {(a) => (
                <select
                  {...a}
                  name="locations"
                  className={inputClass}
                  value={values.locations}
                  onChange={set("locations")}
                >
                  <option value="">Select number of locations</option>
                  {LOCATIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="pickup-volume" label="Estimated Volume" error={errors.volume} required>
              {(a) => (
                <select
                  {...a}
                  name="volume"
                  className={inputClass}
                  value={values.volume}
                  onChange={set("volume")}
                >
                  <option value="">Select estimated volume</option>
                  {VOLUMES.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
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
          <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {ASSET_TYPES.map((type) => {
              const id = `pickup-asset-${type.toLowerCase().replace(/\s+/g, "-")}`;
              return (
                <div key={type} className="flex items-center gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    name="assetTypes[]"
                    value={type}
                    checked={values.assetTypes.includes(type)}
                    onChange={() => toggleAsset(type)}
                    className="size-5 rounded border-slate-400 accent-brand-700"
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
            Preferred Pickup Date (minimum 3 business days)
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          </label>
          <DatePicker
            id="pickup-date"
            value={fromIso(values.date)}
            onChange={(date) => setValues((v) => ({ ...v, date: toIso(date) }))}
            invalid={Boolean(errors.date)}
            describedBy={errors.date ? "pickup-date-error" : undefined}
          />
          {errors.date ? (
            <p id="pickup-date-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.date}
            </p>
          ) : null}
        </div>
        <Field
          id="pickup-notes"
          label="Additional Notes"
          error={errors.notes}
          hint="Up to 500 characters: access instructions, loading dock hours, special handling."
        >
          {(a) => (
            <textarea
              {...a}
              name="notes"
              rows={4}
              maxLength={LIMITS.notes}
              className={inputClass}
              value={values.notes}
              onChange={set("notes")}
            />
          )}
        </Field>
        <Honeypot id="pickup-company-url" value={values.company_url} onChange={set("company_url")} />
        <SubmitButton
          ready={ready}
          busy={submitting}
          busyLabel="Submitting Request..."
          label="Request Pickup"
        />
      </form>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </>
  );
}
