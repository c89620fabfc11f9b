/**
 * Every notice the forms show (SPEC 8), character for character; those that give the company's
 * phone number or e-mail address take them from the company the page hands the form (company.ts),
 * and name the part of their text that is that number or address, which the notice makes a link
 * in place (notice-list.tsx): the number is written once, where the sentence says it.
 */
import { emailHref, type Phone, phoneHref } from "../lib/contact";
import type { Company } from "./company";

/** A part of a notice's description, as the description writes it, that is a link. */
export interface NoticeLink {
  text: string;
  href: string;
}

export interface Notice {
  title?: string;
  description: string;
  destructive?: boolean;
  /** The form was sent. */
  sent?: boolean;
  /** The company's phone number or e-mail address in the description, made a link where it stands. */
  link?: NoticeLink;
  /** A ready-made e-mail (mailto: URL) of the message that could not be sent. */
  mailto?: string;
  /** Offer the company's phone number as a link, for a notice whose words do not give it. */
  call?: boolean;
}

/** The number as the notices not in SPEC write it: "1-844-BUY-ITAD (1-844-289-4823)". */
const number = (phone: Phone) => `${phone.vanity} (${phone.digits})`;

/** A description that writes the number as `text` where `words` puts it, the number a link. */
const callingAt = (
  phone: Phone,
  words: (number: string) => string,
  text = number(phone),
): Pick<Notice, "description" | "link"> => ({
  description: words(text),
  link: { text, href: phoneHref(phone) },
});

/**
 * Shown while the provider has not answered after a while (send-message.ts:
 * the form keeps waiting for the real answer rather than guessing "failed").
 * Not in the SPEC, which has no slow case; the phone is the way out that
 * cannot turn into a second e-mail.
 */
export const stillSending = ({ phone }: Company): Notice => ({
  title: "Still sending…",
  ...callingAt(
    phone,
    (n) => `This is taking longer than usual. Please keep this page open, or call us at ${n}.`,
  ),
});

/**
 * Shown when the form loads after its last message was sent (drafts.ts, SentMark), in place of
 * that message, so it is not sent twice. Not in the SPEC; the phone is the way to check.
 */
export const alreadySent = ({ phone }: Company): Notice => ({
  title: "Your message was sent",
  ...callingAt(
    phone,
    (n) =>
      `We received the message you sent from this page. To add something, write a new one or call us at ${n}.`,
  ),
});
export const maybeSent = ({ phone }: Company): Notice => ({
  title: "Your message may have been sent",
  ...callingAt(
    phone,
    (n) =>
      `The page was closed or reloaded before we heard back, so we cannot tell whether it reached us. Please call us to check before you send it again: ${n}.`,
  ),
});

/**
 * Shown when a restored draft's pickup day can no longer be chosen (pickup-date.ts): the
 * day is dropped, and the visitor is told rather than finding the field empty. Not in the SPEC;
 * an earlier day is asked for by phone (SPEC 2.12: expedited pickups by phone).
 */
export const pickupDateDropped = ({ phone }: Company): Notice => ({
  title: "Please pick a new date",
  ...callingAt(
    phone,
    (n) =>
      `The pickup date saved with your entries can no longer be chosen: the earliest pickup is the third business day after today, Monday to Friday. To ask for an earlier day, call us at ${n}.`,
  ),
});

/**
 * The title of the error summary when a schema message comes first (SPEC 8 'Validation Error' with the
 * first message; the contact form, untitled in SPEC 8, takes it too so that the three forms read alike).
 */
export const VALIDATION_ERROR = "Validation Error";

/**
 * SPEC 8 titles the careers and pickup forms' error notices; the contact form's take the same
 * titles ('Submission Failed', 'Error'), the spec's own words, so that the three read alike.
 */
const titledError: Notice = {
  title: "Error",
  description: "An error occurred. Please try again.",
  destructive: true,
};
const SUBMISSION_FAILED = "Submission Failed";

export const notices = {
  contact: {
    success: { description: "Thank you! We will contact you shortly.", sent: true },
    // SPEC 8 writes the vanity number with spaces here: "1 844 BUY ITAD".
    failure: ({ phone }: Company): Notice => {
      const text = `${phone.vanity.replaceAll("-", " ")} (${phone.digits})`;
      return {
        title: SUBMISSION_FAILED,
        ...callingAt(phone, (n) => `Failed to send message. Please try again or call us at ${n}.`, text),
        destructive: true,
      };
    },
    error: titledError,
  },
  career: {
    success: {
      title: "Application Submitted Successfully!",
      description: "We'll review your materials and be in touch soon.",
      sent: true,
    },
    failure: ({ email }: Company): Notice => ({
      title: SUBMISSION_FAILED,
      description: `Please try again or email your application to ${email}`,
      link: { text: email, href: emailHref(email) },
      destructive: true,
    }),
    error: titledError,
    missingResume: { title: "Missing Resume", description: "Please upload your resume.", destructive: true },
    tooLarge: { title: "File Too Large", description: "Resume must be less than 5MB.", destructive: true },
    wrongType: {
      title: "Invalid File Type",
      // Not in SPEC 8: "choose", as the file is never uploaded (SPEC 7.1).
      description: "Please choose a PDF, DOC, or DOCX file.",
      destructive: true,
    },
  },
  pickup: {
    success: {
      title: "Pickup Request Received!",
      description: "Our team will contact you within 24 hours to confirm details.",
      sent: true,
    },
    failure: ({ phone }: Company): Notice => ({
      title: SUBMISSION_FAILED,
      ...callingAt(phone, (n) => `Please try again or call us at ${n}.`),
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
