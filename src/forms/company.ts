/**
 * How the forms reach the company and tell the visitor how to: its e-mail address (where every
 * message is sent, and the fallback e-mail goes) and its phone number. The page hands them to
 * the form's island as a prop, from the site's constants (content/site.yaml), so the client
 * bundle holds none of the site's copy and a new number is one edit of that file.
 */
import type { Phone } from "../lib/contact";

export interface Company {
  email: string;
  phone: Phone;
}

/** The company as a form's island prop: only what the forms show and send to. */
export function companyOf(site: Company): Company {
  return { email: site.email, phone: { digits: site.phone.digits, vanity: site.phone.vanity } };
}
