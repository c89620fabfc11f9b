/** Career application (SPEC 5.2, 7.1, 8): the resume is checked here and collected later by HR. */
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { careerBody, careerSubject } from "./bodies";
import { careerDraft } from "./drafts";
import {
  EmailAndPhoneFields,
  Field,
  Honeypot,
  InputField,
  SelectField,
  SubmitButton,
  TextareaField,
} from "./fields";
import { FormFrame } from "./form-frame";
import { useNotices } from "./notice-list";
import { notices, VALIDATION_ERROR } from "./notices";
import { type Problem, problemOf, schemaProblems } from "./problems";
import { RESUME_ACCEPT, resumeProblem } from "./resume";
import { careerSchema, LIMITS, POSITIONS, validate } from "./schemas";
import { useProblems } from "./use-problems";
import { binder, useHydrated, useSavedState } from "./use-saved-state";
import { useSend } from "./use-send";

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

/** Sends a lead: the page gets the form JS budget. */
export const sendsLead = true;

export default function CareerForm() {
  const ready = useHydrated();
  const [values, setValues, clear, marks] = useSavedState("form:career", careerDraft);
  const [resume, setResume] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // A file refused as it was chosen (too large, wrong type): marked at once, before any submit.
  const [fileError, setFileError] = useState<string | null>(null);
  const { notices: shown, show, dismiss, clear: clearNotices } = useNotices();
  const { submitting, isBusy, send } = useSend(show, notices.career, marks);

  const bind = binder(values, setValues);

  /** SPEC 5.2: the fields by schema, then the resume; every one marked, the first titles the summary. */
  const check = () => {
    const result = validate(careerSchema, values);
    const problem = resumeProblem(resume);
    const problems: Problem[] = schemaProblems(result, VALIDATION_ERROR);
    if (problem) problems.push(problemOf("resume", notices.career[problem]));
    return { result, problems };
  };
  const problems = useProblems("career", idOf, () => check().problems);
  const errors = fileError ? { ...problems.errors, resume: fileError } : problems.errors;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? resumeProblem(file) : null;
    if (problem && problem !== "missingResume") {
      show(notices.career[problem]);
      setFileError(notices.career[problem].description);
      event.target.value = "";
      setResume(null);
      return;
    }
    setFileError(null);
    setResume(file);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return;
    const { result, problems: found } = check();
    setFileError(null);
    problems.report(found);
    if (!result.ok || !resume || found.length) return clearNotices();
    const data = result.data;
    const file = { name: resume.name, size: resume.size };
    await send(
      () => ({ subject: careerSubject(data), body: careerBody(data, file), replyTo: data.email }),
      () => {
        clear();
        setResume(null);
        if (fileInput.current) fileInput.current.value = "";
      },
    );
  }

  return (
    <FormFrame
      label="Job application"
      onSubmit={onSubmit}
      notices={shown}
      dismiss={dismiss}
      problems={problems.shown}
    >
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
      <Field
        id={IDS.resume}
        label="Resume"
        error={errors.resume}
        hint="PDF, DOC or DOCX, up to 5MB."
        required
      >
        {(a11y) => (
          <input
            {...a11y}
            ref={fileInput}
            name="resume"
            type="file"
            accept={RESUME_ACCEPT}
            onChange={onFile}
            className="mt-1 block w-full rounded-md text-sm text-slate-900 aria-[invalid=true]:outline-1 aria-[invalid=true]:outline-offset-4 aria-[invalid=true]:outline-red-700 aria-[invalid=true]:outline-solid file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
        )}
      </Field>
      <Honeypot id="career-company-url" {...bind("company_url")} />
      <SubmitButton
        noteId="career-send-note"
        ready={ready}
        busy={submitting}
        busyLabel="Submitting..."
        label="Submit Application"
      />
    </FormFrame>
  );
}
