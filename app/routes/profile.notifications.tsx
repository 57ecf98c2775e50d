// /profile/notifications (issue 18 'Notifications'; decision 0100): the person's notifications,
// newest first, unread ones marked, each with "Mark as read" (and "Open" when it links to a
// page), and "Mark all as read". Plain posts: they work without JavaScript. Under
// /admin/userView staff see the list and change nothing.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotificationList } from "~/components/notifications/notification-list";
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import {
  handlePersonNotificationsPost,
  loadPersonNotificationsPage,
} from "~/services/notifications/person-page.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import notificationStyles from "~/styles/notifications.css?url";

export const meta: MetaFunction = () => [{ title: "Notifications · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: notificationStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const page = await loadPersonNotificationsPage(context.user.id);
  return { ...page, readOnly: context.isUserView };
}

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireProfileWriter(request);
  const form = await readFormOrRefuse(request);
  return handlePersonNotificationsPost(context.user.id, form);
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
