// Notifications (spec §9 'Notifications', §8 success and error messages): what a toast is and
// how long it shows. Pure: the server's flash cookie (toast.server.ts) and the browser's
// overlay (components/toaster.tsx) share it.

import { safeRedirectTarget } from "~/shared/redirects";

export const TOAST_TYPES = ["success", "error", "message"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface ToastInput {
  type: ToastType;
  text: string;
  /**
   * What to do next, linked beside the outcome (issue 13: after a post the next thing to do is
   * where the eye is, not far down the page). A same-origin path.
   */
  next?: ToastNext;
}
export interface ToastNext {
  href: string;
  label: string;
}
/** A next step's label: a few words. */
export const TOAST_NEXT_LABEL_MAX_LENGTH = 80;
export interface Toast extends ToastInput {
  /** Tells two toasts with the same text apart, so the second one shows too. */
  id: string;
  /**
   * What a screen reader hears first instead of the type's name (a notification's kind, such as
   * "Notice"; decision 0100). Not carried in the flash cookie.
   */
  label?: string;
}

/** spec §9: 'error shown 10 s, message 6 s, default 4 s'. */
export const TOAST_DURATION_MS = { error: 10_000, message: 6_000, default: 4_000 } as const;

/** How long a toast stays before it hides itself: a success is the default. */
export function toastDuration(type: ToastType): number {
  if (type === "error") return TOAST_DURATION_MS.error;
  if (type === "message") return TOAST_DURATION_MS.message;
  return TOAST_DURATION_MS.default;
}

/**
 * An error interrupts (role 'alert', announced at once); a success or a message waits its
 * turn (role 'status').
 */
export function toastRole(type: ToastType): "alert" | "status" {
  return type === "error" ? "alert" : "status";
}

/** The longest text a toast carries: a cookie has about 4 kB, and a toast is a sentence. */
export const TOAST_MAX_LENGTH = 500;

/** A next step read back from outside: a same-origin path and a short label, or undefined. */
function parseNext(value: unknown): ToastNext | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { href, label } = value as Record<string, unknown>;
  if (typeof label !== "string" || !label.trim()) return undefined;
  if (label.length > TOAST_NEXT_LABEL_MAX_LENGTH) return undefined;
  const target = safeRedirectTarget(href, "");
  return target && target === href ? { href: target, label } : undefined;
}

/** A toast read back from outside (a cookie): the right shape, or null. */
export function parseToast(value: unknown): Toast | null {
  if (!value || typeof value !== "object") return null;
  const { id, type, text, next } = value as Record<string, unknown>;
  if (typeof id !== "string" || !/^[\w-]{1,64}$/.test(id)) return null;
  if (typeof type !== "string" || !(TOAST_TYPES as readonly string[]).includes(type)) return null;
  if (typeof text !== "string" || !text.trim() || text.length > TOAST_MAX_LENGTH) return null;
  const step = parseNext(next);
  return step
    ? { id, type: type as ToastType, text, next: step }
    : { id, type: type as ToastType, text };
}
