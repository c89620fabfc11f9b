/**
 * The one message-sending helper of the three forms (SPEC 7): an e-mail via
 * EmailJS with template params subject, message, siteadminemail and email.
 * It never throws: any non-success answer (429, 451, 403, 5xx) or a network
 * failure becomes { success: false }, the reason logged.
 *
 * It has no timeout, on purpose. EmailJS sends are not idempotent (no request
 * id), and stopping to wait does not stop the e-mail: an aborted or ignored
 * POST may already be at the provider and still be delivered. A timeout that
 * reported "failed" and let the visitor retry is how one lead became two
 * e-mails while the visitor read "Failed" and kept the form filled in. So the
 * helper waits for the provider's own answer, however long it takes, and only
 * that answer decides success or failure; after `slowAfterMs` it calls
 * `onSlow` once so the form can say that it is still sending. (Aborting with
 * fetch + AbortController would be possible, since the library takes no
 * signal, but after an abort the honest notice is "may not have been sent",
 * and a retry could still double the e-mail; waiting keeps exactly one
 * request and a true answer. The library stays: it builds the provider's
 * request and we would gain nothing by copying it.)
 */
import { send as emailjsSend } from "@emailjs/browser";

export interface EmailJsSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/**
 * JSON text, defined by the build (build/3-assets/client.ts). Text, not objects: esbuild
 * defines an object by injecting a module that every module of every chunk then initialises,
 * about 0.2 KB of calls on each page.
 */
declare const __EMAILJS__: string | undefined;
declare const __MISSING_EMAILJS__: string | undefined;

/** The configuration the build put into the bundle. */
export const buildSettings: { emailjs: EmailJsSettings; missing: string[] } = {
  emailjs:
    typeof __EMAILJS__ === "undefined"
      ? { publicKey: "", serviceId: "", templateId: "" }
      : JSON.parse(__EMAILJS__),
  missing:
    typeof __MISSING_EMAILJS__ === "undefined"
      ? ["EMAILJS_PUBLIC_KEY", "EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID"]
      : JSON.parse(__MISSING_EMAILJS__),
};

export interface Message {
  subject: string;
  body: string;
  /** The submitter's address, for replies. */
  replyTo: string;
}

export interface SendDeps {
  send: typeof emailjsSend;
  settings: EmailJsSettings;
  missing: string[];
  /** Called once if the provider has not answered after slowAfterMs. */
  onSlow: () => void;
  slowAfterMs: number;
}

/** When a send counts as slow: the provider usually answers within a second or two. */
export const SLOW_AFTER_MS = 15_000;

const defaults: SendDeps = {
  send: emailjsSend,
  settings: buildSettings.emailjs,
  missing: buildSettings.missing,
  onSlow: () => {},
  slowAfterMs: SLOW_AFTER_MS,
};

/** Sends `message` to the company's address `to` (the template's siteadminemail). */
export async function sendMessage(
  message: Message,
  to: string,
  deps: Partial<SendDeps> = {},
): Promise<{ success: boolean }> {
  const { send, settings, missing, onSlow, slowAfterMs } = { ...defaults, ...deps };
  if (missing.length) {
    console.error(
      `The form cannot send: ${missing.join(", ")} ${missing.length === 1 ? "was" : "were"} not set when the site was built.`,
    );
    return { success: false };
  }
  const slow = setTimeout(onSlow, slowAfterMs);
  try {
    const response = await send(
      settings.serviceId,
      settings.templateId,
      {
        subject: message.subject,
        message: message.body,
        siteadminemail: to,
        email: message.replyTo,
      },
      { publicKey: settings.publicKey },
    );
    if (response.status === 200) return { success: true };
    console.error(`The e-mail provider answered ${response.status}: ${response.text}`);
    return { success: false };
  } catch (error) {
    const reason =
      error && typeof error === "object" && "status" in error
        ? `${(error as { status: number }).status} ${(error as { text?: string }).text ?? ""}`.trim()
        : ((error as Error)?.message ?? String(error));
    console.error(`Sending the message failed: ${reason}`);
    return { success: false };
  } finally {
    clearTimeout(slow);
  }
}
