// /admin/notifications: loader data and the page's posts (issue 18; decision 0100). The
// audience is chosen with a GET form ("Check recipients": its criteria are the URL's, so the
// check is a read anyone with read:admin may make, and it survives a reload); the send form
// posts the message to ?do=send with that same audience in its URL. ?do=withdraw&notificationId=
// with a reason (?dialog=withdraw-notification). The route checks who is asking; every change is
// audited by the service.
import { actorOf } from "~/services/auth/session.server";
import { audienceOptions } from "~/services/audience/options";
import { validationError } from "remix-validated-form";
import { listAudienceMembers } from "~/services/audience/audience.server";
import { audienceSchema, normaliseAudience } from "~/services/audience/forms";
import { isAudienceChosen, selectAudience, type AudienceFilter } from "~/services/audience/rules";
import type { Viewer } from "~/services/auth/guards.server";
import { type Actor } from "~/services/contracting/common.server";
import { FORM_ERROR_KEY, validateForm } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { adminNotificationJson } from "./api";
import {
  NOTIFICATION_FIELDS,
  NOTIFICATION_FORM_ID,
  notificationFormValidator,
  WITHDRAW_FORM_ID,
  withdrawFormValidator,
} from "./forms";
import {
  listNotificationsForAdmin,
  sendNotification,
  withdrawNotification,
} from "./notifications.server";
import { adminNotificationsPostQuery, adminNotificationsQuery } from "./queries";
import { describeAudience, NOTIFICATION_MESSAGES, peopleText } from "./rules";
import { isRefusal } from "~/services/kit/refusal";

export const NOTIFICATIONS_PATH = "/admin/notifications";
const AUDIENCE_LISTS = ["userIds", "organisationIds", "steps", "provinces", "roles"] as const;
type AudienceQuery = { everyone: boolean } & {
  [Name in (typeof AUDIENCE_LISTS)[number]]?: string[] | undefined;
};
/** How many names the check shows before "and N more". */
const PREVIEW_NAMES = 10;

export function notificationsActor(viewer: Viewer, requestId: string | null | undefined): Actor {
  return actorOf(viewer, requestId);
}

function notFound(): never {
  throw new Response(NOTIFICATION_MESSAGES.notFound, { status: 404 });
}

/** The audience the URL names (the check form's values); bad values are a 400 with a sentence. */
function audienceOf(query: AudienceQuery): AudienceFilter {
  const raw: Record<string, unknown> = { everyone: query.everyone };
  for (const name of AUDIENCE_LISTS) raw[name] = query[name] ?? [];
  const parsed = audienceSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Response(parsed.error.issues[0]?.message ?? NOTIFICATION_MESSAGES.audience, {
      status: 400,
    });
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

export async function loadNotificationsPage(url: URL, viewer: Viewer) {
  const query = readQuery(url, adminNotificationsQuery);
  const audience = audienceOf(query);
  const selectedId = query.notificationId;
  const [members, rows] = await Promise.all([listAudienceMembers(), listNotificationsForAdmin()]);
  const selected = selectedId ? rows.find((row) => row.id === selectedId) : null;
  if (selectedId && !selected) notFound();

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

function afterPost(): string {
  return NOTIFICATIONS_PATH;
}

const MESSAGE_FIELDS = new Set<string>(NOTIFICATION_FIELDS.map((field) => field.name));

function refusedOn(formId: string, error: unknown, submitted: Record<string, unknown>) {
  if (!isRefusal(error)) throw error;
  if (error.status === 422) {
    // A refusal of the audience (nobody matches) belongs to the whole form.
    const field =
      formId === NOTIFICATION_FORM_ID && !MESSAGE_FIELDS.has(error.field ?? "")
        ? FORM_ERROR_KEY
        : error.field || "reason";
    return validationError({ fieldErrors: { [field]: error.message }, formId }, submitted, {
      status: 422,
    });
  }
  throw new Response(error.message, { status: error.status });
}

export async function handleNotificationsPost(request: Request, actor: Actor) {
  const url = new URL(request.url);
  const query = readQuery(url, adminNotificationsPostQuery);
  switch (query.do) {
    case "send": {
      const audience = audienceOf(query);
      const result = await validateForm(request, notificationFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await sendNotification(actor, {
          ...result.data,
          link: result.data.link ?? "",
          sendEmail: result.data.sendEmail === true,
          ...audience,
        });
        return await redirectWithToast(afterPost(), {
          type: "success",
          text: `The notification '${row.title}' is sent to ${peopleText(row.recipientCount)}${row.emailed ? ", also by e-mail" : ""}.`,
        });
      } catch (error) {
        return refusedOn(NOTIFICATION_FORM_ID, error, result.submittedData);
      }
    }
    case "withdraw": {
      const id = query.notificationId ?? notFound();
      const result = await validateForm(request, withdrawFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await withdrawNotification(actor, id, result.data);
        return await redirectWithToast(afterPost(), {
          type: "success",
          text: `The notification '${row.title}' is withdrawn: nobody sees it any more.`,
        });
      } catch (error) {
        return refusedOn(WITHDRAW_FORM_ID, error, result.submittedData);
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
