/**
 * What the three lead forms share, from first render to the provider's answer: the draft
 * kept in session storage (use-saved-state.ts), the notices, the send cycle (use-send.ts),
 * the problems between submits (use-problems.ts) and the submit itself. A form brings its
 * name, its draft shape, where each field's control is and its check; it keeps its
 * fields and whatever only it has (the pickup date, the resume file).
 */
import type { FormEvent } from "react";
import type { Company } from "./company";
import type { DraftOf, DraftShape } from "./drafts";
import { useNotices } from "./notice-list";
import { notices } from "./notices";
import type { Problems } from "./problems";
import type { Message } from "./send-message";
import { useProblems } from "./use-problems";
import { binder, useHydrated, useSavedState } from "./use-saved-state";
import { useSend } from "./use-send";

/** A lead form, by the name its notices (notices.ts), draft key and element ids go by. */
export type LeadFormName = keyof typeof notices;

/**
 * A form's values checked as they stand: every problem (first first), or the message to send.
 * The message is composed only when sent, inside the send cycle, which reports a failure.
 */
export type LeadCheck = { ok: false; problems: Problems } | { ok: true; message: () => Message };

/** The session storage key of a form's draft: the sent mark sits beside it (drafts.ts, sentKey). */
export const draftKey = (form: LeadFormName) => `form:${form}`;

export function useLeadForm<S extends DraftShape>({
  form,
  company,
  shape,
  controlOf,
  check,
  onInvalid,
  onSent,
}: {
  form: LeadFormName;
  /** Where the message goes, and how the notices tell the visitor to reach us (the island's prop). */
  company: Company;
  /** The draft's fields and what of a saved one may come back (drafts.ts). */
  shape: S;
  /** Where a field's summary link and focus go; undefined for one with no control (the honeypot). */
  controlOf: (field: string) => string | undefined;
  check: (values: DraftOf<S>) => LeadCheck;
  /** After a submit that found problems, once they are reported. */
  onInvalid?: (problems: Problems) => void;
  /** After the provider said yes, once the draft is cleared. */
  onSent?: () => void;
}) {
  const ready = useHydrated();
  const [values, setValues, clear, marks, dropped] = useSavedState(draftKey(form), shape);
  const { notices: shown, show, dismiss, clear: clearNotices } = useNotices();
  const { submitting, isBusy, send } = useSend(show, notices[form], company, marks);
  const problemsNow = () => {
    const result = check(values);
    return result.ok ? [] : result.problems;
  };
  const problems = useProblems(form, controlOf, problemsNow);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return; // A second click while sending sends nothing.
    const result = check(values);
    problems.report(result.ok ? [] : result.problems);
    if (!result.ok) {
      onInvalid?.(result.problems);
      // What an earlier send said no longer holds: the summary speaks now.
      return clearNotices();
    }
    await send(result.message, () => {
      clear();
      onSent?.();
    });
  }

  return {
    values,
    setValues,
    /** Props that tie a text control to one field (use-saved-state.ts, binder). */
    bind: binder(values, setValues),
    /** Each field's message, as its control shows it. */
    errors: problems.errors,
    /** Fields of a restored draft that no longer fit and were left out. */
    dropped,
    show,
    /** FormFrame's props, but for its label. */
    frame: { onSubmit, notices: shown, dismiss, problems: problems.shown, company },
    /** SubmitButton's props, but for its words. */
    submit: { ready, busy: submitting, noteId: `${form}-send-note` },
  };
}
