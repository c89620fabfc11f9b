/**
 * Copy of the search page (/search). Search itself is the dialog the header's
 * entry opens (src/components/search/site-search.tsx); this page is where that entry
 * leads without JavaScript, so it says so and offers the blog and the services
 * instead. With JavaScript it opens the dialog at once (with the words of ?q=).
 */
import type { PageMeta } from "./types";

export const search = {
  meta: {
    title: "Search",
    description:
      "Search the BuyITAD site for services, articles, FAQ answers and policies, or browse the blog and our ITAD, data destruction and logistics services.",
  } satisfies PageMeta,
  title: "Search the site",
  /** Shown only without JavaScript. */
  noScript:
    "Search needs JavaScript, which is turned off or blocked in this browser. Everything on the site is also a link or two away:",
  /** Shown with JavaScript, under the dialog. */
  withScript: "Type a service, a standard or a topic in the search box. Or browse:",
  blog: { label: "All articles on the blog", to: { page: "blog" } },
  servicesTitle: "Our services",
  servicesOverview: { label: "Services overview", to: { page: "services" } },
} as const;
