// The implementation plan's forms (issue 15; decision 0075): one field's practices as the kit's
// add-line-item editor (spec §5 'Add-line-item editor', §3 'Line item', 'Programme link fields'),
// and copying a field's plan to other fields. One field list each, read by the action
// (validatePost), the component and, for the practices, the API's checks (plan.server.ts runs
// the same rules). No React; the practices form's schema is plan-schema.ts.
//
// Conditional fields inside a row (spec §5 'Values of hidden fields are cleared'): the direction
// shows only with a target, the days only for before / after. The kit reads a list's row fields
// all alike, so this form's schema first clears a row's hidden values with the kit's own
// visibility rule (clearHiddenActionValues), and the component hides them with JavaScript.
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import { formKey } from "~/services/kit/forms/intent";
import type { FieldSpec, ItemFieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { formRule, type FormRule } from "~/services/kit/forms/form-rules";
import { TOAST_NEXT_LABEL_MAX_LENGTH } from "~/services/kit/toast";
import { clearHiddenRowValues, visibleRowFields } from "~/services/kit/forms/visibility";
import {
  PRACTICE_LABELS,
  PRACTICES,
  PROGRAMME_TARGET_LABELS,
  PROGRAMME_TARGETS,
  type Practice,
  type ProgrammeLinkDirection,
  type ProgrammeTarget,
} from "~/shared/practice";
import { MAX_ACTIONS_PER_FIELD, NOTES_MAX_LENGTH, planListProblems } from "./plan-rules";
import { MAX_LINK_DAYS, timingProblems } from "./timing";

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const PRACTICE_OPTIONS: readonly { value: Practice; label: string }[] = PRACTICES.map(
  (value) => ({
    value,
    label: PRACTICE_LABELS[value],
  }),
);

export const TARGET_OPTIONS: readonly { value: ProgrammeTarget; label: string }[] =
  PROGRAMME_TARGETS.map((value) => ({
    value,
    label: capitalised(PROGRAMME_TARGET_LABELS[value]),
  }));

/** The farmer's words for spec §3 programmeLinkDirection (decision 0134). */
export const DIRECTION_LABELS: Record<ProgrammeLinkDirection, string> = {
  tandem: "At the same time",
  on: "On the same day",
  before: "Some days before",
  after: "Some days after",
};

export const DIRECTION_OPTIONS: readonly { value: ProgrammeLinkDirection; label: string }[] = (
  Object.keys(DIRECTION_LABELS) as ProgrammeLinkDirection[]
).map((value) => ({ value, label: DIRECTION_LABELS[value] }));

/** A planned practice's fields (spec §3 'Programme link fields'), relative to its row. */
export const PLAN_ACTION_FIELDS = [
  { type: "dropdown", name: "practice", label: "Practice", options: PRACTICE_OPTIONS },
  {
    type: "dropdown",
    name: "programmeTarget",
    label: "When is it done?",
    options: TARGET_OPTIONS,
    hint: "Link it to planting, harvest, the first rains or the start of the season, whose dates change each year, or choose 'No link: its own date' and give its date.",
  },
  {
    type: "dropdown",
    name: "programmeLinkDirection",
    label: "Before, on or after it?",
    // Shown only with a link, and then required: the label says so (issue 31).
    optional: true,
    requiredWhen: "with a link",
    options: DIRECTION_OPTIONS,
    visibleWhen: { field: "programmeTarget", notOneOf: ["none"] },
  },
  {
    type: "number",
    name: "programmeLinkDays",
    label: "How many days?",
    optional: true,
    requiredWhen: "for some days before or after",
    integer: true,
    minValue: 1,
    maxValue: MAX_LINK_DAYS,
    visibleWhen: { field: "programmeLinkDirection", oneOf: ["before", "after"] },
  },
  {
    type: "date",
    name: "date",
    label: "Date",
    optional: true,
    requiredWhen: "with no link",
    hint: "With no link: the day the practice starts. With a link: the expected date of what it is linked to, if you know it.",
  },
  {
    type: "textarea",
    name: "notes",
    label: "Notes",
    optional: true,
    maxLength: NOTES_MAX_LENGTH,
    rows: 2,
  },
] as const satisfies readonly ItemFieldSpec[];

/**
 * The page's forms, by the intent each posts (decision 0128): a field's practices saved (a form
 * per field, its fieldId beside the intent), a plan copied, the plan submitted.
 */
export const PLAN_INTENTS = ["save-field", "copy", "submit"] as const;
export type PlanIntent = (typeof PLAN_INTENTS)[number];

/** The id of one field's practices form: the page has one per field, all 'save-field'. */
export const planFieldFormKey = (fieldId: string) => formKey("save-field", fieldId);

/**
 * The page at `path` with one field's editor open (?field=<id>, scrolled to it), or with none
 * (`fieldId` null); `search` is the page's other search params ('' or '?…'), kept.
 */
export function planFieldHref(path: string, search: string, fieldId: string | null) {
  if (!fieldId) return `${path}${search}`;
  return `${planFieldPageHref(path, search, fieldId)}#field-${fieldId}`;
}

/**
 * The link, beside 'Practices saved for …', down to the next field's editor: its name when the
 * label stays a few words (a toast's next step, TOAST_NEXT_LABEL_MAX_LENGTH), else in general.
 */
export function planNextLabel(fieldName: string) {
  const named = `Plan the practices of ${fieldName}`;
  return named.length <= TOAST_NEXT_LABEL_MAX_LENGTH ? named : "Plan the next field's practices";
}

/** The page with field `fieldId`'s editor open, shown from its top (no fragment). */
export function planFieldPageHref(path: string, search: string, fieldId: string) {
  const params = new URLSearchParams(search);
  params.set("field", fieldId);
  return `${path}?${params.toString()}`;
}

export const PLAN_FIELD_FIELDS = [
  {
    type: "lineItems",
    name: "actions",
    label: "Practices",
    itemLabel: "Practice",
    maxLength: MAX_ACTIONS_PER_FIELD,
    itemFields: PLAN_ACTION_FIELDS,
  },
] as const satisfies readonly FieldSpec[];

export type PlanFieldValues = ValuesOf<typeof PLAN_FIELD_FIELDS>;
export type PlanActionValuesOfForm = PlanFieldValues["actions"][number];

/** The row fields as top-level specs, for the kit's visibility rule (names relative to a row). */
const ROW_SPECS = PLAN_ACTION_FIELDS as unknown as readonly FieldSpec[];

/** The names of a row's fields shown for its values (the kit's rule on the row's own values). */
export function visibleActionFields(row: Record<string, unknown>): Set<string> {
  return visibleRowFields(ROW_SPECS, row);
}

/**
 * The posted data with each row's hidden values dropped (spec §5 'Values of hidden fields are
 * cleared'): a direction without a target, days without before / after are not read at all.
 */
export function clearHiddenActionValues(data: unknown): unknown {
  return clearHiddenRowValues(data, "actions", ROW_SPECS);
}

/** Errors keyed by the row's posted names ('actions[2].programmeLinkDays'). */
export function actionListErrors(
  actions: readonly Partial<PlanActionValuesOfForm>[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  actions.forEach((action, index) => {
    if (!action.programmeTarget) return;
    for (const problem of timingProblems({
      programmeTarget: action.programmeTarget,
      programmeLinkDirection: action.programmeLinkDirection ?? null,
      programmeLinkDays: action.programmeLinkDays ?? null,
      date: action.date ?? null,
    })) {
      errors[`actions[${index}].${problem.field}`] ??= problem.message;
    }
  });
  for (const problem of planListProblems(actions.map((action) => action.practice))) {
    const key = problem.index === null ? "actions" : `actions[${problem.index}].practice`;
    errors[key] ??= problem.message;
  }
  return errors;
}

/** The practices form's rules between fields: each row's timing and the plan's own rules. */
export const PLAN_FIELD_RULES: readonly FormRule<PlanFieldValues>[] = [
  formRule(PLAN_FIELD_FIELDS, ["actions"], ({ actions }) => actionListErrors(actions) as never),
];

/** The practices list's editor limit, for its buttons without JavaScript (validatePost). */
export const PLAN_FIELD_LINE_ITEM_LIMITS = { actions: MAX_ACTIONS_PER_FIELD };

// ---- Copying a plan from one field to others ----

/** The copy form's options: the season's included fields, by farm. */
export function copyOptions(fields: readonly { id: string; name: string; farmName: string }[]) {
  return fields.map((field) => ({ value: field.id, label: `${field.name} (${field.farmName})` }));
}

/** The copy form's fields, with the included fields of the season as options. */
export function planCopyFields(options: readonly ChoiceOption[]) {
  return [
    {
      type: "dropdown",
      name: "sourceFieldId",
      label: "Copy the practices of",
      options,
    },
    {
      type: "multiselect",
      name: "targetFieldIds",
      label: "To these fields",
      options,
      hint: "Their practices are replaced by a copy of the first field's.",
    },
  ] as const satisfies readonly FieldSpec[];
}

export type PlanCopyValues = ValuesOf<ReturnType<typeof planCopyFields>>;

export const COPY_TO_ITSELF_MESSAGE = "Choose fields other than the one you copy from.";

/** The copy form's rule: a plan is not copied onto the field it comes from. */
export function planCopyRules(
  fields: ReturnType<typeof planCopyFields>,
): readonly FormRule<PlanCopyValues>[] {
  return [
    formRule(fields, ["sourceFieldId", "targetFieldIds"], ({ sourceFieldId, targetFieldIds }) =>
      targetFieldIds?.includes(sourceFieldId) ? { targetFieldIds: COPY_TO_ITSELF_MESSAGE } : null,
    ),
  ];
}
