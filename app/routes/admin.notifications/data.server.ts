// /admin/notifications' loader data and posts (decision 0128: each form names itself in an
// `intent` field of its body): 'send' posts the message to the page's URL, which carries the
// audience checked above; 'withdraw' withdraws the notification its notificationId names, with a
// reason (?dialog=withdraw-notification). The route checks who is asking; every change is
// audited by the service.
import {
  formRefusal,
  pageRefused,
  readPost,
  refuseForm,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
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
import { NOTIFICATION_FIELDS } from "~/services/notifications/forms";
import {
  notificationFormValidator,
  withdrawFormValidator,
} from "~/components/notifications/admin-notification-validators";
import {
  sendNotification,
  withdrawNotification,
} from "~/services/notifications/notifications.server";
import { adminNotificationsPost, adminNotificationsQuery } from "~/services/notifications/queries";
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

/**
 * A refused send: a refusal of the audience (nobody matches) is the whole form's, as the audience
 * is not one of its fields; one of a message field goes beside it.
 */
function sendRefused(error: unknown, submitted: Record<string, unknown>) {
  if (isRefusal(error) && error.status === 422 && !MESSAGE_FIELDS.has(error.field ?? ""))
    return refuseForm("send", { formError: error.message, values: submitted });
  return formRefusal(error, "send", submitted);
}

export async function handleNotificationsPost(request: Request, actor: Actor) {
  const post = await readPost(request, adminNotificationsPost);
  if (post instanceof Response) return post;
  switch (post.fields.intent) {
    case "send": {
      const audience = postedAudience(readQuery(request, adminNotificationsQuery));
      const result = await validatePost(post, notificationFormValidator);
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
        return sendRefused(error, result.submittedData);
      }
    }
    case "withdraw": {
      const id = post.fields.notificationId;
      if (!id) throw new Response(NOTIFICATION_MESSAGES.notFound, { status: 404 });
      const result = await validatePost(post, withdrawFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await withdrawNotification(actor, id, result.data);
        return await redirectWithToast(NOTIFICATIONS_PATH, {
          type: "success",
          text: `The notification '${row.title}' is withdrawn: nobody sees it any more.`,
        });
      } catch (error) {
        return formRefusal(error, "withdraw", result.submittedData);
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
