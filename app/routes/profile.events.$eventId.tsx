// /profile/events/{eventId} (issue 18; decision 0097): a programme event for a farmer: what,
// when, where, seats left; Register or Cancel my registration (plain posts; the home page's
// buttons post here too) and the .ics file for the calendar. A draft or unknown id is a 404.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EventFacts, RegistrationButtons } from "~/components/events/upcoming-events";
import { handleFarmerEventPost, loadFarmerEventPage } from "~/services/events/farmer-page.server";
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import eventStyles from "~/styles/events.css?url";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.event.title ?? "Event"} · Veld` },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return loadFarmerEventPage(context.user.id, params.eventId ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const context = await requireProfileWriter(request);
  const form = await readFormOrRefuse(request);
  return handleFarmerEventPost(
    context.user,
    context.organisation?.id ?? null,
    params.eventId ?? "",
    form,
  );
}

export default function FarmerEvent() {
  const { event, past, closedBecause } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="ev-page">
      <p>
        <Link to="/profile/home">Back to home</Link>
      </p>
      <div>
        <h1>{event.title}</h1>
        <p className="page-lead">{event.kindLabel}</p>
      </div>
      {refused && "error" in refused ? (
        <p role="alert" className="form-error" data-testid="event-refusal">
          {refused.error}
        </p>
      ) : null}
      {event.status === "cancelled" ? (
        <p role="status">
          This event was cancelled.{event.cancelReason ? ` ${event.cancelReason}` : ""}
        </p>
      ) : null}
      <EventFacts event={event} />
      <p className="ev-description">{event.description}</p>
      {past ? <p>This event has already taken place.</p> : null}
      <RegistrationButtons event={event} readOnly={false} />
      {!event.registered && closedBecause && !past && event.status !== "cancelled" ? (
        <p>{closedBecause}</p>
      ) : null}
      {!event.registered ? (
        <p>
          <a href={event.calendarUrl} download>
            Download the .ics file for your calendar
          </a>
        </p>
      ) : null}
    </div>
  );
}
