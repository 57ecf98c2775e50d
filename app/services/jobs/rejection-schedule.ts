// When a rejection e-mail goes out (spec §4 'Rejection emails': 'The e-mail is sent at the next
// 14:00 on a weekday'; §9 'Rejection e-mails go out at the next weekday 14:00'). Pure: the time
// zone arithmetic is @date-fns/tz's, never a hand-written offset, so a change of South Africa's
// rules (or the server's own zone) cannot shift it. docs/decisions/0026.
import { TZDate } from "@date-fns/tz";
import { addDays, isWeekend, set } from "date-fns";
import { TIME_ZONE } from "~/shared/time";

export const REJECTION_HOUR = 14;

/**
 * The first weekday 14:00 in South Africa at or after `now`, as a plain Date (an instant).
 * Exactly 14:00 on a weekday is that 14:00 (the e-mail goes out at once); a second later it is
 * the next weekday's.
 */
export function nextRejectionSendAt(now: Date): Date {
  const local = new TZDate(now.getTime(), TIME_ZONE);
  let candidate = set(local, { hours: REJECTION_HOUR, minutes: 0, seconds: 0, milliseconds: 0 });
  if (candidate.getTime() < now.getTime()) candidate = addDays(candidate, 1);
  while (isWeekend(candidate)) candidate = addDays(candidate, 1);
  // addDays keeps the wall-clock time in the zone, so each candidate is still 14:00 there.
  return new Date(candidate.getTime());
}
