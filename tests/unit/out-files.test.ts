import { describe, expect, it } from "vitest";
import { findCollisions, outFiles } from "../../build/4-pages/out-files";
import { NOT_FOUND_FILE, paths } from "../../src/paths";
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
