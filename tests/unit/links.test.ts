/**
 * The build's dead-link check (build/6-links/links.ts) over a small folder laid out as a
 * build lays it out: what a static host serves must resolve, and what it would answer
 * with a 404 must not, however close to a real file it looks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../build/2-content/load";
import { deadLinkErrors } from "../../build/6-links/link-errors";
import { findDeadLinks, internalUrls, resolves } from "../../build/6-links/links";
import { DeadLinks, type SiteBuildError } from "../../build/errors";
import { resolveRequest } from "../../build/hosts";
import { routesFor } from "../../src/pages";
import { paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureDirs, ROOT } from "../helpers";

const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-links-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const dist = path.join(work, "dist");
/** A page of the site, as the build writes it: <name>/index.html and <name>.html. */
const about = paths.about;
const name = about.slice(1);
for (const file of [
  "index.html",
  `${name}/index.html`,
  `${name}.html`,
  "images/logo.svg",
  "images/blog/cover-640.webp",
  "files/price list.pdf",
  // Beside the output folder, not in it, one under a name that starts like it.
  "../outside.html",
  "../dist-old/index.html",
]) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), "x");
}
const relative = (file: string | undefined) => file && path.relative(dist, file);

describe("resolves (GitHub Pages' rules, build/hosts.ts)", () => {
  it.each([
    ["/", "index.html"],
    [about, `${name}/index.html`],
    [`${about}/`, `${name}/index.html`],
    [`${about}.html`, `${name}.html`],
    ["/images/logo.svg", "images/logo.svg"],
    ["/images/logo.svg?v=2#top", "images/logo.svg"],
    ["/files/price%20list.pdf", "files/price list.pdf"],
  ])("serves %s from %s", (url, file) => {
    expect(resolves(dist, url)).toBe(true);
    expect(relative(resolveRequest(dist, url.split(/[?#]/)[0] ?? "", "github-pages").file)).toBe(file);
  });

  it.each([
    ["a page that does not exist", "/no-such-page"],
    ["a folder without index.html", "/images/blog"],
    ["the same folder with a slash", "/images/blog/"],
    ["a file's name in another case", about.toUpperCase()],
    ["a file outside the output folder", "/../outside.html"],
    ["a folder beside it whose name starts the same", "/../dist-old/index.html"],
    ["an encoded name that is not there", "/files/price%2520list.pdf"],
  ])("refuses %s: %s", (_, url) => {
    expect(resolves(dist, url)).toBe(false);
  });
});

describe("findDeadLinks", () => {
  it("reports each dead link with its page, a link without the base path among them", () => {
    const urls = [
      "/repo/",
      `/repo${about}`,
      "/repo/images/logo.svg",
      "/repo/no-such-page",
      "/repo/images/blog",
      about, // exists in the folder, but the site is served under /repo/
    ];
    expect(findDeadLinks(dist, [{ route: "/", file: "index.html", urls }], "/repo/")).toEqual([
      { route: "/", url: "/repo/no-such-page" },
      { route: "/", url: "/repo/images/blog" },
      { route: "/", url: about, note: "outside the base path /repo/" },
    ]);
  });

  it("reads a relative URL from both addresses of the page, under the base path", () => {
    // <name>/index.html is served at /<name>/ and, as <name>.html, at /<name>.
    const pages = [{ route: about, file: `${name}/index.html`, urls: ["images/logo.svg", "logo.svg"] }];
    expect(findDeadLinks(dist, pages, "/").map((d) => d.url)).toEqual(["images/logo.svg", "logo.svg"]);
    const top = [{ route: "/", file: "index.html", urls: ["images/logo.svg", name] }];
    expect(findDeadLinks(dist, top, "/")).toEqual([]);
    expect(findDeadLinks(dist, top, "/repo/")).toEqual([]);
  });
});

describe("internalUrls", () => {
  it("finds href, src and every srcset candidate, and skips fragments, schemes and other hosts", () => {
    const html = [
      `<a href="${about}">a</a> <a href="#main">b</a> <a href="mailto:x@example.com">c</a>`,
      '<a href="https://example.com/x">d</a> <a href="//cdn.example.com/x.js">e</a>',
      '<img src="/images/a.webp" srcset="/images/a-640.webp 640w, /images/a-1200.webp 1200w">',
      `<a href="${paths.search}?a=1&amp;b=2">f</a>`,
    ].join("\n");
    expect(internalUrls(html)).toEqual([
      about,
      "/images/a.webp",
      "/images/a-640.webp",
      "/images/a-1200.webp",
      `${paths.search}?a=1&b=2`,
    ]);
  });

  it("reads each URL as the browser does, every character reference decoded, before its scheme is looked at", () => {
    const html = [
      // React writes an apostrophe as &#x27;: the page is the author sean-o'brien's, not "&#x27;".
      `<a href="${paths["blog-author"]({ slug: "sean-o&#x27;brien" })}">a</a> <a href="/x&#39;y&quot;z">b</a>`,
      '<a href="&#x6A;avascript:alert(1)">c</a> <a href="&sol;&sol;cdn.example.com/x">d</a>',
    ].join("\n");
    expect(internalUrls(html)).toEqual([paths["blog-author"]({ slug: "sean-o'brien" }), "/x'y\"z"]);
  });
});

describe("deadLinkErrors", () => {
  const content = loadContent(fixtureDirs());
  const routes = routesFor(content);
  const post = paths["blog-post"](FIXTURE_POSTS.first);
  /** The post's path cut short, as an editor writes a slug from memory. */
  const cut = post.slice(0, -"-post".length);
  const errorsOf = (url: string, basePath: string) =>
    deadLinkErrors([{ route: post, url }], { root: ROOT, routes, content, basePath, today: "2026-01-01" });

  it("offers the page a dead link's path most likely means, as the editor writes it (without the base path)", () => {
    for (const [url, basePath] of [
      [cut, "/"],
      [`/buyitad-site${cut}/`, "/buyitad-site/"],
    ] as const) {
      const [error] = errorsOf(url, basePath);
      expect((error as SiteBuildError).data).toBe(DeadLinks);
      expect(error?.message).toBe(
        `1 dead internal link; fix the link or add the page:\n  page ${post}: ${url} (did you mean "${post}"?)`,
      );
    }
  });

  it("guesses nothing for a path close to no page", () => {
    expect(errorsOf("/no-such-page-at-all", "/")[0]?.message).toMatch(/: \/no-such-page-at-all$/);
  });
});
