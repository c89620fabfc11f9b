/**
 * Every notice the forms show (SPEC 8), character for character; those that give the company's
 * phone number or e-mail address take them from the company the page hands the form (company.ts).
 */
import type { Company } from "./company";

export interface Notice {
  title?: string;
  description: string;
  destructive?: boolean;
  /** A ready-made e-mail (mailto: URL) of the message that could not be sent. */
  mailto?: string;
  /** Offer the company's phone number as a link. */
  call?: boolean;
}

/**
 * Shown while the provider has not answered after a while (send-message.ts:
 * the form keeps waiting for the real answer rather than guessing "failed").
 * Not in the SPEC, which has no slow case; the phone is the way out that
 * cannot turn into a second e-mail.
 */
export const stillSending: Notice = {
  title: "Still sending…",
  description: "This is taking longer than usual. Please keep this page open.",
  call: true,
};

/**
 * Shown when the form loads after its last message was sent (drafts.ts, SentMark), in place of
 * that message, so it is not sent twice. Not in the SPEC; the phone is the way to check.
 */
export const alreadySent: Notice = {
  title: "Your message was sent",
  description:
    "We received the message you sent from this page. To add something, write a new one or call us.",
  call: true,
};
export const maybeSent: Notice = {
  title: "Your message may have been sent",
  description:
    "The page was closed or reloaded before we heard back, so we cannot tell whether it reached us. Please call us to check before you send it again.",
  call: true,
};

/**
 * Shown when a restored draft's pickup day can no longer be chosen (pickup-date.ts): the
 * day is dropped, and the visitor is told rather than finding the field empty. Not in the SPEC.
 */
export const pickupDateDropped: Notice = {
  title: "Please pick a new date",
  description:
    "The pickup date saved with your entries can no longer be chosen: the earliest pickup is the third business day after today, Monday to Friday.",
  call: true,
};

/**
 * The title of the error summary when a schema message comes first (SPEC 8 'Validation Error' with the
 * first message; the contact form, untitled in SPEC 8, takes it too so that the three forms read alike).
 */
export const VALIDATION_ERROR = "Validation Error";

/** The careers and pickup forms title their error notices; the contact form does not. */
const titledError: Notice = {
  title: "Error",
  description: "An error occurred. Please try again.",
  destructive: true,
};

export const notices = {
  contact: {
    success: { description: "Thank you! We will contact you shortly." },
    // SPEC 8 writes the vanity number with spaces here: "1 844 BUY ITAD".
    failure: ({ phone }: Company): Notice => ({
      description: `Failed to send message. Please try again or call us at ${phone.vanity.replaceAll("-", " ")} (${phone.digits}).`,
      destructive: true,
    }),
    error: { description: "An error occurred. Please try again.", destructive: true },
  },
  career: {
    success: {
      title: "Application Submitted Successfully!",
      description: "We'll review your materials and be in touch soon.",
    },
    failure: ({ email }: Company): Notice => ({
      title: "Submission Failed",
      description: `Please try again or email your application to ${email}`,
      destructive: true,
    }),
    error: titledError,
    missingResume: { title: "Missing Resume", description: "Please upload your resume.", destructive: true },
    tooLarge: { title: "File Too Large", description: "Resume must be less than 5MB.", destructive: true },
    wrongType: {
      title: "Invalid File Type",
      description: "Please upload a PDF, DOC, or DOCX file.",
      destructive: true,
    },
  },
  pickup: {
    success: {
      title: "Pickup Request Received!",
      description: "Our team will contact you within 24 hours to confirm details.",
    },
    failure: ({ phone }: Company): Notice => ({
      title: "Submission Failed",
      description: `Please try again or call us at ${phone.vanity} (${phone.digits}).`,
      destructive: true,
    }),
    error: titledError,
    missingAssets: {
      title: "Missing Information",
      description: "Please select at least one asset type.",
      destructive: true,
    },
    missingDate: {
      title: "Missing Information",
      description: "Please select a pickup date.",
      destructive: true,
    },
  },
} satisfies Record<string, Record<string, Notice | ((company: Company) => Notice)>>;
