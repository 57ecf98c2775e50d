// A field's status and the moves between its values (spec §4 'Field status': UPLOADED, DRAWN,
// NOT_STARTED, IN_PROGRESS, COMPLETE, NOT_INCLUDED, DELETED; the spec shows no transitions, so
// they are decision 0070's). Pure: the operations check a move here before they write it.
//
//   new field ──file──▶ UPLOADED ─┐                     ┌─▶ IN_PROGRESS ◀─▶ COMPLETE
//             ──drawn/circle──▶ DRAWN ─┴─ admin confirms ─▶ NOT_STARTED ◀┘   (its practice data)
//   UPLOADED, DRAWN, NOT_STARTED ⇄ NOT_INCLUDED   ('Leave out this season' / 'Include this season')
//   UPLOADED, DRAWN, NOT_STARTED, NOT_INCLUDED ──▶ DELETED   (soft delete: row and history stay)
// NOT_STARTED, IN_PROGRESS and COMPLETE follow the field's practice data (decision 0151,
// practiceStatus): a field with practice data recorded is locked in the season, neither left out
// nor deleted, until that data is cleared.
import { FIELD_STATUSES, type FieldSource, type FieldStatus } from "~/shared/fields";

/** The sources that are a file of the farmer's (FIELD_SOURCES minus drawn and circle). */
export const FILE_SOURCES = [
  "kml",
  "kmz",
  "geojson",
  "shapefile",
] as const satisfies readonly FieldSource[];

/** Whether a field's boundary came from a file rather than the map. */
export function isFileSource(source: FieldSource): boolean {
  return (FILE_SOURCES as readonly FieldSource[]).includes(source);
}

/** A new field: UPLOADED from a file, DRAWN when drawn on the map or typed as a circle. */
export function initialStatus(source: FieldSource): "UPLOADED" | "DRAWN" {
  return isFileSource(source) ? "UPLOADED" : "DRAWN";
}

/** The statuses a farmer may leave out of the season: mapped fields with no practice data yet. */
export const LEAVE_OUT_FROM = [
  "UPLOADED",
  "DRAWN",
  "NOT_STARTED",
] as const satisfies readonly FieldStatus[];

/**
 * Every allowed move, from → to (decisions 0070 and 0151). A status never "moves" to itself:
 * saving the same status is not a transition, and the operation need not record one.
 * - IN_PROGRESS and COMPLETE cannot be left out or deleted: their practice data belongs to the
 *   season. An admin who must take such a field out sets its inclusion to 'excluded' instead; a
 *   farmer who mapped it by mistake clears its practice data first.
 * - NOT_INCLUDED returns to the status it would have had (statusAfterInclude): UPLOADED or DRAWN
 *   before the fields are confirmed, NOT_STARTED after.
 * - NOT_STARTED, IN_PROGRESS and COMPLETE move among themselves as the practice data is recorded
 *   or cleared (practiceStatus): both ways, since the status says what is recorded.
 * - DELETED is final: a deleted field is not restored (the farmer maps it again).
 */
export const FIELD_STATUS_TRANSITIONS: Readonly<Record<FieldStatus, readonly FieldStatus[]>> = {
  UPLOADED: ["NOT_STARTED", "NOT_INCLUDED", "DELETED"],
  DRAWN: ["NOT_STARTED", "NOT_INCLUDED", "DELETED"],
  NOT_STARTED: ["IN_PROGRESS", "COMPLETE", "NOT_INCLUDED", "DELETED"],
  IN_PROGRESS: ["NOT_STARTED", "COMPLETE"],
  COMPLETE: ["NOT_STARTED", "IN_PROGRESS"],
  NOT_INCLUDED: ["UPLOADED", "DRAWN", "NOT_STARTED", "DELETED"],
  DELETED: [],
};

/** The statuses of a confirmed field that its practice data decides (practiceStatus). */
export const PRACTICE_STATUSES = [
  "NOT_STARTED",
  "IN_PROGRESS",
  "COMPLETE",
] as const satisfies readonly FieldStatus[];

/** How much of a field's practice data is recorded: seasons it is included in, and recorded. */
export interface FieldPracticeProgress {
  /** The programme's required seasons (baseline and first) in which the field is included. */
  required: number;
  /** How many of those seasons have the field's crop journey recorded. */
  recorded: number;
}

