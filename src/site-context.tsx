/**
 * What server-rendered components need to know about the build and the page.
 * Islands never read it (they hydrate without it): they get resolved props.
 */
import { createContext, useContext } from "react";
import type { Content } from "./content/schema";
import { withBase } from "./lib/url";

export interface SiteContextValue {
  basePath: string;
  siteUrl: string;
  /** Route path of the page being rendered, without base path. */
  path: string;
  /** Year of the build, for the copyright line. */
  year: number;
  content: Content;
  /** Every route path, so that links and breadcrumbs can tell pages from non-pages. */
  routePaths: ReadonlySet<string>;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value)
    throw new Error("useSite() outside of <SiteContext>: render pages through build/4-pages/pages.ts.");
  return value;
}

/** Resolves a site path against the base path. */
export function useUrl(): (sitePath: string) => string {
  const { basePath } = useSite();
  return (sitePath) => withBase(basePath, sitePath);
}
