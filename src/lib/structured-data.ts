/**
 * Structured data (schema.org JSON-LD) that page heads carry: plain data
 * builders, so a page's head never imports a component or an island.
 */
import type { Faq, SiteData } from "../model/copy";

/** Organization structured data: the toll-free number and the social profile (SPEC 2.4). */
export function organizationJsonLd(site: SiteData, absolute: (path: string) => string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand,
    url: absolute("/"),
    logo: absolute("/images/logo.png"),
    email: site.email,
    telephone: `+${site.phone.digits}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      telephone: `+${site.phone.digits}`,
      contactType: "customer service",
      contactOption: "TollFree",
      areaServed: "US",
      availableLanguage: "English",
    },
    sameAs: site.social.map((profile) => profile.href),
    description: site.tagline,
  };
}

/** Service structured data: a service page, and the pickup service on /schedule-pickup. */
export function serviceJsonLd(
  site: Pick<SiteData, "brand" | "phone">,
  service: { name: string; serviceType: string; description: string },
  url: string,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url,
    serviceType: service.serviceType,
    areaServed: { "@type": "Country", name: "United States" },
    provider: { "@type": "Organization", name: site.brand, telephone: `+${site.phone.digits}` },
  };
}

/** FAQPage structured data for the same questions. */
export function faqJsonLd(items: readonly Faq[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
