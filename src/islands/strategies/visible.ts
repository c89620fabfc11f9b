/** Hydrate when the island comes near the viewport: below-the-fold widgets cost nothing until then. */
export function onVisible(el: HTMLElement, run: () => unknown): void {
  if (!("IntersectionObserver" in window)) {
    run();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: "300px" },
  );
  // The wrapper is display: contents and has no box, nor has a first child such as the
  // forms' <noscript>: each child is watched, and the first one that comes near counts.
  for (const child of el.children) observer.observe(child);
}
