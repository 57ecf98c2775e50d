// The forms of the admin's review page (issue 16; decision 0086): an item's decision (decision
// and reason), the summary decision (decision and message) and 'Request something specific'
// (title and description). The page (FormBuilder) and its action (validatePost) read the same
// lists, so the browser and the server check the same rules, which are rules.ts's; the service
// checks them again. The validators are components/review/admin-review-validators.ts and the
// page's forms.ts. No React, no I/O.
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { formRule } from "~/services/kit/forms/form-rules";
import { REVIEW_STATUS_LABELS, SUBMISSION_STATUS_LABELS } from "~/shared/review";
import {
  checkReason,
  ITEM_DECISIONS,
  REVIEW_REASON_MAX,
  SUMMARY_DECISIONS,
  TASK_TITLE_MAX,
} from "./rules";

export const DECIDE_ITEM_INTENT = "decideItem";
export const DECIDE_INTENT = "decide";
export const REQUEST_INTENT = "request";
export const CLOSE_REQUEST_INTENT = "closeRequest";

/** The review page's forms, by the intent each posts (decision 0128). */
export const REVIEW_INTENTS = [
  DECIDE_ITEM_INTENT,
  DECIDE_INTENT,
  REQUEST_INTENT,
  CLOSE_REQUEST_INTENT,
] as const;
/** The requests section's forms, on the review page and on /admin/submissions. */
export const REQUESTS_INTENTS = [REQUEST_INTENT, CLOSE_REQUEST_INTENT] as const;

export const ITEM_DECISION_FIELDS = [
  {
    type: "dropdown",
    name: "decision",
    label: "Decision",
    options: ITEM_DECISIONS.map((value) => ({ value, label: REVIEW_STATUS_LABELS[value] })),
  },
  {
    type: "textarea",
    name: "reason",
    label: "Reason",
    optional: true,
    requiredWhen: "for Needs changes and Rejected",
    maxLength: REVIEW_REASON_MAX,
    rows: 3,
    hint: "The farmer reads it.",
  },
] as const satisfies readonly FieldSpec[];

/** An item's decision: a reason is required for Needs changes and Rejected. */
export const ITEM_DECISION_RULES = [
  formRule(ITEM_DECISION_FIELDS, ["decision", "reason"], ({ decision, reason }) => {
    const checked = checkReason(decision as (typeof ITEM_DECISIONS)[number], reason);
    return "refusal" in checked ? { reason: checked.refusal } : null;
  }),
];

export const SUMMARY_DECISION_FIELDS = [
  {
    type: "dropdown",
    name: "decision",
    label: "Decision on the season",
    options: SUMMARY_DECISIONS.map((value) => ({ value, label: SUBMISSION_STATUS_LABELS[value] })),
  },
  {
    type: "textarea",
    name: "message",
    label: "Message to the organisation",
    optional: true,
    requiredWhen: "when rejecting the season",
    maxLength: REVIEW_REASON_MAX,
    rows: 4,
    hint: "E-mailed to every member with the decision.",
  },
] as const satisfies readonly FieldSpec[];

/** The summary decision: a message is required when rejecting the season. */
export const SUMMARY_DECISION_RULES = [
  formRule(SUMMARY_DECISION_FIELDS, ["decision", "message"], ({ decision, message }) => {
    const checked = checkReason(decision === "REJECTED" ? "REJECTED" : "ACCEPTED", message);
    return "refusal" in checked ? { message: checked.refusal } : null;
  }),
];

export const REQUEST_FIELDS = [
  {
    type: "text",
    name: "title",
    label: "What should the organisation do?",
    maxLength: TASK_TITLE_MAX,
  },
  {
    type: "textarea",
    name: "description",
    label: "Details",
    optional: true,
    maxLength: REVIEW_REASON_MAX,
    rows: 3,
  },
] as const satisfies readonly FieldSpec[];
