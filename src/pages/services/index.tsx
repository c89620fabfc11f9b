/** The five service pages, chosen by slug; each takes its head from its copy module. */
import { dataCenter } from "../../../content/pages/data-center";
import { dataSecurity } from "../../../content/pages/data-security";
import { itad } from "../../../content/pages/itad";
import { mobility } from "../../../content/pages/mobility";
import { reverseLogistics } from "../../../content/pages/reverse-logistics";
import type { PageMeta } from "../../../content/pages/types";
import { type Service, services } from "../../../content/services";
import { site } from "../../../content/site";
import { faqJsonLd } from "../../components/blocks/faq";
import type { Route } from "../../route";
import type { PageDef } from "../types";
import { DataCenterPage } from "./data-center";
import { DataSecurityPage } from "./data-security";
import { ItadPage } from "./itad";
import { MobilityPage } from "./mobility";
import { ReverseLogisticsPage } from "./reverse-logistics";

const bySlug: Record<
  string,
  { meta: PageMeta; Page: () => React.ReactNode; faq?: readonly { question: string; answer: string }[] }
> = {
  "it-asset-disposition-itad": { meta: itad.meta, Page: ItadPage, faq: itad.faq.items },
  "data-security-erasure": { meta: dataSecurity.meta, Page: DataSecurityPage },
  "reverse-logistics": { meta: reverseLogistics.meta, Page: ReverseLogisticsPage },
  "data-center-services": { meta: dataCenter.meta, Page: DataCenterPage },
  "mobility-management": { meta: mobility.meta, Page: MobilityPage },
};

function entry(route: Route) {
  const found = bySlug[route.slug ?? ""];
  if (!found) throw new Error(`No service page for ${route.path}: add it to src/pages/services/index.tsx`);
  return found;
}

function serviceFor(route: Route): Service {
  const service = services.find((s) => s.slug === route.slug);
  if (!service) throw new Error(`No service with slug ${route.slug} in content/services.ts`);
  return service;
}

/** Service structured data for a service page. */
export function serviceJsonLd(service: Pick<Service, "title" | "shortDescription">, url: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.shortDescription,
    url,
    serviceType: service.title,
    areaServed: { "@type": "Country", name: "United States" },
    provider: { "@type": "Organization", name: site.brand, telephone: `+${site.phone.digits}` },
  };
}

export const servicePage: PageDef = {
  head: (route) => {
    const { meta, faq } = entry(route);
    const service = serviceFor(route);
    return {
      ...meta,
      jsonLdFor: ({ canonical }) => [serviceJsonLd(service, canonical), ...(faq ? [faqJsonLd(faq)] : [])],
    };
  },
  Page: ({ route }) => {
    const { Page } = entry(route);
    return <Page />;
  },
};
