/**
 * The build's dead-link check (build/6-links/links.ts) over a small folder laid out as a
 * build lays it out: what a static host serves must resolve, and what it would answer
 * with a 404 must not, however close to a real file it looks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findDeadLinks, internalUrls, resolveOnDisk } from "../../build/6-links/links";

const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-links-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const dist = path.join(work, "dist");
for (const file of [
  "index.html",
  "about-us/index.html",
  "about-us.html",
  "images/logo.svg",
  "images/blog/cover-640.webp",
  "files/price list.pdf",
  // Beside the output folder, not in it.
  "../outside.html",
]) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), "x");
}
const relative = (file: string | undefined) => file && path.relative(dist, file);

describe("resolveOnDisk", () => {
  it.each([
    ["/", "index.html"],
    ["/about-us", "about-us/index.html"],
    ["/about-us/", "about-us/index.html"],
    ["/about-us.html", "about-us.html"],
    ["/images/logo.svg", "images/logo.svg"],
    ["/images/logo.svg?v=2#top", "images/logo.svg"],
    ["/files/price%20list.pdf", "files/price list.pdf"],
  ])("serves %s from %s", (url, file) => {
    expect(relative(resolveOnDisk(dist, url))).toBe(file);
  });

  it.each([
    ["a page that does not exist", "/no-such-page"],
    ["a folder without index.html", "/images/blog"],
    ["the same folder with a slash", "/images/blog/"],
    ["a file's name in another case", "/About-Us"],
    ["a file outside the output folder", "/../outside.html"],
    ["an encoded name that is not there", "/files/price%2520list.pdf"],
  ])("refuses %s: %s", (_, url) => {
    expect(resolveOnDisk(dist, url)).toBeUndefined();
  });
});

describe("findDeadLinks", () => {
  it("reports each dead link with its page, a link without the base path among them", () => {
    const urls = [
      "/repo/",
      "/repo/about-us",
      "/repo/images/logo.svg",
      "/repo/no-such-page",
      "/repo/images/blog",
      "/about-us", // exists in the folder, but the site is served under /repo/
    ];
    expect(findDeadLinks(dist, [{ file: "index.html", urls }], "/repo/")).toEqual([
      { page: "index.html", url: "/repo/no-such-page" },
      { page: "index.html", url: "/repo/images/blog" },
      { page: "index.html", url: "/about-us (outside the base path /repo/)" },
    ]);
  });

  it("reads a relative URL from the page's folder", () => {
    const pages = [{ file: "about-us/index.html", urls: ["../images/logo.svg", "logo.svg"] }];
    expect(findDeadLinks(dist, pages, "/")).toEqual([{ page: "about-us/index.html", url: "logo.svg" }]);
  });
});

describe("internalUrls", () => {
  it("finds href, src and every srcset candidate, and skips fragments, schemes and other hosts", () => {
    const html = [
      '<a href="/about-us">a</a> <a href="#main">b</a> <a href="mailto:x@example.com">c</a>',
      '<a href="https://example.com/x">d</a> <a href="//cdn.example.com/x.js">e</a>',
      '<img src="/images/a.webp" srcset="/images/a-640.webp 640w, /images/a-1200.webp 1200w">',
      '<a href="/search?a=1&amp;b=2">f</a>',
    ].join("\n");
    expect(internalUrls(html)).toEqual([
      "/about-us",
      "/images/a.webp",
      "/images/a-640.webp",
      "/images/a-1200.webp",
      "/search?a=1&b=2",
    ]);
  });
});
