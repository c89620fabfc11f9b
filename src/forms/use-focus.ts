/**
 * Moves focus once the render under way is on the page: focusing a field
 * before its error message and aria-describedby are there would announce it
 * without the message. With `keepInView`, the element above the field that
 * explains it (the error summary) is brought into view with it: focus alone
 * scrolls just the field into view, and a visitor who pressed the button at
 * the foot of a long form would meet a field marked mid-screen, the summary
 * that says why out of sight above it.
 */
import { useCallback, useEffect, useState } from "react";

interface Target {
  id: string;
  keepInView?: string;
}

/** Whether `el` lies wholly between the top the page scrolls to (below the sticky header) and the bottom. */
function inView(el: Element, top: number): boolean {
  const box = el.getBoundingClientRect();
  return box.top >= top && box.bottom <= innerHeight;
}

function focusShowing({ id, keepInView }: Target): void {
  const field = document.getElementById(id);
  const above = keepInView ? document.getElementById(keepInView) : null;
  if (!field || !above || above === field) {
    field?.focus();
    return;
  }
  field.focus({ preventScroll: true });
  // What the page keeps clear under its sticky header (html's scroll-padding-top).
  const top = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (inView(above, top) && inView(field, top)) return;
  above.scrollIntoView({ block: "start", behavior: "instant" });
  if (inView(field, top)) return;
  // A summary so long that it pushes the field below the screen: the field wins, under its
  // caption (a box's group legend, or its label).
  const caption = field.matches("[type=checkbox], [type=radio]")
    ? field.closest("fieldset")?.querySelector("legend")
    : document.querySelector(`label[for="${id}"]`);
  (caption ?? field).scrollIntoView({ block: "start", behavior: "instant" });
}

export function useFocusAfterRender(): (id: string, keepInView?: string) => void {
  // An object, so that asking for the same field twice focuses it twice.
  const [target, setTarget] = useState<Target | null>(null);
  useEffect(() => {
    if (target) focusShowing(target);
  }, [target]);
  return useCallback((id: string, keepInView?: string) => setTarget({ id, keepInView }), []);
}
