/**
 * Up to `limit` other posts of the same category, in the order given (newest first);
 * never the post itself (SPEC 2.8). Stops at `limit`, so a long category costs nothing extra.
 */
export function relatedPosts<T extends { slug: string; category: string }>(
  post: T,
  posts: readonly T[],
  limit = 3,
): T[] {
  const related: T[] = [];
  for (const other of posts) {
    if (related.length === limit) break;
    if (other.category === post.category && other.slug !== post.slug) related.push(other);
  }
  return related;
}
