// The grazing event form (spec §3 'Grazing event': fieldIds, startDate, endDate, herdId (an
// array; the first element is used), hoursOnField; issue 15; decision 0077). Its options are the
// season's included fields and the organisation's herds, so the list is built per page (the
// component and the action build the same one). The page picks one herd; the API takes the array.
// The rules are grazing-rules.ts's, run in the browser without the herd's other events and on the
// server with them (the 24-hour rule). The validator is beside the form (components/practice/
// grazing-validator.ts). No React, no forms library.
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { formRule, type FormRule } from "~/services/kit/forms/form-rules";
import { grazingEventProblems, seasonDates } from "~/services/practice/grazing-rules";

/** The add form's and the edit dialog's ids (both can be on the page: errors go to the right one). */
export const UNITS_PARAM = "units";

export interface GrazingFormOptions {
  season: number;
  fields: readonly ChoiceOption[];
  herds: readonly ChoiceOption[];
}

export function grazingFields(options: GrazingFormOptions) {
  const { first, last } = seasonDates(options.season);
  return [
    {
      type: "multiselect",
      name: "fieldIds",
      label: "Fields grazed",
      options: options.fields,
      hint: "The fields included this season that the herd grazed together.",
    },
    { type: "date", name: "startDate", label: "Start date", minDate: first, maxDate: last },
    { type: "date", name: "endDate", label: "End date", minDate: first, maxDate: last },
    { type: "dropdown", name: "herdId", label: "Herd", options: options.herds },
    {
      type: "number",
      name: "hoursOnField",
      label: "Hours on the fields each day",
      minValue: 0,
      maxValue: 24,
      hint: "More than 0 and at most 24.",
    },
  ] as const satisfies readonly FieldSpec[];
}

export type GrazingFields = ReturnType<typeof grazingFields>;

/** The form's rules between fields: grazing-rules.ts without the herd's other events. */
export function grazingRules(
  fields: GrazingFields,
  options: GrazingFormOptions,
): readonly FormRule<ValuesOf<GrazingFields>>[] {
  const fieldIds = options.fields.map((option) => option.value);
  return [
    formRule(fields, ["fieldIds", "startDate", "endDate", "herdId", "hoursOnField"], (values) => {
      const errors: Record<string, string> = {};
      for (const problem of grazingEventProblems(
        {
          fieldIds: values.fieldIds ?? [],
          startDate: values.startDate,
          endDate: values.endDate,
          herdId: values.herdId,
          hoursOnField: values.hoursOnField,
        },
        { season: options.season, organisationFieldIds: fieldIds, otherEventsOfHerd: [] },
      )) {
        errors[problem.field] ??= problem.message;
      }
      return errors;
    }),
  ];
}
