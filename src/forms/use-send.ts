/**
 * The submit cycle the three forms share (SPEC 4): idle, submitting, idle.
 * A second submit while sending sends nothing; success runs the form's reset;
 * the submitting flag is always cleared.
 */
import { useCallback, useRef, useState } from "react";
import type { Notice } from "./notices";
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
        const { success } = await sendMessage(message());
        if (success) {
          onSuccess();
          show(notices.success);
        } else {
          show(notices.failure);
        }
      } catch (error) {
        console.error(error);
        show(notices.error);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [show, notices],
  );

  return { submitting, isBusy: () => busy.current, send };
}
