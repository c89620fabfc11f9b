/**
 * Links in content markdown are written as site paths (the services overview's); under a base
 * path (a GitHub Pages project site) the page must link under /repo/, as every other link does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { renderRoute } from "../../src/entry-server";
import { loadIslands } from "../../src/islands/island";
import { withBaseInLinks } from "../../src/lib/url";
import type { ImageManifest } from "../../src/model/images";
import { renderMarkdown } from "../../src/model/markdown";
import { routesFor } from "../../src/pages";
import { paths } from "../../src/paths";
import { imageManifest, siteContent } from "../helpers";

/** A service's page, from content/services.yaml, and the site's e-mail address (site.yaml). */
const { services, site } = siteContent();
const service = paths.service(services[1]!);
const MARKDOWN = `See [our services](${paths.services}), [the FAQ](${service}#faq), [NIST](https://www.nist.gov/), [mail](mailto:${site.email}) and \`href="/code"\`.`;

describe("withBaseInLinks", () => {
  const html = renderMarkdown(MARKDOWN).html;

  it("puts the base path before each link to a site path, and leaves other links and text alone", () => {
    const based = withBaseInLinks(html, "/buyitad-site/");
    expect(based).toContain(`href="/buyitad-site${paths.services}"`);
    expect(based).toContain(`href="/buyitad-site${service}#faq"`);
    expect(based).toContain('href="https://www.nist.gov/"');
    expect(based).toContain(`href="mailto:${site.email}"`);
    // Text that reads like an attribute is escaped by the renderer, so it is never taken for one.
    expect(based).toContain("<code>href=&quot;/code&quot;</code>");
  });

  it("changes nothing at the domain root", () => {
    expect(withBaseInLinks(html, "/")).toBe(html);
  });
});

describe("a post's and a legal page's markdown links, rendered under a base path", () => {
  let images: ImageManifest;
  beforeAll(async () => {
    await loadIslands();
    images = await imageManifest(loaded);
  });
  const loaded = siteContent();
  const link = `<p><a href="${paths.services}">our services</a></p>`;
  const content = {
    ...loaded,
    posts: loaded.posts.map((post, i) => (i === 0 ? { ...post, html: post.html + link } : post)),
    legal: { ...loaded.legal, terms: { ...loaded.legal.terms, html: loaded.legal.terms.html + link } },
  };
  const routes = routesFor(content);
  const byPath = new Map(routes.map((route) => [route.path, route]));

  it.each([[paths["blog-post"]({ slug: loaded.posts[0]?.slug ?? "" })], [paths.terms]])(
    "%s links to the page under the base path",
    (routePath) => {
      const route = byPath.get(routePath);
      if (!route) throw new Error(`no route ${routePath}`);
      const rendering = {
        basePath: "/buyitad-site/",
        siteUrl: "https://example.github.io",
        year: 2026,
        content,
        images,
        routes: byPath,
      };
      expect(renderRoute(route, rendering).body).toContain(
        `<a href="/buyitad-site${paths.services}">our services</a>`,
      );
      const root = { ...rendering, basePath: "/" };
      expect(renderRoute(route, root).body).toContain(`<a href="${paths.services}">our services</a>`);
    },
  );
});
