/**
 * Markdown to HTML for articles and legal pages (SPEC 2.8): blocks split on
 * blank lines; "## " and "### " headings (with ids for deep links), "- " or
 * "* " bulleted lists, "1." numbered lists, paragraphs with **bold**, images
 * ("![what it shows](/images/blog/x.jpg)", made responsive by the page: src/model/images.ts).
 * Raw HTML in content is escaped, never injected: content cannot add markup
 * beyond what markdown produces, and links only to the URLs safe-url.ts allows. The build
 * refuses it too (rawHtml, build/2-content/text.ts), so that it is never shown as text either.
 * An HTML comment (`<!-- a note to editors -->`) is the one exception: it is dropped, neither
 * shown nor written into the page's source, which anyone can read. A comment that never closes
 * is refused (rawHtml), as it would hide the rest of the text or show itself.
 * Headings get ids of their own: none twice, and none an id of the page around them (PAGE_IDS).
 */
// escapeUTF8 escapes & < > " and ' (and nothing else): safe in text and in a quoted attribute alike.
import { escapeUTF8 } from "entities";
import { Marked, type MarkedExtension, Tokenizer, type Tokens, type TokensList } from "marked";
import { unbrokenHtml } from "../lib/unbroken";
import { replaceNotes } from "./editor-notes";
import { markdownImgHtml } from "./images";
import { MAX_NESTING, tooDeep } from "./nesting";
import { PAGE_IDS } from "./page-ids";
import { urlRefusal } from "./safe-url";

/**
 * An editor's note on lines of its own, `<!-- ... -->` (blank lines inside it too): read as one
 * token that renders nothing. Text after its `-->` on the same line is read on as markdown, where
 * CommonMark would make the whole line HTML. A note inside a paragraph is an inline comment,
 * which the html renderer drops. (A paragraph ends before a line that starts with `<!--`, as
 * before any HTML block: the note needs no `start` of its own.)
 */
const editorNote = {
  name: "editorNote",
  level: "block",
  tokenizer(src: string) {
    const note = /^ {0,3}<!--(?:-?>|[\s\S]*?-->)/.exec(src)?.[0];
    if (note === undefined) return undefined;
    const after = src.slice(note.length);
    const rest = /^[ \t]*(?:\n|$)/.exec(after)?.[0] ?? /^[ \t]*/.exec(after)?.[0] ?? "";
    return { type: "editorNote", raw: note + rest, text: note };
  },
  renderer: () => "",
} as const;

/** Thrown when marked would read a level past MAX_NESTING that the scan before it did not see. */
export class NestingTooDeep extends Error {
  constructor() {
    super(`Markdown nested more than ${MAX_NESTING} levels deep, as marked reads it: not read further`);
  }
}

/**
 * marked failed on a text: it does on some lines read into levels in odd ways (a line without its
 * `>` after a list in a quote, itself quoting). The build names the file instead of stopping with
 * marked's own error.
 */
export class MarkdownUnreadable extends Error {
  constructor(readonly reason: string) {
    super(`marked could not read the markdown: ${reason}`);
  }
}

/** How many blockquotes and lists marked is inside, as it reads a text (it reads one at a time). */
let depth = 0;

/**
 * marked's own blockquote and list, counting the levels as it reads them, and stopping past
 * MAX_NESTING. The scan (tooDeep) sees a text's levels before marked reads it, and names the
 * line; marked reads some lazy lines into more levels than their markers show (a line without
 * its `>` after a list in a quote is read into that list, its `>`s in it), and this bounds those.
 */
function counted<T>(tokenizer: Tokenizer, kind: "blockquote" | "list", src: string, read: () => T): T {
  if (depth >= MAX_NESTING && tokenizer.rules.block[kind].test(src)) throw new NestingTooDeep();
  depth++;
  try {
    return read();
  } finally {
    depth--;
  }
}

// The spec's subset needs nothing from GitHub's extensions; without them marked parses a third faster.
// The rendering and the link check (markdownLinks) must read markdown alike: both use these.
const PARSE_OPTIONS = {
  gfm: false,
  breaks: false,
  extensions: [editorNote],
  tokenizer: {
    blockquote(src: string) {
      return counted(this, "blockquote", src, () => Tokenizer.prototype.blockquote.call(this, src));
    },
    list(src: string) {
      return counted(this, "list", src, () => Tokenizer.prototype.list.call(this, src));
    },
  },
} satisfies MarkedExtension;
/** Lexes for the rendering and the link check alike (the renderer does not change how text is read). */
const lexer = new Marked(PARSE_OPTIONS);

/**
 * The text's tokens. A text nested deeper than MAX_NESTING is never given to marked, whose cost
 * grows with the depth (src/model/nesting.ts): the build refuses it first, naming the line
 * (checkedMarkdown, build/2-content/text.ts); this is the last guard for any other caller.
 */
