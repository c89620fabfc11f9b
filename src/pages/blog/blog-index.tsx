/**
 * /blog (SPEC 2.8): category chips (All plus each category) and the card grid, newest first.
 * Up to PAGE_SIZE posts it is one page whose chips filter the grid in place (the blog-filter
 * island). Beyond that it continues on /blog/page/N (src/lib/pagination.ts) and the chips stay
 * links to the category pages, All to /blog: a page holds only part of the list, so filtering
 * it in place would hide the rest. Those pages load no filter script.
 */

import { ListHeader } from "../../components/blocks/list-header";
import { BlogGrid } from "../../components/blog/blog-card";
import BlogFilter, { type BlogFilterProps } from "../../components/blog-filter";
import { Pagination } from "../../components/ui/pagination";
import { Island } from "../../islands/island";
import { pageSlice } from "../../lib/pagination";
import { categories } from "../../model/categories";
import { categorySlug } from "../../model/slugs";
import { FEED_PATH, paths } from "../../paths";
import { useSite, useUrl } from "../../site-context";
import type { PageRoute as Route } from "../page";
import { definePage } from "../page";

export const blogCopy = {
  title: "Insights on IT Asset Disposition, Data Security and Sustainability",
  lead: "Practical guidance for IT, security, compliance and facilities teams: how to retire hardware safely, meet the regulations that apply to you, recover value and report the environmental results.",
  description:
    "Guides on data destruction, NIST 800-88, ITAD vendor selection, data center decommissioning, mobile device lifecycles and e-waste sustainability.",
};

function BlogIndex({ route }: { route: Route }) {
  const { content, routes } = useSite();
  const url = useUrl();
  const present = categories.filter((category) =>
    routes.has(paths["blog-category"]({ slug: categorySlug(category) })),
  );
  const paging = route.paging ?? { page: 1, pages: 1, path: paths.blog };
  const filter: BlogFilterProps = {
    allHref: url(paths.blog),
    allCurrent: paging.page === 1,
    total: content.posts.length,
    categories: present.map((category) => ({
      label: category,
      slug: categorySlug(category),
      href: url(paths["blog-category"]({ slug: categorySlug(category) })),
    })),
  };
  return (
    <>
      <ListHeader eyebrow="Blog" title={blogCopy.title} lead={blogCopy.lead} />
      <section aria-labelledby="articles-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="articles-title" className="sr-only">
          {paging.pages === 1 ? "Articles" : `Articles, page ${paging.page} of ${paging.pages}`}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-4">
          {paging.pages === 1 ? <Island name="blog-filter" props={filter} /> : <BlogFilter {...filter} />}
          <a
            href={url(FEED_PATH)}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            RSS feed
          </a>
        </div>
        <div className="mt-8">
          <BlogGrid opensPage posts={pageSlice(content.posts, paging.page)} />
        </div>
        <Pagination paging={route.paging} />
      </section>
    </>
  );
}

export const blogIndexPage = definePage({
  id: "blog",
  search: false,
  path: paths.blog,
  listed: (content) => content.posts.length,
  head: () => ({
    title: "Blog: ITAD, Data Security & Sustainability Insights",
    description: blogCopy.description,
  }),
  Page: BlogIndex,
});
