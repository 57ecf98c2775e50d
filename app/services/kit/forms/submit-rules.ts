// When a form's submit button is disabled (spec §5 'Forms in general': 'Submit is disabled until
// all required visible fields are filled and valid'). Only once JavaScript runs: without it the
// browser cannot know, the button stays enabled, and the server answers with the errors.

export interface SubmitState {
  /** The page's JavaScript is running. */
  hydrated: boolean;
  /** The form's schema accepts its current values; null while not checked yet. */
  valid: boolean | null;
}

export function isSubmitDisabled({ hydrated, valid }: SubmitState) {
  return hydrated && valid === false;
}

/** The label of an optional field (spec §5 'Optional fields are labelled optional'). */
export function isLabelledOptional(field: { optional?: boolean }) {
  return field.optional === true;
}
