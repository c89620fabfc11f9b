/**
 * The company's phone number, e-mail address and postal address as links and text, from the
 * site data of content/site.yaml (src/model/copy/site.ts). Pure, and free of the schemas, so
 * that the forms' islands can use them on the props the page hands them.
 */

/** A phone number as content/site.yaml writes it. */
export interface Phone {
  /** Digits as dialled, joined by hyphens: 1-844-289-4823. */
  digits: string;
  /** The vanity form people remember: 1-844-BUY-ITAD. */
  vanity: string;
}

/** A postal address as content/site.yaml writes it. */
export interface Address {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
}

/** The tel: URI of a number. */
export function phoneHref(phone: Pick<Phone, "digits">): string {
  return `tel:+${phone.digits.replaceAll("-", "")}`;
}

/** The mailto: URI of an address. */
export function emailHref(email: string): string {
  return `mailto:${email}`;
}

/** One-line postal address: street, locality, region and postal code. */
export function addressLine(address: Address): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** A phone number as link text: vanity and digits, with non-breaking hyphens so the number never wraps. */
export function phoneText(phone: Phone): string {
  return noWrap(`${phone.vanity} (${phone.digits})`);
}

/** Text that must not wrap (a phone number): non-breaking hyphens and spaces. */
export function noWrap(text: string): string {
  return text.replaceAll("-", "\u2011").replaceAll(" ", "\u00a0");
}
