/**
 * The menu button and slide-in side panel below the nav breakpoint
 * (SPEC 2.2, 4): a modal dialog per the WAI-ARIA dialog pattern, titled "Menu",
 * holding Search, the nav links and Client Login, then Schedule a Pickup and the phone number. The native
 * <dialog> opened with showModal() makes the page behind inert and closes on
 * Escape; this component adds the focus loop, closing on a click outside the
 * panel or on a link, and returns focus to the menu button.
 * An island: props arrive resolved (hrefs with the base path), no context.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { SEARCH_OPENER_ID } from "./search/opener";
import { buttonVariants } from "./ui/button-variants";
import { keepTabInside } from "./ui/focus-trap";
import { SvgIcon } from "./ui/svg-icon";

export interface MobileMenuProps {
  links: { name: string; href: string; current: boolean }[];
  clientLogin: { name: string; href: string; current: boolean };
  pickup: { name: string; href: string };
  /** The search page; live, the link opens the search dialog through the header's entry. */
  search: { name: string; href: string };
  /** The phone number as the footer shows it, and its tel: link. */
  phone: { text: string; href: string };
}

export default function MobileMenu({ links, clientLogin, pickup, phone, search }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = "mobile-menu-title";
  const panelId = "mobile-menu-panel";

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The dialog closes itself on Escape; keep state in step and put focus back on the trigger.
  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // A click on the dialog element itself is a click on the backdrop, outside the panel.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) setOpen(false);
  };

  // Keep Tab and Shift+Tab inside the panel (the browser would otherwise move on to its own UI).
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => keepTabInside(event, dialogRef.current);

  const linkClass = (current: boolean) =>
    `block rounded-md px-3 py-3 text-base font-medium ${
      current ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"
    }`;

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
        onClick={onDialogClick}
        onKeyDown={onKeyDown}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <p id={titleId} className="text-lg font-bold text-slate-900">
            Menu
          </p>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => setOpen(false)}
          >
            <SvgIcon name="x" className="size-5" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <div className="px-4 pt-4">
          <a
            href={search.href}
            className="flex items-center gap-3 rounded-md border border-slate-300 px-3 py-2.5 text-base text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={(event) => {
              // The header's entry opens the dialog (or, not live yet, holds the click until it is).
              const opener = document.getElementById(SEARCH_OPENER_ID);
              if (!opener) return;
              event.preventDefault();
              setOpen(false);
              requestAnimationFrame(() => opener.click());
            }}
          >
            <SvgIcon name="search" className="size-5 text-slate-500" />
            {search.name}
          </a>
        </div>
        <nav aria-label="Mobile" className="p-4">
          <ul className="space-y-1">
            {[...links, clientLogin].map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={linkClass(link.current)}
                  aria-current={link.current ? "page" : undefined}
                  onClick={() => setOpen(false)}
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4 border-t border-slate-200 p-4">
          <a
            href={pickup.href}
            className={buttonVariants({ variant: "cta", size: "lg", width: "full" })}
            onClick={() => setOpen(false)}
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
      </dialog>
    </>
  );
}
