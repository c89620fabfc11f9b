/**
 * What posts and legal pages share once their file is split: {{tokens}} filled
 * in the body and in the frontmatter's visible text, and the body's link URLs
 * and images checked. Problems are collected with their line, never thrown, so one build
 * reports every file's problems at once.
 */

import { didYouMean } from "../../src/model/did-you-mean";
import { isRasterImage } from "../../src/model/images";
import {
  MarkdownUnreadable,
  NestingTooDeep,
  parseMarkdown,
  type RenderedMarkdown,
} from "../../src/model/markdown";
import { MAX_NESTING, tooDeep } from "../../src/model/nesting";
import { urlRefusal } from "../../src/model/safe-url";
import { type ImageUse, sitePath } from "../../src/model/schema";
import { fillTokens, knownTokens, type Tokens } from "../../src/model/tokens";
import { lineOf } from "./frontmatter";
import type { Problem } from "./problems";

/** What an unknown token is told with, wherever content writes one: the tokens there are, and the one it likely meant. */
export function unknownToken(token: string, tokens: Tokens): string {
  const guess = didYouMean(token.slice(2, -2).trim(), Object.keys(tokens)).replace(/"([^"]*)"/, '"{{$1}}"');
  return `unknown token ${token}: use one of ${knownTokens(tokens)}, or write the text out${guess && `.${guess}`}`;
}

/**
 * The markdown body with its tokens filled; adds a problem for each unknown token. Tokens
 * are filled before the markdown is read (checkedMarkdown), so "mailto:{{email}}" is checked
 * as the link visitors get; token values hold no line break, so lines stay the file's.
 */
export function filledBody(
  body: string,
  firstLine: number,
  file: string,
  problems: Problem[],
  tokens: Tokens,
): string {
  const { text, unknown } = fillTokens(body, tokens);
  for (const { token, offset } of unknown)
    problems.push({ file, line: lineOf(body, offset, firstLine), message: unknownToken(token, tokens) });
  return text;
}

/** A filled body read as markdown (checkedMarkdown). */
export interface CheckedMarkdown {
  /** The HTML, or undefined when a link or an image was refused. */
  html?: string;
  /** Its h2 and h3 headings in order, with their ids (a table of contents links to them). */
  headings: RenderedMarkdown["headings"];
  /** Its images, each with its line: the build checks that the files exist and makes their sizes. */
  images: ImageUse[];
}

/**
 * A filled body (filledBody) rendered to HTML; adds a problem for each refused link or image
 * URL and each image that is not a JPEG, PNG or WebP file of the site with alt text, and then
 * there is no HTML; one for each piece of raw HTML (rawHtmlRefusal) and each first-level
 * heading (titleRefusal). The markdown is read once for all; a body nested deeper than
 * MAX_NESTING is not read at all (reading it could take minutes), and has no HTML.
 */
export function checkedMarkdown(
  text: string,
  firstLine: number,
  file: string,
  problems: Problem[],
): CheckedMarkdown {
  const deep = tooDeep(text);
  let markdown: ReturnType<typeof parseMarkdown> | undefined;
  let unread: string | undefined;
  try {
    markdown = deep ? undefined : parseMarkdown(text);
  } catch (error) {
    if (error instanceof MarkdownUnreadable) unread = error.reason;
    else if (!(error instanceof NestingTooDeep)) throw error;
  }
  if (!markdown) {
    problems.push({
      file,
      line: deep && firstLine + deep.line - 1,
      message: unread === undefined ? nestingRefusal(deep !== undefined) : unreadableRefusal(unread),
    });
    return { html: undefined, headings: [], images: [] };
  }
  for (const { written, offset } of markdown.titles)
    problems.push({
      file,
      line: offset === undefined ? undefined : lineOf(text, offset, firstLine),
      message: titleRefusal(written),
    });
  // One problem for a tag on a line, however often it is there (<b> and </b>).
  const told = new Set<string>();
  for (const { html, offset } of markdown.rawHtml) {
    const line = offset === undefined ? undefined : lineOf(text, offset, firstLine);
    const key = `${line}\n${tagName(html).toLowerCase()}`;
    if (told.has(key)) continue;
    told.add(key);
    problems.push({ file, line, message: rawHtmlRefusal(html) });
  }
  const images: ImageUse[] = [];
  let refused = false;
  for (const { kind, href, offset, alt } of markdown.links) {
    const line = offset === undefined ? undefined : lineOf(text, offset, firstLine);
    const urlRefused = urlRefusal(href);
    const refusal = urlRefused
      ? `${kind} URL "${href}" ${urlRefused}`
      : kind === "image"
        ? imageRefusal(href, alt ?? "")
        : undefined;
    if (refusal) {
      refused = true;
      problems.push({ file, line, message: refusal });
    } else if (kind === "image") images.push({ src: href, file, line });
  }
  if (refused) return { html: undefined, headings: [], images };
  const { html, headings } = markdown.render();
  return { html, headings, images };
}

/** The name of a tag as written ("img" for `<img src="x">`, "IMG" for `</IMG>`), "!--" for a comment. */
function tagName(html: string): string {
  if (html.startsWith("<!--")) return "!--";
  return /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(html)?.[1] ?? html;
}

