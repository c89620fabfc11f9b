/** /blog/category/{category} (SPEC 2.8): the capitalised title, '{n} article(s) in this category', the cards. */

import { PageHero } from "../../components/blocks/page-hero";
import { BlogGrid } from "../../components/blog/blog-card";
import type { Content } from "../../content/schema";
import { categoryTitle } from "../../content/slugs";
import { countLabel } from "../../lib/plural";
import { paths } from "../../paths";
import { useSite } from "../../site-context";
import type { PageRoute as Route } from "../page";
import { definePage } from "../page";

export function categoryFor(route: Route, content: Content) {
  const slug = route.slug ?? "";
  return { title: categoryTitle(slug), posts: content.posts.filter((post) => post.categorySlug === slug) };
}

export function categoryCountText(count: number): string {
  return `${countLabel(count, "article")} in this category`;
}

function BlogCategory({ route }: { route: Route }) {
  const { content } = useSite();
  const category = categoryFor(route, content);
  return (
    <>
      <PageHero
        eyebrow="Blog category"
        title={category.title}
        lead={categoryCountText(category.posts.length)}
      />
      <section
        aria-label={`${category.title} articles`}
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      >
        <BlogGrid posts={category.posts} headingLevel={2} />
      </section>
    </>
  );
}

export const blogCategoryPage = definePage({
  id: "blog-category",
  search: false,
  path: paths["blog-category"],
  slugs: (content) => content.posts.map((post) => post.categorySlug),
  head: (route, content) => {
    const category = categoryFor(route, content);
    return {
      title: `${category.title} Articles`,
      description: `${categoryCountText(category.posts.length)}: practical guidance on ${category.title.toLowerCase()} for IT, security, compliance and facilities teams.`,
    };
  },
  Page: BlogCategory,
});
