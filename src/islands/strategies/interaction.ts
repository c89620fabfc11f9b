/**
 * Hydrate on the first sign of use only: a pointer over the island, focus
 * into it, a touch, a click or a key. The inline capture script (capture.ts)
 * watches for those on every island, whatever its strategy, and wakes it; so
 * this strategy itself waits for nothing else, and pages whose island nobody
 * touches never load React at all.
 */
export function onInteraction(_el: HTMLElement, _run: () => void): void {}