/** What to write instead of a tag, by its name: the markdown that makes the same thing, where there is one. */
const INSTEAD: Record<string, string> = {
  img: "write a picture as ![what it shows](/images/blog/its-name.jpg), its file in public/images/blog/",
  a: "write a link as [its words](/path-on-this-site), or [its words](https://other-site.example/) for another site",
  br: "leave a blank line to start a new paragraph",
  p: "leave a blank line between paragraphs",
  b: "write **bold**",
  strong: "write **bold**",
  h2: "start the line with ## for a section heading, ### for a smaller one",
  h3: "start the line with ## for a section heading, ### for a smaller one",
  ul: "start each line of a list with - , or with 1. 2. 3. for steps",
  ol: "start each line of a list with - , or with 1. 2. 3. for steps",
  li: "start each line of a list with - , or with 1. 2. 3. for steps",
  iframe: "an article embeds nothing from another site: link to it instead, [its words](https://...)",
  video: "an article embeds nothing from another site: link to it instead, [its words](https://...)",
  script: "an article runs no code: remove it",
  "!--":
    "end it with --> where the note ends. A note inside a paragraph must end before the paragraph's next blank line; one on lines of its own may run over several",
};

/**
 * Why raw HTML in a body is refused, and what to write instead. The page would show it as
 * text (markdown.ts escapes it: content adds no markup), which nobody means; a "<" meant as
 * text is written in backticks, or escaped as \<.
 */
export function rawHtmlRefusal(html: string): string {
  const shown = html.length > 60 ? `${html.slice(0, 57)}...` : html;
  const name = tagName(html);
  const instead =
    INSTEAD[name.toLowerCase()] ??
    `markdown has no way to write <${name}>: remove the tag and keep its text; to show the characters themselves, put them in backticks: \`<${name}>\``;
  if (name === "!--")
    return `${shown} starts a note to editors (an HTML comment) that never ends, so the page would show it as text or hide the rest of the article: ${instead}`;
  return `${shown} is HTML, which an article cannot hold (the page would show it as text): ${instead}`;
}

/**
 * Why a first-level heading in a body is refused: the page shows the title field as its one
 * first-level heading, above the body. Demoting it to a section heading would pass a pasted
 * title, shown twice, for a section; the editor knows which was meant.
 */
export function titleRefusal(written: string): string {
  const shown = written.length > 60 ? `${written.slice(0, 57)}...` : written;
  const how = written.startsWith("#") ? "" : " (a line underlined with = is one too)";
  return `"${shown}" is a first-level heading${how}, which the page has already: the title, from the frontmatter's title field. Start the line with ## for a section heading, ### for a smaller one; if it repeats the title, remove it`;
}

/** Why a body marked fails on is refused (MarkdownUnreadable): what it said, and what to change. */
export function unreadableRefusal(reason: string): string {
  return `the markdown reader fails on this text (${reason}). It does on lines whose levels it reads in odd ways: a line without its > after a list in a quote, or quotes and lists nested deep. Write each line's > and its list's indent out in full, and nest less`;
}

/**
 * Why a body nested too deep is refused (src/model/nesting.ts): at the first line too deep, or,
 * when only marked's reading goes that deep (`atLine` false), with where that comes from.
 */
export function nestingRefusal(atLine = true): string {
  const what = atLine
    ? "this line is inside"
    : "a part of the article is read as inside (a line without its > after a list in a quote is read into that list, its > and - opening more levels)";
  return `${what} more than ${MAX_NESTING} blockquotes and lists, one in another; an article holds at most ${MAX_NESTING} (each level narrows the text: on a phone it would be a few words wide). Take the line out of some of them, or write it as a paragraph of its own`;
}

/**
 * Why an image of a body is refused (its URL passed urlRefusal), or undefined. Its file is
 * looked for in public/ by the content loader, on every load (a file may come or go meanwhile).
 */
export function imageRefusal(src: string, alt: string): string | undefined {
  if (!sitePath.safeParse(src).success || src.startsWith("//") || src.split("/").includes(".."))
    return `image "${src}" must be a file of the site: a path from the site's root to a file in public/, e.g. ![A technician wiping a laptop](/images/blog/wiping.jpg)`;
  if (!isRasterImage(src))
    return `image "${src}" must be a JPEG, PNG or WebP file (.jpg, .jpeg, .png or .webp): the build makes its AVIF and WebP sizes`;
  if (!alt.trim())
    return `image "${src}" has no alt text: write what it shows between the brackets, e.g. ![A technician wiping a laptop](${src})`;
  return undefined;
}

/**
 * Fills tokens in the named text fields of parsed frontmatter (before the schema checks
 * their length, so the limits apply to what visitors read); other values pass untouched.
 */
export function withFilledFields(
  data: unknown,
  fields: readonly string[],
  file: string,
  problems: Problem[],
  tokens: Tokens,
) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  const filled: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const value = filled[field];
    if (typeof value !== "string") continue;
    const { text, unknown } = fillTokens(value, tokens);
    for (const { token } of unknown) problems.push({ file, field, message: unknownToken(token, tokens) });
    filled[field] = text;
  }
  return filled;
}
