/**
 * What every form has around its fields: the notice shown without JavaScript (or when its code cannot load),
 * the <form> itself (checked by our schemas, not the browser's bubbles, so
 * noValidate), at its top the summary of what a submit found wrong
 * (error-summary.tsx) and, right after its submit button, the notices that
 * report the sending and its outcome.
 */
import { type FormEvent, type ReactNode, useRef } from "react";
import { phoneHref, phoneText } from "../lib/contact";
import type { Company } from "./company";
import { ErrorSummary } from "./error-summary";
import { UnavailableNotice } from "./fields";
import { NoticeList, type ShownNotice } from "./notice-list";
import type { ProblemsShown } from "./use-problems";

export function FormFrame({
  label,
  onSubmit,
  notices,
  dismiss,
  problems,
  company,
  className = "space-y-5",
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  notices: ShownNotice[];
  dismiss: (id: number) => void;
  /** What the last submit found wrong and still is (use-problems.ts). */
  problems: ProblemsShown;
  /** How a visitor reaches us when the form cannot send (the island's prop). */
  company: Company;
  /** Spacing between the form's blocks. */
  className?: string;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const list = useRef<HTMLElement>(null);

  // The dismiss button goes away with its notice: focus it held goes back to the
  // submit button rather than to the page body.
  const dismissNotice = (id: number) => {
    const hadFocus = list.current?.contains(document.activeElement);
    dismiss(id);
    if (hadFocus) form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  };

  return (
    <>
      <UnavailableNotice
        phone={phoneText(company.phone)}
        phoneHref={phoneHref(company.phone)}
        email={company.email}
      />
      <form
        ref={form}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className={`relative ${className}`}
        aria-label={label}
      >
        <ErrorSummary {...problems} />
        {children}
      </form>
      <NoticeList ref={list} notices={notices} dismiss={dismissNotice} phone={company.phone} />
    </>
  );
}
