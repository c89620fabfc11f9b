import { describe, expect, it } from "vitest";
import { encodedPath } from "../../src/lib/url";
import { escapeXml, withoutForbiddenChars } from "../../src/lib/xml";
import { HIDDEN } from "../helpers";

describe("characters XML 1.0 forbids", () => {
  it("are dropped by the shared escape, and markup characters escaped", () => {
    expect(escapeXml("a\x01b\x0Bc\uD800d\uFFFEe & <f> \"g\" 'h'")).toBe(
      "abcde &amp; &lt;f&gt; &quot;g&quot; &apos;h&apos;",
    );
    expect(escapeXml("tab\tline\ncarriage\r emoji \u{1F600} accents zoë")).toBe(
      "tab\tline\ncarriage\r emoji \u{1F600} accents zoë",
    );
    for (const char of HIDDEN) expect(withoutForbiddenChars(`x${char}y`), JSON.stringify(char)).toBe("xy");
  });
});

describe("URLs in what the build writes", () => {
  it("percent-encode each path segment's UTF-8 bytes, in NFC", () => {
    expect(encodedPath("/blog/author/zoë-müller")).toBe("/blog/author/zo%C3%AB-m%C3%BCller");
    // NFD (e + combining diaeresis) is the same name as NFC: one URL.
    expect(encodedPath("/blog/author/zoe\u0308")).toBe("/blog/author/zo%C3%AB");
    expect(encodedPath("/blog/author/李 明")).toBe("/blog/author/%E6%9D%8E%20%E6%98%8E");
    expect(encodedPath("/blog/author/100% sure?")).toBe("/blog/author/100%25%20sure?");
    expect(encodedPath("/a/b#c d")).toBe("/a/b#c d");
    expect(encodedPath("/about-us")).toBe("/about-us");
    expect(encodedPath("/blog/author/sean-o'brien")).toBe("/blog/author/sean-o'brien");
    expect(encodedPath("/x\uD800y")).toBe("/x%EF%BF%BDy");
  });
});
