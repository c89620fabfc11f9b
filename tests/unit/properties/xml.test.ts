/** The strict XML 1.0 check the property suite holds the feed and the sitemap to (xml.ts): it must see what lenient parsers read past. */
import { describe, expect, it } from "vitest";
import { xmlProblems } from "./xml";

const doc = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>${inner}</channel></rss>\n`;

describe("xmlProblems", () => {
  it("passes a well-formed feed with references, CDATA and a self-closing element", () => {
    expect(
      xmlProblems(
        doc(
          '<title>Tom &amp; Jerry &#x27;s &#233;</title><atom:link href="a?b=1&amp;c=2"/><x><![CDATA[<b>]]></x>',
        ),
      ),
    ).toEqual([]);
  });

  it.each([
    ["a control character", doc("<title>a\u0001b</title>"), /U\+0001/],
    ["a vertical tab", doc("<description>a\u000Bb</description>"), /U\+000B/],
    ["a lone surrogate", doc("<title>\uD800</title>"), /U\+D800/],
    ["U+FFFE", doc("<title>\uFFFE</title>"), /U\+FFFE/],
    ["a reference to a forbidden character", doc("<title>&#1;</title>"), /forbids/],
    ["a raw ampersand", doc("<title>Tom & Jerry</title>"), /"&"/],
    ["an undeclared entity", doc("<title>&nbsp;</title>"), /undeclared/],
    ["a raw < in text", doc("<title>a < b</title>"), /malformed start tag/],
    ["]]> in text", doc("<title>a ]]> b</title>"), /\]\]>/],
    ["a < in an attribute", doc('<link href="a<b"/>'), /attribute/],
    ["an unclosed element", doc("<item><title>x</title>"), /closes|never closed/],
    ["crossed elements", doc("<a><b></a></b>"), /closes/],
    ["a second root", `${doc("")}<rss/>`, /second root/],
    ["text after the root", `${doc("")}x`, /outside the root/],
    ["an attribute twice", doc('<link a="1" a="2"/>'), /twice/],
  ])("refuses %s", (_, xml, problem) => {
    expect(xmlProblems(xml).join("\n")).toMatch(problem);
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(xmlProblems(new Uint8Array([0x3c, 0x61, 0x3e, 0xff, 0x3c, 0x2f, 0x61, 0x3e]))).toEqual([
      "not valid UTF-8",
    ]);
  });
});
