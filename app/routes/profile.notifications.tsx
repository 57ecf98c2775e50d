// /profile/notifications (issue 18 'Notifications'; decision 0100): the person's notifications,
// newest first, unread ones marked, each with "Mark as read" (and "Open" when it links to a
// page), and "Mark all as read". Plain posts: they work without JavaScript. Under
// /admin/userView staff see the list and change nothing.
import { pageRefused, readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import {
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotificationList } from "~/components/notifications/notification-list";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_PAGE,
} from "~/services/notifications/notifications.server";
import { requestLanguage } from "~/services/kit/language.server";
import { loadPersonNotificationsPage } from "~/services/notifications/person-view.server";
import { NOTIFICATION_MESSAGES } from "~/services/notifications/rules";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import { isUuid } from "~/shared/ids";
import notificationStyles from "~/styles/notifications.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// A list with plain forms (mark as read): no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Notifications · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: notificationStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  // Programme messages in the language the page is read in (decision 0160).
  const page = await loadPersonNotificationsPage(
    context.user.id,
    requestLanguage(request, context.viewer),
  );
  return { ...page, readOnly: context.isUserView };
}

/**
 * intent=read (one, by notificationId), intent=open (marks it read and follows its link),
 * intent=readAll. Someone else's notification is a 404.
 */
export async function action({ request }: ActionFunctionArgs) {
  const context = await requireProfileWriter(request);
  const form = await readFormOrRefuse(request);
  const userId = context.user.id;
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
    if (typeof id !== "string" || !isUuid(id))
      throw new Response(NOTIFICATION_MESSAGES.notFound, { status: 404 });
    try {
      const item = await markNotificationRead(userId, id);
      if (intent === "open" && item.link) return redirect(item.link);
      return await redirectWithToast(NOTIFICATIONS_PAGE, {
        type: "success",
        text: `'${item.title}' is marked as read.`,
      });
    } catch (error) {
      pageRefused(error);
    }
  }
  throw new Response("This form is not known on this page.", { status: 400 });
}

export default function Notifications() {
  const { notifications, unread, readOnly } = useLoaderData<typeof loader>();
  return (
    <div className="nt-page">
      <div>
        <h1>Notifications</h1>
        <p className="page-lead">
          Messages from the programme team, newest first.{" "}
          {unread === 0
            ? "You have no unread notifications."
            : unread === 1
              ? "1 is unread."
              : `${unread} are unread.`}
        </p>
      </div>
      <NotificationList notifications={notifications} unread={unread} readOnly={readOnly} />
    </div>
  );
}
