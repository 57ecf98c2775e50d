// The vocabulary of in-app notifications (issue 18; decision 0100). Shared by the schema (its
// enum), the services and the pages.

/**
 * spec §9 'Notifications: error shown 10 s, message 6 s, default 4 s': the kinds the timed overlay
 * knows. How long each shows is the kit's (TOAST_DURATION_MS in app/services/kit/toast.ts).
 */
export const NOTIFICATION_KINDS = ["default", "message", "error"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  default: "Notice",
  message: "Message",
  error: "Warning",
};
