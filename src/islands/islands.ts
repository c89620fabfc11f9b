/**
 * Every island, declared once: name -> its module. The server wrapper
 * (island.tsx) renders each by its name, the browser entry (client.ts) loads
 * it by its name, and the build's size table follows each loader's chunk
 * (build/3-assets/client.ts). esbuild turns each import() into its own chunk,
 * so a page downloads only the islands it has, and this list is all the entry
 * script carries of them.
 */
import type { ComponentType } from "react";

/** What an island's module exports: the component, and what the server needs to know of it. */
export interface IslandModule {
  default: ComponentType<never>;
  /**
   * Keys the island handles that the page does nothing with before it is live:
   * pressed early, they are held and replayed (see capture.ts).
   */
  replayKeys?: readonly string[];
  /**
   * Keys the island answers anywhere on the page, outside text fields ("/" opens search):
   * pressed before it is live, they are held, wake it and are replayed (see capture.ts).
   */
  hotkeys?: readonly string[];
  /** A form that sends a lead: its page gets the larger JS budget (build/7-output/budgets.ts). */
  sendsLead?: boolean;
}

export const islands = {
  "mobile-menu": () => import("../components/mobile-menu"),
  "faq-accordion": () => import("../components/faq-accordion"),
  "blog-filter": () => import("../components/blog-filter"),
  "map-embed": () => import("../components/map-embed"),
  "not-found": () => import("../components/not-found-content"),
  "site-search": () => import("../components/search/site-search"),
  "contact-form": () => import("../forms/contact-form"),
  "career-form": () => import("../forms/career-form"),
  "pickup-form": () => import("../forms/pickup-form"),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof islands;

/** The component an island renders, by its name. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>["default"];

export const islandNames = Object.keys(islands) as IslandName[];
