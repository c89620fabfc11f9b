/**
 * The modal dialogs' Tab trap (the mobile menu and the search dialog): Tab and Shift+Tab
 * stay among the focusable elements of the dialog, as the WAI-ARIA dialog pattern asks
 * (the browser would otherwise move on to its own UI).
 */
import type { KeyboardEvent } from "react";

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** On Tab at the last element or Shift+Tab at the first, wraps focus around inside `container`. */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== "Tab" || !container) return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
