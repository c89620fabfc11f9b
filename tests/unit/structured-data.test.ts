/**
 * The structured data builders (src/lib/structured-data.ts) and each page's whole graph over the
 * fixture site's routes: valid shapes, one Organization that the other nodes refer to by @id,
 * every reference resolved within its page, a BreadcrumbList of the trail the breadcrumb shows.
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../build/2-content/load";
import { breadcrumbTrail, type Crumb } from "../../src/lib/breadcrumbs";
import { SEARCH_QUERY } from "../../src/lib/search-query";
import {
  breadcrumbListJsonLd,
  organizationJsonLd,
  organizationRef,
  serviceJsonLd,
  websiteJsonLd,
  withSiteStructuredData,
} from "../../src/lib/structured-data";
import { pageOf, routesFor } from "../../src/pages";
import { paths } from "../../src/paths";
import { fixtureDirs } from "../helpers";

type Node = Record<string, unknown>;

const content = loadContent(fixtureDirs());
const routes = routesFor(content);
const byPath = new Map(routes.map((route) => [route.path, route]));
const ORIGIN = "https://www.example.com/repo";
const absolute = (sitePath: string) => `${ORIGIN}${sitePath}`;

/** Every object in `value`, nested ones included. */
function objects(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (!value || typeof value !== "object") return [];
  return [value as Node, ...Object.values(value).flatMap(objects)];
}

/** An object that is nothing but a reference: {"@id": ...}. */
const isReference = (node: Node) => Object.keys(node).length === 1 && typeof node["@id"] === "string";

/** A route's structured data as renderRoute makes it (src/entry-server.tsx). */
function graphOf(path: string): Node[] {
  const route = byPath.get(path);
  if (!route) throw new Error(`no route ${path}`);
  const head = withSiteStructuredData(
    pageOf(route).head(route, content),
    breadcrumbTrail(route.path, (p) => byPath.get(p)),
    content.site,
  );
  return (head.jsonLdFor?.({ canonical: absolute(route.path), absolute }) ?? []) as Node[];
}

describe("the builders", () => {
  it("give the Organization an @id on the home page's URL, which a reference names", () => {
    const org = organizationJsonLd(content.site, absolute) as Node;
    expect(org).toMatchObject({ "@context": "https://schema.org", "@type": "Organization" });
    expect(org["@id"]).toBe(`${absolute(paths.home)}#organization`);
    expect(organizationRef(absolute)).toEqual({ "@id": org["@id"] });
  });

  it("make the WebSite published by the Organization, searched at the search page with its query parameter", () => {
    const site = websiteJsonLd(content.site, absolute) as Node;
    expect(site).toMatchObject({
      "@type": "WebSite",
      name: content.site.brand,
      url: absolute(paths.home),
      publisher: organizationRef(absolute),
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${absolute(paths.search)}?${SEARCH_QUERY}={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("name the Organization as a service's provider by reference", () => {
    const service = serviceJsonLd(
      { name: "S", serviceType: "S", description: "D" },
      absolute("/s"),
      absolute,
    );
    expect((service as Node).provider).toEqual(organizationRef(absolute));
  });

  it("list a trail's links and its last item in order, without the crumbs that are no page", () => {
    const trail: Crumb[] = [
      { label: "Home", href: paths.home },
      { label: "Blog", href: paths.blog },
      { label: "Author" },
      { label: "Ada & \u201cByron\u201d" },
    ];
    expect(breadcrumbListJsonLd(trail, absolute)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: absolute(paths.home) },
        { "@type": "ListItem", position: 2, name: "Blog", item: absolute(paths.blog) },
        { "@type": "ListItem", position: 3, name: "Ada & \u201cByron\u201d" },
      ],
    });
  });
});

describe("each page's graph", () => {
  const orgId = organizationRef(absolute)["@id"];

  it.each(routes.map((route) => [route.path]))(
    "%s: typed nodes, one per @id, every reference resolved",
    (path) => {
      const blocks = graphOf(path);
      for (const block of blocks) {
        expect(block["@context"]).toBe("https://schema.org");
        expect(typeof block["@type"]).toBe("string");
      }
      const nodes = objects(blocks).filter((node) => !isReference(node));
      const ids = nodes.flatMap((node) => (typeof node["@id"] === "string" ? [node["@id"]] : []));
      // A WebPage named by its URL (an article's mainEntityOfPage) is the page itself, not a node to repeat.
      const named = nodes.filter((node) => node["@type"] !== "WebPage").flatMap((node) => node["@id"] ?? []);
      expect(new Set(named).size, "an @id carried twice").toBe(named.length);
      for (const reference of objects(blocks).filter(isReference))
        expect(ids, `${path} refers to ${reference["@id"]}`).toContain(reference["@id"]);
      // The company is one node, by its id: never a copy of its name inside another.
      for (const node of nodes.filter((n) => n["@type"] === "Organization")) expect(node["@id"]).toBe(orgId);
    },
  );

  it.each(routes.map((route) => [route.path]))(
    "%s: a BreadcrumbList of the trail its breadcrumb shows",
    (path) => {
      const lists = graphOf(path).filter((block) => block["@type"] === "BreadcrumbList");
      const trail = breadcrumbTrail(path, (p) => byPath.get(p));
      if (path === paths.home) return expect(lists).toEqual([]);
      expect(lists).toEqual([breadcrumbListJsonLd(trail, absolute)]);
      const items = (lists[0]?.itemListElement ?? []) as Node[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items.at(-1)?.name).toBe(byPath.get(path)?.crumb);
      expect(items.at(-1)?.item).toBeUndefined();
    },
  );

  it("has the WebSite and the Organization on the home page, and the article's publisher by reference", () => {
    const home = graphOf(paths.home);
    expect(home.map((block) => block["@type"])).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    for (const post of content.posts) {
      const graph = graphOf(paths["blog-post"](post));
      const posting = graph.find((block) => block["@type"] === "BlogPosting");
      expect(posting?.publisher).toEqual({ "@id": orgId });
      expect(graph.filter((block) => block["@id"] === orgId)).toHaveLength(1);
    }
  });
});
