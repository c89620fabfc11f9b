/**
 * /services/{slug}: one page per service of content/services.yaml. Each service
 * has its own module and copy; the map is keyed by service id, so a service
 * without a page does not compile.
 */
import { faqJsonLd, serviceJsonLd } from "../../lib/structured-data";
import type { Copy, Faq, PageMeta, Service, ServiceId } from "../../model/copy";
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
  /** The page's head from its copy, and the questions it answers, repeated as FAQPage structured data. */
  head: (copy: Copy) => { meta: PageMeta; faq?: readonly Faq[] };
  Page: () => React.ReactNode;
}

export const pagesByServiceId: Record<ServiceId, ServicePage> = {
  itad: { head: ({ itad }) => ({ meta: itad.meta, faq: itad.faq.items }), Page: ItadPage },
  "data-security": { head: ({ dataSecurity }) => ({ meta: dataSecurity.meta }), Page: DataSecurityPage },
  "reverse-logistics": {
    head: ({ reverseLogistics }) => ({ meta: reverseLogistics.meta }),
    Page: ReverseLogisticsPage,
  },
  "data-center": { head: ({ dataCenter }) => ({ meta: dataCenter.meta }), Page: DataCenterPage },
  mobility: { head: ({ mobility }) => ({ meta: mobility.meta }), Page: MobilityPage },
};

function serviceBySlug(slug: string | undefined, content: Content): Service {
  const service = content.services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No service with slug "${slug}" in content/services.yaml`);
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
    const { meta, faq } = pagesByServiceId[service.id].head(content.copy);
    return {
      ...meta,
      jsonLdFor: ({ canonical, absolute }) => [
        serviceJsonLd(
          { name: service.title, serviceType: service.title, description: service.shortDescription },
          canonical,
          absolute,
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
