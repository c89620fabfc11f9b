/** The keys the search dialog answers, besides typing: "/" anywhere to open it, arrows inside it. */
import type { KeyboardEvent } from "react";

/** "/" pressed outside a text field, with no modifier, not taken by the page already. */
export function isSearchHotkey(event: globalThis.KeyboardEvent): boolean {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
    return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest("input, textarea, select, [contenteditable]");
}

/**
 * ArrowDown and ArrowUp move from the field to the results (ResultList marks their links
 * data-search-hit) and between them, stopping at either end.
 */
export function moveAmongResults(
  event: KeyboardEvent,
  dialog: HTMLElement,
  field: HTMLInputElement | null,
): void {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const stops = [field, ...dialog.querySelectorAll<HTMLElement>("[data-search-hit]")].filter(
    Boolean,
  ) as HTMLElement[];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (at === -1 || stops.length < 2) return;
  event.preventDefault();
  const next = event.key === "ArrowDown" ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
  stops[next]?.focus();
}
