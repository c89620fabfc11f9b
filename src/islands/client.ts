/**
 * The one client entry. Finds every island the prerendered HTML marked with
 * data-island and hydrates it when its strategy (data-when) says, or at once
 * when the visitor has already used it: the inline capture script
 * (capture.ts) reports every sign of use and holds what the island must
 * replay once it is live.
 */

import { noteVisit } from "../visit/note";
import type { PrivacySignals } from "../visit/record";
import type { EarlyInput } from "./capture";
import { type IslandName, islands } from "./islands";
import { startPrefetch } from "./prefetch";
import { type Strategy, strategies } from "./strategies";
import { ENTRY_RUNS, RETRY_AFTER_MS, unavailable } from "./unavailable";

// The entry runs: the capture script (capture.ts) need not show the forms' notices for it.
document.documentElement.setAttribute(ENTRY_RUNS, "");

// First touch and pages read, for the forms' "How this visitor found us" (src/visit/).
try {
  noteVisit({
    url: location.href,
    referrer: document.referrer,
    nav: navigator as PrivacySignals,
    storage: sessionStorage,
  });
} catch {
  // sessionStorage itself may throw where storage is disabled: nothing is noted.
}

// Fetch the next page on hover, focus or touch (Speculation Rules), unless the visitor saves data.
startPrefetch();

declare global {
  interface Window {
    /**
     * Appended by the build to every chunk URL the entry imports (build/3-assets/client.ts,
     * `withRetryQuery`): empty at first, "?retry=N" after the Nth failed load. A browser may keep
     * a failed import() in its module map for the page's life and answer the same URL with the
     * same failure without asking the network again; a new URL makes it fetch.
     */
    __chunkQuery?: string;
  }
}
let failures = 0;

// Without the inline script (a page saved without it), islands still hydrate; nothing was held.
const early: EarlyInput = window.__early ?? { held: [], used: new Set() };
const starters = new Map<HTMLElement, () => void>();

for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = el.dataset.island as IslandName;
  const load = islands[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    continue;
  }
  let started = false;
  let failedAt = Number.NEGATIVE_INFINITY;
  const start = () => {
    // After a failure, the next sign of use tries again (a dropped connection may be back),
    // but not on every pointer move over the island.
    if (started || performance.now() - failedAt < RETRY_AFTER_MS) return;
    started = true;
    Promise.all([import("./hydrate"), load()])
      .then(([{ hydrate }, mod]) => {
        if (el.hasAttribute("data-failed")) unavailable(el, false);
        return hydrate(el, mod.default as never, JSON.parse(el.dataset.props ?? "{}"), early);
      })
      .catch((error) => {
        console.error(`Island "${name}" failed to load`, error);
        started = false;
        failedAt = performance.now();
        failures += 1;
        window.__chunkQuery = `?retry=${failures}`;
        unavailable(el, true);
      });
  };
  starters.set(el, start);
  strategies[(el.dataset.when as Strategy | undefined) ?? "idle"](el, start);
  if (early.used.has(el)) start();
}
early.wake = (island) => starters.get(island)?.();
