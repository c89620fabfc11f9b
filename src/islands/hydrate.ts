/** React on the client: loaded only once a page has an island to hydrate. */
import { type ComponentType, createElement } from "react";
import { hydrateRoot } from "react-dom/client";

export function hydrate(el: HTMLElement, Component: ComponentType<object>, props: object): void {
  hydrateRoot(el, createElement(Component, props), {
    onRecoverableError(error) {
      console.error("Hydration error in island", el.dataset.island, error);
    },
  });
}
