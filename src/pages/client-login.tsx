/**
 * Client login (SPEC 2.13): a portal that is invitation-only on purpose, not a broken page. The
 * card keeps the spec's disabled login, its fields marked as switched off (locked, dashed, with
 * a line that says why); beside it, what invited clients find in the portal and how a client
 * gets access, so that a visitor leaves knowing what to do next.
 */
import Lock from "lucide-react/icons/lock";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Art } from "../components/art/art";
import { IconItem } from "../components/blocks/icon-item";
import { ButtonLink } from "../components/ui/button";
import { Unbroken } from "../components/ui/unbroken";
import { emailHref, noWrap, phoneHref } from "../lib/contact";
import { hrefOf } from "../lib/link-target";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

const NOTE_ID = "portal-disabled-note";

/** A switched-off field: dashed and greyed, with a lock where a value would be typed. */
function LockedField({
  id,
  label,
  type,
  autoComplete,
}: {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name={type}
          type={type}
          autoComplete={autoComplete}
          disabled
          aria-describedby={NOTE_ID}
          className="block h-11 w-full cursor-not-allowed rounded-md border border-dashed border-slate-300 bg-slate-100 px-3 pr-10 text-slate-500"
        />
        <Lock
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

function ClientLogin() {
  const { copy, site, services } = useSite().content;
  const { card, help, links, contactLinks, disabledNote, portal, access } = copy.clientLogin;
  return (
    <div className="bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <section
          aria-labelledby="portal-title"
          className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:mx-0"
        >
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Lock className="size-6" aria-hidden="true" />
          </span>
          <h1 id="portal-title" className="mt-4 text-center text-2xl font-bold text-slate-900">
            {card.title}
          </h1>
          <p className="mt-1 text-center text-slate-600">{card.subtitle}</p>
          <p className="mt-6 flex gap-3 rounded-lg bg-brand-50 p-4 text-sm leading-6 text-slate-800 ring-1 ring-brand-100">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <Unbroken>{card.notice}</Unbroken>
            </span>
          </p>
          <form className="mt-6 space-y-4" aria-label="Client portal login (disabled)">
            <LockedField id="portal-email" label={card.emailLabel} type="email" autoComplete="email" />
            <LockedField
              id="portal-password"
              label={card.passwordLabel}
              type="password"
              autoComplete="current-password"
            />
            <button
              type="submit"
              disabled
              aria-describedby={NOTE_ID}
              className="inline-flex h-11 w-full cursor-not-allowed items-center justify-center gap-2 rounded-md border border-slate-300 bg-slate-200 font-semibold text-slate-600"
            >
              <Lock className="size-4" aria-hidden="true" />
              {card.button}
            </button>
            <p id={NOTE_ID} className="text-sm leading-6 text-slate-600">
              <Unbroken>{disabledNote}</Unbroken>
            </p>
          </form>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <p className="text-center text-sm font-medium text-slate-800">{help}</p>
            <div className="mt-4 flex flex-col gap-3">
              <ButtonLink to={hrefOf(links.contactManager.to, services)} variant="cta">
                {links.contactManager.label}
              </ButtonLink>
              <ButtonLink to={hrefOf(links.schedulePickup.to, services)} variant="outline">
                {links.schedulePickup.label}
              </ButtonLink>
            </div>
            <ul className="mt-6 space-y-2 text-center text-sm">
              <li>
                <a href={emailHref(site.email)} className="text-brand-700 underline-offset-2 hover:underline">
                  {contactLinks.emailLabel}
                </a>
              </li>
              <li>
                <a href={phoneHref(site.phone)} className="text-brand-700 underline-offset-2 hover:underline">
                  {noWrap(contactLinks.phoneLabel)}
                </a>
              </li>
            </ul>
          </div>
        </section>
        <section aria-labelledby="portal-features-title" className="mx-auto w-full max-w-md lg:max-w-none">
          <Art name="client-login-hero" className="mb-10 hidden w-full max-w-md lg:block" />
          <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
            <Lock className="size-3.5" aria-hidden="true" />
            {portal.badge}
          </p>
          <h2 id="portal-features-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
            <Unbroken>{portal.title}</Unbroken>
          </h2>
          <ul className="mt-6 space-y-5">
            {portal.items.map((item) => (
              <IconItem key={item.title} {...item} />
            ))}
          </ul>
          <h2 className="mt-10 text-lg font-semibold text-slate-900">
            <Unbroken>{access.title}</Unbroken>
          </h2>
          <ol className="mt-4 space-y-3">
            {access.steps.map((step, index) => (
              <li key={step} className="flex gap-3 text-sm leading-6 text-slate-700">
                <span
                  aria-hidden="true"
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
                >
                  {index + 1}
                </span>
                <span>
                  <Unbroken>{step}</Unbroken>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

export const clientLoginPage = definePage({
  id: "client-login",
  path: paths["client-login"],
  head: (_route, content) => content.copy.clientLogin.meta,
  Page: ClientLogin,
});
