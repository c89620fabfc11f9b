/**
 * Links to a place on a page (build/6-links/anchors.ts): `#id` on the page itself and `/x#id`
 * on another must name an element the page holds, or the build stops, naming the copy field
 * that wrote the link.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../build/2-content/load";
import { elementIds, findDeadFragments, missingAnchors } from "../../build/6-links/anchors";
import { deadLinkErrors } from "../../build/6-links/link-errors";
import { routesFor } from "../../src/pages";
import { paths } from "../../src/paths";
import { fixtureDirs, ROOT } from "../helpers";

const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-anchors-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("missingAnchors", () => {
  it("finds the page's #id links whose element it lacks, each once; # alone is the top of the page", () => {
    const html = [
      '<a href="#main">skip</a><main id="main"><h2 id="caf&#xE9;">x</h2>',
      '<a href="#caf%C3%A9">a</a> <a href="#">top</a> <a href="#gone">b</a> <a href="#gone">c</a>',
      '<a href="/other#gone">elsewhere</a></main>',
    ].join("");
    expect(missingAnchors(html, "/x")).toEqual([
      {
        route: "/x",
        url: "#gone",
        anchor: "gone",
        note: 'this page has no element with id "gone"; its headings and sections: #café',
      },
    ]);
  });

  it("names the page's headings and sections an editor links to, and the id a typo most likely meant", () => {
    const html = [
      '<a href="#main">skip</a><main id="main"><section id="values"><h2 id="values-title">Values</h2></section>',
      '<h2 id="retention">Retention</h2><h3 id="deletion">Deletion</h3><input id="email">',
      '<a href="#retnetion">a</a><a href="#Email">b</a><a href="#nowhere">c</a></main>',
    ].join("");
    const sections = "its headings and sections: #values, #retention, #deletion";
    expect(missingAnchors(html, "/x").map((link) => link.note)).toEqual([
      `this page has no element with id "retnetion"; ${sections}; did you mean "#retention"?`,
      `this page has no element with id "Email"; ${sections}; did you mean "#email"?`,
      `this page has no element with id "nowhere"; ${sections}`,
    ]);
    expect(missingAnchors('<main id="main"><a href="#x">x</a></main>', "/x")[0]?.note).toBe(
      'this page has no element with id "x"; it has no heading or section to link to',
    );
  });

  it("reads ids as the browser does", () => {
    expect([...elementIds('<div id="a&amp;b"></div><p class="x" id="c"></p><img data-id="d">')]).toEqual([
      "a&b",
      "c",
    ]);
  });
});

describe("findDeadFragments", () => {
  const dist = path.join(work, "dist");
  const page = paths.about.slice(1);
  for (const [file, html] of [
    [`${page}/index.html`, '<section id="values"></section>'],
    [`${page}/team/index.html`, '<h2 id="founders">Founders</h2>'],
    ["images/logo.svg", "<svg></svg>"],
  ] as const) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), html);
  }

  it("checks a link to a place on another page against that page, under the base path", () => {
    const urls = [
      `/repo${paths.about}#values`,
      `/repo${paths.about}/#missing`,
      `/repo${paths.about}#`,
      "/repo/images/logo.svg#frag", // not a page
      "/repo/no-such-page#x", // the dead-link check's
    ];
    expect(findDeadFragments(dist, [{ route: "/", file: "index.html", urls }], "/repo/")).toEqual([
      {
        route: "/",
        url: `/repo${paths.about}/#missing`,
        anchor: "missing",
        note: `the page ${paths.about}/ has no element with id "missing"; its headings and sections: #values`,
      },
    ]);
  });

  it("checks a relative link's place at both of the page's addresses, /x/ and /x, once", () => {
    // A page of the about folder: its URLs are /about-us/team/ and /about-us/team, one folder apart.
    const team = `${page}/team/index.html`;
    const urls = ["../team#founders", "./#founders", "../team#gone", `../..${paths.about}#valeus`];
    const at = (url: string) => findDeadFragments(dist, [{ route: "/team", file: team, urls: [url] }], "/");
    expect(at("../team#founders")).toEqual([]);
    // From /about-us/team/ "./" is the page itself; from /about-us/team it is /about-us/, which has no #founders.
    expect(at("./#founders").map((link) => link.note)).toEqual([
      `the page ${paths.about}/ has no element with id "founders"; its headings and sections: #values`,
    ]);
    expect(at("../team#gone").map((link) => link.anchor)).toEqual(["gone"]);
    // Each dead link once, though both its readings may be dead.
    expect(
      findDeadFragments(dist, [{ route: "/team", file: team, urls }], "/").map((link) => link.url),
    ).toEqual(["./#founders", "../team#gone", `../..${paths.about}#valeus`]);
  });
});

describe("deadLinkErrors, for a missing anchor", () => {
  const content = loadContent(fixtureDirs());
  const routes = routesFor(content);

  it("names the copy field that wrote the anchor, and guesses no other page", () => {
    const link = content.copyAnchorLinks.find((candidate) => candidate.field.endsWith(".anchor"));
    if (!link) throw new Error("the fixture's copy has no in-page link");
    const [error] = deadLinkErrors(
      [{ route: paths.sustainability, url: `#${link.id}`, anchor: link.id, note: "no such element" }],
      { root: ROOT, routes, content, basePath: "/", today: "2026-01-01" },
    );
    expect(error?.message).toBe(
      `1 dead internal link; fix the link or add the page:\n  ${link.file}:${link.line}: field "${link.field}": #${link.id} (no such element)`,
    );
  });
});
