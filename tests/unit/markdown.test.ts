import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { renderMarkdown } from "../../src/content/markdown";
import { countWords, readMinutes, readTimeText } from "../../src/content/read-time";
import { fillTokens } from "../../src/content/tokens";

describe("markdown rules (SPEC 2.8)", () => {
  const { html, headings } = renderMarkdown(
    [
      "Intro with **bold** text.",
      "## A Level-2 Heading",
      "### Level 3: Details",
      "- dash item\n- second dash",
      "* star item",
      "1. first\n2. second",
      "Plain paragraph.",
    ].join("\n\n"),
  );

  it("makes h2 and h3 headings with ids", () => {
    expect(html).toContain('<h2 id="a-level-2-heading">A Level-2 Heading</h2>');
    expect(html).toContain('<h3 id="level-3-details">Level 3: Details</h3>');
    expect(headings).toEqual([
      { depth: 2, id: "a-level-2-heading", text: "A Level-2 Heading" },
      { depth: 3, id: "level-3-details", text: "Level 3: Details" },
    ]);
  });

  it("makes bulleted lists from '- ' and '* ' lines and numbered lists from '1.' lines", () => {
    expect(html).toMatch(/<ul>\s*<li>dash item<\/li>\s*<li>second dash<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ul>\s*<li>star item<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
  });

  it("makes paragraphs with bold spans", () => {
    expect(html).toContain("<p>Intro with <strong>bold</strong> text.</p>");
    expect(html).toContain("<p>Plain paragraph.</p>");
  });

  it("gives repeated headings distinct ids", () => {
    const { html: twice } = renderMarkdown("## Same\n\n## Same");
    expect(twice).toContain('id="same"');
    expect(twice).toContain('id="same-2"');
  });

  it("escapes raw HTML instead of injecting it", () => {
    const { html: out } = renderMarkdown(
      '<script>alert(1)</script>\n\nText <img src=x onerror="alert(1)"> end',
    );
    expect(out).not.toContain("<script>");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;");
  });
});

describe("read time", () => {
  it("counts words without markdown markers", () => {
    expect(countWords("## Two words\n\n- one\n- **two** three\n\n1. four")).toBe(6);
  });

  it("is words / 230, rounded, at least 1, as 'N min'", () => {
    expect(readMinutes(0)).toBe(1);
    expect(readMinutes(114)).toBe(1);
    expect(readMinutes(1380)).toBe(6);
    expect(readMinutes(3680)).toBe(16);
    expect(readTimeText(2300)).toBe("10 min");
  });
});

describe("content tokens", () => {
  it("fills site constants and rejects unknown tokens, naming the file", () => {
    expect(fillTokens("Write to {{email}} or call {{phone}}.", "x.md")).toBe(
      `Write to ${site.email} or call ${site.phone.digits}.`,
    );
    expect(() => fillTokens("{{fax}}", "content/legal/terms.md")).toThrow(
      /content\/legal\/terms.md: unknown token \{\{fax\}\}/,
    );
  });
});
