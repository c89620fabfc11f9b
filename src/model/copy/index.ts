/**
 * Every copy file of content/ and the schema it is checked with: the site's constants
 * (site.yaml), the services (services.yaml) and each page's words (pages/*.yaml). The copy
 * loader (build/2-content/copy.ts) reads them all, and pages read the result through the
 * loaded content (`content.site`, `content.services`, `content.copy`).
 */
import type * as z from "zod";
import {
  aboutCopy,
  careersCopy,
  clientLoginCopy,
  contactCopy,
  dataCenterCopy,
  dataSecurityCopy,
  homeCopy,
  itadCopy,
  mobilityCopy,
  notFoundCopy,
  reverseLogisticsCopy,
  schedulePickupCopy,
  searchCopy,
  servicesOverviewCopy,
  sharedCopy,
  sustainabilityCopy,
} from "./pages";

export type { LinkItem, LinkTarget } from "./links";
export { type Service, type ServiceId, serviceIds, servicesSchema } from "./services";
export { type SiteData, siteSchema } from "./site";

/** The site's constants, relative to the content folder. */
export const SITE_FILE = "site.yaml";
/** The services, relative to the content folder. */
export const SERVICES_FILE = "services.yaml";

/**
 * Each page's copy file (relative to the content folder), its name in the browser editor's list
 * (/admin/; a service's page adds the service's title) and its schema, in the order of the site's pages.
 */
export const pageCopyFiles = {
  shared: { file: "pages/shared.yaml", label: "Blocks on several pages", schema: sharedCopy },
  home: { file: "pages/home.yaml", label: "Home", schema: homeCopy },
  about: { file: "pages/about.yaml", label: "About Us", schema: aboutCopy },
  servicesOverview: { file: "pages/services-overview.yaml", label: "Services", schema: servicesOverviewCopy },
  itad: { file: "pages/itad.yaml", label: "Service page", service: "itad", schema: itadCopy },
  dataSecurity: {
    file: "pages/data-security.yaml",
    label: "Service page",
    service: "data-security",
    schema: dataSecurityCopy,
  },
  reverseLogistics: {
    file: "pages/reverse-logistics.yaml",
    label: "Service page",
    service: "reverse-logistics",
    schema: reverseLogisticsCopy,
  },
  dataCenter: {
    file: "pages/data-center.yaml",
    label: "Service page",
    service: "data-center",
    schema: dataCenterCopy,
  },
  mobility: { file: "pages/mobility.yaml", label: "Service page", service: "mobility", schema: mobilityCopy },
  contact: { file: "pages/contact.yaml", label: "Contact Us", schema: contactCopy },
  schedulePickup: {
    file: "pages/schedule-pickup.yaml",
    label: "Schedule a Pickup",
    schema: schedulePickupCopy,
  },
  sustainability: { file: "pages/sustainability.yaml", label: "Sustainability", schema: sustainabilityCopy },
  careers: { file: "pages/careers.yaml", label: "Careers", schema: careersCopy },
  clientLogin: { file: "pages/client-login.yaml", label: "Client Login", schema: clientLoginCopy },
  search: { file: "pages/search.yaml", label: "Search", schema: searchCopy },
  notFound: { file: "pages/not-found.yaml", label: "Page not found (404)", schema: notFoundCopy },
} as const;

export type PageCopyFiles = typeof pageCopyFiles;

/** The words of every page, by page (and `shared`, the blocks several pages show). */
export type Copy = { [K in keyof PageCopyFiles]: z.output<PageCopyFiles[K]["schema"]> };

/**
 * A link of the copy to a post (`to: { post: slug }`), where it is written: the loader checks
 * that the build publishes the post, and the dev server that the build it would make does.
 */
export interface CopyPostLink {
  /** The copy file, relative to the project root. */
  file: string;
  line?: number;
  /** The field's path in the file: related.blogArticle.to.post. */
  field: string;
  slug: string;
}

/**
 * A link of the copy to a place on a page (`to: { anchor: id }` on the page itself, or
 * `to: { page: p, hash: id }`), where it is written: a dead-anchor message names it.
 */
export interface CopyAnchorLink {
  /** The copy file, relative to the project root. */
  file: string;
  line?: number;
  /** The field's path in the file: esgReporting.secondary.to.anchor. */
  field: string;
  /** The element's id, without the #. */
  id: string;
}

export type {
  Credential,
  Faq,
  Feature,
  Hero,
  PageMeta,
  SectionIntro,
  Stat,
  Step,
  Testimonial,
} from "./fields";
export {
  type CtaCopy,
  type CustodyEvent,
  type MediaType,
  PROCESS_STEP_IDS,
  type ProcessStep,
  type RackStage,
  type SanitizationMethod,
  type SharedCopy,
} from "./pages";
