/**
 * A form's notices, shown in the page flow right below the submit button
 * rather than as toasts over the page: on a phone a fixed toast covered the
 * button and the last fields. In the flow it covers nothing, it comes next in
 * the tab order (its links and dismiss button are one Tab away from the
 * button), and it stays until the visitor dismisses it or submits again:
 * nothing that matters disappears before it is read (WCAG 2.2.1).
 * The live region exists from the first render so that screen readers
 * announce what is added to it; a notice never takes focus. It looks calm
 * (callout.tsx): an error keeps the visitor's entries and says the way on.
 */
import { type Ref, useCallback, useEffect, useRef, useState } from "react";
import { SvgIcon } from "../components/ui/svg-icon";
import { type Phone, phoneHref } from "../lib/contact";
import { CalloutIcon, calloutClass, type Tone } from "./callout";
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

/** The number as the "Call" line writes it. */
const phoneWords = (phone: Phone) => `${phone.vanity} (${phone.digits})`;

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline";
/** The ready-made e-mail: a secondary button under the text (the text's own link is the first way out). */
const mailClass =
  "inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-4 [&_svg]:shrink-0";

/** A notice's text under its title. */
const BODY = "text-sm leading-6 text-slate-800 sm:pl-7";

const toneOf = (notice: Notice): Tone => (notice.destructive ? "error" : notice.sent ? "success" : "info");

/**
 * The description, its link (the company's number or address) in place: never broken across
 * lines, the brackets of "1-844-BUY-ITAD (1-844-289-4823)" included, and named by what it says.
 */
function Description({ notice }: { notice: Notice }) {
  const { description, link } = notice;
  const at = link ? description.indexOf(link.text) : -1;
  if (!link || at < 0) return description;
  return (
    <>
      {description.slice(0, at)}
      <a href={link.href} className={`${linkClass} whitespace-nowrap`}>
        {link.text}
      </a>
      {description.slice(at + link.text.length)}
    </>
  );
}

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
        {notices.map((notice, index) => {
          const tone = toneOf(notice);
          return (
            <li
              key={notice.id}
              ref={index === 0 ? latest : undefined}
              data-toast={notice.destructive ? "destructive" : notice.sent ? "success" : "default"}
              className={`relative ${calloutClass(tone)}`}
            >
              {/* The icon beside the title, the text below it: under the title from the small
                  breakpoint, at the box's full width below it, where the number on its one line
                  needs every pixel of a 320px phone. */}
              <div role={notice.destructive ? "alert" : "status"}>
                <div className="flex gap-2 pr-8">
                  <CalloutIcon tone={tone} />
                  {notice.title ? (
                    <p className="font-semibold">{notice.title}</p>
                  ) : (
                    <p className="text-sm leading-6 text-slate-800">
                      <Description notice={notice} />
                    </p>
                  )}
                </div>
                {notice.title ? (
                  <p className={`mt-1 ${BODY}`}>
                    <Description notice={notice} />
                  </p>
                ) : null}
                {notice.call ? (
                  <p className={`mt-1 ${BODY}`}>
                    Call{" "}
                    <a href={phoneHref(phone)} className={`${linkClass} whitespace-nowrap`}>
                      {phoneWords(phone)}
                    </a>
                  </p>
                ) : null}
                {notice.mailto ? (
                  <p className="mt-3 sm:pl-7">
                    <a href={notice.mailto} className={mailClass}>
                      <SvgIcon name="mail" />
                      Send by e-mail instead
                    </a>
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => dismiss(notice.id)}
                className="absolute top-2.5 right-2.5 inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <SvgIcon name="x" className="size-4" />
                <span className="sr-only">Dismiss notification</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
