/**
 * What posts and legal pages share once their file is split: {{tokens}} filled
 * in the body and in the frontmatter's visible text, and the body's link URLs
 * and images checked. Problems are collected with their line, never thrown, so one build
 * reports every file's problems at once.
 */
import { isRasterImage } from "../../src/model/images";
import { parseMarkdown, type RenderedMarkdown } from "../../src/model/markdown";
import { urlRefusal } from "../../src/model/safe-url";
import { type ImageUse, sitePath } from "../../src/model/schema";
import { fillTokens, knownTokens } from "../../src/model/tokens";
import { lineOf } from "./frontmatter";
import type { Problem } from "./problems";

const unknownToken = (token: string) =>
  `unknown token ${token}: use one of ${knownTokens}, or write the text out`;

/**
 * The markdown body with its tokens filled; adds a problem for each unknown token. Tokens
 * are filled before the markdown is read (checkedMarkdown), so "mailto:{{email}}" is checked
 * as the link visitors get; token values hold no line break, so lines stay the file's.
 */
export function filledBody(body: string, firstLine: number, file: string, problems: Problem[]): string {
  const { text, unknown } = fillTokens(body);
  for (const { token, offset } of unknown)
    problems.push({ file, line: lineOf(body, offset, firstLine), message: unknownToken(token) });
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
 * there is no HTML. The markdown is read once for all.
 */
export function checkedMarkdown(
  text: string,
  firstLine: number,
  file: string,
  problems: Problem[],
): CheckedMarkdown {
  const markdown = parseMarkdown(text);
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
) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  const filled: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const value = filled[field];
    if (typeof value !== "string") continue;
    const { text, unknown } = fillTokens(value);
    for (const { token } of unknown) problems.push({ file, field, message: unknownToken(token) });
    filled[field] = text;
  }
  return filled;
}
