/**
 * Renders one route to HTML inside react-router's StaticRouter, with the
 * shared shell. Pure React: the build (Node) calls it for every route.
 */
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { Layout } from "./components/layout/layout";
import type { PageHead } from "./lib/head";
import { withBase } from "./lib/url";
import { pages } from "./pages/registry";
import type { Route } from "./route";
import { SiteContext, type SiteContextValue } from "./site-context";

export interface RenderedRoute {
  head: PageHead;
  body: string;
}

export function renderRoute(route: Route, site: Omit<SiteContextValue, "path">): RenderedRoute {
  const def = pages[route.page];
  const head = def.head(route, site.content);
  const crumbLabel = def.crumbLabel?.(route, site.content);
  const body = renderToString(
    <StaticRouter location={withBase(site.basePath, route.path)}>
      <SiteContext value={{ ...site, path: route.path }}>
        <Layout crumbLabel={crumbLabel}>
          <def.Page route={route} />
        </Layout>
      </SiteContext>
    </StaticRouter>,
  );
  return { head, body };
}
