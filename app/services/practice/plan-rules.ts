// The rules of a field's planned practices (issue 15; decision 0075), beside the timing rules of
// each practice (timing.ts): a practice at most once per field, reduced tillage and no tillage
// never together, at most MAX_ACTIONS_PER_FIELD practices on a field. Pure: the page's form
// (plan-forms.ts), the service (plan.server.ts) and the API read the same findings.
import { PRACTICE_LABELS, type Practice } from "~/shared/practice";

/** The most practices one field may have in a plan (the page's add button hides at this). */
export const MAX_ACTIONS_PER_FIELD = 12;

export const NOTES_MAX_LENGTH = 1000;

export const BOTH_TILLAGES_MESSAGE = "A field cannot have both reduced tillage and no tillage.";

export function duplicatePracticeMessage(practice: Practice): string {
  return `${PRACTICE_LABELS[practice]} is already planned for this field. Plan each practice once.`;
}

export function tooManyActionsMessage(max = MAX_ACTIONS_PER_FIELD): string {
  return `A field can have at most ${max} practices.`;
}

/** A problem of a field's list: the row at fault (its index) and the message beside its practice. */
export interface PlanListProblem {
  index: number | null;
  message: string;
}

/**
 * What is wrong with one field's list of practices, in order. A later row repeating a practice
 * is the one at fault; with both tillages the later of the two carries the message.
 */
export function planListProblems(
  practices: readonly (Practice | null | undefined)[],
): PlanListProblem[] {
  const problems: PlanListProblem[] = [];
  if (practices.length > MAX_ACTIONS_PER_FIELD) {
    problems.push({ index: null, message: tooManyActionsMessage() });
  }
  const seen = new Set<Practice>();
  let tillageFlagged = false;
  practices.forEach((practice, index) => {
    if (!practice) return;
    if (seen.has(practice)) {
      problems.push({ index, message: duplicatePracticeMessage(practice) });
      return;
    }
    seen.add(practice);
    if (!tillageFlagged && seen.has("reducedTillage") && seen.has("noTillage")) {
      tillageFlagged = true;
      problems.push({ index, message: BOTH_TILLAGES_MESSAGE });
    }
  });
  return problems;
}

/** The plan is complete when every included field has at least one practice. */
export function fieldsWithoutPractices<F extends { id: string }>(
  includedFields: readonly F[],
  actionFieldIds: Iterable<string>,
): F[] {
  const planned = new Set(actionFieldIds);
  return includedFields.filter((field) => !planned.has(field.id));
}

/** 'These fields have no practices yet: North Camp, River Field.' */
export function missingPracticesMessage(names: readonly string[]): string {
  return names.length === 1
    ? `This field has no practices yet: ${names[0]}.`
    : `These fields have no practices yet: ${names.join(", ")}.`;
}

/** 'Plan copied to 3 fields.' */
export function planCopiedMessage(count: number): string {
  return `Plan copied to ${count} ${count === 1 ? "field" : "fields"}.`;
}
