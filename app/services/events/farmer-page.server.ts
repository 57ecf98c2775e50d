// The farmer's side of programme events (issue 18; decision 0097): the event page
// /profile/events/{eventId} with its Register / Cancel my registration forms (plain posts, the
// home page's buttons post here too) and the .ics download. Staff looking through
// /admin/userView read, never register.
import { data } from "@remix-run/node";

import { redirectWithToast } from "~/services/kit/toast.server";
import { isUuid } from "~/shared/ids";
import { eventJson } from "./api";
import {
  cancelRegistration,
  eventCalendarFile,
  loadEventForUser,
  registerForEvent,
} from "./events.server";
import { EVENT_MESSAGES, isPast, registrationRefusal } from "./rules";
import { isRefusal } from "~/services/kit/refusal";

export const REGISTER_INTENTS = ["register", "cancelRegistration"] as const;

function asResponse(error: unknown): never {
  if (isRefusal(error)) throw new Response(error.message, { status: error.status });
  throw error;
}

export async function loadFarmerEventPage(userId: string, eventId: string, now = new Date()) {
  if (!isUuid(eventId)) throw new Response(EVENT_MESSAGES.notFound, { status: 404 });
  try {
    const { event, registered } = await loadEventForUser(userId, eventId);
    return {
      event: eventJson(event, registered),
      past: isPast(event, now),
      // Why Register is not offered (full, over, cancelled), or null.
      closedBecause: registered ? null : registrationRefusal(event, now),
    };
  } catch (error) {
    asResponse(error);
  }
}

/**
 * A post of the event page: intent=register takes a seat, intent=cancelRegistration gives it
 * back. Done: back to the event page with a toast. Refused (full, over, cancelled, no seat):
 * 409 with the sentence, shown on the page.
 */
export async function handleFarmerEventPost(
  user: { id: string },
  organisationId: string | null,
  eventId: string,
  form: FormData,
) {
  if (!isUuid(eventId)) throw new Response(EVENT_MESSAGES.notFound, { status: 404 });
  const intent = form.get("intent");
  const here = `/profile/events/${eventId}`;
  try {
    if (intent === "register") {
      const { event, alreadyRegistered } = await registerForEvent(user.id, organisationId, eventId);
      return await redirectWithToast(here, {
        type: "success",
        text: alreadyRegistered
          ? EVENT_MESSAGES.alreadyRegistered
          : `You are registered for '${event.title}'. Add it to your calendar with the .ics file.`,
      });
    }
    if (intent === "cancelRegistration") {
      const event = await cancelRegistration(user.id, eventId);
      return await redirectWithToast(here, {
        type: "success",
        text: `Your registration for '${event.title}' is cancelled; your seat is free for someone else.`,
      });
    }
  } catch (error) {
    if (isRefusal(error) && error.status === 409) {
      return data({ error: error.message }, { status: 409 });
    }
    asResponse(error);
  }
  throw new Response("This form is not known on this page.", { status: 400 });
}

/** The .ics download: text/calendar, named after the event, never cached. */
export async function calendarResponse(userId: string, eventId: string) {
  if (!isUuid(eventId)) throw new Response(EVENT_MESSAGES.notFound, { status: 404 });
  try {
    const file = await eventCalendarFile(userId, eventId);
    return new Response(file.text, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    asResponse(error);
  }
}