/**
 * The status a confirmed field's practice data gives it (spec §4 'Field status', decision 0151):
 * NOT_STARTED with nothing recorded, COMPLETE with every required season recorded, IN_PROGRESS
 * in between. A field that is not confirmed, is left out or is deleted keeps its status, as does
 * a field included in none of the required seasons.
 */
export function practiceStatus(status: FieldStatus, progress: FieldPracticeProgress): FieldStatus {
  if (!(PRACTICE_STATUSES as readonly FieldStatus[]).includes(status)) return status;
  if (progress.required <= 0) return status;
  if (progress.recorded <= 0) return "NOT_STARTED";
  return progress.recorded >= progress.required ? "COMPLETE" : "IN_PROGRESS";
}

/** Whether the farmer may delete a field of this status (not once practice data is recorded). */
export function canDelete(status: FieldStatus): boolean {
  return canTransition(status, "DELETED");
}

/** Whether a field may move from one status to another (FIELD_STATUS_TRANSITIONS). */
export function canTransition(from: FieldStatus, to: FieldStatus): boolean {
  return FIELD_STATUS_TRANSITIONS[from].includes(to);
}

/**
 * When an admin confirms a farm's fields complete: UPLOADED and DRAWN fields become NOT_STARTED
 * (ready for practice data). Every other status stays: a field left out stays left out (it
 * comes back as NOT_STARTED, statusAfterInclude), and fields already further on keep their
 * place.
 */
export function nextStatusOnConfirm(status: FieldStatus): FieldStatus {
  return status === "UPLOADED" || status === "DRAWN" ? "NOT_STARTED" : status;
}

/** The status a left-out field returns to when the farmer includes it again. */
export function statusAfterInclude(
  source: FieldSource,
  fieldsConfirmed: boolean,
): "UPLOADED" | "DRAWN" | "NOT_STARTED" {
  return fieldsConfirmed ? "NOT_STARTED" : initialStatus(source);
}

/** Each status in the farmer's words. */
export const FIELD_STATUS_LABELS: Readonly<Record<FieldStatus, string>> = {
  UPLOADED: "Uploaded",
  DRAWN: "Drawn",
  NOT_STARTED: "Not started",
  IN_PROGRESS: "In progress",
  COMPLETE: "Complete",
  NOT_INCLUDED: "Not included",
  DELETED: "Deleted",
};

/** The farmer's buttons for leaving a field out of the season and taking it back. */
export const LEAVE_OUT_ACTION_LABEL = "Leave out this season";
export const INCLUDE_ACTION_LABEL = "Include this season";

/** A status's label (FIELD_STATUS_LABELS). */
export function fieldStatusLabel(status: FieldStatus): string {
  return FIELD_STATUS_LABELS[status];
}

/** Whether `value` is one of the spec's field statuses. */
export function isFieldStatus(value: unknown): value is FieldStatus {
  return typeof value === "string" && (FIELD_STATUSES as readonly string[]).includes(value);
}

/**
 * What each status a farmer sees means, in their words (issue 31: 'Status words are never
 * explained'). DELETED is never shown to a farmer.
 */
export const FIELD_STATUS_EXPLANATIONS: Readonly<Record<Exclude<FieldStatus, "DELETED">, string>> =
  {
    UPLOADED: "Added from your file. We have not confirmed it yet.",
    DRAWN: "Drawn on the map or entered as a round field. We have not confirmed it yet.",
    NOT_STARTED: "Confirmed by us. No practice data is recorded for it yet.",
    IN_PROGRESS: "Confirmed, and some of its practice data is recorded.",
    COMPLETE: "Confirmed, and all of its practice data is recorded.",
    NOT_INCLUDED: "Left out of this season: its hectares do not count.",
  };

/**
 * The page's count of the season's fields, saying what each number counts: how many are mapped,
 * how many of them are included this season, and the hectares of those ('7 fields mapped, 5 of
 * them included: 910.37 ha'). `hectares` is already formatted.
 */
export function fieldsCountText(mapped: number, included: number, hectares: string): string {
  if (mapped === 0) return "no fields mapped yet.";
  const fields = `${mapped} ${mapped === 1 ? "field" : "fields"} mapped`;
  if (included === 0) return `${fields}, none of them included.`;
  if (included === mapped)
    return mapped === 1
      ? `${fields} and included: ${hectares}.`
      : `${fields}, all included: ${hectares}.`;
  return `${fields}, ${included} of them included: ${hectares}.`;
}
