import type { Post } from "../../content/schema";
import { paths } from "../../paths";
import { SiteLink } from "../ui/site-link";
import { CategoryBadge } from "./category-badge";

/**
 * Blog card (SPEC 2.3): category badge, title, excerpt, author, date, read time, link to the article.
 * The whole card opens the article through the title link's ::after, which covers the card; the
 * badge is a link of its own beside it, never inside it (links do not nest), raised above that cover.
 */
export function BlogCard({ post, headingLevel = 3 }: { post: Post; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <CategoryBadge category={post.category} className="relative z-10" />
      <Heading className="mt-4 text-xl font-semibold leading-snug text-slate-900">
        <SiteLink
          to={paths["blog-post"](post.slug)}
          className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {post.title}
        </SiteLink>
      </Heading>
      <p className="mt-3 flex-1 leading-7 text-slate-600">{post.excerpt}</p>
      <p className="mt-6 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{post.author}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={post.date}>{post.dateText}</time>
        <span aria-hidden="true"> · </span>
        <span>{post.readTime} read</span>
      </p>
    </article>
  );
}

export function BlogGrid({ posts, headingLevel = 3 }: { posts: readonly Post[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-post-grid={posts.length}>
      {posts.map((post) => (
        <li key={post.slug} data-post-category={post.categorySlug}>
          <BlogCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
