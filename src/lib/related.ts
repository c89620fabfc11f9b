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

const byCategory = new WeakMap<readonly object[], Map<string, unknown[]>>();

/** The posts of one category, grouped once per post list (a site of thousands of posts asks for this per post). */
export function postsInCategory<T extends { category: string }>(posts: readonly T[], category: string): T[] {
  let groups = byCategory.get(posts) as Map<string, T[]> | undefined;
  if (!groups) {
    groups = new Map();
    for (const post of posts) {
      const list = groups.get(post.category) ?? [];
      list.push(post);
      groups.set(post.category, list);
    }
    byCategory.set(posts, groups as Map<string, unknown[]>);
  }
  return groups.get(category) ?? [];
}
