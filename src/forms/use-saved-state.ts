/**
 * Form entries that survive a reload until they are sent: kept in session
 * storage under one key per form (never files). Restored after hydration so
 * the first render matches the prerendered HTML.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export function useSavedState<T extends object>(key: string, initialValues: T) {
  // The first value is the form's empty state; later renders must not change it.
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<T>(initial);
  const restored = useRef(false);

  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(key);
      if (saved) setValues({ ...initial, ...(JSON.parse(saved) as Partial<T>) });
    } catch {
      // Storage may be unavailable (private mode) or hold something unreadable: start empty.
    }
    restored.current = true;
  }, [key, initial]);

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
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
  });
}
