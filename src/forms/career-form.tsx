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
import { notices } from "./notices";
import { RESUME_ACCEPT, resumeProblem } from "./resume";
import { careerSchema, LIMITS, POSITIONS, validate } from "./schemas";
import { useFocusAfterRender } from "./use-focus";
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

/** Sends a lead: the page gets the form JS budget. */
export const sendsLead = true;

export default function CareerForm() {
  const ready = useHydrated();
  const [values, setValues, clear, marks] = useSavedState("form:career", careerDraft);
  const [resume, setResume] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { notices: shown, show, dismiss } = useNotices();
  const { submitting, isBusy, send } = useSend(show, notices.career, marks);
  const focus = useFocusAfterRender();
  const focusField = (field: string) => {
    if (field in IDS) focus(IDS[field as keyof typeof IDS]);
  };

  const bind = binder(values, setValues);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? resumeProblem(file) : null;
    if (problem && problem !== "missingResume") {
      show(notices.career[problem]);
      setErrors((e) => ({ ...e, resume: notices.career[problem].description }));
      event.target.value = "";
      setResume(null);
      return;
    }
    setErrors(({ resume: _, ...rest }) => rest);
    setResume(file);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return;
    const result = validate(careerSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(result.field);
      return show(notices.career.validation(result.first));
    }
    const problem = resumeProblem(resume);
    if (problem || !resume) {
      const notice = notices.career[problem ?? "missingResume"];
      setErrors({ resume: notice.description });
      focusField("resume");
      return show(notice);
    }
    setErrors({});
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
    <FormFrame label="Job application" onSubmit={onSubmit} notices={shown} dismiss={dismiss}>
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
            className="mt-1 block w-full text-sm text-slate-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
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
