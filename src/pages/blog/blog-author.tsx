/**
 * /blog/author/{authorSlug} (SPEC 2.8): photo or initials, name, role, 'Articles by {author} ({count})'
 * (all of them), the cards; beyond PAGE_SIZE continued on /blog/author/{authorSlug}/page/N.
 * Its header is the blog's and the categories' (ListHeader): one treatment for the blog's lists.
 */
import { ListHeader } from "../../components/blocks/list-header";
import { Avatar } from "../../components/blog/avatar";
import { BlogGrid } from "../../components/blog/blog-card";
import { Pagination } from "../../components/ui/pagination";
import { Unbroken } from "../../components/ui/unbroken";
import { pageSlice } from "../../lib/pagination";
import { authorByName, postsByAuthorSlug } from "../../model/lookup";
import type { Content } from "../../model/schema";
import { paths } from "../../paths";
import { useSite } from "../../site-context";
import type { PageRoute as Route } from "../page";
import { definePage } from "../page";

export function authorFor(slug: string | undefined, content: Content) {
  const posts = postsByAuthorSlug(content.posts, slug ?? "");
  const first = posts[0];
  if (!first) throw new Error(`No posts by the author "${slug}"`);
  const author = authorByName(content.authors, first.author);
  return {
    name: first.author,
    role: author?.role,
    bio: author?.bio,
    image: author?.image,
    posts,
  };
}

function BlogAuthor({ route }: { route: Route }) {
  const { content } = useSite();
  const author = authorFor(route.slug, content);
  return (
    <>
      <ListHeader
        eyebrow="Author"
        title={author.name}
        lead={author.role ?? ""}
        media={
          <Avatar
            name={author.name}
            image={author.image}
            size="lg"
            className="size-16 text-2xl sm:size-24 sm:text-3xl"
          />
        }
      >
        {author.bio ? (
          <p className="mt-3 max-w-2xl leading-7 text-slate-700">
            <Unbroken>{author.bio}</Unbroken>
          </p>
        ) : null}
      </ListHeader>
      <section aria-labelledby="author-articles" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="author-articles" className="text-2xl font-bold tracking-tight text-slate-900">
          Articles by {author.name} ({author.posts.length})
        </h2>
        <div className="mt-8">
          <BlogGrid opensPage posts={pageSlice(author.posts, route.paging?.page ?? 1)} />
        </div>
        <Pagination paging={route.paging} />
      </section>
    </>
  );
}

export const blogAuthorPage = definePage({
  id: "blog-author",
  search: false,
  path: paths["blog-author"],
  slugs: (content) => content.posts.map((post) => post.authorSlug),
  listed: (content, slug) => authorFor(slug, content).posts.length,
  head: (route, content) => {
    const author = authorFor(route.slug, content);
    return {
      title: `Articles by ${author.name}`,
      description: `${author.name}, ${author.role}: ${author.posts.length} articles on IT asset disposition, data security, compliance and sustainability.`,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "ProfilePage",
          mainEntity: {
            "@type": "Person",
            name: author.name,
            jobTitle: author.role,
            description: author.bio,
          },
        },
      ],
    };
  },
  crumb: (slug, content) => authorFor(slug, content).name,
  Page: BlogAuthor,
});
