/**
 * /services/{slug}: one page per service of content/services.ts. Each service
 * has its own module and copy; the map is keyed by service id, so a service
 * without a page does not compile.
 */
import { dataCenter } from "../../../content/pages/data-center";
import { dataSecurity } from "../../../content/pages/data-security";
import { itad } from "../../../content/pages/itad";
import { mobility } from "../../../content/pages/mobility";
import { reverseLogistics } from "../../../content/pages/reverse-logistics";
import type { Faq, PageMeta } from "../../../content/pages/types";
import type { Service } from "../../../content/services";
import { faqJsonLd, serviceJsonLd } from "../../lib/structured-data";
import type { Content } from "../../model/schema";
import { paths } from "../../paths";
import { useSite } from "../../site-context";
import { definePage } from "../page";
import { DataCenterPage } from "./data-center";
import { DataSecurityPage } from "./data-security";
import { ItadPage } from "./itad";
import { MobilityPage } from "./mobility";
import { ReverseLogisticsPage } from "./reverse-logistics";

interface ServicePage {
  meta: PageMeta;
  Page: () => React.ReactNode;
  /** Questions the page answers, repeated as FAQPage structured data. */
  faq?: readonly Faq[];
}

export const pagesByServiceId: Record<Service["id"], ServicePage> = {
  itad: { meta: itad.meta, Page: ItadPage, faq: itad.faq.items },
  "data-security": { meta: dataSecurity.meta, Page: DataSecurityPage },
  "reverse-logistics": { meta: reverseLogistics.meta, Page: ReverseLogisticsPage },
  "data-center": { meta: dataCenter.meta, Page: DataCenterPage },
  mobility: { meta: mobility.meta, Page: MobilityPage },
};

function serviceBySlug(slug: string | undefined, content: Content): Service {
  const service = content.services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No service with slug "${slug}" in content/services.ts`);
  return service;
}

export const servicePage = definePage({
  id: "service",
  path: paths.service,
  slugs: (content) => content.services.map((service) => service.slug),
  crumb: (slug, content) => serviceBySlug(slug, content).title,
  // Found by its name ("Data Center Services"), not by its hero's headline.
  searchAs: (route, content) => ({ type: "Service", title: serviceBySlug(route.slug, content).title }),
  head: (route, content) => {
    const service = serviceBySlug(route.slug, content);
    const { meta, faq } = pagesByServiceId[service.id];
    return {
      ...meta,
      jsonLdFor: ({ canonical }) => [
        serviceJsonLd(
          { name: service.title, serviceType: service.title, description: service.shortDescription },
          canonical,
        ),
        ...(faq ? [faqJsonLd(faq)] : []),
      ],
    };
  },
  Page: function Service({ route }) {
    const { Page } = pagesByServiceId[serviceBySlug(route.slug, useSite().content).id];
    return <Page />;
  },
});
