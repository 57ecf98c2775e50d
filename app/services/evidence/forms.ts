// The evidence item form (issue 16; decision 0079): one field list, read by the action
// (validateForm) and the component (FormBuilder) through the validator beside the form
// (components/evidence/evidence-validator.ts), so the browser and the server check the same
// rules. The field and practice lists depend on the season, so the list is built from the
// options the loader gives (the action builds it from the same options). The service checks the
// values again (rules.ts validateEvidenceInput).
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { EVIDENCE_CATEGORIES, EVIDENCE_CATEGORY_LABELS } from "~/shared/evidence";
import {
  EVIDENCE_ACCEPT,
  EVIDENCE_DESCRIPTION_MAX,
  EVIDENCE_MAX_FILES,
  EVIDENCE_TITLE_MAX,
} from "./rules";

/**
 * The evidence page's forms, by the intent each posts (decision 0128): an item added or edited,
 * marked submitted (or back to draft), deleted, one of its files replaced in place while the
 * programme asks for changes to it (issue 31); the season submitted, the season sent for review
 * again (decision 0141), an item added to the submission (decision 0085).
 */
export const EVIDENCE_INTENTS = [
  "add",
  "edit",
  "submitted",
  "delete",
  "replaceFile",
  "submitSeason",
  "resendSeason",
  "addToSubmission",
] as const;
export type EvidenceIntent = (typeof EVIDENCE_INTENTS)[number];

/** The form id of the 'Replace' form of one file: its refusal comes back under it. */
export const replaceFormId = (fileId: string) => `replaceFile:${fileId}`;

/** The season's submission forms, whose refusals 'Submit the season' lists (decision 0085). */
export const SUBMISSION_INTENTS = [
  "submitSeason",
  "resendSeason",
  "addToSubmission",
] as const satisfies readonly EvidenceIntent[];
export type SubmissionIntent = (typeof SUBMISSION_INTENTS)[number];

/** The sentence above the reasons a submission form was refused for (the blockers, …). */
export const SUBMISSION_REFUSED = "The season could not be submitted:";

export const CATEGORY_OPTIONS: ChoiceOption[] = EVIDENCE_CATEGORIES.map((value) => ({
  value,
  label: EVIDENCE_CATEGORY_LABELS[value],
}));

export interface EvidenceFormOptions {
  /** The season's included fields and 'Whole farm'. */
  fields: readonly ChoiceOption[];
  /** The practices, planned ones first. */
  practices: readonly ChoiceOption[];
}

/** Shown beside the file field: a refused post cannot give the chosen files back. */
export const CHOOSE_AGAIN_HINT = `Up to ${EVIDENCE_MAX_FILES} files of at most 20 MB each. If the form comes back with an error, choose your files again: a browser cannot keep them.`;

export function evidenceFields(options: EvidenceFormOptions) {
  return [
    { type: "dropdown", name: "field", label: "Field", options: options.fields },
    {
      type: "dropdown",
      name: "practice",
      label: "Practice",
      options: options.practices,
      optional: true,
    },
    { type: "multiselect", name: "categories", label: "Categories", options: CATEGORY_OPTIONS },
    { type: "text", name: "title", label: "Title", maxLength: EVIDENCE_TITLE_MAX },
    {
      type: "textarea",
      name: "description",
      label: "Description",
      optional: true,
      maxLength: EVIDENCE_DESCRIPTION_MAX,
      rows: 3,
    },
    {
      type: "file",
      name: "files",
      label: "Files",
      maxFiles: EVIDENCE_MAX_FILES,
      accept: EVIDENCE_ACCEPT,
    },
  ] as const satisfies readonly FieldSpec[];
}
