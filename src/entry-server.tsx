/**
 * Renders one route to HTML inside react-router's StaticRouter, with the
 * shared shell. Pure React: the build (Node) calls it for every route, after
 * loadIslands() (src/islands/island.tsx).
 *
 * The header and footer are the same on most pages: each is rendered once per
 * variant (which nav link is current, the year, the base path) and its HTML reused,
 * so a page renders only its own part. Byte for byte the same as rendering the whole
 * <Layout> as one tree (`reuseShell: false`), which tests/integration/render-route.test.ts checks.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { Footer, footerVariant } from "./components/layout/footer";
import { Header, headerVariant } from "./components/layout/header";
import { Layout, Main, SkipLink } from "./components/layout/layout";
import { IslandsUsed } from "./islands/island";
import type { IslandName } from "./islands/islands";
import { breadcrumbTrail } from "./lib/breadcrumbs";
import type { PageHead } from "./lib/head";
import { pagedHead } from "./lib/pagination";
import { withSiteStructuredData } from "./lib/structured-data";
import { withBase } from "./lib/url";
import type { Content } from "./model/schema";
import { isSearchable, pageOf, searchResultAs } from "./pages";
import type { Route } from "./route";
import { SiteContext, type SiteContextValue } from "./site-context";

export interface RenderedRoute {
  head: PageHead;
  body: string;
  /** The islands the page holds, as its render used them. */
  islands: IslandName[];
}

interface RenderedPart {
  html: string;
  islands: IslandName[];
}

/** Shell parts rendered so far, per loaded content (so a reload of the content starts afresh). */
const shellParts = new WeakMap<Content, Map<string, RenderedPart>>();

export function renderRoute(
  route: Route,
  site: Omit<SiteContextValue, "path">,
  { reuseShell = true }: { reuseShell?: boolean } = {},
): RenderedRoute {
  const def = pageOf(route);
  // A later page of a long list says which it is, and names its neighbours (src/lib/pagination.ts).
  // A page marked noindex says so in its head, as the sitemap leaves it out (indexableRoutes).
  const paged = pagedHead(def.head(route, site.content), route.paging);
  // Every page's structured data ends with its breadcrumb's trail and the company it names.
  const head = withSiteStructuredData(
    def.noindex ? { ...paged, noindex: true } : paged,
    breadcrumbTrail(route.path, (path) => site.routes.get(path)),
    site.content.site,
  );
  const value = { ...site, path: route.path };
  const render = (node: ReactNode): RenderedPart => {
    const islands = new Set<IslandName>();
    const html = renderToString(
      <StaticRouter location={withBase(site.basePath, route.path)}>
        <SiteContext value={value}>
          <IslandsUsed value={islands}>{node}</IslandsUsed>
        </SiteContext>
      </StaticRouter>,
    );
    return { html, islands: [...islands] };
  };
  const page = <def.Page route={route} />;
  const search = isSearchable(route) ? searchResultAs(route, site.content) : undefined;
  if (!reuseShell) {
    const whole = render(<Layout search={search}>{page}</Layout>);
    return { head, body: whole.html, islands: whole.islands };
  }
  const parts = shellParts.get(site.content) ?? new Map<string, RenderedPart>();
  shellParts.set(site.content, parts);
  const shared = (key: string, node: ReactNode): RenderedPart => {
    const id = `${key} ${site.basePath}`;
    const part = parts.get(id) ?? render(node);
    parts.set(id, part);
    return part;
  };
  // In <Layout>'s order.
  const shell = [
    shared("skip", <SkipLink />),
    shared(`header ${headerVariant(route.path, site.content)}`, <Header />),
    shared(`footer ${footerVariant(site.year)}`, <Footer />),
  ];
  const main = render(<Main search={search}>{page}</Main>);
  // React hoists what it preloads (a hero image with fetchPriority="high") to the start of
  // what it renders: the page's go before the shell, where a render of the whole tree puts
  // them. A shell part that hoisted anything itself could not be spliced: render it whole.
  const start = main.html.indexOf("<main");
  if (start < 0 || !shell.every((part, i) => part.html.startsWith(SHELL_TAGS[i] as string))) {
    const whole = render(<Layout search={search}>{page}</Layout>);
    return { head, body: whole.html, islands: whole.islands };
  }
  const [skip, header, footer] = shell as [RenderedPart, RenderedPart, RenderedPart];
  return {
    head,
    body: `${main.html.slice(0, start)}${skip.html}${header.html}${main.html.slice(start)}${footer.html}`,
    islands: [...new Set([...header.islands, ...main.islands, ...footer.islands, ...skip.islands])],
  };
}

/** How each shared part of the shell starts when it hoisted nothing: its own element. */
const SHELL_TAGS = ["<a ", "<header", "<footer"];
