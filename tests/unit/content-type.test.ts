import { describe, expect, it } from "vitest";
import { contentType } from "../../build/hosts";

describe("contentType", () => {
  it.each([
    ["index.html", "text/html; charset=utf-8"],
    ["assets/styles-x.css", "text/css; charset=utf-8"],
    ["assets/client-X.JS", "text/javascript; charset=utf-8"],
    ["data.json", "application/json; charset=utf-8"],
    ["feed.xml", "application/xml; charset=utf-8"],
    ["robots.txt", "text/plain; charset=utf-8"],
    ["favicon.svg", "image/svg+xml"],
    ["a.png", "image/png"],
    ["a.jpg", "image/jpeg"],
    ["a.jpeg", "image/jpeg"],
    ["a-640.webp", "image/webp"],
    ["favicon.ico", "image/x-icon"],
    ["font.woff2", "font/woff2"],
    ["brochure.pdf", "application/pdf"],
    ["about-us", "application/octet-stream"],
    ["css", "application/octet-stream"],
  ])("types %s as %s", (file, type) => expect(contentType(file)).toBe(type));
});
