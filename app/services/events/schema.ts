// The values an admin enters for an event and the reason for cancelling one, as zod schemas
// (server, API and the form's on-demand check). Kept apart from ./rules, which the pages' scripts
// use (seats, times), so zod is not among the scripts of every page that lists events.
import { z } from "zod";
import { EVENT_KINDS } from "~/shared/events";
import { isProvince } from "~/shared/provinces";
import { unstorableTextReason } from "~/shared/text";
import {
  DATE_PATTERN,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  isHttpsLink,
  sastInstant,
  TIME_PATTERN,
  type EventInput,
} from "./rules";

function storable(value: string, ctx: z.RefinementCtx) {
  // zod runs refinements on a value already refused (optionalText's z.NEVER for a number or an
  // object): that value is no text, and its issue is already there. Reading it as text was a
  // 500 for { "place": 5 }.
  if (typeof value !== "string") return;
  const reason = unstorableTextReason(value);
  if (reason) ctx.addIssue({ code: z.ZodIssueCode.custom, message: reason });
}

const text = (min: number, max: number, message: string) =>
  z
    .string({ message })
    .transform((value) => value.trim())
    .refine((value) => value.length >= min && value.length <= max, message)
    .superRefine(storable);

const optionalText = (max: number, message: string) =>
  z
    .unknown()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return "";
      if (typeof value !== "string") {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return value.trim();
    })
    .refine((value) => value.length <= max, message)
    .superRefine(storable)
    .transform((value) => (value === "" ? null : value));

const capacity = z.unknown().transform((value, ctx) => {
  if (value === null || value === undefined || value === "") return null;
  const n =
    typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
  if (!Number.isInteger(n) || n < EVENT_LIMITS.capacity.min || n > EVENT_LIMITS.capacity.max) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: EVENT_MESSAGES.capacity });
    return z.NEVER;
  }
  return n;
});

/**
 * An event's values: the kind, title, description, the South African date with start and end
 * times, where (place and/or https link: at least one), seats (empty: no limit) and the
 * audience (a province, or empty for every farmer).
 */
export const eventSchema = z
  .object({
    kind: z.enum(EVENT_KINDS, { message: EVENT_MESSAGES.kind }),
    title: text(EVENT_LIMITS.title.min, EVENT_LIMITS.title.max, EVENT_MESSAGES.title),
    description: text(
      EVENT_LIMITS.description.min,
      EVENT_LIMITS.description.max,
      EVENT_MESSAGES.description,
    ),
    date: z
      .string({ message: EVENT_MESSAGES.date })
      .refine(
        (d) => DATE_PATTERN.test(d) && d >= EVENT_LIMITS.earliest && d <= EVENT_LIMITS.latest,
        EVENT_MESSAGES.date,
      ),
    startTime: z.string({ message: EVENT_MESSAGES.startTime }).refine((t) => TIME_PATTERN.test(t), {
      message: EVENT_MESSAGES.startTime,
    }),
    endTime: z.string({ message: EVENT_MESSAGES.endTime }).refine((t) => TIME_PATTERN.test(t), {
      message: EVENT_MESSAGES.endTime,
    }),
    place: optionalText(EVENT_LIMITS.place, EVENT_MESSAGES.place),
    link: optionalText(EVENT_LIMITS.link, EVENT_MESSAGES.link).refine(
      (value) => value === null || isHttpsLink(value),
      EVENT_MESSAGES.link,
    ),
    capacity,
    province: optionalText(2, EVENT_MESSAGES.province).refine(
      (value) => value === null || isProvince(value),
      EVENT_MESSAGES.province,
    ),
  })
  .strict()
  .superRefine((v, ctx) => {
    const startsAt = sastInstant(v.date, v.startTime);
    const endsAt = sastInstant(v.date, v.endTime);
    if (!startsAt) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: EVENT_MESSAGES.date, path: ["date"] });
    } else if (endsAt && endsAt.getTime() <= startsAt.getTime()) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: EVENT_MESSAGES.endBeforeStart,
        path: ["endTime"],
      });
    }
    if (v.place === null && v.link === null) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: EVENT_MESSAGES.placeOrLink,
        path: ["place"],
      });
    }
  })
  .transform((v): EventInput => ({
    kind: v.kind,
    title: v.title,
    description: v.description,
    startsAt: sastInstant(v.date, v.startTime)!,
    endsAt: sastInstant(v.date, v.endTime)!,
    place: v.place,
    link: v.link,
    capacity: v.capacity,
    province: v.province,
  }));

export const cancelSchema = z
  .object({
    reason: text(EVENT_LIMITS.reason.min, EVENT_LIMITS.reason.max, EVENT_MESSAGES.reason),
  })
  .strict();
