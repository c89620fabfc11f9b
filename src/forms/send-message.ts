/**
 * The one message-sending helper of the three forms (SPEC 7): an e-mail via
 * EmailJS with template params subject, message, siteadminemail and email.
 * It never throws: any non-success answer (429, 451, 403, 5xx), a network
 * failure or a timeout becomes { success: false }, the reason logged.
 */
import { send as emailjsSend } from "@emailjs/browser";
import { site } from "../../content/site";

export interface EmailJsSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

declare const __EMAILJS__: EmailJsSettings | undefined;
declare const __MISSING_EMAILJS__: string[] | undefined;

/** The configuration the build put into the bundle (build/client.ts defines these). */
export const buildSettings = {
  emailjs:
    typeof __EMAILJS__ === "undefined" ? { publicKey: "", serviceId: "", templateId: "" } : __EMAILJS__,
  missing:
    typeof __MISSING_EMAILJS__ === "undefined"
      ? ["EMAILJS_PUBLIC_KEY", "EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID"]
      : __MISSING_EMAILJS__,
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
  timeoutMs: number;
}

const defaults: SendDeps = {
  send: emailjsSend,
  settings: buildSettings.emailjs,
  missing: buildSettings.missing,
  timeoutMs: 15_000,
};

export async function sendMessage(
  message: Message,
  deps: Partial<SendDeps> = {},
): Promise<{ success: boolean }> {
  const { send, settings, missing, timeoutMs } = { ...defaults, ...deps };
  if (missing.length) {
    console.error(
      `The form cannot send: ${missing.join(", ")} ${missing.length === 1 ? "was" : "were"} not set when the site was built.`,
    );
    return { success: false };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const response = await Promise.race([
      send(
        settings.serviceId,
        settings.templateId,
        {
          subject: message.subject,
          message: message.body,
          siteadminemail: site.email,
          email: message.replyTo,
        },
        { publicKey: settings.publicKey },
      ),
      timeout,
    ]);
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
    clearTimeout(timer);
  }
}
