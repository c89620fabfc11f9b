/**
 * Hydrate on the first sign of use (pointer over it, focus into it, a touch),
 * which comes before the click itself, or when idle, whichever is first.
 */
import { onIdle } from "./idle";

export function onInteraction(el: HTMLElement, run: () => void): void {
  let done = false;
  const events = ["pointerover", "focusin", "touchstart", "keydown"] as const;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of events) el.removeEventListener(type, once);
    run();
  };
  for (const type of events) el.addEventListener(type, once, { passive: true });
  onIdle(el, once);
}
