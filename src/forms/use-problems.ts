/**
 * A form's problems between submits (problems.ts): a submit reports all it
 * found and focus goes to the first field (or, when none of them can take it,
 * to the summary), scrolled so that the summary above it is in view too; as the visitor edits, each field is checked again and a
 * fixed one loses its mark and its line in the summary at once, while a field
 * that was not marked stays unmarked until the next submit.
 */
import { useCallback, useState } from "react";
import { messagesOf, type Problems, stillFailing } from "./problems";
import { useFocusAfterRender } from "./use-focus";

export interface ProblemsShown {
  /** What still fails of what the last submit found, first first. */
  problems: Problems;
  /** The control of a field (where its summary link and focus go); undefined for one with none (the honeypot). */
  idOf: (field: string) => string | undefined;
  /** The summary's id: focus goes there when no problem has a control. */
  summaryId: string;
}

export function useProblems(
  form: string,
  idOf: (field: string) => string | undefined,
  /** The form's problems as its values stand now. */
  check: () => Problems,
) {
  const [reported, setReported] = useState<Problems>([]);
  const focus = useFocusAfterRender();
  const summaryId = `${form}-errors`;
  const problems = reported.length ? stillFailing(reported, check()) : reported;

  /** A submit's result: every problem at once, focus on the first field; [] when it may be sent. */
  const report = useCallback(
    (found: Problems) => {
      setReported(found);
      if (found.length === 0) return;
      const first = found.map((problem) => idOf(problem.field)).find(Boolean);
      // The summary sits right above the first field: both in view, focus on the field.
      focus(first ?? summaryId, summaryId);
    },
    [idOf, focus, summaryId],
  );

  const shown: ProblemsShown = { problems, idOf, summaryId };
  return { errors: messagesOf(problems), report, shown };
}
