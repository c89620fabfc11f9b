/**
 * Markdown to HTML for articles and legal pages (SPEC 2.8): blocks split on
 * blank lines; "## " and "### " headings (with ids for deep links), "- " or
 * "* " bulleted lists, "1." numbered lists, paragraphs with **bold**, images
 * ("![what it shows](/images/blog/x.jpg)", made responsive by the page: src/model/images.ts).
 * Raw HTML in content is escaped, never injected: content cannot add markup
 * beyond what markdown produces, and links only to the URLs safe-url.ts allows. The build
 * refuses it too (rawHtml, build/2-content/text.ts), so that it is never shown as text either.
 */
// escapeUTF8 escapes & < > " and ' (and nothing else): safe in text and in a quoted attribute alike.
import { escapeUTF8 } from "entities";
import { Marked, type Tokens, type TokensList } from "marked";
import { unbrokenHtml } from "../lib/unbroken";
import { markdownImgHtml } from "./images";
import { urlRefusal } from "./safe-url";

// The spec's subset needs nothing from GitHub's extensions; without them marked parses a third faster.
// The rendering and the link check (markdownLinks) must read markdown alike: both use these.
const PARSE_OPTIONS = { gfm: false, breaks: false } as const;
/** Lexes for the rendering and the link check alike (the renderer does not change how text is read). */
const lexer = new Marked(PARSE_OPTIONS);

/**
 * Heading id: lowercase words joined by hyphens, punctuation dropped. Typography does not move
 * an id: an en or em dash is a hyphen ("20–30%" as "20-30%"), and a subscript or superscript
 * digit its plain digit ("CO₂" as "CO2", NFKC).
 */
export function headingId(text: string): string {
  return (
    text
      .normalize("NFKC")
      .replace(/[–—]/g, "-")
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

/** Renders tokens lexed with PARSE_OPTIONS (see parseMarkdown). */
function renderTokens(tokens: TokensList): RenderedMarkdown {
  const headings: RenderedMarkdown["headings"] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    ...PARSE_OPTIONS,
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
      code(token: Tokens.Code) {
        // A line longer than the column scrolls inside the block: focusable, so a keyboard can scroll it too.
        return `<pre tabindex="0"><code>${escapeUTF8(token.text)}\n</code></pre>\n`;
      },
      text(
        this: { parser: { parseInline(tokens: Tokens.Generic[]): string } },
        token: Tokens.Text | Tokens.Escape,
      ) {
        if ("tokens" in token && token.tokens) return this.parser.parseInline(token.tokens);
        if ("escaped" in token && token.escaped) return token.text;
        // The no-break rule of all the site's text (src/lib/unbroken.ts): "NIST 800-88" never ends a line at "800-".
        return unbrokenHtml(token.text, escapeUTF8);
      },
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeUTF8(token.text);
      },
      link(token: Tokens.Link) {
        // The build refuses these when it loads the content (build/2-content/text.ts), naming the
        // file and line; this is the last guard for any other caller.
        const refusal = urlRefusal(token.href);
        if (refusal) throw new Error(`Markdown link "${token.href}" ${refusal}`);
        return false; // marked's own rendering
      },
      image(token: Tokens.Image) {
        // A plain <img>, which the page turns into a responsive <picture> with the files the
        // build made of it (withPictures); the build checks its path and alt text when it loads
        // the content (build/2-content/text.ts).
        return markdownImgHtml(token.href, token.text);
      },
    },
  });
  const html = marked.parser(tokens);
  return { html, headings };
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  return renderTokens(lexer.lexer(markdown));
}

export interface MarkdownLink {
  kind: "link" | "image";
  /** The URL as marked read it (escapes resolved, character references kept). */
  href: string;
  /** Where the link starts in the markdown, when its source text could be found there. */
  offset?: number;
  /** An image's alt text, as written between its brackets. */
  alt?: string;
}

/** Every link and image of a markdown text, in reading order, with the URL that would be rendered. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  // Without gfm, marked makes a link only from "[text](url)", a "[label]: url" definition or
  // "<scheme:...>": text with none of "](", "]:" and "<" has no link, and most posts skip the parse.
  if (!markdown.includes("](") && !markdown.includes("]:") && !markdown.includes("<")) return [];
  return linksOf(markdown, lexer.lexer(markdown));
}

function linksOf(markdown: string, tokens: TokensList): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let from = 0;
  lexer.walkTokens(tokens, (token) => {
    if (token.type !== "link" && token.type !== "image") return;
    // A link inside a list item may be re-indented in its raw text: then it has no offset.
    // Tokens come in order of where they start; an image inside a link starts after the link.
    const at = markdown.indexOf(token.raw, from);
    if (at >= 0) from = at + 1;
    links.push({
      kind: token.type,
      href: token.href,
      offset: at >= 0 ? at : undefined,
      ...(token.type === "image" ? { alt: token.text } : {}),
    });
  });
  return links;
}

/** A piece of raw HTML in markdown: a tag (`<img src="x">`, `</div>`) or a comment, as written. */
export interface RawHtml {
  /** The tag or comment, or the first line of an HTML block. */
  html: string;
  /** Where it starts in the markdown, when its source text could be found there. */
  offset?: number;
}

/**
 * The raw HTML of a markdown text, in reading order: what CommonMark reads as tags, comments
 * and HTML blocks. Not a "<" in text ("a < b"), a code span or block showing HTML, nor an
 * autolink (`<https://...>`, `<name@example.com>`), which marked reads as text, code and links.
 */
function rawHtmlOf(markdown: string, tokens: TokensList): RawHtml[] {
  if (!markdown.includes("<")) return [];
  const found: RawHtml[] = [];
  let from = 0;
  lexer.walkTokens(tokens, (token) => {
    if (token.type !== "html") return;
    const at = markdown.indexOf(token.raw, from);
    if (at >= 0) from = at + 1;
    // A block runs to the next blank line: its first tag names it.
    const html = token.raw.trim().split("\n")[0] ?? "";
    found.push({ html, offset: at >= 0 ? at : undefined });
  });
  return found;
}

/**
 * Reads markdown once for both the link check and the page: its links and raw HTML, and its
 * rendering from the same tokens (lexing is most of marked's work; the build did it twice per post).
 * Call render() only when no link was refused: it throws on one, as renderMarkdown does.
 */
export function parseMarkdown(markdown: string): {
  links: MarkdownLink[];
  rawHtml: RawHtml[];
  render: () => RenderedMarkdown;
} {
  const tokens = lexer.lexer(markdown);
  return {
    links: linksOf(markdown, tokens),
    rawHtml: rawHtmlOf(markdown, tokens),
    render: () => renderTokens(tokens),
  };
}
