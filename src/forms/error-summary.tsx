/**
 * The error summary at the top of a form (GOV.UK's pattern, with SPEC 8's titles, in the
 * notices' calm look, callout.tsx): the title of the first problem, then every problem as a
 * link to its field, in the order the fields stand. A link moves focus to the field itself
 * and brings its label into view (a plain #id jump would scroll to the control but leave
 * focus behind, and hide the label under the sticky header).
 */
import type { MouseEvent } from "react";
import { CalloutIcon, calloutClass } from "./callout";
import type { ProblemsShown } from "./use-problems";

function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  const caption =
    control.closest("fieldset")?.querySelector("legend") ?? document.querySelector(`label[for="${id}"]`);
  control.focus({ preventScroll: true });
  (caption ?? control).scrollIntoView({ block: "center" });
}

export function ErrorSummary({ problems, idOf, summaryId }: ProblemsShown) {
  const first = problems[0];
  if (!first) return null;
  return (
    <div
      id={summaryId}
      tabIndex={-1}
      className={`${calloutClass("error")} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      <div role="alert">
        <div className="flex gap-2">
          <CalloutIcon tone="error" />
          <h2 className="text-base font-semibold text-slate-900">{first.title}</h2>
        </div>
        <ul className="mt-2 space-y-1 text-sm leading-6 sm:pl-7">
          {problems.map((problem) => {
            const id = idOf(problem.field);
            return (
              <li key={problem.field} data-field={problem.field}>
                {id ? (
                  <a
                    href={`#${id}`}
                    onClick={(event) => goTo(event, id)}
                    className="font-medium text-red-700 underline underline-offset-2 hover:no-underline"
                  >
                    {problem.message}
                  </a>
                ) : (
                  <span className="font-medium text-red-700">{problem.message}</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
