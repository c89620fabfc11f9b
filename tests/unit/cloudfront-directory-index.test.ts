import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers";

const file = path.join(ROOT, "deploy/cloudfront-directory-index.js");
interface Request {
  uri: string;
  method: string;
  headers: Record<string, { value: string }>;
}
// CloudFront runs the file as a script and calls `handler` by name: load it the same way.
const handler = new Function(`${readFileSync(file, "utf8")}\nreturn handler;`)() as (event: {
  request: Request;
}) => Request;

const rewrite = (uri: string) =>
  handler({ request: { uri, method: "GET", headers: { host: { value: "example.com" } } } }).uri;

describe("the CloudFront directory-index function", () => {
  it.each([
    ["/", "/index.html"],
    ["/about-us", "/about-us/index.html"],
    ["/about-us/", "/about-us/index.html"],
    ["/blog/author/sarah-mitchell", "/blog/author/sarah-mitchell/index.html"],
    ["/blog/author/sarah-mitchell/", "/blog/author/sarah-mitchell/index.html"],
  ])("rewrites the page %s to %s", (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });

  it.each([
    "/index.html",
    "/404.html",
    "/about-us.html",
    "/assets/chunks/hydrate-LDD5ZMM3.js",
    "/images/blog/ssd-nvme-sanitization-640.webp",
    "/sitemap.xml",
    "/.well-known/security.txt",
  ])("leaves the file %s alone", (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });

  it("returns the request it was given, other fields untouched", () => {
    const request = { uri: "/contact", method: "GET", headers: { host: { value: "example.com" } } };
    expect(handler({ request })).toEqual({ ...request, uri: "/contact/index.html" });
  });

  it("fits CloudFront Functions' 10 KB size limit", () => {
    expect(statSync(file).size).toBeLessThan(10 * 1024);
  });
});
