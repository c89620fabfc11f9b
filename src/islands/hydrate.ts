/**
 * React on the client: loaded only once a page has an island to hydrate.
 * An island is live when hydration has committed and every effect of its
 * tree has run (a restored draft among them); right after, what the visitor
 * did before adopted and replayed (early-input.ts), and the island marked
 * live with data-hydrated (the capture script stops holding its events;
 * tests and CSS can wait for it).
 */
import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { EarlyInput } from "./capture";
import { adoptValues, earlyValues, replayHeld } from "./early-input";

/** Its effect runs after the effects of everything inside it. */
function Live({ onLive, children }: { onLive: () => void; children?: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

export function hydrate(
  el: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  early: EarlyInput,
): Promise<void> {
  return new Promise((resolve) => {
    const onLive = () => {
      // The values are read now, before any render; they are handed over once React is out of
      // its commit: an event dispatched inside it would be handled after React put its values back.
      const values = earlyValues(el);
      queueMicrotask(() => {
        adoptValues(values);
        el.dataset.hydrated = "";
        replayHeld(el, early);
        resolve();
      });
    };
    startTransition(() => {
      hydrateRoot(el, createElement(Live, { onLive }, createElement(Component, props)), {
        onRecoverableError(error) {
          console.error("Hydration error in island", el.dataset.island, error);
        },
      });
    });
  });
}
