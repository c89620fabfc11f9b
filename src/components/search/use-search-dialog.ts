/**
 * When the search dialog is open: the header's entry or "/" anywhere opens it (the search page
 * opens it itself, see SiteSearch), Escape, its close button or the backdrop close it, and focus
 * goes back to where it was, or to the entry when that element is gone.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useModalDialog } from "../ui/modal-dialog";
import { isSearchHotkey } from "./search-keys";

/** `onShown` runs each time the dialog opens (stable: wrap it in useCallback). */
export function useSearchDialog(onShown: () => void) {
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open, onShown);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    const focused = document.activeElement;
    returnTo.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);

  // The dialog's close event, whatever closed it.
  const onClose = () => {
    setOpen(false);
    const back = returnTo.current?.isConnected ? returnTo.current : openerRef.current;
    back?.focus();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchHotkey(event) || dialogRef.current?.open) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [show, dialogRef]);

  return { dialogRef, openerRef, show, hide, onClose };
}
