// The forms of the admin's review page (issue 16; decision 0086): the review in one form (issue
// 31, decision 0140: each item's decision and reason, then the season's decision and message)
// and 'Request something specific' (title and description). The page (FormBuilder) and its action (validatePost) read the same
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
  summaryDecisionProblem,
  TASK_TITLE_MAX,
} from "./rules";

export const REVIEW_INTENT = "review";
export const REQUEST_INTENT = "request";
export const CLOSE_REQUEST_INTENT = "closeRequest";

/** The review page's forms, by the intent each posts (decision 0128). */
export const REVIEW_INTENTS = [REVIEW_INTENT, REQUEST_INTENT, CLOSE_REQUEST_INTENT] as const;
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

/**
 * The review in one form: a row per item (its id hidden, its decision and reason), then the
 * season's decision and message. The page draws each row inside its item's article.
 */
export const REVIEW_FIELDS = [
  {
    type: "lineItems",
    name: "items",
    label: "Items",
    itemLabel: "Item",
    itemFields: ITEM_DECISION_FIELDS,
  },
  ...SUMMARY_DECISION_FIELDS,
] as const satisfies readonly FieldSpec[];

/**
 * The review's rules: each item's reason (required for Needs changes and Rejected), the
 * season's message (required when rejecting it), and the season's decision as the items'
 * decisions allow (summaryDecisionProblem: 'Changes requested' only when an item needs changes,
 * 'Accepted' only when none does).
 */
export const REVIEW_RULES = [
  formRule(REVIEW_FIELDS, ["items"], ({ items }) => {
    const errors: Record<string, string> = {};
    items.forEach((item, index) => {
      const checked = checkReason(item.decision, item.reason);
      if ("refusal" in checked) errors[`items[${index}].reason`] = checked.refusal;
    });
    return errors;
  }),
  formRule(REVIEW_FIELDS, ["decision", "message"], ({ decision, message }) => {
    const checked = checkReason(decision === "REJECTED" ? "REJECTED" : "ACCEPTED", message);
    return "refusal" in checked ? { message: checked.refusal } : null;
  }),
  formRule(REVIEW_FIELDS, ["items", "decision"], ({ items, decision }) => {
    const statuses = items.map((item) => ({ status: item.decision }));
    const problem = summaryDecisionProblem("SUBMITTED", decision, statuses);
    return problem ? { decision: problem } : null;
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
