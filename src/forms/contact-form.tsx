/** Contact form (SPEC 5.1, 7.1, 8): validated on submit, sent as e-mail, entries kept on failure. */
import { contactBody } from "./bodies";
import type { Company } from "./company";
import { contactDraft, type DraftOf } from "./drafts";
import {
  EmailAndPhoneFields,
  Honeypot,
  InputField,
  SelectField,
  SubmitButton,
  TextareaField,
} from "./fields";
import { FormFrame } from "./form-frame";
import { VALIDATION_ERROR } from "./notices";
import { schemaProblems } from "./problems";
import { CONTACT_SUBJECTS, contactSchema, LIMITS, validate } from "./schemas";
import { type LeadCheck, useLeadForm } from "./use-lead-form";

const SUBJECTS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

/** Every field's control is contact-<field>; the hidden honeypot has none, so it never takes focus. */
const idOf = (field: string) => (field === "company_url" ? undefined : `contact-${field}`);

/** SPEC 5.1: the fields by schema, every one marked, the first titles the summary. */
function check(values: DraftOf<typeof contactDraft>): LeadCheck {
  const result = validate(contactSchema, values);
  if (!result.ok) return { ok: false, problems: schemaProblems(result, VALIDATION_ERROR) };
  const data = result.data;
  return {
    ok: true,
    message: () => ({ subject: data.subject, body: contactBody(data), replyTo: data.email }),
  };
}

/** Sends a lead: the page gets the form JS budget. */
export const sendsLead = true;

export default function ContactForm({ company }: { company: Company }) {
  const { bind, errors, frame, submit } = useLeadForm({
    form: "contact",
    company,
    shape: contactDraft,
    controlOf: idOf,
    check,
  });

  return (
    <FormFrame label="Contact form" {...frame}>
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
      <Honeypot form="contact" {...bind("company_url")} />
      <SubmitButton {...submit} busyLabel="Sending..." label="Send Message" />
    </FormFrame>
  );
}
