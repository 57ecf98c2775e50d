// /admin/notifications (issue 18 'Notifications'; spec §2 'admin notifications'; decision 0100):
// messages to people or organisations (by step, province, role), shown in the app (the person's
// list and the timed overlay) and optionally by e-mail. read:admin checks recipients and reads
// the list; write:admin sends and withdraws with a reason (?dialog=withdraw-notification);
// every change is audited.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  AudienceCheck,
  ComposeForm,
  NotificationsTable,
  WithdrawDialog,
} from "~/components/notifications/admin-notifications";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import notificationStyles from "~/styles/notifications.css?url";
import { handleNotificationsPost, notificationsPage } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Notification management · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: notificationStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return notificationsPage(request, viewer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleNotificationsPost(request, actorOf(viewer, context.requestId));
}

export default function Notifications() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="nt-page">
      <div>
        <h1>Notification management</h1>
        <p className="page-lead">
          Send a message to people or organisations, chosen by journey step, province or role. They
          see it once as a notification when they next open a page, and in their list of
          notifications until they read it; an e-mail can go too. A withdrawn notification
          disappears for everyone. Every change is kept in the audit log.
          {page.canWrite ? "" : " Sending notifications needs write:admin."}
        </p>
      </div>
      <AudienceCheck audience={page.audience} choices={page.choices} check={page.check} />
      {page.canWrite && page.check && page.check.count > 0 ? (
        <ComposeForm audienceSearch={page.audienceSearch} countText={page.check.countText} />
      ) : null}
      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading">Sent notifications</h2>
        <NotificationsTable notifications={page.notifications} canWrite={page.canWrite} />
      </section>
      {page.canWrite && page.selected ? <WithdrawDialog selected={page.selected} /> : null}
    </div>
  );
}