function lexed(markdown: string): TokensList {
  const deep = tooDeep(markdown);
  if (deep)
    throw new Error(`Markdown nested more than ${MAX_NESTING} levels deep (line ${deep.line}): not read`);
  try {
    return lexer.lexer(markdown);
  } catch (error) {
    if (error instanceof NestingTooDeep) throw error;
    throw new MarkdownUnreadable(error instanceof Error ? error.message : String(error));
  }
}

/** A heading's text as readers see it: without the editors' notes in it. */
function headingText(text: string): string {
  return replaceNotes(text, () => "")
    .replace(/\s+/g, " ")
    .trim();
}

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
  // The page's own ids and the headings' so far: each heading takes the first of its id, -2, -3, ... that is free.
  const taken = new Set(PAGE_IDS);
  const marked = new Marked({
    ...PARSE_OPTIONS,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = headingText(token.text);
        const base = headingId(text);
        let id = base;
        for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
        taken.add(id);
        headings.push({ depth: token.depth, id, text: text.replace(/\*\*/g, "") });
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
        // An editor's note in a paragraph (or one never closed, which the build refuses): never shown, never in the source.
        if (token.text.trimStart().startsWith("<!--")) return "";
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
  return renderTokens(lexed(markdown));
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
  return linksOf(markdown, lexed(markdown));
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

/** A piece of raw HTML in markdown: a tag (`<img src="x">`, `</div>`) or a comment that never closes, as written. */
export interface RawHtml {
  /** The tag, the first line of an HTML block, or the comment's start to the end of its line. */
  html: string;
  /** Where it starts in the markdown, when its source text could be found there. */
  offset?: number;
}

/**
 * The raw HTML of a markdown text, in reading order: what CommonMark reads as tags and HTML
 * blocks, and the start of each comment that never closes: one on lines of its own would hide
 * the rest of the text, one in a paragraph (which ends at a blank line) is read as text and
 * shown. Not an editor's note that closes (the renderer drops it), a "<" in text ("a < b"), a
 * code span or block showing HTML, nor an autolink (`<https://...>`, `<name@example.com>`),
 * which marked reads as text, code and links.
 */
function rawHtmlOf(markdown: string, tokens: TokensList): RawHtml[] {
  if (!markdown.includes("<")) return [];
  const found: RawHtml[] = [];
  let from = 0;
  lexer.walkTokens(tokens, (token) => {
    const unclosed =
      token.type === "text" && !("tokens" in token && token.tokens) && token.raw.includes("<!--");
    if (token.type !== "html" && !unclosed) return;
    // A comment in a paragraph closes in it: marked reads it as a tag only then.
    if (token.type === "html" && !token.block && token.raw.startsWith("<!--")) return;
    const at = markdown.indexOf(token.raw, from);
    if (at >= 0) from = at + 1;
    const start = unclosed ? token.raw.indexOf("<!--") : 0;
    // A block runs to the next blank line: its first tag names it.
    const html = token.raw.slice(start).trim().split("\n")[0] ?? "";
    found.push({ html, offset: at >= 0 ? at + start : undefined });
  });
  return found;
}

/** A first-level heading of the text (`# Title`, or a line underlined with `===`), and where it starts. */
export interface TitleHeading {
  /** Its source's first line, as written. */
  written: string;
  offset?: number;
}

/** The text's first-level headings: the page around it has its own title. */
function titlesOf(markdown: string, tokens: TokensList): TitleHeading[] {
  const found: TitleHeading[] = [];
  let from = 0;
  lexer.walkTokens(tokens, (token) => {
    if (token.type !== "heading" || token.depth !== 1) return;
    const at = markdown.indexOf(token.raw, from);
    if (at >= 0) from = at + 1;
    found.push({ written: token.raw.trim().split("\n")[0] ?? "", offset: at >= 0 ? at : undefined });
  });
  return found;
}

/**
 * Reads markdown once for both the link check and the page: its links, raw HTML and first-level
 * headings, and its rendering from the same tokens (lexing is most of marked's work; the build did it twice per post).
 * Call render() only when no link was refused: it throws on one, as renderMarkdown does.
 */
export function parseMarkdown(markdown: string): {
  links: MarkdownLink[];
  rawHtml: RawHtml[];
  titles: TitleHeading[];
  render: () => RenderedMarkdown;
} {
  const tokens = lexed(markdown);
  return {
    links: linksOf(markdown, tokens),
    rawHtml: rawHtmlOf(markdown, tokens),
    titles: titlesOf(markdown, tokens),
    render: () => renderTokens(tokens),
  };
}
