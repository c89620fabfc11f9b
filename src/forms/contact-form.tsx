/** Contact form (SPEC 5.1, 7.1, 8): validated on submit, sent as e-mail, entries kept on failure. */
import { type FormEvent, useRef, useState } from "react";
import { phoneHref, phoneText, site } from "../../content/site";
import { contactBody } from "./bodies";
import { Field, Honeypot, inputClass, NoScriptNotice, SubmitButton } from "./fields";
import { notices } from "./notices";
import { CONTACT_SUBJECTS, type ContactInput, contactSchema, LIMITS, validate } from "./schemas";
import { sendMessage } from "./send-message";
import { Toaster, useToasts } from "./toaster";
import { useHydrated, useSavedState } from "./use-saved-state";

const EMPTY: Required<ContactInput> = {
  name: "",
  email: "",
  phone: "",
  company: "",
  subject: "" as never,
  message: "",
  company_url: "",
};

export default function ContactForm() {
  const ready = useHydrated();
  const [values, setValues, clear] = useSavedState("form:contact", EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const { toasts, show, dismiss } = useToasts();

  const set = (field: keyof ContactInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return; // A second click while sending sends nothing.
    const result = validate(contactSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      show(notices.contact.validation(result.first));
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      const { success } = await sendMessage({
        subject: result.data.subject,
        body: contactBody(result.data),
        replyTo: result.data.email,
      });
      if (success) {
        clear();
        show(notices.contact.success);
      } else {
        show(notices.contact.failure);
      }
    } catch (error) {
      console.error(error);
      show(notices.contact.error);
    } finally {
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
        className="relative space-y-5"
        aria-label="Contact form"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="contact-name" label="Name" error={errors.name} required>
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
          <Field id="contact-email" label="Email" error={errors.email} required>
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
          <Field id="contact-phone" label="Phone" error={errors.phone} required>
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
          <Field id="contact-company" label="Company" error={errors.company}>
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
        </div>
        <Field id="contact-subject" label="Subject" error={errors.subject} required>
          {(a) => (
            <select
              {...a}
              name="subject"
              className={inputClass}
              value={values.subject}
              onChange={set("subject")}
            >
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="contact-message"
          label="Message"
          error={errors.message}
          hint="10 to 1,000 characters."
          required
        >
          {(a) => (
            <textarea
              {...a}
              name="message"
              rows={6}
              maxLength={LIMITS.message}
              className={inputClass}
              value={values.message}
              onChange={set("message")}
            />
          )}
        </Field>
        <Honeypot id="contact-company-url" value={values.company_url} onChange={set("company_url")} />
        <SubmitButton ready={ready} busy={submitting} busyLabel="Sending..." label="Send Message" />
      </form>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </>
  );
}
