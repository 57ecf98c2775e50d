// The forms of /admin/events (issue 18; decision 0097): an event's values (new and edit) and
// the reason for cancelling one. The route's action (validateForm) and the page use the same
// validators, made from these lists (components/events/admin-event-validators.ts); the service
// checks the values again with eventSchema (rules.ts). No React, no I/O.
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { EVENT_KIND_LABELS, EVENT_KINDS } from "~/shared/events";
import { PROVINCES } from "~/shared/provinces";
import { EVENT_LIMITS } from "./rules";

const KIND_OPTIONS = EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_KIND_LABELS[kind] }));

export const EVENT_FIELDS = [
  { type: "dropdown", name: "kind", label: "Kind of event", options: KIND_OPTIONS },
  { type: "text", name: "title", label: "Title", maxLength: EVENT_LIMITS.title.max },
  {
    type: "textarea",
    name: "description",
    label: "Description",
    maxLength: EVENT_LIMITS.description.max,
    rows: 5,
    hint: "What farmers will do and learn, and what to bring.",
  },
  {
    type: "date",
    name: "date",
    label: "Date",
    minDate: EVENT_LIMITS.earliest,
    maxDate: EVENT_LIMITS.latest,
  },
  {
    type: "text",
    name: "startTime",
    label: "Starts at",
    maxLength: 5,
    hint: "South African time, as hh:mm (such as 09:00).",
  },
  {
    type: "text",
    name: "endTime",
    label: "Ends at",
    maxLength: 5,
    hint: "South African time, as hh:mm (such as 15:30).",
  },
  {
    type: "text",
    name: "place",
    label: "Place",
    optional: true,
    maxLength: EVENT_LIMITS.place,
    hint: "The farm or venue and the nearest town. Leave empty for an online event.",
  },
  {
    type: "text",
    name: "link",
    label: "Link to join online",
    optional: true,
    maxLength: EVENT_LIMITS.link,
    hint: "An address that starts with https://, for a webinar.",
  },
  {
    type: "number",
    name: "capacity",
    label: "Seats",
    optional: true,
    integer: true,
    minValue: EVENT_LIMITS.capacity.min,
    maxValue: EVENT_LIMITS.capacity.max,
    hint: "Leave empty when there is no limit.",
  },
  {
    type: "dropdown",
    name: "province",
    label: "For farmers in",
    optional: true,
    options: PROVINCES,
    hint: "Leave empty when the event is for every farmer.",
  },
] as const satisfies readonly FieldSpec[];

export const CANCEL_EVENT_FIELDS = [
  {
    type: "textarea",
    name: "reason",
    label: "Reason",
    maxLength: EVENT_LIMITS.reason.max,
    rows: 2,
    hint: `Why the event is cancelled (${EVENT_LIMITS.reason.min} to ${EVENT_LIMITS.reason.max} characters). Registered farmers see it; it is kept in the audit log.`,
  },
] as const satisfies readonly FieldSpec[];
