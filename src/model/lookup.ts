/**
 * Lookups that every article page makes, indexed once per post list: a site of
 * thousands of posts would otherwise scan the whole list for each page.
 */
type Index<V> = WeakMap<readonly object[], Map<string, V>>;

/** The index of `list` in `cache`, built on first use. */
function indexOnce<T extends object, V>(cache: Index<V>, list: readonly T[], build: () => Map<string, V>) {
  let index = cache.get(list);
  if (!index) {
    index = build();
    cache.set(list, index);
  }
  return index;
}

const bySlug: Index<unknown> = new WeakMap();
const byCategory: Index<unknown[]> = new WeakMap();

/** The post with this slug, or undefined. */
export function postBySlug<T extends { slug: string }>(posts: readonly T[], slug: string): T | undefined {
  const index = indexOnce(bySlug, posts, () => new Map(posts.map((post) => [post.slug, post])));
  return index.get(slug) as T | undefined;
}

/** The posts of one category, in list order. */
export function postsInCategory<T extends { category: string }>(posts: readonly T[], category: string): T[] {
  const index = indexOnce(byCategory, posts, () => groupBy(posts, (post) => post.category));
  return (index.get(category) ?? []) as T[];
}

const byName: Index<unknown> = new WeakMap();

/** The author of this name in content/authors.json (the build checks that every post's author is there). */
export function authorByName<T extends { name: string }>(authors: readonly T[], name: string): T | undefined {
  const index = indexOnce(byName, authors, () => new Map(authors.map((author) => [author.name, author])));
  return index.get(name) as T | undefined;
}

const byCategorySlug: Index<unknown[]> = new WeakMap();
const byAuthorSlug: Index<unknown[]> = new WeakMap();

function groupBy<T>(posts: readonly T[], key: (post: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const post of posts) {
    const group = groups.get(key(post));
    if (group) group.push(post);
    else groups.set(key(post), [post]);
  }
  return groups;
}

/** The posts of one category slug (a category page's list), in list order. */
export function postsInCategorySlug<T extends { categorySlug: string }>(
  posts: readonly T[],
  slug: string,
): T[] {
  const index = indexOnce(byCategorySlug, posts, () => groupBy(posts, (post) => post.categorySlug));
  return (index.get(slug) ?? []) as T[];
}

/** The posts of one author slug (an author page's list), in list order. */
export function postsByAuthorSlug<T extends { authorSlug: string }>(posts: readonly T[], slug: string): T[] {
  const index = indexOnce(byAuthorSlug, posts, () => groupBy(posts, (post) => post.authorSlug));
  return (index.get(slug) ?? []) as T[];
}
