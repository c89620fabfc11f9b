/**
 * What posts and legal pages share once their file is split: {{tokens}} filled
 * in the body and in the frontmatter's visible text, and the body's link URLs
 * checked. Problems are collected with their line, never thrown, so one build
 * reports every file's problems at once.
 */
import { parseMarkdown } from "../../src/content/markdown";
import { urlRefusal } from "../../src/content/safe-url";
import { fillTokens, knownTokens } from "../../src/content/tokens";
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

/**
 * A filled body (filledBody) rendered to HTML; adds a problem for each refused link or image
 * URL, and then there is no HTML. The markdown is read once for both.
 */
export function checkedMarkdown(
  text: string,
  firstLine: number,
  file: string,
  problems: Problem[],
): string | undefined {
  const markdown = parseMarkdown(text);
  let refused = false;
  for (const { kind, href, offset } of markdown.links) {
    const refusal = urlRefusal(href);
    if (!refusal) continue;
    refused = true;
    problems.push({
      file,
      line: offset === undefined ? undefined : lineOf(text, offset, firstLine),
      message: `${kind} URL "${href}" ${refusal}`,
    });
  }
  return refused ? undefined : markdown.render().html;
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
