import { cn } from "../../lib/cn";
import { wideCardAttributes } from "../../lib/grid-rows";
import type { Post } from "../../model/schema";
import { paths } from "../../paths";
import { SiteLink } from "../ui/site-link";
import { Unbroken } from "../ui/unbroken";
import { CategoryBadge } from "./category-badge";
import { CoverImage } from "./cover";

/**
 * The card's width in the grid: one column on phones, two from md, three from lg (max-w-7xl);
 * a wide card (src/lib/grid-rows.ts) the whole row at md, half of it at lg.
 */
const CARD_SIZES = "(min-width: 1280px) 384px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw";
const WIDE_CARD_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw";

/**
 * A cell of the grid: three cards a row at lg are two of its six tracks each; a card marked wide
 * (data-wide-md, data-wide-lg: src/lib/grid-rows.ts) spans the row at md, three tracks at lg.
 * The blog's filter moves the marks to the cards it shows (src/components/blog-filter.tsx).
 */
export const CARD_CELL = "lg:col-span-2 md:data-wide-md:col-span-2 lg:data-wide-lg:col-span-3";

/**
 * Blog card (SPEC 2.3): the post's cover as a thumbnail, category badge, title, excerpt, author,
 * date, read time, link to the article.
 * The whole card opens the article through the title link's ::after, which covers the card; the
 * badge is a link of its own beside it, never inside it (links do not nest), raised above that cover.
 * Each part of the meta line keeps its words together, so a line breaks between them, never
 * inside one ("6 min" / "read"). In `npm run dev` a post that is not out yet says so on its card
 * (UnpublishedMark).
 */
export function BlogCard({
  post,
  headingLevel = 3,
  eager = false,
  wide = false,
}: {
  post: Post;
  headingLevel?: 2 | 3;
  /** The cover loads at once, not lazily (see CoverImage). */
  eager?: boolean;
  /** The card may be drawn wider than a column (its cover's sizes say so). */
  wide?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <CoverImage
        image={post.image}
        alt=""
        sizes={wide ? WIDE_CARD_SIZES : CARD_SIZES}
        className="aspect-[40/21] w-full object-cover"
        loading={eager ? "eager" : "lazy"}
      />
      <div className="flex flex-1 flex-col p-6">
        <CategoryBadge category={post.category} className="relative z-10" />
        <UnpublishedMark post={post} />
        <Heading className="mt-4 text-xl font-semibold leading-snug text-slate-900">
          <SiteLink
            to={paths["blog-post"](post)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Unbroken>{post.title}</Unbroken>
          </SiteLink>
        </Heading>
        <p className="mt-3 flex-1 leading-7 text-slate-600">
          <Unbroken>{post.excerpt}</Unbroken>
        </p>
        <p className="mt-6 text-sm text-slate-600">
          {/* A line breaks before a separator, never after it: no "·" left dangling at a line's end. */}
          <span className="font-medium text-slate-800">{post.author}</span>{" "}
          <span className="whitespace-nowrap">
            <span aria-hidden="true">· </span>
            <time dateTime={post.date}>{post.dateText}</time>
          </span>{" "}
          <span className="whitespace-nowrap">
            <span aria-hidden="true">· </span>
            {post.readTime} read
          </span>
        </p>
      </div>
    </article>
  );
}

/**
 * "Draft" or "Scheduled for June 8, 2026" on the card of a post that is not out: only `npm run
 * dev` (or a build with --drafts) lists one, beside published posts that look the same
 * otherwise. In words, not a colour alone, so that it reads the same to everyone; a production
 * build lists published posts only, and never shows it (the post page's banner says more:
 * UnpublishedBanner).
 */
function UnpublishedMark({ post }: { post: Post }) {
  if (post.publication === "published") return null;
  return (
    <p
      data-unpublished-mark={post.publication}
      className="mt-3 self-start rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-950"
    >
      {post.publication === "draft" ? (
        "Draft"
      ) : (
        <>
          Scheduled for <time dateTime={post.date}>{post.dateText}</time>
        </>
      )}
    </p>
  );
}

/**
 * The cards in a grid. `scroll`: on phones, a row that scrolls sideways inside its own box (each
 * card 85% wide, so the next one shows at the edge), instead of a column three screens long;
 * for the short lists (Latest Insights, related articles). The page itself never scrolls sideways.
 * `opensPage`: the list comes right under the page's hero (the blog, a category, an author), so
 * its first cover loads at once instead of lazily.
 */
export function BlogGrid({
  posts,
  headingLevel = 3,
  scroll = false,
  opensPage = false,
}: {
  posts: readonly Post[];
  headingLevel?: 2 | 3;
  scroll?: boolean;
  opensPage?: boolean;
}) {
  return (
    <ul
      className={cn(
        "grid gap-6 md:grid-cols-2 lg:grid-cols-6",
        scroll &&
          "max-md:-mx-4 max-md:flex max-md:snap-x max-md:snap-mandatory max-md:scroll-px-4 max-md:overflow-x-auto max-md:px-4 max-md:pb-3 max-sm:gap-4 sm:max-md:-mx-6 sm:max-md:scroll-px-6 sm:max-md:px-6",
      )}
      data-post-grid={posts.length}
    >
      {posts.map((post, i) => {
        const wide = wideCardAttributes(i, posts.length);
        return (
          <li
            key={post.slug}
            data-post-category={post.categorySlug}
            {...wide}
            className={cn(CARD_CELL, scroll && "max-md:w-[85%] max-md:shrink-0 max-md:snap-start")}
          >
            <BlogCard
              post={post}
              headingLevel={headingLevel}
              eager={opensPage && i === 0}
              wide={Object.keys(wide).length > 0}
            />
          </li>
        );
      })}
    </ul>
  );
}
