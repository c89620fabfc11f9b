/** Client login (SPEC 2.13): a disabled portal login; no login is possible. */
import Lock from "lucide-react/icons/lock";
import { Art } from "../components/art/art";
import { ButtonLink } from "../components/ui/button";
import { emailHref, noWrap, phoneHref } from "../lib/contact";
import { hrefOf } from "../lib/link-target";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

function ClientLogin() {
  const { copy, site, services } = useSite().content;
  const { card, help, links, contactLinks } = copy.clientLogin;
  const input =
    "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-slate-100 px-3 text-slate-500 disabled:cursor-not-allowed";
  return (
    <div className="bg-slate-50 px-4 py-16 sm:px-6 lg:flex lg:items-center lg:justify-center lg:gap-16">
      <Art name="client-login-hero" priority className="hidden w-full max-w-lg lg:block" />
      <section
        aria-labelledby="portal-title"
        className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm lg:mx-0 lg:w-full"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <h1 id="portal-title" className="mt-4 text-center text-2xl font-bold text-slate-900">
          {card.title}
        </h1>
        <p className="mt-1 text-center text-slate-600">{card.subtitle}</p>
        <p className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm leading-6 text-amber-950">
          {card.notice}
        </p>
        <form className="mt-6 space-y-4" aria-label="Client portal login (disabled)">
          <div>
            <label htmlFor="portal-email" className="text-sm font-medium text-slate-900">
              {card.emailLabel}
            </label>
            <input
              id="portal-email"
              name="email"
              type="email"
              autoComplete="email"
              disabled
              className={input}
            />
          </div>
          <div>
            <label htmlFor="portal-password" className="text-sm font-medium text-slate-900">
              {card.passwordLabel}
            </label>
            <input
              id="portal-password"
              name="password"
              type="password"
              autoComplete="current-password"
              disabled
              className={input}
            />
          </div>
          <button
            type="submit"
            disabled
            className="h-11 w-full rounded-md bg-slate-400 font-semibold text-white disabled:cursor-not-allowed"
          >
            {card.button}
          </button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-700">{help}</p>
        <div className="mt-4 flex flex-col gap-3">
          <ButtonLink to={hrefOf(links.schedulePickup.to, services)} variant="cta">
            {links.schedulePickup.label}
          </ButtonLink>
          <ButtonLink to={hrefOf(links.contactManager.to, services)} variant="outline">
            {links.contactManager.label}
          </ButtonLink>
        </div>
        <ul className="mt-6 space-y-2 border-t border-slate-200 pt-6 text-center text-sm">
          <li>
            <a href={emailHref(site.email)} className="text-brand-700 hover:underline">
              {contactLinks.emailLabel}
            </a>
          </li>
          <li>
            <a href={phoneHref(site.phone)} className="text-brand-700 hover:underline">
              {noWrap(contactLinks.phoneLabel)}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}

export const clientLoginPage = definePage({
  id: "client-login",
  path: paths["client-login"],
  head: (_route, content) => content.copy.clientLogin.meta,
  Page: ClientLogin,
});
