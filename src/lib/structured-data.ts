/**
 * Structured data (schema.org JSON-LD) that page heads carry: plain data
 * builders, so a page's head never imports a component or an island.
 *
 * The company is one node, the Organization, with an @id (organizationId): the nodes that
 * name it (an article's publisher, the WebSite's, a service's provider) refer to that id
 * instead of repeating its name and logo, and every page that refers to it carries the node
 * once (withSiteStructuredData), so that each page's references resolve within the page.
 */
import type { Faq, SiteData } from "../model/copy";
import { paths } from "../paths";
import type { Crumb } from "./breadcrumbs";
import type { PageHead } from "./head";
import { SEARCH_QUERY } from "./search-query";

/** A site path's absolute URL, base path included (head.ts gives it to jsonLdFor). */
export type Absolute = (sitePath: string) => string;

/** The Organization's id: the home page's URL and a fragment, the same on every page. */
export function organizationId(absolute: Absolute): string {
  return `${absolute(paths.home)}#organization`;
}

/** A reference to the Organization, where a node names the company. */
export function organizationRef(absolute: Absolute): { "@id": string } {
  return { "@id": organizationId(absolute) };
}

/** Organization structured data: the toll-free number and the social profile (SPEC 2.4). */
export function organizationJsonLd(site: SiteData, absolute: Absolute): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(absolute),
    name: site.brand,
    url: absolute(paths.home),
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

/**
 * The WebSite (home page): published by the Organization, searched at the search page, which
 * opens its search with the words of its query parameter (src/components/search/site-search.tsx).
 */
export function websiteJsonLd(site: Pick<SiteData, "brand">, absolute: Absolute): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${absolute(paths.home)}#website`,
    name: site.brand,
    url: absolute(paths.home),
    publisher: organizationRef(absolute),
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absolute(paths.search)}?${SEARCH_QUERY}={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Service structured data: a service page, and the pickup service on /schedule-pickup. */
export function serviceJsonLd(
  service: { name: string; serviceType: string; description: string },
  url: string,
  absolute: Absolute,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url,
    serviceType: service.serviceType,
    areaServed: { "@type": "Country", name: "United States" },
    provider: organizationRef(absolute),
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

/**
 * The BreadcrumbList of the trail a page's breadcrumb shows (src/lib/breadcrumbs.ts), item for
 * item: each link with its URL, the current page last, named as shown and without a URL (search
 * engines take the page's own). A crumb that is no page ("Author" in an author's trail) is text
 * between two links with no URL to give, and search engines need one for every item but the
 * last: the list leaves it out, a trail of pages.
 */
export function breadcrumbListJsonLd(trail: readonly Crumb[], absolute: Absolute): object {
  const listed = trail.filter((crumb, index) => crumb.href !== undefined || index === trail.length - 1);
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: listed.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      ...(crumb.href === undefined ? {} : { item: absolute(crumb.href) }),
    })),
  };
}

/** Whether `value` holds a reference (an object with nothing but "@id") to `id`. */
function refersTo(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => refersTo(item, id));
  if (!value || typeof value !== "object") return false;
  const keys = Object.keys(value);
  if (keys.length === 1 && (value as Record<string, unknown>)["@id"] === id) return true;
  return Object.values(value).some((item) => refersTo(item, id));
}

/**
 * A page's head with its whole structured data: the page's own nodes, then the BreadcrumbList of
 * its breadcrumb's trail (none on Home, which shows none), then the Organization when a node
 * refers to it and the page does not carry it already. Every page gets it here, in renderRoute
 * (src/entry-server.tsx), from the trail its breadcrumb renders.
 */
export function withSiteStructuredData(head: PageHead, trail: readonly Crumb[], site: SiteData): PageHead {
  const { jsonLd, jsonLdFor, ...rest } = head;
  return {
    ...rest,
    jsonLdFor: (urls) => {
      const own = [...(jsonLd ?? []), ...(jsonLdFor?.(urls) ?? [])];
      const blocks = trail.length ? [...own, breadcrumbListJsonLd(trail, urls.absolute)] : own;
      const id = organizationId(urls.absolute);
      const carried = blocks.some((block) => (block as Record<string, unknown>)["@id"] === id);
      return !carried && refersTo(blocks, id) ? [...blocks, organizationJsonLd(site, urls.absolute)] : blocks;
    },
  };
}
