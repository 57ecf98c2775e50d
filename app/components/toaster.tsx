// Timed notification overlays (spec §2; §9 'Notifications: error shown 10 s, message 6 s,
// default 4 s'). The root renders the toast its loader read from the flash cookie
// (services/kit/toast.server.ts). A toast that came with the page (the answer to a post, most
// often one made without JavaScript) is a banner at the page's top, in the flow: the eye lands
// there as the page loads, it covers no button, and without JavaScript it simply goes with the
// next page (issue 13; decision 0069). A toast that comes later (a post made with JavaScript)
// floats at the bottom and hides itself after its time (paused while pointed at or focused);
// with JavaScript both have a button that dismisses them.
import { Link } from "@remix-run/react";
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
  // The one that came with the page's HTML: a banner, not a timed overlay.
  const [withPage] = useState(() => toast?.id ?? null);

  useEffect(() => {
    if (!toast || seen.current.has(toast.id)) return;
    seen.current.add(toast.id);
    setToasts((current) => [...current, toast]);
  }, [toast]);

  const dismiss = useCallback(
    (id: string) => setToasts((current) => current.filter((t) => t.id !== id)),
    [],
  );

  const banner = toasts.find((t) => t.id === withPage);
  const floating = toasts.filter((t) => t.id !== withPage);
  return (
    <>
      {banner ? (
        <div className="toaster toaster--page">
          <ol className="toaster__list" aria-label="Notifications">
            <ToastItem toast={banner} onDismiss={dismiss} timed={false} />
          </ol>
        </div>
      ) : null}
      <div className="toaster" aria-live="polite">
        {floating.length > 0 ? (
          <ol className="toaster__list" aria-label="Notifications">
            {floating.map((t) => (
              <ToastItem key={t.id} toast={t} onDismiss={dismiss} timed />
            ))}
          </ol>
        ) : null}
      </div>
    </>
  );
}

function ToastItem({
  toast,
  onDismiss,
  timed,
}: {
  toast: Toast;
  onDismiss: (id: string) => void;
  /** false: a banner in the page's flow, which stays until dismissed or the next page. */
  timed: boolean;
}) {
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toastDuration(toast.type));

  useEffect(() => {
    if (!hydrated || paused || !timed) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [hydrated, paused, timed, toast.id, onDismiss]);

  // The role sits on a box inside the list item: on the <li> itself it would replace the item's
  // listitem role and leave the list with no items (axe 'list').
  return (
    <li className="toaster__item">
      <div
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
          <span className="visually-hidden">{toast.label ?? LABELS[toast.type]}: </span>
          {toast.text}
          {toast.next ? (
            <>
              {" "}
              <Link className="toast__next" to={toast.next.href}>
                {toast.next.label}
              </Link>
            </>
          ) : null}
        </p>
        {/* Without JavaScript there is nothing to dismiss: the banner goes with the next page. */}
        {hydrated ? (
          <button
            type="button"
            className="toast__dismiss"
            aria-label="Dismiss notification"
            onClick={() => onDismiss(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
