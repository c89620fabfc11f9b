/** Up to `limit` other posts of the same category, newest first; never the post itself (SPEC 2.8). */
export function relatedPosts<T extends { slug: string; category: string }>(
  post: T,
  posts: readonly T[],
  limit = 3,
): T[] {
  return posts
    .filter((other) => other.category === post.category && other.slug !== post.slug)
    .slice(0, limit);
}
