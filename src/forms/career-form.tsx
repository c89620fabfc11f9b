/** Career application (SPEC 5.2, 7.1, 8): the resume is checked here and collected later by HR. */
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { phoneHref, phoneText, site } from "../../content/site";
import { careerBody, careerSubject } from "./bodies";
import { Field, Honeypot, inputClass, NoScriptNotice, SubmitButton } from "./fields";
import { notices } from "./notices";
import { RESUME_ACCEPT, resumeProblem } from "./resume";
import { type CareerInput, careerSchema, LIMITS, POSITIONS, validate } from "./schemas";
import { sendMessage } from "./send-message";
import { Toaster, useToasts } from "./toaster";
import { useHydrated, useSavedState } from "./use-saved-state";

const EMPTY: CareerInput = {
  fullName: "",
  email: "",
  phone: "",
  position: "" as never,
  linkedIn: "",
  coverLetter: "",
  company_url: "",
};

export default function CareerForm() {
  const ready = useHydrated();
  const [values, setValues, clear] = useSavedState("form:career", EMPTY);
  const [resume, setResume] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const { toasts, show, dismiss } = useToasts();

  const set = (field: keyof CareerInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

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
    if (busy.current) return;
    const result = validate(careerSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      show(notices.career.validation(result.first));
      return;
    }
    const problem = resumeProblem(resume);
    if (problem) {
      setErrors({ resume: notices.career[problem].description });
      show(notices.career[problem]);
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      const file = resume as File;
      const { success } = await sendMessage({
        subject: careerSubject(result.data),
        body: careerBody(result.data, { name: file.name, size: file.size }),
        replyTo: result.data.email,
      });
      if (success) {
        clear();
        setResume(null);
        if (fileInput.current) fileInput.current.value = "";
        show(notices.career.success);
      } else {
        show(notices.career.failure);
      }
    } catch (error) {
      console.error(error);
      show(notices.career.error);
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
        aria-label="Job application"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="career-name" label="Full Name" error={errors.fullName} required>
            {(a) => (
              <input
                {...a}
                name="fullName"
                type="text"
                autoComplete="name"
                maxLength={LIMITS.name}
                className={inputClass}
                value={values.fullName}
                onChange={set("fullName")}
              />
            )}
          </Field>
          <Field id="career-email" label="Email" error={errors.email} required>
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
          <Field id="career-phone" label="Phone" error={errors.phone} required>
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
          <Field id="career-position" label="Position" error={errors.position} required>
            {(a) => (
              <select
                {...a}
                name="position"
                className={inputClass}
                value={values.position}
                onChange={set("position")}
              >
                <option value="">Select a position</option>
                {POSITIONS.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id="career-linkedin"
          label="LinkedIn Profile"
          error={errors.linkedIn}
          hint="A full address, e.g. https://www.linkedin.com/in/your-name"
        >
          {(a) => (
            <input
              {...a}
              name="linkedIn"
              type="url"
              autoComplete="url"
              className={inputClass}
              value={values.linkedIn}
              onChange={set("linkedIn")}
            />
          )}
        </Field>
        <Field
          id="career-cover"
          label="Cover Letter"
          error={errors.coverLetter}
          hint="Up to 1,000 characters."
        >
          {(a) => (
            <textarea
              {...a}
              name="coverLetter"
              rows={6}
              maxLength={LIMITS.coverLetter}
              className={inputClass}
              value={values.coverLetter}
              onChange={set("coverLetter")}
            />
          )}
        </Field>
        <Field
          id="career-resume"
          label="Resume"
          error={errors.resume}
          hint="PDF, DOC or DOCX, up to 5MB."
          required
        >
          {(a) => (
            <input
              {...a}
              ref={fileInput}
              name="resume"
              type="file"
              accept={RESUME_ACCEPT}
              onChange={onFile}
              className="mt-1 block w-full text-sm text-slate-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
            />
          )}
        </Field>
        <Honeypot id="career-company-url" value={values.company_url} onChange={set("company_url")} />
        <SubmitButton ready={ready} busy={submitting} busyLabel="Submitting..." label="Submit Application" />
      </form>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </>
  );
}
