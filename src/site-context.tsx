/**
 * What server-rendered components need to know about the build and the page.
 * Islands never read it (they hydrate without it): they get resolved props.
 */
import { createContext, useContext } from "react";
import { withBase } from "./lib/url";
import type { ImageManifest } from "./model/images";
import type { Content } from "./model/schema";
import type { Route } from "./route";

export interface SiteContextValue {
  basePath: string;
  siteUrl: string;
  /** Route path of the page being rendered, without base path. */
  path: string;
  /** Year of the build, for the copyright line. */
  year: number;
  content: Content;
  /** The responsive images of the content's covers and bodies, by the original's site path. */
  images: ImageManifest;
  /** Every route by its path, so that links and breadcrumbs can tell pages from non-pages. */
  routes: ReadonlyMap<string, Route>;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value)
    throw new Error(
      "useSite() outside of <SiteContext>: render pages through renderRoute (src/entry-server.tsx).",
    );
  return value;
}

/** Resolves a site path against the base path. */
export function useUrl(): (sitePath: string) => string {
  const { basePath } = useSite();
  return (sitePath) => withBase(basePath, sitePath);
}
