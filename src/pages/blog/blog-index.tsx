/** /blog (SPEC 2.8): category chips (All plus each category) and the card grid, newest first. */

import { Art } from "../../components/art/art";
import { PageHero } from "../../components/blocks/page-hero";
import { BlogGrid } from "../../components/blog/blog-card";
import { categories } from "../../content/categories";
import { categorySlug } from "../../content/slugs";
import { Island } from "../../islands/island";
import { FEED_PATH, paths } from "../../paths";
import { useSite, useUrl } from "../../site-context";
import { definePage } from "../page";

export const blogCopy = {
  title: "Insights on IT Asset Disposition, Data Security and Sustainability",
  lead: "Practical guidance for IT, security, compliance and facilities teams: how to retire hardware safely, meet the regulations that apply to you, recover value and report the environmental results.",
  description:
    "Guides on data destruction, NIST 800-88, ITAD vendor selection, data center decommissioning, mobile device lifecycles and e-waste sustainability.",
};

function BlogIndex() {
  const { content, routes } = useSite();
  const url = useUrl();
  const present = categories.filter((category) => routes.has(paths["blog-category"](categorySlug(category))));
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title={blogCopy.title}
        lead={blogCopy.lead}
        visual={<Art name="blog-hero" priority />}
      />
      <section aria-labelledby="articles-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="articles-title" className="sr-only">
          Articles
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Island
            name="blog-filter"
            props={{
              allHref: url(paths.blog),
              total: content.posts.length,
              categories: present.map((category) => ({
                label: category,
                slug: categorySlug(category),
                href: url(paths["blog-category"](categorySlug(category))),
              })),
            }}
          />
          <a
            href={url(FEED_PATH)}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            RSS feed
          </a>
        </div>
        <div className="mt-8">
          <BlogGrid posts={content.posts} />
        </div>
      </section>
    </>
  );
}

export const blogIndexPage = definePage({
  id: "blog",
  search: false,
  path: paths.blog,
  head: () => ({
    title: "Blog: ITAD, Data Security & Sustainability Insights",
    description: blogCopy.description,
  }),
  Page: BlogIndex,
});
