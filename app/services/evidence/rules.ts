// The evidence rules (issue 16; decision 0079). Pure: which files an item may take, what an item
// must have, and what may change in which status. The page, the API and the tests share them.
import { EVIDENCE_CATEGORIES, type EvidenceCategory, type EvidenceStatus } from "~/shared/evidence";
import { PRACTICES, type Practice } from "~/shared/practice";
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from "~/services/kit/forms/messages";
import { isMultiLineText, isSingleLineText } from "~/shared/text";

/** Kept files per item (new plus kept; spec §5 'Too many files, please try again'). */
export const EVIDENCE_MAX_FILES = 10;
/** The largest evidence file. */
export const EVIDENCE_MAX_FILE_BYTES = 20 * 1024 * 1024;
/**
 * The §5 recognised types that make sense as evidence (decision 0079): documents, photos,
 * videos and spreadsheets. Checked by the bytes when stored.
 */
export const EVIDENCE_ACCEPT = [
  ".pdf",
  ".jpg",
  ".jpeg",
  ".png",
  ".mov",
  ".avi",
  ".mp4",
  ".xls",
  ".xlsx",
  ".csv",
  ".doc",
  ".docx",
] as const;

export const EVIDENCE_TITLE_MAX = 120;
export const EVIDENCE_DESCRIPTION_MAX = 2000;
/** The dropdown's value for an item about the whole farm (no field). */
export const WHOLE_FARM = "farm";
export const WHOLE_FARM_LABEL = "Whole farm";

export const EVIDENCE_MESSAGES = {
  notFound: "There is no such evidence item in this organisation.",
  submittedReadOnly:
    "This evidence is marked as submitted. Take it back to draft before changing it.",
  deleteSubmitted: "Only a draft can be deleted. Take it back to draft first.",
  noFiles: "Add at least one file before marking this evidence as submitted.",
  category: "Choose at least one category.",
  categoryUnknown: "Choose categories from the list.",
  field: "Choose one of this season's fields, or Whole farm.",
  practice: "Choose a practice from the list.",
  title: "Give the evidence a title.",
  titleLong: `The title can be at most ${EVIDENCE_TITLE_MAX} characters.`,
  descriptionLong: `The description can be at most ${EVIDENCE_DESCRIPTION_MAX} characters.`,
  season: "Choose one of the programme's seasons.",
  forbidden: "Your role in this organisation does not allow changing its evidence.",
  replaceNotAsked:
    "A file can be replaced in place only when the programme has asked for changes to this evidence.",
  replaceFileNotFound: "That file is not one of this evidence item's current files.",
  replaceFileMissing: "Choose the new file.",
} as const;

export interface EvidenceInput {
  fieldId: string | null;
  practice: Practice | null;
  categories: EvidenceCategory[];
  title: string;
  description: string | null;
}

export interface RawEvidenceInput {
  field?: unknown;
  practice?: unknown;
  categories?: unknown;
  title?: unknown;
  description?: unknown;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const list = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ""
      ? []
      : [value];

/**
 * Checks an item's values against the season's fields (`fieldIds`): the input, or the errors by
 * field name ('field', 'practice', 'categories', 'title', 'description').
 */
export function validateEvidenceInput(
  raw: RawEvidenceInput,
  fieldIds: readonly string[],
): { ok: true; input: EvidenceInput } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const field = text(raw.field);
  const fieldId = field === "" || field === WHOLE_FARM ? null : field;
  if (fieldId !== null && !fieldIds.includes(fieldId)) errors.field = EVIDENCE_MESSAGES.field;
  const practiceText = text(raw.practice);
  const practice = practiceText === "" ? null : (practiceText as Practice);
  if (practice !== null && !PRACTICES.includes(practice))
    errors.practice = EVIDENCE_MESSAGES.practice;
  const categories = [...new Set(list(raw.categories).map(text))];
  if (categories.length === 0) errors.categories = EVIDENCE_MESSAGES.category;
  else if (!categories.every((c) => (EVIDENCE_CATEGORIES as readonly string[]).includes(c)))
    errors.categories = EVIDENCE_MESSAGES.categoryUnknown;
  const title = text(raw.title);
  if (title === "") errors.title = EVIDENCE_MESSAGES.title;
  else if (title.length > EVIDENCE_TITLE_MAX) errors.title = EVIDENCE_MESSAGES.titleLong;
  else if (!isSingleLineText(title)) errors.title = SINGLE_LINE_TEXT;
  const description = text(raw.description);
  if (description.length > EVIDENCE_DESCRIPTION_MAX)
    errors.description = EVIDENCE_MESSAGES.descriptionLong;
  else if (!isMultiLineText(description)) errors.description = MULTI_LINE_TEXT;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      fieldId,
      practice,
      categories: EVIDENCE_CATEGORIES.filter((c) => categories.includes(c)),
      title,
      description: description === "" ? null : description,
    },
  };
}

/**
 * What may happen to an item in `status` (decision 0079). Under review (decision 0080): an item in
 * a submission is never deleted, and goes back to draft only when it is not `locked`.
 */
export function evidencePermissions(
  status: EvidenceStatus,
  review: { inSubmission: boolean; locked: boolean; changesAsked?: boolean } = {
    inSubmission: false,
    locked: false,
  },
) {
  const draft = status === "draft";
  return {
    edit: draft,
    addFiles: draft,
    removeFiles: draft,
    delete: draft && !review.inSubmission,
    markSubmitted: draft,
    backToDraft: !draft && !review.locked,
    /** A submitted item the programme asked to change: each file can be replaced in place. */
    replaceFiles: !draft && review.changesAsked === true,
  };
}

/**
 * Whether the files an item would keep fit (spec §5): at most EVIDENCE_MAX_FILES kept plus new,
 * and at least one. The message, or null.
 */
export function evidenceFileCountProblem(kept: number, added: number): string | null {
  if (kept + added > EVIDENCE_MAX_FILES) return "Too many files, please try again";
  if (kept + added === 0) return "Required";
  return null;
}

/** The status change a 'submitted' flag asks for, or the refusal. */
export function submittedChange(
  status: EvidenceStatus,
  submitted: boolean,
  keptFiles: number,
): { change: EvidenceStatus | null } | { refusal: string } {
  if (submitted && status === "submitted") return { change: null };
  if (!submitted && status === "draft") return { change: null };
  if (submitted && keptFiles === 0) return { refusal: EVIDENCE_MESSAGES.noFiles };
  return { change: submitted ? "submitted" : "draft" };
}

/** Capture position as a person reads it: '-28.25123, 28.31234'. */
export function formatPosition(latitude: number, longitude: number) {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** Whether a stored file is a photo (the kind that can carry EXIF). */
export function isPhoto(mimeType: string) {
  return mimeType === "image/jpeg" || mimeType === "image/png";
}

/** A file's size as a person reads it: '820 bytes', '14 KB', '2.5 MB'. */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export const NO_CAPTURE_TEXT = "No date or place in this photo";
