// The farmer's view of a programme event (issue 18; decision 0097): /profile/events/{eventId}
// shows it with its Register / Cancel my registration forms. The route guards and reads the
// posts; a draft or unknown id is a 404 Refusal.
import { Refusal } from "~/services/kit/refusal";
import { isUuid } from "~/shared/ids";
import { eventJson } from "./api";
import { loadEventForUser } from "./events.server";
import { EVENT_MESSAGES, isPast, registrationRefusal } from "./rules";

export async function loadFarmerEventPage(userId: string, eventId: string, now = new Date()) {
  if (!isUuid(eventId)) throw new Refusal(404, EVENT_MESSAGES.notFound);
  const { event, registered } = await loadEventForUser(userId, eventId);
  return {
    event: eventJson(event, registered),
    past: isPast(event, now),
    // Why Register is not offered (full, over, cancelled), or null.
    closedBecause: registered ? null : registrationRefusal(event, now),
  };
}
