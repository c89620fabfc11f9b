/**
 * Client side of the islands: name -> lazy module. esbuild turns each
 * import() into its own chunk, so a page downloads only the islands it has.
 */
export const islandLoaders = {
  "mobile-menu": () => import("../components/mobile-menu"),
  "faq-accordion": () => import("../components/faq-accordion"),
  "blog-filter": () => import("../components/blog-filter"),
  "map-embed": () => import("../components/map-embed"),
  "not-found": () => import("../components/not-found-content"),
  "contact-form": () => import("../forms/contact-form"),
  "career-form": () => import("../forms/career-form"),
  "pickup-form": () => import("../forms/pickup-form"),
};

export type IslandName = keyof typeof islandLoaders;
