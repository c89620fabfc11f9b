/**
 * The header and breadcrumb each page is built with (SPEC 2.2), on every route: which main link
 * is current, and the trail of links above the page's heading. How they behave in a browser (the
 * mobile menu, the skip link, the sticky bar) is tested in tests/e2e/shell.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { hrefOf as targetHref } from "../../src/lib/link-target";
import { paths } from "../../src/paths";
import { content, hrefOf, page, routes, text } from "./dist-helpers";

/** The header's links as site.yaml lists them, in the content the build was made from. */
const { site, services } = content;

describe("the header's main links", () => {
  const nav = site.nav.map((item) => ({ name: item.name, href: targetHref(item.to, services) }));

  it.each(routes.map((route) => route.path))(
    "%s: the one link whose section the page is in is current (Home only on the home page)",
    (routePath) => {
      const links = [...page(routePath).querySelectorAll('nav[aria-label="Main"] a')];
      expect(links.map((a) => hrefOf(a))).toEqual(nav.map((item) => item.href));
      const current = links.filter((a) => a.getAttribute("aria-current") === "page").map((a) => hrefOf(a));
      const section = nav
        .map((item) => item.href)
        .filter((href) =>
          href === paths.home
            ? routePath === paths.home
            : routePath === href || routePath.startsWith(`${href}/`),
        );
      expect(current).toEqual(section);
    },
  );
});

describe("the header's search entry", () => {
  it("is a link to the search page, which it stays without JavaScript (the dialog takes it over once live)", () => {
    for (const route of routes) {
      const opener = page(route.path).querySelector("#site-search-open");
      expect(opener?.tagName, route.path).toBe("A");
      expect(hrefOf(opener), route.path).toBe(paths.search);
    }
  });
});

describe("the breadcrumb", () => {
  it("is absent on the home page, and elsewhere starts at Home and ends on the page, not a link", () => {
    expect(page(paths.home).querySelector('nav[aria-label="Breadcrumb"]')).toBeNull();
    for (const route of routes.filter((r) => r.path !== paths.home && r.path !== paths["not-found"])) {
      const crumbs = page(route.path).querySelector('nav[aria-label="Breadcrumb"]');
      expect(crumbs, route.path).not.toBeNull();
      const items = [...(crumbs?.querySelectorAll("li") ?? [])];
      const first = items[0]?.querySelector("a");
      expect(hrefOf(first), route.path).toBe(paths.home);
      expect(text(first)).toBe(site.nav[0]?.name);
      const last = items.at(-1);
      expect(last?.querySelector("a"), `${route.path}: the page itself is not a link`).toBeNull();
    }
  });
});
