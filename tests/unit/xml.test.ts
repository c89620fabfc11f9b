import { describe, expect, it } from "vitest";
import { encodedPath } from "../../src/lib/url";
import { escapeXml, withoutForbiddenChars } from "../../src/lib/xml";
import { paths } from "../../src/paths";
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

  it("are exactly what XML 1.0's Char excludes, with C1 controls and noncharacters, in every plane", () => {
    // XML 1.0 (5th ed.) production [2] Char, less what HTML calls a parse error (C1 controls, noncharacters).
    const allowed = (cp: number) =>
      (cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || cp >= 0xe000) &&
      !(cp >= 0x7f && cp <= 0x9f) &&
      !(cp >= 0xfdd0 && cp <= 0xfdef) &&
      (cp & 0xfffe) !== 0xfffe;
    const wrong: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      // A surrogate code point stands alone here: a lone half in the text.
      const char = cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp);
      const kept = withoutForbiddenChars(`x${char}y`) === `x${char}y`;
      if (kept !== allowed(cp)) wrong.push(cp.toString(16));
    }
    expect(wrong).toEqual([]);
    // A pair is one character, kept; each half alone is dropped.
    expect(withoutForbiddenChars("a\u{1F600}b\uD83Dc\uDE00d")).toBe("a\u{1F600}bcd");
  });
});

describe("URLs in what the build writes", () => {
  /** An author's page, by a slug of the characters under test. */
  const author = (slug: string) => paths["blog-author"]({ slug });
  it("percent-encode each path segment's UTF-8 bytes, in NFC", () => {
    expect(encodedPath(author("zoë-müller"))).toBe(author("zo%C3%AB-m%C3%BCller"));
    // NFD (e + combining diaeresis) is the same name as NFC: one URL.
    expect(encodedPath(author("zoe\u0308"))).toBe(author("zo%C3%AB"));
    expect(encodedPath(author("李 明"))).toBe(author("%E6%9D%8E%20%E6%98%8E"));
    expect(encodedPath(author("100% sure?"))).toBe(author("100%25%20sure?"));
    expect(encodedPath("/a/b#c d")).toBe("/a/b#c d");
    expect(encodedPath(paths.about)).toBe(paths.about);
    expect(encodedPath(author("sean-o'brien"))).toBe(author("sean-o'brien"));
    expect(encodedPath("/x\uD800y")).toBe("/x%EF%BF%BDy");
  });
});
