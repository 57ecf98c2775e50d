// A person's side of notifications (issue 18; decision 0100): the list /profile/notifications
// with its "Mark as read", "Open" and "Mark all as read" posts, and the timed overlay the
// /profile layout shows on a page load. Staff looking through /admin/userView read the list and
// change nothing (the route refuses their posts; the overlay lives in the /profile layout,
// which /admin/userView does not mount, so nothing is marked shown for them either).
import { redirect } from "@remix-run/node";

import { getToast, redirectWithToast } from "~/services/kit/toast.server";
import { isUuid } from "~/shared/ids";
import { personNotificationJson } from "./api";
import {
  countUnread,
  listNotificationsForPerson,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_PAGE,
  takeOverlayNotification,
} from "./notifications.server";
import { NOTIFICATION_MESSAGES } from "./rules";
import { isRefusal } from "~/services/kit/refusal";

export const PERSON_INTENTS = ["read", "open", "readAll"] as const;

function notFound(): never {
  throw new Response(NOTIFICATION_MESSAGES.notFound, { status: 404 });
}

export async function loadPersonNotificationsPage(userId: string) {
  const { items, unread } = await listNotificationsForPerson(userId);
  return { notifications: items.map(personNotificationJson), unread };
}

/**
 * A post of the list: intent=read (one, by notificationId), intent=open (marks it read and
 * follows its link), intent=readAll. Someone else's notification is a 404.
 */
export async function handlePersonNotificationsPost(userId: string, form: FormData) {
  const intent = form.get("intent");
  if (intent === "readAll") {
    const marked = await markAllNotificationsRead(userId);
    return redirectWithToast(NOTIFICATIONS_PAGE, {
      type: "success",
      text:
        marked === 0
          ? "You had no unread notifications."
          : "All your notifications are marked as read.",
    });
  }
  if (intent === "read" || intent === "open") {
    const id = form.get("notificationId");
    if (typeof id !== "string" || !isUuid(id)) notFound();
    try {
      const item = await markNotificationRead(userId, id);
      if (intent === "open" && item.link) return redirect(item.link);
      return await redirectWithToast(NOTIFICATIONS_PAGE, {
        type: "success",
        text: `'${item.title}' is marked as read.`,
      });
    } catch (error) {
      if (isRefusal(error)) throw new Response(error.message, { status: error.status });
      throw error;
    }
  }
  throw new Response("This form is not known on this page.", { status: 400 });
}

/**
 * What the /profile layout shows on this page load: the unread count for the menu, and the
 * overlay's notification (decision 0100). The overlay waits while the page carries a flash toast
 * (the outcome of a post), so two never stack; it then shows on the next page.
 */
export async function loadNotificationShell(request: Request, userId: string | null) {
  if (!userId) return { unread: 0, notice: null };
  const { toast } = await getToast(request);
  const notice = toast || isRedirectingPage(request) ? null : await takeOverlayNotification(userId);
  return { unread: await countUnread(userId), notice };
}

/**
 * /profile itself only redirects to /profile/home (it is where sign-in returns): a notification
 * taken there would be marked shown and never seen. Single fetch's ".data" suffix is ignored.
 */
function isRedirectingPage(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return path.toLowerCase() === "/profile";
}
