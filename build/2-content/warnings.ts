/**
 * What the build tells the editor without stopping: content that publishes as it is, but
 * that a search engine or a share card shows worse than it could. Each warning names the file
 * and the field, like a problem (build/2-content/problems.ts); the build prints them and goes on.
 */

import { countLabel } from "../../src/lib/plural";
import { withoutForbiddenChars } from "../../src/lib/xml";
import type { Content } from "../../src/model/schema";
import { formatProblem, type Problem } from "./problems";

/**
 * Characters of a meta description that search results show: Google cuts the rest at about
 * this many (a post's excerpt and a legal page's description are their pages' descriptions).
 */
export const DESCRIPTION_MAX = 160;

/** One warning for each description (post excerpt, legal page description) longer than DESCRIPTION_MAX. */
export function contentWarnings(content: Pick<Content, "posts" | "unpublished" | "legal">): Problem[] {
  const descriptions = [
    ...[...content.posts, ...content.unpublished].map((post) => ({
      file: post.file,
      field: "excerpt",
      text: post.excerpt,
    })),
    ...Object.values(content.legal).map((doc) => ({
      file: doc.file,
      field: "description",
      text: doc.description,
    })),
  ];
  return descriptions.flatMap(({ file, field, text }) => {
    // Characters as the page shows them (src/lib/xml.ts drops the invisible ones): an emoji or an accented letter is one.
    const length = Array.from(withoutForbiddenChars(text)).length;
    if (length <= DESCRIPTION_MAX) return [];
    return [
      {
        file,
        field,
        message: `is ${length} characters long: search results show about ${DESCRIPTION_MAX} and cut the rest. Shorten it to ${DESCRIPTION_MAX} or fewer`,
      },
    ];
  });
}

/** The warnings as the build prints them, after the content is read. */
export function formatWarnings(warnings: readonly Problem[]): string {
  return `Content has ${countLabel(warnings.length, "warning")}; the site is built all the same, fix ${warnings.length === 1 ? "it" : "them"} when you can:\n${warnings.map(formatProblem).join("\n")}`;
}
