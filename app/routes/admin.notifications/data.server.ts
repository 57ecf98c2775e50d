// /admin/notifications' loader data and posts: the send form posts the message to ?do=send with
// the checked audience in its URL; ?do=withdraw&notificationId= with a reason
// (?dialog=withdraw-notification). The route checks who is asking; every change is audited by
// the service.
import {
  pageRefused,
  FORM_ERROR_KEY,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { validationError } from "remix-validated-form";
import type { Viewer } from "~/services/auth/session.server";
import type { Actor } from "~/services/kit/actor";
import { readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  audienceOf,
  loadNotificationsPage,
  NOTIFICATIONS_PATH,
} from "~/services/notifications/admin-view.server";
import {
  NOTIFICATION_FIELDS,
  NOTIFICATION_FORM_ID,
  WITHDRAW_FORM_ID,
} from "~/services/notifications/forms";
import {
  notificationFormValidator,
  withdrawFormValidator,
} from "~/components/notifications/admin-notification-validators";
import {
  sendNotification,
  withdrawNotification,
} from "~/services/notifications/notifications.server";
import {
  adminNotificationsPostQuery,
  adminNotificationsQuery,
} from "~/services/notifications/queries";
import { NOTIFICATION_MESSAGES, peopleText } from "~/services/notifications/rules";

export async function notificationsPage(request: Request, viewer: Viewer) {
  const query = readQuery(request, adminNotificationsQuery);
  try {
    return await loadNotificationsPage(query, viewer);
  } catch (error) {
    pageRefused(error);
  }
}

/** The audience the send form's URL carries; bad values are a 400 with a sentence. */
function postedAudience(query: Parameters<typeof audienceOf>[0]) {
  try {
    return audienceOf(query);
  } catch (error) {
    pageRefused(error);
  }
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
  const query = readQuery(request, adminNotificationsPostQuery);
  switch (query.do) {
    case "send": {
      const audience = postedAudience(query);
      const result = await validateForm(request, notificationFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await sendNotification(actor, {
          ...result.data,
          link: result.data.link ?? "",
          sendEmail: result.data.sendEmail === true,
          ...audience,
        });
        return await redirectWithToast(NOTIFICATIONS_PATH, {
          type: "success",
          text: `The notification '${row.title}' is sent to ${peopleText(row.recipientCount)}${row.emailed ? ", also by e-mail" : ""}.`,
        });
      } catch (error) {
        return refusedOn(NOTIFICATION_FORM_ID, error, result.submittedData);
      }
    }
    case "withdraw": {
      const id = query.notificationId;
      if (!id) throw new Response(NOTIFICATION_MESSAGES.notFound, { status: 404 });
      const result = await validateForm(request, withdrawFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await withdrawNotification(actor, id, result.data);
        return await redirectWithToast(NOTIFICATIONS_PATH, {
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
