/** Career application (SPEC 5.2, 7.1, 8): the resume is checked here and collected later by HR. */
import { careerBody, careerSubject } from "./bodies";
import type { Company } from "./company";
import { careerDraft, type DraftOf } from "./drafts";
import {
  EmailAndPhoneFields,
  Honeypot,
  InputField,
  SelectField,
  SubmitButton,
  TextareaField,
} from "./fields";
import { FormFrame } from "./form-frame";
import { notices, VALIDATION_ERROR } from "./notices";
import { problemOf, schemaProblems } from "./problems";
import { resumeProblem } from "./resume";
import { ResumeField, useResume } from "./resume-field";
import { careerSchema, LIMITS, POSITIONS, validate } from "./schemas";
import { type LeadCheck, useLeadForm } from "./use-lead-form";

/** The control of each field, where focus goes when it is the first invalid one (the honeypot has none). */
const IDS = {
  fullName: "career-name",
  email: "career-email",
  phone: "career-phone",
  position: "career-position",
  linkedIn: "career-linkedin",
  coverLetter: "career-cover",
  resume: "career-resume",
} as const;
const idOf = (field: string): string | undefined => IDS[field as keyof typeof IDS];

/** SPEC 5.2: the fields by schema, then the resume; every one marked, the first titles the summary. */
function check(values: DraftOf<typeof careerDraft>, resume: File | null): LeadCheck {
  const result = validate(careerSchema, values);
  const problems = schemaProblems(result, VALIDATION_ERROR);
  const problem = resumeProblem(resume);
  if (problem) problems.push(problemOf("resume", notices.career[problem]));
  if (!result.ok || !resume || problems.length) return { ok: false, problems };
  const data = result.data;
  const file = { name: resume.name, size: resume.size };
  return {
    ok: true,
    message: () => ({ subject: careerSubject(data), body: careerBody(data, file), replyTo: data.email }),
  };
}

/** Sends a lead: the page gets the form JS budget. */
export const sendsLead = true;

export default function CareerForm({ company }: { company: Company }) {
  // Told only once a file is chosen, long after the form below is set up.
  const resume = useResume((notice) => lead.show(notice));
  const lead = useLeadForm({
    form: "career",
    company,
    shape: careerDraft,
    controlOf: idOf,
    check: (values) => check(values, resume.file),
    onInvalid: resume.forgetRefusal,
    onSent: resume.reset,
  });
  const { bind, frame, submit } = lead;
  const errors = resume.refused ? { ...lead.errors, resume: resume.refused } : lead.errors;

  return (
    <FormFrame label="Job application" {...frame}>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={IDS.fullName}
          label="Full Name"
          error={errors.fullName}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          {...bind("fullName")}
        />
        <EmailAndPhoneFields form="career" errors={errors} bind={bind} />
        <SelectField
          id={IDS.position}
          label="Position"
          error={errors.position}
          required
          placeholder="Select a position"
          options={POSITIONS}
          {...bind("position")}
        />
      </div>
      <InputField
        id={IDS.linkedIn}
        label="LinkedIn Profile"
        error={errors.linkedIn}
        hint="A full address, e.g. https://www.linkedin.com/in/your-name"
        type="url"
        autoComplete="url"
        {...bind("linkedIn")}
      />
      <TextareaField
        id={IDS.coverLetter}
        label="Cover Letter"
        error={errors.coverLetter}
        hint="Up to 1,000 characters."
        rows={6}
        maxLength={LIMITS.coverLetter}
        {...bind("coverLetter")}
      />
      <ResumeField id={IDS.resume} error={errors.resume} input={resume.input} />
      <Honeypot form="career" {...bind("company_url")} />
      <SubmitButton {...submit} busyLabel="Submitting..." label="Submit Application" />
    </FormFrame>
  );
}
