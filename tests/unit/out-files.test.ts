import { describe, expect, it } from "vitest";
import { findCollisions, outFiles, publicCollisions } from "../../build/4-pages/out-files";
import { SEARCH_DIR } from "../../build/5-site-files/search-index";
import { ADMIN_DIR, FEED_PATH, NOT_FOUND_FILE, paths, SITEMAP_PATH } from "../../src/paths";
import { siteContent } from "../helpers";

/** The project's services (content/services.yaml), as loaded. */
const { services } = siteContent();

/** Site paths of each kind of page, built by src/paths.ts; each file name below is one without its "/". */
const about = paths.about;
const service = paths.service(services[0]!);
const post = paths["blog-post"]({ slug: "x" });
const author = paths["blog-author"]({ slug: "ada-byron" });

describe("outFiles", () => {
  it.each([
    ["/", ["index.html"]],
    [paths["not-found"], [NOT_FOUND_FILE]],
    [about, [`${about.slice(1)}/index.html`, `${about.slice(1)}.html`]],
    [service, [`${service.slice(1)}/index.html`, `${service.slice(1)}.html`]],
    [post, [`${post.slice(1)}/index.html`, `${post.slice(1)}.html`]],
    [author, [`${author.slice(1)}/index.html`, `${author.slice(1)}.html`]],
  ])("maps %s to %j", (route, files) => {
    expect(outFiles(route)).toEqual(files);
  });
});

describe("findCollisions", () => {
  it("finds two routes that map to one file, naming both", () => {
    expect(findCollisions(["/a", "/a/"], [])).toEqual([
      { file: "a/index.html", first: "route /a", second: "route /a/" },
      { file: "a.html", first: "route /a", second: "route /a/" },
    ]);
  });

  it("finds a route that would overwrite a public/ file", () => {
    const file = `${about.slice(1)}.html`;
    expect(findCollisions([about], [file, "favicon.svg"])).toEqual([
      { file, first: `public/${file}`, second: `route ${about}` },
    ]);
  });

  it("finds nothing when every file has one source", () => {
    expect(findCollisions([paths.home, "/a", "/b", paths["not-found"]], ["robots-extra.txt"])).toEqual([]);
  });
});

describe("publicCollisions", () => {
  const feed = FEED_PATH.slice(1);
  const sitemap = SITEMAP_PATH.slice(1);
  /** What a build writes besides public/: a page, the assets, an image and a share card, the site files, the search index. */
  const planned = (publicFiles: string[]) =>
    publicCollisions({
      routePaths: ["/", about],
      publicFiles,
      assetFiles: ["assets/styles-0123abcd.css", `${ADMIN_DIR}/admin.js`],
      imageFiles: ["/assets/images/cover-800-0123abcd.avif", "/assets/images/share-x-0123abcd.jpg"],
      siteFiles: [feed, sitemap, "robots.txt", `${ADMIN_DIR}/config.yml`],
      folders: [{ path: SEARCH_DIR, owner: "the search index" }],
    });
  const BUILD_MAKES = "the stylesheet, scripts and images the build makes";

  it.each([
    [feed, `the build's ${feed}`],
    [sitemap, `the build's ${sitemap}`],
    ["robots.txt", "the build's robots.txt"],
    [`${ADMIN_DIR}/config.yml`, `the build's ${ADMIN_DIR}/config.yml`],
    ["assets/styles-0123abcd.css", BUILD_MAKES],
    ["assets/images/share-x-0123abcd.jpg", BUILD_MAKES],
    [
      `${SEARCH_DIR}/pagefind.js`,
      `the search index, whose folder ${SEARCH_DIR}/ the build writes as a whole`,
    ],
    [
      `${SEARCH_DIR}/fragment/en_1.pf_fragment`,
      `the search index, whose folder ${SEARCH_DIR}/ the build writes as a whole`,
    ],
    [SEARCH_DIR, `the search index, whose folder ${SEARCH_DIR}/ the build writes as a whole`],
    ["assets/logo.png", `${BUILD_MAKES}, whose folder assets/ the build writes as a whole`],
    ["assets/images/old.jpg", `${BUILD_MAKES}, whose folder assets/images/ the build writes as a whole`],
    [`${ADMIN_DIR}/logo.png`, `${BUILD_MAKES}, whose folder ${ADMIN_DIR}/ the build writes as a whole`],
    [
      about.slice(1),
      `the page ${about}, which needs ${about.slice(1)} to be a folder (for ${about.slice(1)}/index.html)`,
    ],
    [`${feed}/x`, `the build's ${feed}, a file where public/ has the folder ${feed}/`],
    [
      `${about.slice(1)}.html/x`,
      `the page ${about}, a file where public/ has the folder ${about.slice(1)}.html/`,
    ],
  ])("finds public/%s against %s", (file, second) => {
    expect(planned([file, "favicon.svg", "images/logo.png"])).toEqual([
      { file, first: `public/${file}`, second },
    ]);
  });

  it("finds nothing when public/ holds only files of its own", () => {
    expect(
      planned(["favicon.svg", "images/logo.png", `${about.slice(1)}/photo.jpg`, ".well-known/security.txt"]),
    ).toEqual([]);
  });
});
