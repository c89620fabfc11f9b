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
 *   their values are adopted after hydration, see early-input.ts);
 * - a key press that the island lists in data-keys (arrow keys of an
 *   accordion), unless it was typed into a text control;
 * - any sign of use (pointer over, focus, touch, typing, a click) wakes the
 *   island whatever its strategy, so it goes live as soon as possible.
 *
 * Kept tiny and dependency-free: it runs on every page before first paint.
 */

export interface HeldEvent {
  island: HTMLElement;
  target: HTMLElement;
  type: "click" | "keydown";
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
    const button = (event.target as Element).closest("button");
    if (button && island.contains(button) && button.type === "button") {
      hold(event, { island, target: button, type: "click" });
    }
    use(island);
  },
  true,
);

addEventListener(
  "keydown",
  (event) => {
    const island = islandOf(event.target);
    if (!island) return;
    const target = event.target as HTMLElement;
    if (
      island.dataset.keys?.split(" ").includes(event.key) &&
      !target.matches("input,textarea,select,[contenteditable]")
    ) {
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
