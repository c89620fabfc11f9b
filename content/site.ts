/**
 * Site constants: the one place that holds the brand, contact details,
 * address, social profiles, navigation and tagline. Nothing else in the
 * repository repeats these values; pages import them from here, and
 * markdown content refers to them with {{brand}}, {{phone}}, {{email}}... tokens.
 */

export const site = {
  brand: "BuyITAD",
  /** Default canonical origin; SITE_URL overrides it at build time. */
  origin: "https://www.buyitad.com",
  phone: {
    /** Digits as dialled, used in tel: links. */
    digits: "1-844-289-4823",
    /** The vanity form people remember. */
    vanity: "1-844-BUY-ITAD",
  },
  email: "info@buyitad.com",
  address: {
    street: "45 Commerce Way, Suite 200",
    locality: "Woburn",
    region: "MA",
    postalCode: "01801",
    country: "US",
  },
  social: [{ name: "LinkedIn", href: "https://www.linkedin.com/company/buyitad" }],
  tagline:
    "Secure, compliant IT asset disposition with certified data destruction and sustainable solutions.",
  nav: [
    { name: "Home", to: { page: "home" } },
    { name: "About", to: { page: "about" } },
    { name: "Services", to: { page: "services" } },
    { name: "Sustainability", to: { page: "sustainability" } },
    { name: "Blog", to: { page: "blog" } },
    { name: "Careers", to: { page: "careers" } },
    { name: "Contact", to: { page: "contact" } },
  ],
} as const;

/** The tel: URI of the toll-free number. */
export const phoneHref = `tel:+${site.phone.digits.replaceAll("-", "")}`;
/** The mailto: URI of the info address. */
export const emailHref = `mailto:${site.email}`;
/** One-line postal address. */
export const addressLine = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;

/** Phone as link text: vanity and digits, with non-breaking hyphens so the number never wraps. */
export const phoneText = noWrap(`${site.phone.vanity} (${site.phone.digits})`);

/** Text that must not wrap (a phone number): non-breaking hyphens and spaces. */
export function noWrap(text: string): string {
  return text.replaceAll("-", "\u2011").replaceAll(" ", "\u00a0");
}
