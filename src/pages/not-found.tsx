/** 404 (SPEC 2.15), written to 404.html; blog variants are picked in the browser (see not-found-content). */
import { Island } from "../islands/island";
import { hrefOf } from "../lib/link-target";
import type { LinkItem } from "../model/copy";
import { paths } from "../paths";
import { useSite, useUrl } from "../site-context";
import { definePage } from "./page";

function NotFound() {
  const { basePath, content } = useSite();
  const { notFound } = content.copy;
  const url = useUrl();
  const link = (item: LinkItem) => ({ label: item.label, href: url(hrefOf(item.to, content.services)) });
  return (
    <Island
      name="not-found"
      when="load"
      props={{
        basePath,
        code: notFound.code,
        generic: { title: notFound.title, text: notFound.text },
        variants: {
          post: notFound.blog.post,
          author: notFound.blog.author,
          category: notFound.blog.category,
        },
        primary: link(notFound.primary),
        secondary: link(notFound.secondary),
        blogButton: link(notFound.blog.button),
        popular: { title: notFound.popular.title, items: notFound.popular.items.map(link) },
      }}
    />
  );
}

export const notFoundPage = definePage({
  id: "not-found",
  path: paths["not-found"],
  noindex: true,
  head: (_route, content) => content.copy.notFound.meta,
  Page: NotFound,
});
