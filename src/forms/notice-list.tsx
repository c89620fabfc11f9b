/**
 * A form's notices, shown in the page flow right below the submit button
 * rather than as toasts over the page: on a phone a fixed toast covered the
 * button and the last fields. In the flow it covers nothing, it comes next in
 * the tab order (its links and dismiss button are one Tab away from the
 * button), and it stays until the visitor dismisses it or submits again:
 * nothing that matters disappears before it is read (WCAG 2.2.1).
 * The live region exists from the first render so that screen readers
 * announce what is added to it; a notice never takes focus.
 */
import { type Ref, useCallback, useEffect, useRef, useState } from "react";
import { SvgIcon } from "../components/ui/svg-icon";
import { type Phone, phoneHref, phoneText } from "../lib/contact";
import type { Notice } from "./notices";

export interface ShownNotice extends Notice {
  id: number;
}

let nextId = 1;

export function useNotices() {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const show = useCallback((notice: Notice) => setNotices([{ ...notice, id: nextId++ }]), []);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  /** Takes away what an earlier send said, when a new submit stops at the error summary instead. */
  const clear = useCallback(() => setNotices([]), []);
  return { notices, show, dismiss, clear };
}

const linkClass = "font-semibold underline underline-offset-2 hover:no-underline";

export function NoticeList({
  ref,
  notices,
  dismiss,
  phone,
}: {
  ref?: Ref<HTMLElement>;
  notices: ShownNotice[];
  dismiss: (id: number) => void;
  /** The company's number, for a notice that offers it (`call`). */
  phone: Phone;
}) {
  const latest = useRef<HTMLLIElement>(null);
  const latestId = notices[0]?.id;
  // Bring a new notice into view (below the button it may be under the fold); focus stays put.
  useEffect(() => {
    if (latestId) latest.current?.scrollIntoView?.({ block: "nearest" });
  }, [latestId]);

  return (
    <section ref={ref} aria-label="Notifications" className="mt-4">
      <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2">
        {notices.map((notice, index) => (
          <li
            key={notice.id}
            ref={index === 0 ? latest : undefined}
            data-toast={notice.destructive ? "destructive" : "default"}
            className={`flex items-start gap-3 rounded-lg border p-4 shadow-sm ${
              notice.destructive
                ? "border-red-800 bg-red-700 text-white"
                : "border-slate-200 bg-white text-slate-900"
            }`}
          >
            <div className="flex-1" role={notice.destructive ? "alert" : "status"}>
              {notice.title ? <p className="font-semibold">{notice.title}</p> : null}
              <p className={`text-sm ${notice.title ? "mt-1" : ""}`}>{notice.description}</p>
              {notice.mailto || notice.call ? (
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {notice.mailto ? (
                    <a href={notice.mailto} className={linkClass}>
                      Send by e-mail instead
                    </a>
                  ) : null}
                  {notice.call ? (
                    <a href={phoneHref(phone)} className={linkClass}>
                      Call {phoneText(phone)}
                    </a>
                  ) : null}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => dismiss(notice.id)}
              className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
            >
              <SvgIcon name="x" className="size-4" />
              <span className="sr-only">Dismiss notification</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
