// The resources' forms (issue 18; decision 0098): the resource form of /admin/resources (new and
// edit: one field list; the file field only matters for a file resource), the deletion's reason,
// and the body of the /api/v2 admin resources. The page's action (validateForm) and component
// (FormBuilder) read the same lists; rules.ts validateResourceInput checks the fields together
// (what each kind needs) on the server for the page and the API alike. The page's validators
// are components/resources/admin-resource-validators.ts; the API's body schemas are in api.ts,
// so that zod stays out of the page's scripts (decision 0133). No React, no I/O.
import { JOURNEY_STEPS, STEP_LABELS } from "~/services/journey/steps";
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import {
  KIND_LABELS,
  RESOURCE_BODY_MAX,
  RESOURCE_FILE_ACCEPT,
  RESOURCE_KINDS,
  RESOURCE_REASON_MAX,
  RESOURCE_STATUSES,
  RESOURCE_SUMMARY_MAX,
  RESOURCE_TITLE_MAX,
  RESOURCE_TOPICS,
  RESOURCE_URL_MAX,
  STATUS_LABELS,
  TOPIC_LABELS,
} from "./rules";

/** The dialogs of /admin/resources: ?dialog=new-resource, ?dialog=edit-resource&resource=<id>. */
export const NEW_RESOURCE_DIALOG = "new-resource";
export const EDIT_RESOURCE_DIALOG = "edit-resource";
export const DELETE_RESOURCE_DIALOG = "delete-resource";
export const RESOURCE_PARAM = "resource";

export const KIND_OPTIONS: ChoiceOption[] = RESOURCE_KINDS.map((value) => ({
  value,
  label: KIND_LABELS[value],
}));
export const TOPIC_OPTIONS: ChoiceOption[] = RESOURCE_TOPICS.map((value) => ({
  value,
  label: TOPIC_LABELS[value],
}));
export const STATUS_OPTIONS: ChoiceOption[] = RESOURCE_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));
export const STEP_OPTIONS: ChoiceOption[] = JOURNEY_STEPS.map((value) => ({
  value,
  label: STEP_LABELS[value],
}));

export const RESOURCE_FILE_HINT =
  "For a file resource: PDF, Word (.docx), spreadsheets (.xlsx, .csv) or pictures (PNG, JPEG), at most 25 MB. When editing, leave it empty to keep the current file. If the form comes back with an error, choose the file again: a browser cannot keep it.";

export const RESOURCE_FIELDS = [
  { type: "dropdown", name: "kind", label: "Kind", options: KIND_OPTIONS },
  { type: "text", name: "title", label: "Title", maxLength: RESOURCE_TITLE_MAX },
  {
    type: "textarea",
    name: "summary",
    label: "Summary",
    maxLength: RESOURCE_SUMMARY_MAX,
    rows: 2,
    hint: "One or two sentences farmers see in the list.",
  },
  { type: "dropdown", name: "topic", label: "Topic", options: TOPIC_OPTIONS },
  {
    type: "multiselect",
    name: "journeySteps",
    label: "Journey steps it fits",
    optional: true,
    options: STEP_OPTIONS,
    hint: "Farmers on these steps see it first. Choose none for a resource that fits every step.",
  },
  {
    type: "textarea",
    name: "body",
    label: "Article text",
    optional: true,
    maxLength: RESOURCE_BODY_MAX,
    rows: 12,
    hint: "For an article: plain text. A blank line starts a paragraph, '- ' starts a list item, '## ' a heading. HTML is shown as typed, never run.",
  },
  {
    type: "text",
    name: "url",
    label: "Address (https://…)",
    optional: true,
    maxLength: RESOURCE_URL_MAX,
    hint: "For a link or a video: the page's address, starting with https://. Farmers open it in a new tab.",
  },
  {
    type: "file",
    name: "file",
    label: "File",
    optional: true,
    maxFiles: 1,
    accept: RESOURCE_FILE_ACCEPT,
  },
] as const satisfies readonly FieldSpec[];

export const DELETE_RESOURCE_FIELDS = [
  {
    type: "textarea",
    name: "reason",
    label: "Reason",
    maxLength: RESOURCE_REASON_MAX,
    rows: 3,
    hint: "5 to 500 characters, kept in the audit log with the resource's title.",
  },
] as const satisfies readonly FieldSpec[];
