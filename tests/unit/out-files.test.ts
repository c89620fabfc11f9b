import { describe, expect, it } from "vitest";
import { findCollisions, outFiles } from "../../build/4-pages/out-files";

describe("outFiles", () => {
  it.each([
    ["/", ["index.html"]],
    ["/404", ["404.html"]],
    ["/about-us", ["about-us/index.html", "about-us.html"]],
    [
      "/services/reverse-logistics",
      ["services/reverse-logistics/index.html", "services/reverse-logistics.html"],
    ],
    ["/blog/x", ["blog/x/index.html", "blog/x.html"]],
    ["/blog/author/ada-byron", ["blog/author/ada-byron/index.html", "blog/author/ada-byron.html"]],
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
    expect(findCollisions(["/about-us"], ["about-us.html", "favicon.svg"])).toEqual([
      { file: "about-us.html", first: "public/about-us.html", second: "route /about-us" },
    ]);
  });

  it("finds nothing when every file has one source", () => {
    expect(findCollisions(["/", "/a", "/b", "/404"], ["robots-extra.txt"])).toEqual([]);
  });
});
