// Notifications (spec §9 'Notifications', §8 success and error messages): what a toast is and
// how long it shows. Pure: the server's flash cookie (toast.server.ts) and the browser's
// overlay (components/toaster.tsx) share it.

export const TOAST_TYPES = ["success", "error", "message"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface ToastInput {
  type: ToastType;
  text: string;
}
export interface Toast extends ToastInput {
  /** Tells two toasts with the same text apart, so the second one shows too. */
  id: string;
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

/** A toast read back from outside (a cookie): the right shape, or null. */
export function parseToast(value: unknown): Toast | null {
  if (!value || typeof value !== "object") return null;
  const { id, type, text } = value as Record<string, unknown>;
  if (typeof id !== "string" || !/^[\w-]{1,64}$/.test(id)) return null;
  if (typeof type !== "string" || !(TOAST_TYPES as readonly string[]).includes(type)) return null;
  if (typeof text !== "string" || !text.trim() || text.length > TOAST_MAX_LENGTH) return null;
  return { id, type: type as ToastType, text };
}
