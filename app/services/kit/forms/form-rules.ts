// Rules between a form's fields (issue 11: 'every rule of a form inside its schema'). A rule is
// a pure function of the validated values that returns errors keyed by field name; formSchema()
// runs it after the field checks, inside the one zod schema, so the server checks it on every
// post and the browser as the person types, with the message beside the field either way.
// The rule itself lives in its domain's rules.ts; the form's module only wires it to fields.
import type { FieldSpec, ValuesOf } from "./field-spec";

/**
 * A rule's findings: a message per field at fault, or per field of a line item's row
 * ('items[2].reason'); null (or no message) when all is well.
 */
export type RuleErrors<Name extends string = string> = Partial<
  Record<Name | `${Name}[${number}].${string}`, string | null>
> | null;

/** A rule of a form whose values are `Values`; build one with formRule(). */
export interface FormRule<Values> {
  /**
   * The fields the rule reads. It runs only once each of them passed its own checks, so it
   * sees them typed as the schema gives them and never says more about a field already refused.
   */
  readonly reads: readonly (keyof Values & string)[];
  readonly check: (values: Values) => RuleErrors<keyof Values & string>;
}

/**
 * A rule of the form `fields` (the list is there for the types): `reads` names the fields the
 * rule is given, `check` returns a message per field at fault.
 *
 *     formRule(FARM_FIELDS, ["latitude", "longitude"], ({ latitude, longitude }) =>
 *       locationErrors(latitude, longitude, { required: false }))
 */
export function formRule<
  const Fields extends readonly FieldSpec[],
  const Reads extends keyof ValuesOf<Fields> & string,
>(
  _fields: Fields,
  reads: readonly Reads[],
  check: (values: Pick<ValuesOf<Fields>, Reads>) => RuleErrors<keyof ValuesOf<Fields> & string>,
): FormRule<ValuesOf<Fields>> {
  return { reads, check };
}

/**
 * Runs each rule whose fields all passed, in order, and reports what it finds through `report`.
 * A field a rule refuses counts as failed for the rules after it, and a field that already has
 * an error keeps that one (the field's own message comes first).
 */
export function applyFormRules<Values>(
  rules: readonly FormRule<Values>[],
  values: Values,
  failed: Set<string>,
  report: (field: string, message: string) => void,
) {
  for (const rule of rules) {
    if (rule.reads.some((name) => failed.has(name))) continue;
    const errors = rule.check(values) ?? {};
    for (const [field, message] of Object.entries(errors) as [string, string | null][]) {
      if (!message || failed.has(field)) continue;
      failed.add(field);
      report(field, message);
    }
  }
}
