/**
 * Renders one route to HTML inside react-router's StaticRouter, with the
 * shared shell. Pure React: the build (Node) calls it for every route, after
 * loadIslands() (src/islands/island.tsx).
 */
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { Layout } from "./components/layout/layout";
import { IslandsUsed } from "./islands/island";
import type { IslandName } from "./islands/islands";
import type { PageHead } from "./lib/head";
import { pagedHead } from "./lib/pagination";
import { withBase } from "./lib/url";
import { pageOf } from "./pages";
import type { Route } from "./route";
import { SiteContext, type SiteContextValue } from "./site-context";

export interface RenderedRoute {
  head: PageHead;
  body: string;
  /** The islands the page holds, as its render used them. */
  islands: IslandName[];
}

export function renderRoute(route: Route, site: Omit<SiteContextValue, "path">): RenderedRoute {
  const def = pageOf(route);
  // A later page of a long list says which it is, and names its neighbours (src/lib/pagination.ts).
  const head = pagedHead(def.head(route, site.content), route.paging);
  const islands = new Set<IslandName>();
  const body = renderToString(
    <StaticRouter location={withBase(site.basePath, route.path)}>
      <SiteContext value={{ ...site, path: route.path }}>
        <IslandsUsed value={islands}>
          <Layout>
            <def.Page route={route} />
          </Layout>
        </IslandsUsed>
      </SiteContext>
    </StaticRouter>,
  );
  return { head, body, islands: [...islands] };
}
