/**
 * Inline in the <head> of every page with islands, before any module loads
 * (the build minifies it and allows it in the CSP by its hash). Islands
 * hydrate late, so a visitor can act on one before it is live; this script
 * holds what only the live island can honour and hands it to the island
 * runtime (client.ts), which hydrates that island at once and replays it:
 *
 * - a click on a `type="button"` button: the button does nothing until
 *   React is there, so the click is held (links, summaries, checkboxes,
 *   selects and text fields work without JavaScript and are left alone:
 *   their values are adopted after hydration, see early-input.ts); so is a
 *   click on a link marked data-hold, which the live island turns into a
 *   button (the search entry: a link to the search page without JavaScript);
 * - a key press that the island lists in data-keys (arrow keys of an
 *   accordion), unless it was typed into a text control;
 * - a key that an island answers anywhere on the page (data-hotkeys: "/"
 *   opens search), pressed outside a text control before that island is live,
 *   and every letter (and Backspace) typed after it until the island is live:
 *   they are for the field the key opens (search's words, see early-input.ts);
 * - any sign of use (pointer over, focus, touch, typing, a click) wakes the
 *   island whatever its strategy, so it goes live as soon as possible;
 * - when the client entry never runs (its file answers 404, the network drops
 *   it, a blocker or a browser too old for it), nothing else would: the islands
 *   show what they mark data-unavailable (the forms: the phone and e-mail), at
 *   once when the entry's module script fails to load, else ENTRY_GRACE_MS
 *   after the page's load event unless the entry has marked <html> (ENTRY_RUNS).
 *
 * Kept tiny and dependency-free: it runs on every page before first paint.
 */

import { ENTRY_GRACE_MS, ENTRY_RUNS, unavailable } from "./unavailable";

export interface HeldEvent {
  island: HTMLElement;
  target: HTMLElement;
  /**
   * A hotkey is replayed where focus is then, for the island's document listener; "typed" is
   * a letter or Backspace pressed after it, typed into the field it opens.
   */
  type: "click" | "keydown" | "hotkey" | "typed";
  init?: KeyboardEventInit;
}

export interface EarlyInput {
  /** Held clicks and key presses, oldest first. */
  held: HeldEvent[];
  /** Islands a visitor has used before the runtime was there to wake them. */
  used: Set<HTMLElement>;
  /** Set by the runtime once it runs: hydrates an island now. */
  wake?: (island: HTMLElement) => void;
}

declare global {
  interface Window {
    __early?: EarlyInput;
  }
}

const early: EarlyInput = { held: [], used: new Set() };
window.__early = early;

/** The island around an event's target, while it is not live yet. */
const islandOf = (target: EventTarget | null): HTMLElement | null => {
  const island = target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;
  return island && !("hydrated" in island.dataset) ? island : null;
};

const use = (island: HTMLElement) => {
  early.used.add(island);
  early.wake?.(island);
};

const hold = (event: Event, held: HeldEvent) => {
  event.preventDefault();
  event.stopImmediatePropagation();
  early.held.push(held);
};

addEventListener(
  "click",
  (event) => {
    const island = islandOf(event.target);
    if (!island) return;
    const button = (event.target as Element).closest<HTMLElement>("button, a[data-hold]");
    if (
      button &&
      island.contains(button) &&
      (button.localName === "a" || (button as HTMLButtonElement).type === "button")
    ) {
      hold(event, { island, target: button, type: "click" });
    }
    use(island);
  },
  true,
);

const TEXT_CONTROL = "input,textarea,select,[contenteditable]";

addEventListener(
  "keydown",
  (event) => {
    const target = event.target as HTMLElement;
    const island = islandOf(target);
    const lists = (el: HTMLElement | null | undefined, keys: "keys" | "hotkeys") =>
      el?.dataset[keys]?.split(" ").includes(event.key);
    if (
      !(
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target.closest?.(TEXT_CONTROL) ||
        lists(island, "keys")
      )
    ) {
      // After a hotkey, letters are words for the field it opens, "/" among them.
      const typing = early.held.find(
        (held) => held.type === "hotkey" && !("hydrated" in held.island.dataset),
      );
      if (typing && (/^.$/u.test(event.key) || event.key === "Backspace")) {
        hold(event, {
          island: typing.island,
          target: typing.island,
          type: "typed",
          init: { key: event.key },
        });
        return;
      }
      const waiting = [...document.querySelectorAll<HTMLElement>("[data-hotkeys]:not([data-hydrated])")].find(
        (el) => lists(el, "hotkeys"),
      );
      if (waiting) {
        const { key, code, shiftKey } = event;
        hold(event, { island: waiting, target: waiting, type: "hotkey", init: { key, code, shiftKey } });
        use(waiting);
        return;
      }
    }
    if (!island) return;
    if (lists(island, "keys") && !target.matches(TEXT_CONTROL)) {
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
      hold(event, {
        island,
        target,
        type: "keydown",
        init: { key, code, shiftKey, altKey, ctrlKey, metaKey },
      });
    }
    use(island);
  },
  true,
);

for (const type of ["pointerover", "focusin", "touchstart", "input", "change"]) {
  addEventListener(
    type,
    (event) => {
      const island = islandOf(event.target);
      if (island) use(island);
    },
    { capture: true, passive: true },
  );
}

const entryDidNotRun = () => {
  if (document.documentElement.hasAttribute(ENTRY_RUNS)) return;
  for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) unavailable(island, true);
};
// A script's error does not bubble; on its way down to the <script>, window hears it.
addEventListener(
  "error",
  (event) => {
    if (event.target instanceof HTMLScriptElement && event.target.type === "module") entryDidNotRun();
  },
  true,
);
addEventListener("load", () => setTimeout(entryDidNotRun, ENTRY_GRACE_MS));
