/**
 * The submit cycle the three forms share (SPEC 4): idle, submitting, idle.
 * One message at a time: a second submit while sending sends nothing, and
 * the cycle ends only with the provider's answer (send-message.ts explains
 * why there is no timeout), saying "still sending" if that takes long.
 * Success runs the form's reset; failure keeps the entries and offers the
 * same message as a ready-made e-mail and the phone; the submitting flag is
 * always cleared.
 */
import { useCallback, useRef, useState } from "react";
import { withVisit } from "../visit/lines";
import { mailtoHref } from "./fallback";
import { type Notice, stillSending } from "./notices";
import { type Message, sendMessage } from "./send-message";

export interface SendNotices {
  success: Notice;
  failure: Notice;
  error: Notice;
}

export function useSend(show: (notice: Notice) => void, notices: SendNotices) {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

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
        const { success } = await sendMessage(sent, { onSlow: () => show(stillSending) });
        if (success) {
          onSuccess();
          show(notices.success);
        } else {
          show({ ...notices.failure, mailto: mailtoHref(sent), call: true });
        }
      } catch (error) {
        console.error(error);
        // Nothing was sent: the phone is the way out that cannot turn into a second e-mail.
        show({ ...notices.error, call: true });
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [show, notices],
  );

  return { submitting, isBusy: () => busy.current, send };
}
