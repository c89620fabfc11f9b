/**
 * What every form has around its fields: the notice shown without JavaScript,
 * the <form> itself (checked by our schemas, not the browser's bubbles, so
 * noValidate) and the toasts that report the outcome.
 */
import type { FormEvent, ReactNode } from "react";
import { phoneHref, phoneText, site } from "../../content/site";
import { NoScriptNotice } from "./fields";
import { type Toast, Toaster } from "./toaster";

export function FormFrame({
  label,
  onSubmit,
  toasts,
  dismiss,
  className = "space-y-5",
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  toasts: Toast[];
  dismiss: (id: number) => void;
  /** Spacing between the form's blocks. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <NoScriptNotice phone={phoneText} phoneHref={phoneHref} email={site.email} />
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className={`relative ${className}`}
        aria-label={label}
      >
        {children}
      </form>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </>
  );
}
