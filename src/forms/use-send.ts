/**
 * The submit cycle the three forms share (SPEC 4): idle, submitting, idle.
 * One message at a time: a second submit while sending sends nothing, and
 * the cycle ends only with the provider's answer (send-message.ts explains
 * why there is no timeout), saying "still sending" if that takes long.
 * Success runs the form's reset; failure keeps the entries and offers the
 * phone (its notice's words give it) and the same message as a ready-made
 * e-mail; the submitting flag is always cleared.
 *
 * Leaving the page does not stop an e-mail already on its way, and the
 * answer would never come: while a send is in flight (only then) the browser
 * asks before the page is left, and the draft is marked (use-saved-state.ts)
 * so that after a reload the form says the message was, or may have been,
 * sent rather than offering it again.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { withVisit } from "../visit/lines";
import type { Company } from "./company";
import { mailtoHref } from "./fallback";
import { alreadySent, maybeSent, type Notice, stillSending } from "./notices";
import { type Message, sendMessage } from "./send-message";
import type { SendMarks } from "./use-saved-state";

export interface SendNotices {
  success: Notice;
  /** Names the company's phone or e-mail address. */
  failure: (company: Company) => Notice;
  error: Notice;
}

/** Asks the browser to confirm leaving the page (it shows its own words). */
function warnOnLeave(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older engines ask only when returnValue is set.
  event.returnValue = true;
}

export function useSend(
  show: (notice: Notice) => void,
  notices: SendNotices,
  company: Company,
  marks?: SendMarks,
) {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  // Once the page is going, a request cut off by it is no answer: the "sending" mark stays.
  const leaving = useRef(false);
  useEffect(() => {
    if (!submitting) return;
    const left = () => {
      leaving.current = true;
    };
    // Asked from `busy`, which the answer clears at once: React removes this listener only in an
    // effect after the answer's notice is painted, and a visitor leaving in that moment (a test
    // reloading as soon as "Thank you!" shows did, on a busy machine) must not be asked.
    const warn = (event: BeforeUnloadEvent) => {
      if (busy.current) warnOnLeave(event);
    };
    addEventListener("beforeunload", warn);
    addEventListener("pagehide", left);
    return () => {
      removeEventListener("beforeunload", warn);
      removeEventListener("pagehide", left);
    };
  }, [submitting]);

  const found = marks?.found;
  useEffect(() => {
    if (found) show((found === "sent" ? alreadySent : maybeSent)(company));
  }, [found, show, company]);

  const send = useCallback(
    async (message: () => Message, onSuccess: () => void) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      try {
        // The form's fields, then how the visitor found us (src/visit/; never throws, so the
        // note, whatever the browser kept, cannot keep the lead from being sent).
        const composed = message();
        const sent = { ...composed, body: withVisit(composed.body) };
        marks?.sending();
        const { success } = await sendMessage(sent, company.email, {
          onSlow: () => show(stillSending(company)),
        });
        if (success) {
          onSuccess();
          marks?.sent();
          show(notices.success);
        } else {
          if (!leaving.current) marks?.unsent();
          // Its words give the way out (the phone, or for careers the address) as a link; the
          // ready-made e-mail of the very message is the second.
          show({ ...notices.failure(company), mailto: mailtoHref(sent, company.email) });
        }
      } catch (error) {
        marks?.unsent();
        console.error(error);
        // Nothing was sent: the phone is the way out that cannot turn into a second e-mail.
        show({ ...notices.error, call: true });
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [show, notices, company, marks],
  );

  return { submitting, isBusy: () => busy.current, send };
}
