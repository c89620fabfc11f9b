/**
 * The mark that `npm run new-post` puts on every line of guidance in the post it writes
 * (build/tools/new-post.ts), and the check that a post holding one is still a draft: the
 * guidance builds and shows in `npm run dev`, and never reaches the site. A scheduled post
 * is checked too, so it cannot stop the build on its day.
 */
import { lineOf } from "./frontmatter";
import type { Problem } from "./problems";

/** Starts each line of template guidance; text no article has reason to hold. */
export const TEMPLATE_MARK = "[new-post]";

const WHAT_TO_DO = `replace it with the article, or keep draft: true until no ${TEMPLATE_MARK} is left`;

/**
 * Problems for a post that is not a draft yet still holds the mark: one per text field
 * (by name), and one for the body naming the file's line of the first mark and the others.
 */
export function templateLeftovers(
  fields: Record<string, unknown>,
  body: string,
  bodyLine: number,
  file: string,
): Problem[] {
  if (fields.draft === true) return [];
  const problems: Problem[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === "string" && value.includes(TEMPLATE_MARK))
      problems.push({ file, field, message: `still holds the new-post template's text: ${WHAT_TO_DO}` });
  }
  const lines: number[] = [];
  for (let at = body.indexOf(TEMPLATE_MARK); at >= 0; at = body.indexOf(TEMPLATE_MARK, at + 1)) {
    const line = lineOf(body, at, bodyLine);
    if (lines.at(-1) !== line) lines.push(line);
  }
  const [first, ...others] = lines;
  if (first !== undefined) {
    const also = others.length ? ` (also on line${others.length === 1 ? "" : "s"} ${others.join(", ")})` : "";
    problems.push({
      file,
      line: first,
      message: `still holds the new-post template's guidance, ${TEMPLATE_MARK}${also}: ${WHAT_TO_DO}`,
    });
  }
  return problems;
}
