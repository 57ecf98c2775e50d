// /admin/events/{eventId} (issue 18; decision 0097): one event and who registered for it:
// names, organisations, e-mails, in the order they registered. read:admin; changes happen on
// /admin/events (write:admin).
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { statusText, whenText } from "~/components/events/admin-events";
import { ScrollRegion } from "~/components/scroll-region";
import { requirePermission } from "~/services/auth/guards.server";
import { loadEventPage } from "~/services/events/admin-view.server";
import { seatsText } from "~/services/events/rules";
import { formatDateTime } from "~/services/kit/format";
import eventStyles from "~/styles/events.css?url";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.event.title ?? "Event"} · Events · Admin · Veld` },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  try {
    return await loadEventPage(params.eventId ?? "", viewer);
  } catch (error) {
    pageRefused(error);
  }
}

export default function AdminEvent() {
  const { event, registrants, canWrite } = useLoaderData<typeof loader>();
  return (
    <div className="ev-page">
      <p>
        <Link to="/admin/events">Back to all events</Link>
      </p>
      <div>
        <h1>{event.title}</h1>
        <p className="page-lead">
          {event.kindLabel}, {whenText(event)}. {statusText(event)}.
          {event.cancelReason ? ` Reason: ${event.cancelReason}` : ""}
        </p>
      </div>
      <dl className="ev-facts">
        <dt>Place</dt>
        <dd>{event.place ?? "-"}</dd>
        <dt>Link</dt>
        <dd>{event.link ? <a href={event.link}>{event.link}</a> : "-"}</dd>
        <dt>For</dt>
        <dd>{event.provinceLabel ? `Farmers in ${event.provinceLabel}` : "Every farmer"}</dd>
        <dt>Seats</dt>
        <dd data-testid="event-seats">
          {event.seatsTaken} registered; {seatsText(event.capacity, event.seatsTaken)}
        </dd>
      </dl>
      <p className="ev-description">{event.description}</p>
      {canWrite && event.status !== "cancelled" ? (
        <p>
          <Link className="button" to={`/admin/events?dialog=edit-event&eventId=${event.eventId}`}>
            Edit this event
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="registrations-heading">
        <h2 id="registrations-heading">Registrations</h2>
        {registrants.length === 0 ? (
          <p>Nobody has registered yet.</p>
        ) : (
          <ScrollRegion className="ev-scroll" label="Registrations">
            <table className="ev-table" data-testid="registrations-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Organisation</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Registered</th>
                </tr>
              </thead>
              <tbody>
                {registrants.map((r) => (
                  <tr key={r.userId}>
                    <td>{r.name ?? "-"}</td>
                    <td>{r.organisationName ?? "-"}</td>
                    <td>
                      <a href={`mailto:${r.email}`}>{r.email}</a>
                    </td>
                    <td>{formatDateTime(r.registeredAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </div>
  );
}
