/**
 * /blog/{slug} (SPEC 2.8): back link, category badge, title, author with avatar linking to the
 * author page, date, read time, share links, then the header image, the markdown body, the author
 * box, up to 3 related posts and the site's call to action.
 * The header image is the cover shown whole, at its own ratio, as wide as the article's column and
 * at most 400 px high (SPEC 9's "400px high" as its limit): never enlarged, never cropped.
 */
import ArrowLeft from "lucide-react/icons/arrow-left";
import Mail from "lucide-react/icons/mail";
import { CtaBanner } from "../../components/blocks/cta-banner";
import { Avatar } from "../../components/blog/avatar";
import { BlogGrid } from "../../components/blog/blog-card";
import { CategoryBadge } from "../../components/blog/category-badge";
import { CoverImage } from "../../components/blog/cover";
import { ProseHtml } from "../../components/ui/prose-html";
import { SiteLink } from "../../components/ui/site-link";
import { Unbroken } from "../../components/ui/unbroken";
import { relatedPosts } from "../../lib/related";
import { type Absolute, organizationRef } from "../../lib/structured-data";
import { absoluteUrl } from "../../lib/url";
import { postDescription } from "../../model/description";
import { headerCoverSizes } from "../../model/images";
import { authorByName, postBySlug, postsInCategory } from "../../model/lookup";
import { type Author, type Content, lastModified, type Post } from "../../model/schema";
import { paths } from "../../paths";
import { useSite } from "../../site-context";
import type { PageRoute as Route } from "../page";
import { definePage } from "../page";

export function postFor(slug: string | undefined, content: Content): Post {
  const post = postBySlug(content.posts, slug ?? "");
  if (!post) throw new Error(`No post with slug "${slug}"`);
  return post;
}

/** Share links built from the canonical URL (SPEC 2.8: LinkedIn, Twitter/X, e-mail). */
export function shareLinks(title: string, canonical: string) {
  const u = encodeURIComponent(canonical);
  const t = encodeURIComponent(title);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    email: `mailto:?subject=${t}&body=${u}`,
  };
}

function LinkedInLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20.45 20.45h-3.56v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.95v5.66H9.34V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z"
      />
    </svg>
  );
}

function XLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18.9 2H22l-6.8 7.8L23.2 22h-6.3l-4.9-6.4L6.4 22H3.3l7.3-8.3L1 2h6.4l4.4 5.8L18.9 2Zm-1.1 18h1.7L6.3 3.9H4.5L17.8 20Z"
      />
    </svg>
  );
}

/**
 * What `npm run dev` shows above a post the site does not publish yet; a production
 * build never renders one (build/2-content/publication.ts holds those posts back).
 */
export function UnpublishedBanner({ post }: { post: Post }) {
  if (post.publication === "published") return null;
  return (
    <div data-unpublished={post.publication} className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="mx-auto max-w-3xl px-4 py-3 text-sm sm:px-6">
        {post.publication === "draft" ? (
          <>
            <strong className="font-bold">Draft</strong>: not published. Its frontmatter says{" "}
            <code>draft: true</code>, so only <code>npm run dev</code> shows it.
          </>
        ) : (
          <>
            <strong className="font-bold">
              Scheduled for <time dateTime={post.date}>{post.dateText}</time>
            </strong>
            : not published yet. The site&apos;s daily build publishes it on that day.
          </>
        )}
      </p>
    </div>
  );
}

