// The view of /admin/notifications (issue 18; decision 0100). The audience is chosen with a GET
// form ("Check recipients": its criteria are the URL's, so the check is a read anyone with
// read:admin may make, and it survives a reload); the send form posts the message with that
// same audience in its URL. The route guards, reads the query string and the posts; a bad
// audience is a 400 Refusal, an unknown notification a 404.
import { audienceOptions } from "~/services/audience/options";
import { listAudienceMembers } from "~/services/audience/audience.server";
import { audienceSchema, normaliseAudience } from "~/services/audience/forms";
import { isAudienceChosen, selectAudience, type AudienceFilter } from "~/services/audience/rules";
import type { Viewer } from "~/services/auth/session.server";
import { Refusal } from "~/services/kit/refusal";
import { adminNotificationJson } from "./api";
import { listNotificationsForAdmin } from "./notifications.server";
import { describeAudience, NOTIFICATION_MESSAGES, peopleText } from "./rules";

export const NOTIFICATIONS_PATH = "/admin/notifications";
const AUDIENCE_LISTS = ["userIds", "organisationIds", "steps", "provinces", "roles"] as const;
export type AudienceQuery = { everyone: boolean } & {
  [Name in (typeof AUDIENCE_LISTS)[number]]?: string[] | undefined;
};
/** How many names the check shows before "and N more". */
const PREVIEW_NAMES = 10;

/** The audience the URL names (the check form's values); bad values are a 400 with a sentence. */
export function audienceOf(query: AudienceQuery): AudienceFilter {
  const raw: Record<string, unknown> = { everyone: query.everyone };
  for (const name of AUDIENCE_LISTS) raw[name] = query[name] ?? [];
  const parsed = audienceSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Refusal(400, parsed.error.issues[0]?.message ?? NOTIFICATION_MESSAGES.audience);
  }
  return normaliseAudience(parsed.data);
}

/** The audience as the URL carries it (the send form's action keeps it). */
export function audienceSearch(filter: AudienceFilter): string {
  const search = new URLSearchParams();
  if (filter.everyone) search.set("everyone", "on");
  for (const name of ["userIds", "organisationIds", "steps", "provinces", "roles"] as const) {
    for (const value of filter[name]) search.append(name, value);
  }
  return search.toString();
}

/** The page for the audience the URL names and the notification a dialog is about. */
export async function loadNotificationsPage(
  query: AudienceQuery & { notificationId?: string | undefined },
  viewer: Viewer,
) {
  const audience = audienceOf(query);
  const selectedId = query.notificationId;
  const [members, rows] = await Promise.all([listAudienceMembers(), listNotificationsForAdmin()]);
  const selected = selectedId ? rows.find((row) => row.id === selectedId) : null;
  if (selectedId && !selected) throw new Refusal(404, NOTIFICATION_MESSAGES.notFound);

  const chosen = isAudienceChosen(audience) ? selectAudience(audience, members) : null;
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    audience,
    audienceSearch: audienceSearch(audience),
    check: chosen
      ? {
          count: chosen.length,
          countText: peopleText(chosen.length),
          description: describeAudience(audience),
          names: chosen
            .slice(0, PREVIEW_NAMES)
            .map((m) => [m.name, m.surname].filter(Boolean).join(" ") || m.email),
        }
      : null,
    choices: audienceOptions(members),
    notifications: rows.map(adminNotificationJson),
    selected: selected ? adminNotificationJson(selected) : null,
  };
}
