// The query strings of /admin/notifications (issue 28): read only through these schemas, so a
// NUL or a malformed id is a 400 naming the parameter.
import { audienceQueryFields } from "~/services/audience/queries";
import { postSchema, q, querySchema } from "~/services/kit/query";

/** The check form's audience and ?notificationId= of the withdraw dialog. */
export const adminNotificationsQuery = querySchema({
  ...audienceQueryFields,
  notificationId: q.id(),
});

/**
 * The page's forms, by the intent each posts (decision 0128): the message form sends to the
 * audience checked above (its URL's), the withdraw dialog withdraws a notification.
 */
export const NOTIFICATION_INTENTS = ["send", "withdraw"] as const;
export type NotificationIntent = (typeof NOTIFICATION_INTENTS)[number];

/** The page's posts: the form's intent, and the notification a withdrawal is for. */
export const adminNotificationsPost = postSchema({
  intent: q.choice(NOTIFICATION_INTENTS),
  notificationId: q.id(),
});
