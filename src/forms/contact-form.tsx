/** Contact form (SPEC 5.1, 7.1, 8): validated on submit, sent as e-mail, entries kept on failure. */
import type { FormEvent } from "react";
import { contactBody } from "./bodies";
import { contactDraft } from "./drafts";
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
import { notices, VALIDATION_ERROR } from "./notices";
import { schemaProblems } from "./problems";
import { CONTACT_SUBJECTS, contactSchema, LIMITS, validate } from "./schemas";
import { useProblems } from "./use-problems";
import { binder, useHydrated, useSavedState } from "./use-saved-state";
import { useSend } from "./use-send";

const SUBJECTS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

/** Every field's control is contact-<field>; the hidden honeypot has none, so it never takes focus. */
const idOf = (field: string) => (field === "company_url" ? undefined : `contact-${field}`);

/** Sends a lead: the page gets the form JS budget. */
export const sendsLead = true;

export default function ContactForm() {
  const ready = useHydrated();
  const [values, setValues, clear, marks] = useSavedState("form:contact", contactDraft);
  const { notices: shown, show, dismiss, clear: clearNotices } = useNotices();
  const { submitting, isBusy, send } = useSend(show, notices.contact, marks);
  const check = () => validate(contactSchema, values);
  const {
    errors,
    report,
    shown: problems,
  } = useProblems("contact", idOf, () => schemaProblems(check(), VALIDATION_ERROR));

  const bind = binder(values, setValues);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return; // A second click while sending sends nothing.
    const result = check();
    report(schemaProblems(result, VALIDATION_ERROR));
    if (!result.ok) return clearNotices();
    const data = result.data;
    await send(() => ({ subject: data.subject, body: contactBody(data), replyTo: data.email }), clear);
  }

  return (
    <FormFrame label="Contact form" onSubmit={onSubmit} notices={shown} dismiss={dismiss} problems={problems}>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="contact-name"
          label="Name"
          error={errors.name}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          {...bind("name")}
        />
        <EmailAndPhoneFields form="contact" errors={errors} bind={bind} />
        <InputField
          id="contact-company"
          label="Company"
          error={errors.company}
          autoComplete="organization"
          maxLength={LIMITS.company}
          {...bind("company")}
        />
      </div>
      <SelectField
        id="contact-subject"
        label="Subject"
        error={errors.subject}
        required
        placeholder="Select a subject"
        options={SUBJECTS}
        {...bind("subject")}
      />
      <TextareaField
        id="contact-message"
        label="Message"
        error={errors.message}
        hint="10 to 1,000 characters."
        required
        rows={6}
        maxLength={LIMITS.message}
        {...bind("message")}
      />
      <Honeypot id="contact-company-url" {...bind("company_url")} />
      <SubmitButton
        noteId="contact-send-note"
        ready={ready}
        busy={submitting}
        busyLabel="Sending..."
        label="Send Message"
      />
    </FormFrame>
  );
}
