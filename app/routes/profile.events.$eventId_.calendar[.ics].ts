// /profile/events/{eventId}/calendar.ics (issue 18 'an .ics file for the calendar'; decision
// 0097): the event as an iCalendar file (text/calendar, named after the event, never cached) for
// anyone signed up; a draft or unknown id is a 404.
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventCalendarFile } from "~/services/events/events.server";
import { EVENT_MESSAGES } from "~/services/events/rules";
import { requireProfileContext } from "~/services/profiles/context.server";
import { isUuid } from "~/shared/ids";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const eventId = params.eventId ?? "";
  if (!isUuid(eventId)) throw new Response(EVENT_MESSAGES.notFound, { status: 404 });
  try {
    const file = await eventCalendarFile(context.user.id, eventId);
    return new Response(file.text, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    pageRefused(error);
  }
}
