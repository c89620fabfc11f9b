/**
 * Form entries that survive a reload until they are sent: kept in session
 * storage under one key per form (never files). Restored after hydration so
 * the first render matches the prerendered HTML, and parsed field by field
 * by the form's draft shape (drafts.ts): what the storage holds is not
 * trusted to fit the form. Beside it, the mark of its last send (drafts.ts,
 * SentMark): a draft that was sent, or may have been, does not come back as
 * unsent after a reload; the form says so instead (use-send.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  type DraftOf,
  type DraftShape,
  droppedFields,
  emptyDraft,
  restoreDraft,
  type SentMark,
  sentKey,
} from "./drafts";

/** Writes (or with null, removes) a session storage entry; storage may be unavailable or full. */
function store(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Private mode, quota: the form still works, it just will not survive a reload.
  }
}

/** What a form's send tells its saved state (useSend), and the mark found on load. */
export interface SendMarks {
  /** The mark found when the form loaded: its last message was sent, or may have been. */
  found: SentMark | null;
  /** The request leaves: until the answer, a reload finds "sending". */
  sending: () => void;
  /** The provider said yes. */
  sent: () => void;
  /** The provider said no (or nothing left): the draft is unsent. */
  unsent: () => void;
}

export function useSavedState<S extends DraftShape>(key: string, shape: S) {
  // The form's empty state, from its shape's defaults; later renders must not change it.
  const [initial] = useState(() => emptyDraft(shape));
  const [values, setValues] = useState<DraftOf<S>>(initial);
  const [found, setFound] = useState<SentMark | null>(null);
  // The fields of the saved draft that no longer fit (drafts.ts, droppedFields): the form may say so.
  const [dropped, setDropped] = useState<readonly (keyof S & string)[]>([]);
  const restored = useRef(false);

  useEffect(() => {
    const saved = { draft: null as string | null, mark: null as string | null };
    try {
      saved.draft = sessionStorage.getItem(key);
      saved.mark = sessionStorage.getItem(sentKey(key));
    } catch {
      // Storage may be unavailable (private mode): start empty.
    }
    const { values, mark } = restoreDraft(saved, shape, initial);
    if (saved.draft || mark) setValues(values);
    if (!mark) setDropped(droppedFields(saved.draft, shape));
    if (mark) {
      // Said once: the draft it marked is gone (emptied below), so nothing can be sent twice.
      setFound(mark);
      store(sentKey(key), null);
    }
    restored.current = true;
  }, [key, shape, initial]);

  // The mark this page stored: a "sent" one goes as soon as the visitor starts a new message,
  // which a reload must then bring back as a draft.
  const stored = useRef<SentMark | null>(null);
  useEffect(() => {
    if (!restored.current) return;
    store(key, JSON.stringify(values));
    if (stored.current === "sent" && values !== initial) {
      store(sentKey(key), null);
      stored.current = null;
    }
  }, [key, values, initial]);

  const clear = useCallback(() => {
    setValues(initial);
    store(key, null);
  }, [key, initial]);

  const mark = useCallback(
    (state: SentMark | null) => {
      stored.current = state;
      store(sentKey(key), state);
    },
    [key],
  );
  const marks = useMemo<SendMarks>(
    () => ({
      found,
      sending: () => mark("sending"),
      sent: () => mark("sent"),
      unsent: () => mark(null),
    }),
    [found, mark],
  );

  return [values, setValues, clear, marks, dropped] as const;
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
