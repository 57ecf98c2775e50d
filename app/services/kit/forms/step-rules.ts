// The rules and words of a form in steps (components/form/form-steps.tsx; decision 0142). Pure.

/** 'Step 2 of 3: Your farm or organisation'. */
export function stepProgressText(current: number, titles: readonly string[]): string {
  return `Step ${current + 1} of ${titles.length}: ${titles[current] ?? ""}`;
}

/** One step of a form built from a field list: its title and the names of its fields, in order. */
export interface FormStepSpec<Name extends string = string> {
  title: string;
  fields: readonly Name[];
}

/**
 * What is wrong with a form's steps for its field list, or null: every field in exactly one step,
 * the steps in the list's order (so a condition and the field it reads stay in order).
 */
export function stepsProblem(
  steps: readonly FormStepSpec[],
  fields: readonly { name: string }[],
): string | null {
  const inSteps = steps.flatMap((step) => step.fields);
  const names = fields.map((field) => field.name);
  if (steps.some((step) => step.fields.length === 0)) return "A step has no fields.";
  if (inSteps.join("|") !== names.join("|"))
    return `The steps hold ${inSteps.join(", ")}; the form's fields are ${names.join(", ")}.`;
  return null;
}
