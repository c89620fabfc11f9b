/**
 * What every form has around its fields: the notice shown without JavaScript (or when its code cannot load),
 * the <form> itself (checked by our schemas, not the browser's bubbles, so
 * noValidate) and, right after its submit button, the notices that report
 * the outcome.
 */
import { type FormEvent, type ReactNode, useRef } from "react";
import { phoneHref, phoneText, site } from "../../content/site";
import { UnavailableNotice } from "./fields";
import { NoticeList, type ShownNotice } from "./notice-list";

export function FormFrame({
  label,
  onSubmit,
  notices,
  dismiss,
  className = "space-y-5",
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  notices: ShownNotice[];
  dismiss: (id: number) => void;
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
      <UnavailableNotice phone={phoneText} phoneHref={phoneHref} email={site.email} />
      <form
        ref={form}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className={`relative ${className}`}
        aria-label={label}
      >
        {children}
      </form>
      <NoticeList ref={list} notices={notices} dismiss={dismissNotice} />
    </>
  );
}
