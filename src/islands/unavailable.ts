/**
 * An island whose code cannot run shows what it marks data-unavailable (the forms: the phone
 * and e-mail, which need nothing of it) and is marked data-failed, until its code runs after
 * all. Shared by the entry, when an island's chunk fails to load (client.ts), and by the
 * inline capture script, when the entry itself never runs (capture.ts).
 */
export function unavailable(el: HTMLElement, failed: boolean): void {
  el.toggleAttribute("data-failed", failed);
  for (const notice of el.querySelectorAll<HTMLElement>("[data-unavailable]")) notice.hidden = !failed;
}

/**
 * Set on <html> by the client entry as it starts to run (client.ts): the inline capture script
 * shows the islands' notices when the page has loaded without it.
 */
export const ENTRY_RUNS = "data-entry";

/**
 * How long after the load event the capture script waits for ENTRY_RUNS. The entry runs before
 * that event (module scripts run before DOMContentLoaded, and a slow one holds the load event
 * back), so this only gives an engine that ran the page oddly its time.
 */
export const ENTRY_GRACE_MS = 5000;

/** How long after a failed load an island waits before the next sign of use tries again (client.ts). */
export const RETRY_AFTER_MS = 3000;
