/** Hydrate at once: for islands a visitor may use the moment the page shows. */
export function onLoad(_el: HTMLElement, run: () => unknown): void {
  run();
}
