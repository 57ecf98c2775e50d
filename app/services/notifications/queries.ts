// The query strings of /admin/notifications (issue 28): read only through these schemas, so a
// NUL or a malformed id is a 400 naming the parameter.
import { audienceQueryFields } from "~/services/audience/queries";
import { q, querySchema } from "~/services/kit/query";

/** The check form's audience and ?notificationId= of the withdraw dialog. */
export const adminNotificationsQuery = querySchema({
  ...audienceQueryFields,
  notificationId: q.id(),
});

/** The page's posts: ?do= names the form; the send form's URL carries the audience. */
export const adminNotificationsPostQuery = querySchema({
  ...audienceQueryFields,
  do: q.choice(["send", "withdraw"]),
  notificationId: q.id(),
});
