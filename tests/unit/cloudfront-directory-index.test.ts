import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Redirect } from "../../build/2-content/redirects-file";
import {
  CLOUDFRONT_FUNCTION_LIMIT,
  CLOUDFRONT_FUNCTION_TEMPLATE,
  cloudFrontFunction,
  cloudFrontFunctionFile,
  withCloudFrontRedirects,
} from "../../build/5-site-files/redirect-outputs";
import { CloudFrontFunctionTooLarge, SiteBuildError } from "../../build/errors";
import { NOT_FOUND_FILE, paths, SITEMAP_PATH } from "../../src/paths";
import { ROOT } from "../helpers";

/** The function's code with an empty map: what the build fills in (its output is tested in redirects-build.test.ts). */
const file = path.join(ROOT, CLOUDFRONT_FUNCTION_TEMPLATE);
interface Request {
  uri: string;
  method: string;
  headers: Record<string, { value: string }>;
}
interface Response {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
}
type Handler = (event: { request: Request }) => Request | Response;
// CloudFront runs the file as a script and calls `handler` by name: load it the same way.
const load = (source: string) => new Function(`${source}\nreturn handler;`)() as Handler;
const handler = load(readFileSync(file, "utf8")) as (event: { request: Request }) => Request;

const rewrite = (uri: string) =>
  handler({ request: { uri, method: "GET", headers: { host: { value: "example.com" } } } }).uri;

/** Pages of the site, by src/paths.ts (an author's by a made-up slug). */
const about = paths.about;
const author = paths["blog-author"]({ slug: "ada-byron" });

describe("the CloudFront directory-index function", () => {
  it.each([
    ["/", "/index.html"],
    [about, `${about}/index.html`],
    [`${about}/`, `${about}/index.html`],
    [author, `${author}/index.html`],
    [`${author}/`, `${author}/index.html`],
  ])("rewrites the page %s to %s", (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });

  it.each([
    "/index.html",
    `/${NOT_FOUND_FILE}`,
    `${about}.html`,
    "/assets/chunks/hydrate-LDD5ZMM3.js",
    "/images/blog/ssd-nvme-sanitization-640.webp",
    SITEMAP_PATH,
    "/.well-known/security.txt",
  ])("leaves the file %s alone", (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });

  it("returns the request it was given, other fields untouched", () => {
    const request = { uri: paths.contact, method: "GET", headers: { host: { value: "example.com" } } };
    expect(handler({ request })).toEqual({ ...request, uri: `${paths.contact}/index.html` });
  });

  it("fits CloudFront Functions' 10 KB size limit", () => {
    expect(statSync(file).size).toBeLessThan(10 * 1024);
  });
});

describe("the CloudFront function's redirects", () => {
  /** A post moved from an old slug to a new one. */
  const old = paths["blog-post"]({ slug: "first-post" });
  const moved = paths["blog-post"]({ slug: "first-fixture-post" });
  const redirects: Redirect[] = [
    { from: old, to: moved, line: 3 },
    { from: "/about", to: "/", line: 8 },
  ];
  const withMap = load(withCloudFrontRedirects(readFileSync(file, "utf8"), redirects));
  const request = (uri: string): Request => ({
    uri,
    method: "GET",
    headers: { host: { value: "example.com" } },
  });

  it.each([
    [old, moved],
    [`${old}/`, moved],
    [`${old}/index.html`, moved],
    [`${old}.html`, moved],
    ["/about", "/"],
    ["/about/", "/"],
  ])("answers the old path %s with a 301 to %s", (uri, location) => {
    expect(withMap({ request: request(uri) })).toEqual({
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: location } },
    });
  });

  it.each([
    ["/", "/index.html"],
    [moved, `${moved}/index.html`],
    [`${old}-2`, `${old}-2/index.html`],
    [`${about}/`, `${about}/index.html`],
    ["/constructor", "/constructor/index.html"],
  ])("still rewrites any other path: %s to %s", (uri, rewritten) => {
    expect(withMap({ request: request(uri) })).toEqual({ ...request(uri), uri: rewritten });
  });

  it("is written beside the output folder, never into it nor into a tracked file", () => {
    expect(cloudFrontFunctionFile("/work/site/dist")).toBe("/work/site/dist.cloudfront.js");
    expect(cloudFrontFunctionFile("/tmp/x/out")).toBe("/tmp/x/out.cloudfront.js");
    expect(readFileSync(file, "utf8")).toContain("const REDIRECTS = {};");
  });

  it("stops the build, naming the redirects file, when the map would pass CloudFront's limit", () => {
    const many = Array.from({ length: 200 }, (_, i) => ({
      from: paths["blog-post"]({ slug: `an-old-article-about-data-destruction-${i}` }),
      to: paths.blog,
      line: i + 1,
    }));
    const names = { redirectsFile: "content/redirects.txt", functionFile: "dist.cloudfront.js" };
    expect(cloudFrontFunction(ROOT, many.slice(0, 60), names).length).toBeLessThan(CLOUDFRONT_FUNCTION_LIMIT);
    let failure: unknown;
    try {
      cloudFrontFunction(ROOT, many, names);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect((failure as SiteBuildError).data).toBe(CloudFrontFunctionTooLarge);
    expect((failure as SiteBuildError).message).toMatch(
      /^content\/redirects\.txt: with 200 redirects the CloudFront function dist\.cloudfront\.js would be \d+ bytes/,
    );
  });
});
