// A confirmed field's status follows its practice data (spec §4 'Field status'; decision 0151):
// NOT_STARTED, IN_PROGRESS or COMPLETE by how many of the programme's required seasons have its
// crop journey recorded. Called in the transaction of every write of crop journeys, so the
// status and the data never disagree, and what the status locks (leaving out, deleting) holds
// from the moment the data is there.
import * as cropJourneysModel from "~/models/crop-journeys.server";
import type { Executor } from "~/models/transaction.server";
import { listFieldsWithRecords, writeFieldRecord } from "~/models/fields.server";
import { currentSeason } from "~/services/fields/seasons";
import { practiceStatus } from "~/services/fields/status";
import { fieldPracticeProgress, type SeasonField } from "~/services/practice/completeness";
import type { FieldStatus } from "~/shared/fields";

export interface StatusMove {
  fieldId: string;
  from: FieldStatus;
  to: FieldStatus;
}

/**
 * Writes the status each field's practice data gives it this season, where it differs, and
 * returns the moves (for the caller's audit entry). `fieldsBySeason` holds the required seasons'
 * included fields, read before the write (a crop journey never changes which fields a season
 * includes).
 */
export async function derivePracticeStatuses(
  organisationId: string,
  required: readonly number[],
  fieldsBySeason: ReadonlyMap<number, readonly SeasonField[]>,
  tx: Executor,
  now: Date = new Date(),
): Promise<StatusMove[]> {
  const season = currentSeason(now);
  const [journeys, fields] = await Promise.all([
    cropJourneysModel.listCropJourneys(organisationId, required, tx),
    listFieldsWithRecords(organisationId, season, tx),
  ]);
  const progress = fieldPracticeProgress(required, fieldsBySeason, journeys);
  const moves: StatusMove[] = [];
  for (const field of fields) {
    const from = field.record?.status;
    const fieldProgress = progress.get(field.id);
    if (!from || !fieldProgress) continue;
    const to = practiceStatus(from, fieldProgress);
    if (to !== from) moves.push({ fieldId: field.id, from, to });
  }
  for (const move of moves) {
    await writeFieldRecord(organisationId, move.fieldId, season, { status: move.to }, tx);
  }
  return moves;
}
