// Timed notification overlays (spec §2; §9 'Notifications: error shown 10 s, message 6 s,
// default 4 s'). The root renders the toast its loader read from the flash cookie
// (services/kit/toast.server.ts). With JavaScript each toast hides itself after its time (paused
// while pointed at or focused) and a button dismisses it; without, it is part of the page and
// its button reloads the page without it.
import { Form, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { toastDuration, toastRole, type Toast } from "~/services/kit/toast";
import { useHydrated } from "./use-hydrated";

const ICONS: Record<Toast["type"], string> = { success: "✓", error: "!", message: "i" };
const LABELS: Record<Toast["type"], string> = {
  success: "Success",
  error: "Error",
  message: "Message",
};

export function Toaster({ toast }: { toast: Toast | null }) {
  const [toasts, setToasts] = useState<Toast[]>(() => (toast ? [toast] : []));
  const seen = useRef(new Set(toast ? [toast.id] : []));

  useEffect(() => {
    if (!toast || seen.current.has(toast.id)) return;
    seen.current.add(toast.id);
    setToasts((current) => [...current, toast]);
  }, [toast]);

  const dismiss = useCallback(
    (id: string) => setToasts((current) => current.filter((t) => t.id !== id)),
    [],
  );

  return (
    <div className="toaster" aria-live="polite">
      {toasts.length > 0 ? (
        <ol className="toaster__list" aria-label="Notifications">
          {toasts.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toastDuration(toast.type));

  useEffect(() => {
    if (!hydrated || paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [hydrated, paused, toast.id, onDismiss]);

  return (
    <li
      className={`toast toast--${toast.type}`}
      role={toastRole(toast.type)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__icon" aria-hidden="true">
        {ICONS[toast.type]}
      </span>
      <p className="toast__text">
        <span className="visually-hidden">{LABELS[toast.type]}: </span>
        {toast.text}
      </p>
      {/* Without JavaScript: reload this page, whose cookie is already cleared. */}
      <Form
        method="get"
        action={pathname}
        className="toast__dismiss-form"
        onSubmit={(event) => {
          event.preventDefault();
          onDismiss(toast.id);
        }}
      >
        {[...new URLSearchParams(search)].map(([key, value], i) => (
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" className="toast__dismiss" aria-label="Dismiss notification">
          <span aria-hidden="true">×</span>
        </button>
      </Form>
    </li>
  );
}
