// /profile/events/{eventId}/calendar.ics (issue 18 'an .ics file for the calendar'; decision
// 0097): the event as an iCalendar file (text/calendar, named after the event) for anyone
// signed up; a draft or unknown id is a 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarResponse } from "~/services/events/farmer-page.server";
import { requireProfileContext } from "~/services/profiles/context.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return calendarResponse(context.user.id, params.eventId ?? "");
}
