/**
 * Hydrate on the first sign of use: a pointer over the island, focus into it
 * or a touch, which usually come before the click itself. A click that still
 * arrives first is held and replayed once the island is live, so nothing is
 * lost, and pages whose island nobody touches never load React at all.
 */
export function onInteraction(el: HTMLElement, run: () => Promise<void> | void): void {
  let started: Promise<void> | undefined;
  const start = () => {
    started ??= Promise.resolve(run());
    return started;
  };
  for (const type of ["pointerover", "focusin", "touchstart"] as const) {
    el.addEventListener(type, () => void start(), { once: true, passive: true });
  }
  const onClick = (event: MouseEvent) => {
    if ("hydrated" in el.dataset) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target as Element;
    void start().then(() => {
      el.removeEventListener("click", onClick, true);
      // Give React a frame to finish hydrating, then repeat the click on the live element.
      requestAnimationFrame(() =>
        setTimeout(
          () => target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true })),
          0,
        ),
      );
    });
  };
  el.addEventListener("click", onClick, true);
}
