/**
 * Breadcrumb on every page but Home (SPEC 2.2): a Home icon link, then one item per segment.
 * The last is the current page (aria-current, darker); a segment that is no page ("Author",
 * "Category") is plain muted text, so it reads as neither a link nor where the visitor is.
 */
import ChevronRight from "lucide-react/icons/chevron-right";
import Home from "lucide-react/icons/house";
import { breadcrumbTrail } from "../../lib/breadcrumbs";
import { useSite } from "../../site-context";
import { SiteLink } from "../ui/site-link";
import { Unbroken } from "../ui/unbroken";

export function Breadcrumb() {
  const { path, routes } = useSite();
  // The same trail as the page's BreadcrumbList (src/lib/structured-data.ts).
  const [home, ...items] = breadcrumbTrail(path, (p) => routes.get(p));
  if (!home?.href) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1.5 px-4 py-3 text-sm text-slate-600 sm:px-6 lg:px-8">
        <li className="flex items-center">
          <SiteLink
            to={home.href}
            className="rounded-sm hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Home className="size-4" aria-hidden="true" />
            <span className="sr-only">{home.label}</span>
          </SiteLink>
        </li>
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1.5">
            <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
            {item.href ? (
              <SiteLink
                to={item.href}
                className="rounded-sm hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Unbroken>{item.label}</Unbroken>
              </SiteLink>
            ) : index === items.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-900">
                <Unbroken>{item.label}</Unbroken>
              </span>
            ) : (
              <span data-crumb="group" className="text-slate-500">
                <Unbroken>{item.label}</Unbroken>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
