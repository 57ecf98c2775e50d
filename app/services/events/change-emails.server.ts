// Queues the e-mails of decision 0103: when a published event's time, place or link changes, or
// the event is cancelled, everyone holding a seat hears of it. Called inside the change's own
// transaction, so the e-mails are queued only if the change commits; the outbox key names the
// event, the change's audit entry and the person, so a retried queueing never sends twice.
import { getEnv } from "~/env.server";
import * as eventsModel from "~/models/events.server";
import type { Executor } from "~/models/transaction.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import {
  eventCancelledEmail,
  eventChangedEmail,
  eventEmailKey,
  type EventChange,
  type EventEmailLinks,
  type EventPlanFacts,
} from "./change-emails";

export function eventEmailLinks(eventId: string): EventEmailLinks {
  const base = `${getEnv().APP_URL}/profile/events/${eventId}`;
  return { page: base, calendar: `${base}/calendar.ics` };
}

export type EventNotice =
  { kind: "change"; changes: readonly EventChange[] } | { kind: "cancel"; reason: string };

/** Queues one e-mail per registrant; returns how many were queued. */
export async function queueRegistrantEmails(
  event: EventPlanFacts & { id: string },
  notice: EventNotice,
  auditId: number,
  tx: Executor,
): Promise<number> {
  if (notice.kind === "change" && notice.changes.length === 0) return 0;
  const registrants = await eventsModel.listRegistrants(event.id, tx);
  const links = eventEmailLinks(event.id);
  let queued = 0;
  for (const person of registrants) {
    const email =
      notice.kind === "change"
        ? eventChangedEmail(event, notice.changes, person, links)
        : eventCancelledEmail(event, notice.reason, person, links);
    const result = await enqueueEmail(
      {
        to: person.email,
        subject: email.subject,
        text: email.text,
        userId: person.userId,
        idempotencyKey: eventEmailKey(notice.kind, event.id, auditId, person.userId),
      },
      tx,
    );
    if (result.queued) queued += 1;
  }
  return queued;
}
