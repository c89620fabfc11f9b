/** Hydrate when the main thread is idle, so rendering and reading come first. */
export function onIdle(_el: HTMLElement, run: () => unknown): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
