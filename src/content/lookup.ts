/**
 * Lookups that every article page makes, indexed once per post list: a site of
 * thousands of posts would otherwise scan the whole list for each page.
 */
const bySlug = new WeakMap<readonly object[], Map<string, unknown>>();

/** The post with this slug, or undefined. */
export function postBySlug<T extends { slug: string }>(posts: readonly T[], slug: string): T | undefined {
  let index = bySlug.get(posts) as Map<string, T> | undefined;
  if (!index) {
    index = new Map(posts.map((post) => [post.slug, post]));
    bySlug.set(posts, index as Map<string, unknown>);
  }
  return index.get(slug);
}
