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
  // display: contents wrappers have no box; observe the first child that does.
  observer.observe((el.firstElementChild as HTMLElement | null) ?? el);
}