function BlogPost({ route }: { route: Route }) {
  const { content, siteUrl, basePath } = useSite();
  const post = postFor(route.slug, content);
  const author = authorByName(content.authors, post.author);
  const share = shareLinks(post.title, absoluteUrl(siteUrl, basePath, route.path));
  const related = relatedPosts(post, postsInCategory(content.posts, post.category));
  const shareClass =
    "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <>
      <article>
        <UnpublishedBanner post={post} />
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {/* Search indexes the title and the text, not the links and byline around them. */}
          <SiteLink
            to={paths.blog}
            data-pagefind-ignore=""
            className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Blog
          </SiteLink>
          <header className="mt-6">
            <div data-pagefind-ignore="" className="flex">
              <CategoryBadge category={post.category} />
            </div>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
              <Unbroken>{post.title}</Unbroken>
            </h1>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4" data-pagefind-ignore="">
              <div className="flex items-center gap-3">
                <Avatar name={post.author} image={post.authorImage ?? author?.image} size="sm" />
                <div className="text-sm">
                  <SiteLink
                    to={paths["blog-author"]({ slug: post.authorSlug })}
                    className="font-semibold text-slate-900 hover:text-brand-800 hover:underline"
                  >
                    {post.author}
                  </SiteLink>
                  <p className="text-slate-600">
                    <time dateTime={post.date}>{post.dateText}</time>{" "}
                    {post.updatedText ? (
                      <>
                        <span className="whitespace-nowrap">
                          <span aria-hidden="true">· </span>
                          Updated <time dateTime={post.updated}>{post.updatedText}</time>
                        </span>{" "}
                      </>
                    ) : null}
                    <span className="whitespace-nowrap">
                      <span aria-hidden="true">· </span>
                      {post.readTime} read
                    </span>
                  </p>
                </div>
              </div>
              <ul className="flex items-center gap-2">
                <li>
                  <a href={share.linkedin} className={shareClass} rel="noopener" target="_blank">
                    <LinkedInLogo />
                    <span className="sr-only">Share on LinkedIn (opens in a new tab)</span>
                  </a>
                </li>
                <li>
                  <a href={share.twitter} className={shareClass} rel="noopener" target="_blank">
                    <XLogo />
                    <span className="sr-only">Share on Twitter/X (opens in a new tab)</span>
                  </a>
                </li>
                <li>
                  <a href={share.email} className={shareClass}>
                    <Mail className="size-4" aria-hidden="true" />
                    <span className="sr-only">Share by e-mail</span>
                  </a>
                </li>
              </ul>
            </div>
          </header>
          <div data-cover="" className="mt-8">
            <CoverImage
              image={post.image}
              alt={post.imageAlt}
              sizes={headerCoverSizes}
              loading="priority"
              className="h-auto max-h-[400px] w-full rounded-xl bg-transparent object-contain"
            />
          </div>
          <ProseHtml className="prose-content mt-10" html={post.html} />
          <aside
            aria-labelledby="author-box-title"
            className="mt-14 flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:gap-5"
          >
            <Avatar name={post.author} image={post.authorImage ?? author?.image} size="md" />
            <div data-author-bio="">
              <h2 id="author-box-title" className="text-lg font-semibold text-slate-900">
                About {post.author}
              </h2>
              <p className="text-sm font-medium text-slate-600">{author?.role}</p>
              {author ? (
                <p className="mt-3 leading-7 text-slate-700">
                  <Unbroken>{author.bio}</Unbroken>
                </p>
              ) : null}
              <SiteLink
                to={paths["blog-author"]({ slug: post.authorSlug })}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                More articles by {post.author}
              </SiteLink>
            </div>
          </aside>
        </div>
        {related.length ? (
          <section aria-labelledby="related-title" className="bg-slate-50">
            <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
              <h2 id="related-title" className="text-2xl font-bold tracking-tight text-slate-900">
                Related Articles
              </h2>
              <div className="mt-8" data-related>
                <BlogGrid posts={related} scroll />
              </div>
            </div>
          </section>
        ) : null}
      </article>
      {/* What to do next, after the reading: the site's call to action (not indexed with the article's text). */}
      <div data-pagefind-ignore="" data-after-article="">
        <CtaBanner title={content.copy.shared.ctaBanner.title} text={content.copy.shared.ctaBanner.text} />
      </div>
    </>
  );
}

/** What an article's share card shows, in words (its og:image:alt). */
export function shareCardAlt(post: Pick<Post, "title" | "category">, brand: string): string {
  return `\u201c${post.title}\u201d, a ${post.category} article on the ${brand} blog`;
}

/**
 * BlogPosting structured data: the author with the URL of their page, where their articles are;
 * the publisher, the Organization, by reference (src/lib/structured-data.ts).
 */
export function blogPostingJsonLd(
  post: Post,
  author: Author | undefined,
  { canonical, absolute }: { canonical: string; absolute: Absolute },
): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: postDescription(post),
    image: absolute(post.image),
    datePublished: post.date,
    dateModified: lastModified(post),
    author: {
      "@type": "Person",
      name: post.author,
      jobTitle: author?.role,
      url: absolute(paths["blog-author"]({ slug: post.authorSlug })),
    },
    publisher: organizationRef(absolute),
    mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
    articleSection: post.category,
    wordCount: post.words,
  };
}

export const blogPostPage = definePage({
  id: "blog-post",
  searchAs: () => ({ type: "Article" }),
  path: paths["blog-post"],
  slugs: (content) => content.posts.map((post) => post.slug),
  head: (route, content) => {
    const post = postFor(route.slug, content);
    return {
      title: post.title,
      description: postDescription(post),
      ogType: "article",
      // Only `npm run dev` renders an unpublished post: never to be indexed.
      noindex: post.publication !== "published",
      image: post.image,
      imageAlt: post.imageAlt,
      // Shared as its card (build/3-assets/images.ts): the logo, the category and the title over the cover.
      shareCard: { key: post.slug, alt: shareCardAlt(post, content.site.brand) },
      jsonLdFor: ({ canonical, absolute }) => [
        blogPostingJsonLd(post, authorByName(content.authors, post.author), { canonical, absolute }),
      ],
      extra: [
        { tag: "meta", attrs: { property: "article:published_time", content: post.date } },
        { tag: "meta", attrs: { property: "article:section", content: post.category } },
        { tag: "meta", attrs: { property: "article:author", content: post.author } },
      ],
    };
  },
  Page: BlogPost,
  crumb: (slug, content) => postFor(slug, content).title,
  lastModified: (route, content) => lastModified(postFor(route.slug, content)),
  source: (route, content) => postFor(route.slug, content).file,
});
