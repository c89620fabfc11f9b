/**
 * build/7-output/out-path.ts: every file the build writes goes through outPath, which refuses
 * any name that would leave the folder it writes into; and no module of build/ writes a file
 * without it.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { afterEach, describe, expect, it } from "vitest";
import { writeRedirectPages } from "../../build/5-site-files/redirect-outputs";
import { outPath, writeOut } from "../../build/7-output/out-path";
import { OutputOutsideFolder, SiteBuildError } from "../../build/errors";
import { paths } from "../../src/paths";
import { ROOT } from "../helpers";

let cleanup = () => {};
afterEach(() => cleanup());

/** A temp folder holding `staging/`, the folder written into; whatever lands beside it was written outside. */
function workspace(): { parent: string; staging: string } {
  const parent = mkdtempSync(path.join(os.tmpdir(), "buyitad-out-path-"));
  cleanup = () => rmSync(parent, { recursive: true, force: true });
  const staging = path.join(parent, "staging");
  mkdirSync(staging);
  return { parent, staging };
}

/** The error `run` throws (it must throw). */
function thrown(run: () => unknown): SiteBuildError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SiteBuildError);
    return error as SiteBuildError;
  }
  throw new Error("expected an error");
}

describe("outPath", () => {
  it("gives the absolute path of a plain name inside the folder", () => {
    const { staging } = workspace();
    expect(outPath(staging, "blog/author/sean-obrien/index.html")).toBe(
      path.join(staging, "blog/author/sean-obrien/index.html"),
    );
    expect(outPath(staging, "feed.xml")).toBe(path.join(staging, "feed.xml"));
  });

  it.each([
    ["blog/author/../../../../tmp/x/index.html", 'it holds the folder name ".."'],
    ["blog/author/../index.html", 'it holds the folder name ".."'],
    ["..", 'it holds the folder name ".."'],
    ["./index.html", 'it holds the folder name "."'],
    ["/etc/passwd", "it is an absolute path"],
    ["C:\\Windows\\x", "it holds a backslash"],
    ["..\\..\\x", "it holds a backslash"],
    ["blog//index.html", "it has an empty folder name (//)"],
    ["", "it is empty"],
  ])("refuses %j (%s), naming the problem, and writes nothing", (name, reason) => {
    const { parent, staging } = workspace();
    const error = thrown(() => writeOut(staging, name, "x"));
    expect(error.data).toBe(OutputOutsideFolder);
    expect(error.message).toBe(
      `The build stopped before writing ${JSON.stringify(name).replaceAll("\\\\", "\\")}, which is not a file inside the output folder (${reason}); nothing was written outside it. A name in content/ (an author's name, a post's slug, a redirect's old path) makes this path: write it with letters, digits and hyphens. If none does, it is a bug of the build: report it.`,
    );
    expect(readdirSync(parent)).toEqual(["staging"]);
    expect(readdirSync(staging)).toEqual([]);
  });
});

describe("the build's writers", () => {
  it("stop a redirect page whose old path climbs out of the output, before writing it", () => {
    const { parent, staging } = workspace();
    const error = thrown(() =>
      writeRedirectPages(staging, [{ from: "/../escaped", to: paths.about, line: 3 }], {
        siteUrl: "https://www.example.com",
        basePath: "/",
        csp: "default-src 'self'",
        brand: "Acme",
      }),
    );
    expect(error.data).toBe(OutputOutsideFolder);
    expect(readdirSync(parent)).toEqual(["staging"]);
  });

  it("all go through outPath: no module of build/ writes a file any other way", () => {
    // tools/ and deploy/ write where their user points them; out-path.ts is the door itself;
    // told.ts keeps what the last build told, font-subset.ts the fonts it cut, in
    // node_modules/.cache/, never in the output.
    const writers = fg
      .sync("build/**/*.ts", {
        cwd: ROOT,
        ignore: [
          "build/tools/**",
          "build/deploy/**",
          "build/7-output/out-path.ts",
          "build/2-content/told.ts",
          "build/3-assets/font-subset.ts",
        ],
      })
      .filter((file) =>
        /\b(writeFile|writeFileSync|appendFile|appendFileSync|copyFile|copyFileSync|cp|cpSync|link|linkSync|symlink|symlinkSync|writeFiles|createWriteStream)\s*\(/.test(
          readFileSync(path.join(ROOT, file), "utf8"),
        ),
      );
    expect(writers.length).toBeGreaterThan(0);
    const unguarded = writers.filter(
      (file) => !/\b(outPath|writeOut|copyOut)\(/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(unguarded).toEqual([]);
  });
});
