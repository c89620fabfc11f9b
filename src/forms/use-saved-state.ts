/**
 * Form entries that survive a reload until they are sent: kept in session
 * storage under one key per form (never files). Restored after hydration so
 * the first render matches the prerendered HTML, and parsed field by field
 * by the form's draft shape (drafts.ts): what the storage holds is not
 * trusted to fit the form.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { type DraftOf, type DraftShape, emptyDraft, parseDraft } from "./drafts";

export function useSavedState<S extends DraftShape>(key: string, shape: S) {
  // The form's empty state, from its shape's defaults; later renders must not change it.
  const [initial] = useState(() => emptyDraft(shape));
  const [values, setValues] = useState<DraftOf<S>>(initial);
  const restored = useRef(false);

  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = sessionStorage.getItem(key);
    } catch {
      // Storage may be unavailable (private mode): start empty.
    }
    if (saved) setValues(parseDraft(saved, shape, initial));
    restored.current = true;
  }, [key, shape, initial]);

  useEffect(() => {
    if (!restored.current) return;
    try {
      sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Quota or privacy settings: the form still works, it just will not survive a reload.
    }
  }, [key, values]);

  const clear = useCallback(() => {
    setValues(initial);
    try {
      sessionStorage.removeItem(key);
    } catch {
      // See above.
    }
  }, [key, initial]);

  return [values, setValues, clear] as const;
}

/** true after the first client render: form controls are enabled only then (no JS, no submit). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Props that tie a text control to one field of a form's values. */
export function binder<T extends object>(values: T, setValues: (update: (v: T) => T) => void) {
  return (field: keyof T & string) => ({
    name: field,
    value: String(values[field] ?? ""),
    onChange: (event: { target: { value: string } }) => {
      // Read now: by the time React runs the updater, it may have put the rendered value back.
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
  });
}
