/**
 * Notices as a toast region (issue: announced by screen readers, destructive
 * style for errors, dismissible, never steals focus). The live region exists
 * from the first render so that screen readers announce what is added to it.
 */
import { X } from "lucide-react";
import { useCallback, useState } from "react";
import type { Notice } from "./notices";

export interface Toast extends Notice {
  id: number;
}

let nextId = 1;

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((notice: Notice) => setToasts([{ ...notice, id: nextId++ }]), []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return { toasts, show, dismiss };
}

export function Toaster({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 sm:left-auto sm:w-96"
    >
      <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            data-toast={toast.destructive ? "destructive" : "default"}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
              toast.destructive
                ? "border-red-800 bg-red-700 text-white"
                : "border-slate-200 bg-white text-slate-900"
            }`}
          >
            <div className="flex-1" role={toast.destructive ? "alert" : "status"}>
              {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
              <p className={`text-sm ${toast.title ? "mt-1" : ""}`}>{toast.description}</p>
            </div>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">Dismiss notification</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
