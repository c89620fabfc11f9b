/**
 * /blog/category/{category} (SPEC 2.8): the capitalised title, '{n} article(s) in this category'
 * (all of them), the cards; beyond PAGE_SIZE continued on /blog/category/{category}/page/N.
 * Its header is the list pages' compact one (ListHeader), with the category's own mark.
 */

import { Art } from "../../components/art/art";
import type { ArtName } from "../../components/art/catalog";
import { ListHeader } from "../../components/blocks/list-header";
import { BlogGrid } from "../../components/blog/blog-card";
import { Pagination } from "../../components/ui/pagination";
import { pageSlice } from "../../lib/pagination";
import { countLabel } from "../../lib/plural";
import type { Category } from "../../model/categories";
import { postsInCategorySlug } from "../../model/lookup";
import type { Content } from "../../model/schema";
import { categoryTitle } from "../../model/slugs";
import { paths } from "../../paths";
import { useSite } from "../../site-context";
import type { PageRoute as Route } from "../page";
import { definePage } from "../page";

/**
 * Each category's mark in its header: the motif its covers lead with, on its tints
 * (build/tools/art/scenes.ts). Its own: no service's scene, which stays on the service's page.
 */
export const categoryArt: Record<Category, ArtName> = {
  Security: "category-security",
  Sustainability: "category-sustainability",
  "Data Center": "category-data-center",
  Mobility: "category-mobility",
  Compliance: "category-compliance",
};

export function categoryFor(slug: string | undefined, content: Content) {
  const posts = postsInCategorySlug(content.posts, slug ?? "");
  const first = posts[0];
  return {
    title: categoryTitle(slug ?? ""),
    posts,
    art: first ? categoryArt[first.category] : undefined,
  };
}

export function categoryCountText(count: number): string {
  return `${countLabel(count, "article")} in this category`;
}

function BlogCategory({ route }: { route: Route }) {
  const { content } = useSite();
  const category = categoryFor(route.slug, content);
  const page = route.paging?.page ?? 1;
  return (
    <>
      <ListHeader
        eyebrow="Blog category"
        title={category.title}
        lead={categoryCountText(category.posts.length)}
        media={category.art ? <Art name={category.art} priority className="size-16 sm:size-24" /> : null}
      />
      <section
        aria-label={`${category.title} articles${page > 1 ? `, page ${page}` : ""}`}
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      >
        <BlogGrid opensPage posts={pageSlice(category.posts, page)} headingLevel={2} />
        <Pagination paging={route.paging} />
      </section>
    </>
  );
}

export const blogCategoryPage = definePage({
  id: "blog-category",
  search: false,
  path: paths["blog-category"],
  slugs: (content) => content.posts.map((post) => post.categorySlug),
  listed: (content, slug) => categoryFor(slug, content).posts.length,
  head: (route, content) => {
    const category = categoryFor(route.slug, content);
    return {
      title: `${category.title} Articles`,
      description: `${categoryCountText(category.posts.length)}: practical guidance on ${category.title.toLowerCase()} for IT, security, compliance and facilities teams.`,
    };
  },
  Page: BlogCategory,
});
