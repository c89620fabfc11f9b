/**
 * Sticky 4rem header (SPEC 2.2): the seven nav links with the active one
 * marked, the search entry (an island: a link to /search until it opens the
 * search dialog), Client Login (hidden below the small breakpoint), Schedule a
 * Pickup, and below the nav breakpoint the mobile menu island.
 *
 * The nav breakpoint (`nav:`, 70rem = 1120px, global.css) is where the whole bar fits
 * with room to spare: in Inter it needs about 1085px (logo 122, links 556, search 40,
 * Client Login and Schedule a Pickup 261, gaps and padding 106). Below 400px the logo
 * shrinks and the controls close up, below 384px the logo drops its mark, and below
 * 360px the name and the side padding shrink too, so that the brand name, search,
 * Schedule a Pickup and the menu button fit at 320px (tests/e2e/overflow.spec.ts
 * checks every width).
 */
import { Island } from "../../islands/island";
import { isActive } from "../../lib/active";
import { cn } from "../../lib/cn";
import { phoneHref, phoneText } from "../../lib/contact";
import { hrefOf } from "../../lib/link-target";
import type { Content } from "../../model/schema";
import { paths, SEARCH_ENGINE } from "../../paths";
import { useSite, useUrl } from "../../site-context";
import { ButtonLink } from "../ui/button";
import { SiteLink } from "../ui/site-link";
import { Logo } from "./logo";

export const CLIENT_LOGIN = { name: "Client Login", href: paths["client-login"] } as const;
const PICKUP = "Schedule a Pickup";

/**
 * What makes one page's header differ from another's (besides the base path): which of its
 * links is current, and whether it is the search page. Pages with the same variant share one
 * rendered header (renderRoute).
 */
export function headerVariant(path: string, { site, services }: Pick<Content, "site" | "services">): string {
  const current = [...site.nav.map((item) => hrefOf(item.to, services)), CLIENT_LOGIN.href].map((href) =>
    isActive(href, path) ? "1" : "0",
  );
  // The search page's entry opens the dialog as soon as it loads.
  return `${current.join("")}${path === paths.search ? "s" : ""}`;
}

export function Header() {
  const { path, content } = useSite();
  const { site, services } = content;
  const url = useUrl();
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-3 min-[22.5rem]:px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Logo compact />
        <nav aria-label="Main" className="hidden nav:block">
          <ul className="flex items-center gap-1">
            {site.nav.map((item) => {
              const href = hrefOf(item.to, services);
              const active = isActive(href, path);
              return (
                <li key={href}>
                  <SiteLink
                    to={href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600",
                      active
                        ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8"
                        : "text-slate-700",
                    )}
                  >
                    {item.name}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-1 min-[25rem]:gap-2">
          <Island
            name="site-search"
            when={path === paths.search ? "load" : "interaction"}
            props={{
              href: url(paths.search),
              engine: url(SEARCH_ENGINE),
              base: url("/"),
              openOnLoad: path === paths.search,
            }}
          />
          <ButtonLink
            to={CLIENT_LOGIN.href}
            variant="ghost"
            size="sm"
            className="hidden sm:inline-flex"
            aria-current={isActive(CLIENT_LOGIN.href, path) ? "page" : undefined}
          >
            {CLIENT_LOGIN.name}
          </ButtonLink>
          <ButtonLink
            to={paths["schedule-pickup"]}
            variant="cta"
            size="sm"
            className="px-2.5 min-[22.5rem]:px-3"
          >
            {PICKUP}
          </ButtonLink>
          <Island
            name="mobile-menu"
            when="interaction"
            props={{
              links: site.nav.map((item) => ({
                name: item.name,
                href: url(hrefOf(item.to, services)),
                current: isActive(hrefOf(item.to, services), path),
              })),
              clientLogin: {
                name: CLIENT_LOGIN.name,
                href: url(CLIENT_LOGIN.href),
                current: isActive(CLIENT_LOGIN.href, path),
              },
              pickup: { name: PICKUP, href: url(paths["schedule-pickup"]) },
              search: { name: "Search", href: url(paths.search) },
              phone: { text: phoneText(site.phone), href: phoneHref(site.phone) },
            }}
          />
        </div>
      </div>
    </header>
  );
}
