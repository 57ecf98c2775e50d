// /profile/events/{eventId} (issue 18; decision 0097): a programme event for a farmer: what,
// when, where, seats left; Register or Cancel my registration (plain posts; the home page's
// buttons post here too) and the .ics file for the calendar. A draft or unknown id is a 404.
import {
  pageRefused,
  readFormOrRefuse,
  refuseForm,
} from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { EventFacts, RegistrationButtons } from "~/components/events/upcoming-events";
import { cancelRegistration, registerForEvent } from "~/services/events/events.server";
import { loadFarmerEventPage } from "~/services/events/farmer-view.server";
import { EVENT_MESSAGES } from "~/services/events/rules";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";
import { isUuid } from "~/shared/ids";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import eventStyles from "~/styles/events.css?url";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.event.title ?? "Event"} · Veld` },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventStyles }];

function asResponse(error: unknown): never {
  pageRefused(error);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  try {
    return await loadFarmerEventPage(context.user.id, params.eventId ?? "");
  } catch (error) {
    asResponse(error);
  }
}

/**
 * intent=register takes a seat, intent=cancelRegistration gives it back. Done: back to the event
 * page with a toast. Refused (full, over, cancelled, no seat): 409 with the sentence as the
 * button's form's refusal (the one action result), shown on the page.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const context = await requireProfileWriter(request);
  const form = await readFormOrRefuse(request);
  const eventId = params.eventId ?? "";
  const userId = context.user.id;
  if (!isUuid(eventId)) throw new Response(EVENT_MESSAGES.notFound, { status: 404 });
  const intent = form.get("intent");
  const here = `/profile/events/${eventId}`;
  try {
    if (intent === "register") {
      const organisationId = context.organisation?.id ?? null;
      const { event, alreadyRegistered } = await registerForEvent(userId, organisationId, eventId);
      return await redirectWithToast(here, {
        type: "success",
        text: alreadyRegistered
          ? EVENT_MESSAGES.alreadyRegistered
          : `You are registered for '${event.title}'. Add it to your calendar with the .ics file.`,
      });
    }
    if (intent === "cancelRegistration") {
      const event = await cancelRegistration(userId, eventId);
      return await redirectWithToast(here, {
        type: "success",
        text: `Your registration for '${event.title}' is cancelled; your seat is free for someone else.`,
      });
    }
  } catch (error) {
    if (isRefusal(error) && error.status === 409) {
      return refuseForm(
        typeof intent === "string" ? intent : undefined,
        {
          formError: error.message,
        },
        409,
      );
    }
    asResponse(error);
  }
  throw new Response("This form is not known on this page.", { status: 400 });
}

export default function FarmerEvent() {
  const { event, past, closedBecause } = useLoaderData<typeof loader>();
  // The refusal of whichever button was pressed: register, or cancel my registration.
  const register = useActionResult("register");
  const cancel = useActionResult("cancelRegistration");
  const refused = register.formError ?? cancel.formError;
  return (
    <div className="ev-page">
      <p>
        <Link to="/profile/home">Back to home</Link>
      </p>
      <div>
        <h1>{event.title}</h1>
        <p className="page-lead">{event.kindLabel}</p>
      </div>
      {refused ? (
        <p role="alert" className="form-error" data-testid="event-refusal">
          {refused}
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
