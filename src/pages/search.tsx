/**
 * The search page (/search): where the header's search entry leads without JavaScript.
 * It says search needs JavaScript and lists the blog and the services instead; with
 * JavaScript the header's search island opens the dialog here at once (see header.tsx).
 * Left out of the search index and of search engines (noindex, not in the sitemap): it has nothing to find.
 */
import { SiteLink } from "../components/ui/site-link";
import { hrefOf } from "../lib/link-target";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

function SearchPage() {
  const { copy, services } = useSite().content;
  const { search } = copy;
  const link = "font-semibold text-brand-700 underline-offset-4 hover:underline";
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{search.title}</h1>
      <noscript>
        <p className="mt-6 text-lg leading-8 text-slate-700" data-search-noscript="">
          {search.noScript}
        </p>
      </noscript>
      <p
        className="mt-6 text-lg leading-8 text-slate-700 [@media(scripting:none)]:hidden"
        data-search-script=""
      >
        {search.withScript}
      </p>
      <ul className="mt-6 space-y-3 text-lg">
        <li>
          <SiteLink to={hrefOf(search.blog.to, services)} className={link}>
            {search.blog.label}
          </SiteLink>
        </li>
      </ul>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">{search.servicesTitle}</h2>
      <ul className="mt-4 space-y-3 text-lg">
        <li>
          <SiteLink to={hrefOf(search.servicesOverview.to, services)} className={link}>
            {search.servicesOverview.label}
          </SiteLink>
        </li>
        {services.map((service) => (
          <li key={service.id}>
            <SiteLink to={paths.service(service)} className={link}>
              {service.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const searchPage = definePage({
  id: "search",
  path: paths.search,
  search: false,
  noindex: true,
  head: (_route, content) => content.copy.search.meta,
  Page: SearchPage,
});
