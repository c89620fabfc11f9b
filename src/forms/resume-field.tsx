/**
 * The career form's resume (SPEC 5.2): a file input whose choice is checked at once, the file
 * kept beside the draft (a file cannot be saved in session storage, so it never survives a reload).
 */
import { type ChangeEvent, type Ref, useRef, useState } from "react";
import { Field } from "./fields";
import { type Notice, notices } from "./notices";
import { RESUME_ACCEPT, resumeProblem } from "./resume";

export function useResume(show: (notice: Notice) => void) {
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A file refused as it was chosen (too large, wrong type): marked at once, before any submit.
  const [refused, setRefused] = useState<string | null>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? resumeProblem(chosen) : null;
    if (problem && problem !== "missingResume") {
      show(notices.career[problem]);
      setRefused(notices.career[problem].description);
      event.target.value = "";
      setFile(null);
      return;
    }
    setRefused(null);
    setFile(chosen);
  }

  /** After a send: the input lets go of the file too. */
  function reset() {
    setFile(null);
    if (input.current) input.current.value = "";
  }

  return {
    file,
    /** The message of a file refused as it was chosen, until the next choice or submit. */
    refused,
    /** A submit marks what it finds: the refusal's own mark gives way. */
    forgetRefusal: () => setRefused(null),
    reset,
    input: { ref: input, onChange },
  };
}

/**
 * What the field takes, and what becomes of the file (SPEC 7.1: it is not uploaded, the message
 * names it and HR follows up by e-mail to collect it), as the privacy policy says it
 * (content/legal/privacy-policy.md, "Job applications").
 */
export const RESUME_HINT =
  "PDF, DOC or DOCX, up to 5MB. Your file is not uploaded and stays on your device: we send only its name and size, and our HR team will ask you for it by e-mail.";

export function ResumeField({
  id,
  error,
  input,
}: {
  id: string;
  error?: string;
  input: { ref: Ref<HTMLInputElement>; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
}) {
  return (
    <Field id={id} label="Resume" error={error} hint={RESUME_HINT} required>
      {(a11y) => (
        <input
          {...a11y}
          ref={input.ref}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          onChange={input.onChange}
          className="mt-1 block w-full rounded-md text-sm text-slate-900 aria-[invalid=true]:outline-1 aria-[invalid=true]:outline-offset-4 aria-[invalid=true]:outline-red-700 aria-[invalid=true]:outline-solid file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
      )}
    </Field>
  );
}
