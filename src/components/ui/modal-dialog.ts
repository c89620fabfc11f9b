/**
 * The native modal <dialog> of the mobile menu and the search dialog, kept in step with an
 * `open` state: showModal() makes the page behind inert and closes the dialog on Escape (its
 * close event then sets the state back), close() when the state says closed.
 */
import { type MouseEvent, useEffect, useRef } from "react";

/** The dialog's ref; `onShown` runs each time it opens (stable: wrap it in useCallback). */
export function useModalDialog(open: boolean, onShown?: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      onShown?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, onShown]);
  return dialogRef;
}

/** A click on the dialog element itself is a click on its backdrop, outside the panel. */
export function isBackdropClick(event: MouseEvent<HTMLDialogElement>): boolean {
  return event.target === event.currentTarget;
}
