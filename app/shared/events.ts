// The vocabulary of programme events (issue 18; decision 0097): what an event is and whether
// farmers see it. Shared by the schema (its enums), the services and the pages.

/** A farm day on a farm, a webinar online, a training course, or anything else. */
export const EVENT_KINDS = ["farmDay", "webinar", "training", "other"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** A draft is for admins only; farmers see published events; a cancelled event stays listed. */
export const EVENT_STATUSES = ["draft", "published", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  farmDay: "Farm day",
  webinar: "Webinar",
  training: "Training",
  other: "Other event",
};

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: "Draft",
  published: "Published",
  cancelled: "Cancelled",
};
