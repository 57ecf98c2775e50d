// /admin/events (issue 18 'Events'; spec §1, §2; decision 0097): the programme's events (farm
// days, webinars, training) with their seats taken; read:admin reads, write:admin creates
// (?dialog=new-event), edits (?dialog=edit-event&eventId=), publishes and cancels with a reason;
// every change is audited. Each event's registrations: /admin/events/{eventId}.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DialogLink } from "~/components/dialog";
import { EventDialogs, EventsTable } from "~/components/events/admin-events";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import eventStyles from "~/styles/events.css?url";
import { eventsPage, handleEventsPost } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Events · Admin · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return eventsPage(request, viewer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleEventsPost(request, actorOf(viewer, context.requestId));
}

export default function Events() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="ev-page">
      <div>
        <h1>Events</h1>
        <p className="page-lead">
          Farm days, webinars and training for the programme&rsquo;s farmers. A new event is a draft
          until you publish it; then farmers see it on their home page and can register. A cancelled
          event stays listed with its reason. Every change is kept in the audit log.
          {page.canWrite ? "" : " Changing events needs write:admin."}
        </p>
      </div>
      {page.canWrite ? (
        <p>
          <DialogLink name="new-event" className="button button--primary">
            New event
          </DialogLink>
        </p>
      ) : null}
      <EventsTable events={page.events} canWrite={page.canWrite} />
      {page.canWrite ? <EventDialogs selected={page.selected} /> : null}
    </div>
  );
}
