/**
 * What a visitor did to an island before it was live, honoured once it is
 * (runs right after hydration commits, see hydrate.ts):
 *
 * - Values typed, chosen or checked before hydration are adopted into the
 *   component's state. Hydration keeps the DOM's values but React's state
 *   still holds the prerendered (empty) ones, and its next render would wipe
 *   them. So each control whose value differs from the one React rendered
 *   (its default) reports a change the way the browser would have: React's
 *   onChange runs with the visitor's value, on top of any restored draft.
 * - Held clicks and key presses (see capture.ts) are replayed on the live
 *   elements. Repeated clicks on one control count once: a visitor who
 *   clicked twice because nothing happened meant one click, and a second
 *   would close what the first opened.
 * - Letters typed after a held hotkey are typed into the text field the
 *   replayed hotkey focuses in the island (the search field "/" opens), in
 *   order, as if the field had been there: Backspace takes back the one before.
 */
import type { EarlyInput } from "./capture";

const valueSetter = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;

/**
 * Reports a typed value to React: its value tracker must see another value first. A focused
 * field keeps its selection, or gets the caret at `caret`.
 */
function adoptText(control: HTMLInputElement | HTMLTextAreaElement, typed: string, caret?: number): void {
  const focused = document.activeElement === control;
  const { selectionStart, selectionEnd } = control;
  control.value = control.value === typed ? control.defaultValue : control.value; // through React's tracker
  valueSetter(control)?.call(control, typed); // around it, so the change shows
  control.dispatchEvent(new Event("input", { bubbles: true }));
  if (focused && selectionStart !== null) {
    try {
      control.setSelectionRange(caret ?? selectionStart, caret ?? selectionEnd);
    } catch {
      // Types without a caret (email in some engines): nothing to keep.
    }
  }
}

/**
 * A field's value after the keys are typed into it, its selection from `start` to `end`, and
 * where the caret is then: a letter replaces the selection, Backspace deletes the selection or
 * the character before the caret.
 */
export function typeKeys(
  value: string,
  start: number,
  end: number,
  keys: readonly string[],
): { value: string; caret: number } {
  let text = value;
  let [from, to] = [start, end];
  for (const key of keys) {
    if (key === "Backspace" && from === to) {
      const before = [...text.slice(0, from)].pop() ?? "";
      from -= before.length;
    }
    const typed = key === "Backspace" ? "" : key;
    text = text.slice(0, from) + typed + text.slice(to);
    from += typed.length;
    to = from;
  }
  return { value: text, caret: from };
}

/**
 * Types the keys into the text field that next takes focus in the island, once whatever
 * focused it has finished (search selects its words on opening). A field that does not take
 * focus within a second was not opened by the hotkey: the keys are dropped.
 */
function typeIntoFocusedField(island: HTMLElement, keys: readonly string[]): void {
  const onFocus = (event: FocusEvent) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    stop();
    queueMicrotask(() => {
      const { selectionStart, selectionEnd, value } = field;
      const typed = typeKeys(value, selectionStart ?? value.length, selectionEnd ?? value.length, keys);
      adoptText(field, typed.value, typed.caret);
    });
  };
  const stop = () => {
    island.removeEventListener("focusin", onFocus);
    clearTimeout(expiry);
  };
  island.addEventListener("focusin", onFocus);
  const expiry = setTimeout(stop, 1000);
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the visitor typed, chose or checked: read while hydration has just
 * committed (its effects running), before any render can put React's values back.
 */
export function earlyValues(root: HTMLElement): [Control, string | boolean][] {
  const found: [Control, string | boolean][] = [];
  for (const control of root.querySelectorAll<Control>("input, textarea, select")) {
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected))
        found.push([control, control.value]);
    } else if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
      // A radio that was unticked is reported by the one of its group that was ticked.
      if (control.checked !== control.defaultChecked && (control.type === "checkbox" || control.checked))
        found.push([control, control.checked]);
    } else if (control instanceof HTMLInputElement && control.type === "file") {
      if (control.files?.length) found.push([control, true]);
    } else if (control.type !== "hidden" && control.value !== control.defaultValue) {
      found.push([control, control.value]);
    }
  }
  return found;
}

/** Hands the values to the live component, as the browser reports a visitor's change. */
export function adoptValues(values: [Control, string | boolean][]): void {
  for (const [control, value] of values) {
    if (control instanceof HTMLSelectElement) {
      control.value = value as string;
      control.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (typeof value === "boolean") {
      if (control.type === "file") {
        control.dispatchEvent(new Event("change", { bubbles: true }));
        continue;
      }
      // React hears checkboxes and radios by their click: set the opposite, then click.
      (control as HTMLInputElement).checked = !value;
      control.click();
    } else {
      adoptText(control, value);
    }
  }
}

export function replayHeld(island: HTMLElement, early: EarlyInput): void {
  const mine = early.held.filter((held) => held.island === island);
  early.held = early.held.filter((held) => held.island !== island);
  const clicked = new Set<HTMLElement>();
  const typed = mine.flatMap((held) => (held.type === "typed" && held.init?.key ? [held.init.key] : []));
  for (const held of mine) {
    if (held.type === "typed") continue; // typed with its hotkey
    if (held.type === "click") {
      if (clicked.has(held.target) || !held.target.isConnected || !island.contains(held.target)) continue;
      clicked.add(held.target);
      held.target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
    } else if (held.type === "hotkey") {
      if (typed.length) typeIntoFocusedField(island, typed.splice(0));
      // A page-wide key: dispatched where focus is now, so the island's document listener hears it.
      const target = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
      target.dispatchEvent(new KeyboardEvent("keydown", { ...held.init, bubbles: true, cancelable: true }));
    } else {
      // A key goes where focus is now: after a replayed ArrowDown, the next one starts from there.
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || !island.contains(focused)) continue;
      focused.dispatchEvent(new KeyboardEvent("keydown", { ...held.init, bubbles: true, cancelable: true }));
    }
  }
}
