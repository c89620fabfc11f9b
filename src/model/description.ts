/**
 * A page's description: what search results show under its title, and share previews under
 * theirs. A post's is its `description`, else its excerpt, which its card and the feed show
 * whole; results cut either at about DESCRIPTION_MAX characters.
 */
import type { Post } from "./schema";

/**
 * Characters of a meta description that search results show: Google cuts the rest at about
 * this many. A post's `description` may not be longer (src/model/schema.ts); an excerpt or a
 * legal page's description that is, and stands as its page's description, is warned of
 * (build/2-content/warnings.ts).
 */
export const DESCRIPTION_MAX = 160;

/** What a post's page gives as its description (meta, share tags, structured data). */
export function postDescription(post: Pick<Post, "description" | "excerpt">): string {
  return post.description ?? post.excerpt;
}
