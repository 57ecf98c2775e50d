// The vocabulary of in-app notifications (issue 18; decision 0100). Shared by the schema (its
// enum), the services, the kit's timed overlay and the pages.

/** spec §9 'Notifications': the kinds the overlay knows, each with how long it stays. */
export const NOTIFICATION_KINDS = ["default", "message", "error"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** spec §9: error shown 10 s, message 6 s, default 4 s. */
export const NOTIFICATION_DURATION_MS: Record<NotificationKind, number> = {
  error: 10_000,
  message: 6_000,
  default: 4_000,
};

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  default: "Notice",
  message: "Message",
  error: "Warning",
};
