/**
 * The menu button and slide-in side panel below the nav breakpoint
 * (SPEC 2.2, 4): a modal dialog per the WAI-ARIA dialog pattern, titled "Menu",
 * holding Search, the nav links and Client Login, then Schedule a Pickup and the phone number. The native
 * <dialog> opened with showModal() makes the page behind inert and closes on
 * Escape; this component adds the focus loop, closing on a click outside the
 * panel or on a link, and returns focus to the menu button.
 * An island: props arrive resolved (hrefs with the base path), no context.
 */
import { type MouseEvent, useCallback, useRef, useState } from "react";
import { SEARCH_OPENER_ID } from "./search/opener";
import { buttonVariants } from "./ui/button-variants";
import { keepTabInside } from "./ui/focus-trap";
import { isBackdropClick, useModalDialog } from "./ui/modal-dialog";
import { SvgIcon } from "./ui/svg-icon";

interface MenuLink {
  name: string;
  href: string;
}

export interface MobileMenuProps {
  links: (MenuLink & { current: boolean })[];
  clientLogin: MenuLink & { current: boolean };
  pickup: MenuLink;
  /** The search page; live, the link opens the search dialog through the header's entry. */
  search: MenuLink;
  /** The phone number as the footer shows it, and its tel: link. */
  phone: { text: string; href: string };
}

const titleId = "mobile-menu-title";
const panelId = "mobile-menu-panel";

export default function MobileMenu({ links, clientLogin, pickup, phone, search }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  // The dialog closes itself on Escape; keep state in step and put focus back on the trigger.
  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 nav:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <SvgIcon name="menu" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        id={panelId}
        aria-labelledby={titleId}
        className="mobile-panel"
        onClose={onClose}
        onClick={(event) => isBackdropClick(event) && close()}
        // Keep Tab and Shift+Tab inside the panel (the browser would otherwise move on to its own UI).
        onKeyDown={(event) => keepTabInside(event, dialogRef.current)}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <p id={titleId} className="text-lg font-bold text-slate-900">
            Menu
          </p>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={close}
          >
            <SvgIcon name="x" className="size-5" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <SearchLink search={search} onLeave={close} />
        <MenuLinks links={[...links, clientLogin]} onLeave={close} />
        <MenuActions pickup={pickup} phone={phone} onLeave={close} />
      </dialog>
    </>
  );
}

/** The site's pages and Client Login; a click closes the menu (the page may be this one). */
function MenuLinks({ links, onLeave }: { links: MobileMenuProps["links"]; onLeave: () => void }) {
  return (
    <nav aria-label="Mobile" className="p-4">
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className={linkClass(link.current)}
              aria-current={link.current ? "page" : undefined}
              onClick={onLeave}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Schedule a Pickup, the menu's main action, and the phone number. */
function MenuActions({
  pickup,
  phone,
  onLeave,
}: Pick<MobileMenuProps, "pickup" | "phone"> & { onLeave: () => void }) {
  return (
    <div className="space-y-4 border-t border-slate-200 p-4">
      <a
        href={pickup.href}
        className={buttonVariants({ variant: "cta", size: "lg", width: "full" })}
        onClick={onLeave}
      >
        {pickup.name}
      </a>
      <a
        href={phone.href}
        className="flex items-center justify-center gap-2 rounded-md px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-base"
      >
        {/* The number never wraps: in the 300px panel there is room for it, not for the icon too. */}
        <SvgIcon name="phone" className="hidden size-5 shrink-0 sm:block" />
        {phone.text}
      </a>
    </div>
  );
}

function linkClass(current: boolean): string {
  return `block rounded-md px-3 py-3 text-base font-medium ${
    current ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"
  }`;
}

/** Search: a link to the search page until the header's entry is live, then a click on that entry. */
function SearchLink({ search, onLeave }: { search: MenuLink; onLeave: () => void }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The header's entry opens the dialog (or, not live yet, holds the click until it is).
    const opener = document.getElementById(SEARCH_OPENER_ID);
    if (!opener) return;
    event.preventDefault();
    onLeave();
    requestAnimationFrame(() => opener.click());
  };
  return (
    <div className="px-4 pt-4">
      <a
        href={search.href}
        className="flex items-center gap-3 rounded-md border border-slate-300 px-3 py-2.5 text-base text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        onClick={onClick}
      >
        <SvgIcon name="search" className="size-5 text-slate-500" />
        {search.name}
      </a>
    </div>
  );
}
