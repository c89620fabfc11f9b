/**
 * Labelled form controls: the label is tied to the control, an invalid control
 * gets aria-invalid and its message linked with aria-describedby.
 */
import type { ComponentProps, ReactNode } from "react";
import { buttonVariants } from "../components/ui/button-variants";
import { Unbroken } from "../components/ui/unbroken";
import { HONEYPOT_NAME, honeypotId, LIMITS } from "./schemas";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-700 disabled:bg-slate-100";

/**
 * One-line controls share one height (44px, as the date button): a native select is
 * otherwise a few pixels shorter than a text input, and drawn differently on each OS,
 * so it gets the inputs' look and its own chevron (global.css `.select-chevron`).
 */
const lineClass = `${inputClass} h-11 py-0`;
const selectClass = `${lineClass} select-chevron appearance-none pr-10`;

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (a11y: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    required?: boolean;
  }) => ReactNode;
}

/** After a required control's label: seen, not read (the control itself says it is required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

export function Field({ id, label, error, hint, required, children }: FieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {required ? <RequiredMark /> : <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, required })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          <Unbroken>{hint}</Unbroken>
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The hidden honeypot: people never see or reach it; bots that fill every field do. Kept out of
 * autofill's way as far as a page can: a name no profile matches, autocomplete off, the opt-outs
 * of the common password managers (1Password, LastPass, Bitwarden, Dashlane), and inert, which
 * takes it out of the tab order and the accessibility tree and makes it no field a browser's
 * autofill fills (Chromium fills only fields that can take focus). Should anything fill it all
 * the same, the message is sent with a line that says so (src/forms/bodies.ts): never lost.
 */
export function Honeypot({
  form,
  ...props
}: { form: string } & Omit<ComponentProps<"input">, "type" | "name" | "id">) {
  const id = honeypotId(form);
  return (
    <div aria-hidden="true" inert className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        type="text"
        {...props}
        id={id}
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </div>
  );
}

/**
 * What a visitor sees when the form cannot work, with the ways to reach us that need
 * nothing of it: without JavaScript (the <noscript>), and when the form's code cannot be
 * loaded (a dropped connection, or a page left open across a deploy that removed it),
 * which the island runtime reveals (src/islands/client.ts), or when the runtime itself
 * never runs, which the inline capture script reveals (src/islands/capture.ts).
 */
export function UnavailableNotice({
  phone,
  phoneHref,
  email,
}: {
  phone: string;
  phoneHref: string;
  email: string;
}) {
  const reach = { phone, phoneHref, email };
  return (
    <>
      <noscript>
        <p className={NOTICE}>
          This form needs JavaScript to send. <Reach call="Call" {...reach} />
        </p>
      </noscript>
      {/* Shown (src/islands/unavailable.ts) when the form's code, or the page's, cannot be loaded. */}
      <p hidden data-unavailable="" role="alert" className={NOTICE}>
        This form could not load. Reload the page to try again, or <Reach call="call" {...reach} />
      </p>
    </>
  );
}

const NOTICE = "mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950";
const LINK = "font-semibold underline underline-offset-2";

function Reach({
  call,
  phone,
  phoneHref,
  email,
}: {
  call: string;
  phone: string;
  phoneHref: string;
  email: string;
}) {
  return (
    <>
      {call} us at{" "}
      <a href={phoneHref} className={LINK}>
        {phone}
      </a>{" "}
      or <Unbroken>e-mail</Unbroken>{" "}
      <a href={`mailto:${email}`} className={LINK}>
        {email}
      </a>{" "}
      and we will help you right away.
    </>
  );
}

/**
 * The submit button, with one of the two ways to say it cannot be used, never both.
 * Without JavaScript (before hydration) it is disabled: nothing could send, and
 * a disabled native button needs no aria-disabled. While sending it is only
 * aria-disabled: a disabled button drops focus to the page body, so keyboard
 * and screen reader users would lose their place; the form ignores submits
 * while busy instead.
 */
export function SubmitButton({
  busy,
  busyLabel,
  label,
  ready,
  noteId,
}: {
  busy: boolean;
  busyLabel: string;
  label: string;
  ready: boolean;
  /** Id of the note under the button, which describes it. */
  noteId: string;
}) {
  return (
    <div>
      <button
        type="submit"
        disabled={!ready}
        aria-disabled={(ready && busy) || undefined}
        aria-describedby={noteId}
        className={SUBMIT_CLASS}
      >
        {busy ? busyLabel : label}
      </button>
      <p id={noteId} className="mt-3 text-sm text-slate-600">
        <Unbroken>{SEND_NOTE}</Unbroken>
      </p>
    </div>
  );
}

// Full width on a phone; while sending, it looks as it does disabled and keeps its colour under the pointer.
const SUBMIT_CLASS = `${buttonVariants({ variant: "cta", size: "lg" })} w-full sm:w-auto aria-disabled:cursor-not-allowed aria-disabled:opacity-70 aria-disabled:hover:bg-accent-600`;

/** Under every submit button: what the e-mail holds besides the fields (src/visit/, the privacy policy). */
export const SEND_NOTE =
  "Sending this form e-mails us what you entered, with the pages you visited on this site (nothing when your browser asks not to be tracked).";

type FieldMeta = { id: string; label: string; error?: string; hint?: string; required?: boolean };

/** A labelled <input>. */
export function InputField({
  id,
  label,
  error,
  hint,
  required,
  ...input
}: FieldMeta & ComponentProps<"input">) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(a11y) => <input type="text" {...input} {...a11y} className={lineClass} />}
    </Field>
  );
}

/** Props from binder() that tie a control to one field of a form's values. */
type Bound = { name: string; value: string; onChange: (event: { target: { value: string } }) => void };

/** The required Email and Phone inputs that every form asks for (SPEC 5), ids `${form}-email` and `${form}-phone`. */
export function EmailAndPhoneFields({
  form,
  errors,
  bind,
}: {
  form: string;
  errors: { email?: string; phone?: string };
  bind: (field: "email" | "phone") => Bound;
}) {
  return (
    <>
      <InputField
        id={`${form}-email`}
        label="Email"
        error={errors.email}
        required
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        {...bind("email")}
      />
      <InputField
        id={`${form}-phone`}
        label="Phone"
        error={errors.phone}
        required
        type="tel"
        autoComplete="tel"
        maxLength={LIMITS.phone}
        {...bind("phone")}
      />
    </>
  );
}

/** A labelled <textarea>. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  required,
  ...textarea
}: FieldMeta & ComponentProps<"textarea">) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(a11y) => <textarea {...textarea} {...a11y} className={inputClass} />}
    </Field>
  );
}

/** A labelled <select> with an empty first choice that says what to pick. */
export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  placeholder,
  options,
  ...select
}: FieldMeta &
  ComponentProps<"select"> & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(a11y) => (
        <select {...select} {...a11y} className={selectClass}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
