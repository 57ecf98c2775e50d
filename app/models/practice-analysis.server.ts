// What the admin's corrections page and /admin/journey/analysis read of an organisation's
// practice data (decision 0078): read-only, every query scoped by the organisation id (a non-UUID
// id finds nothing). The farmer's pages have their own models (herds, livestock numbers, grazing
// events, fertiliser inputs); this one only reads, for one season at a time.
import { and, asc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  fertiliserInputs,
  fields,
  grazingEvents,
  herds,
  livestockNumbers,
  organisations,
} from "~/db/schema";
import { isUuid } from "~/shared/ids";
import { readOnce } from "./read-once.server";

export type AnalysisField = Pick<typeof fields.$inferSelect, "id" | "name" | "areaHectares">;
export type AnalysisHerd = Pick<typeof herds.$inferSelect, "id" | "name" | "type" | "frameSize">;
export type AnalysisLivestockRow = Pick<
  typeof livestockNumbers.$inferSelect,
  "id" | "herdId" | "year" | "month" | "mature" | "juvenile"
>;
export type AnalysisGrazingRow = Pick<
  typeof grazingEvents.$inferSelect,
  "id" | "herdId" | "fieldIds" | "startDate" | "endDate" | "hoursOnField"
>;
export type AnalysisFertiliserRow = Pick<
  typeof fertiliserInputs.$inferSelect,
  | "id"
  | "fieldId"
  | "product"
  | "npkType"
  | "applicationRate"
  | "nutrientPercent"
  | "nitrogen"
  | "phosphorus"
  | "potassium"
>;

export interface SeasonPracticeData {
  fields: AnalysisField[];
  herds: AnalysisHerd[];
  numbers: AnalysisLivestockRow[];
  events: AnalysisGrazingRow[];
  inputs: AnalysisFertiliserRow[];
}

/** Organisations with any herd, grazing event or fertiliser input, by name. */
export async function listOrganisationsWithPracticeData(
  executor: Executor = db(),
): Promise<{ id: string; name: string }[]> {
  return executor
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(
      or(
        sql`exists (select 1 from ${herds} where ${herds.organisationId} = ${organisations.id})`,
        sql`exists (select 1 from ${fertiliserInputs} where ${fertiliserInputs.organisationId} = ${organisations.id})`,
      ),
    )
    .orderBy(asc(organisations.name), asc(organisations.id));
}

/** The seasons (2000 offsets) in which the organisation has practice data, newest first. */
export async function listPracticeSeasons(
  organisationId: string,
  executor: Executor = db(),
): Promise<number[]> {
  if (!isUuid(organisationId)) return [];
  const [grazing, fertiliser, livestock] = await Promise.all([
    executor
      .selectDistinct({ season: grazingEvents.season })
      .from(grazingEvents)
      .where(eq(grazingEvents.organisationId, organisationId)),
    executor
      .selectDistinct({ season: fertiliserInputs.season })
      .from(fertiliserInputs)
      .where(eq(fertiliserInputs.organisationId, organisationId)),
    executor
      .selectDistinct({
        // July starts a season: months 6–11 belong to the year's season, 0–5 to the one before.
        season: sql<number>`(${livestockNumbers.year} - 2000 - case when ${livestockNumbers.month} < 6 then 1 else 0 end)::int`,
      })
      .from(livestockNumbers)
      .where(eq(livestockNumbers.organisationId, organisationId)),
  ]);
  const seasons = new Set([...grazing, ...fertiliser, ...livestock].map((r) => Number(r.season)));
  return [...seasons].sort((a, b) => b - a);
}

/** The organisation's fields, herds and the season's numbers, grazing and fertiliser. */
export async function loadSeasonPracticeData(
  organisationId: string,
  season: number,
  executor?: Executor,
): Promise<SeasonPracticeData> {
  return readOnce(
    `loadSeasonPracticeData:${JSON.stringify([organisationId, season])}`,
    executor,
    async (executor) => {
      if (!isUuid(organisationId) || !Number.isInteger(season)) {
        return { fields: [], herds: [], numbers: [], events: [], inputs: [] };
      }
      const startYear = 2000 + season;
      // The fields and herds are the same in every season: read once for all of them.
      const shared = executor === db() ? undefined : executor;
      const [fieldRows, herdRows, numbers, events, inputs] = await Promise.all([
        readOnce(`practice-fields:${organisationId}`, shared, (executor) =>
          executor
            .select({ id: fields.id, name: fields.name, areaHectares: fields.areaHectares })
            .from(fields)
            .where(eq(fields.organisationId, organisationId))
            .orderBy(asc(fields.name), asc(fields.id)),
        ),
        readOnce(`practice-herds:${organisationId}`, shared, (executor) =>
          executor
            .select({
              id: herds.id,
              name: herds.name,
              type: herds.type,
              frameSize: herds.frameSize,
            })
            .from(herds)
            .where(eq(herds.organisationId, organisationId))
            .orderBy(asc(herds.name), asc(herds.id)),
        ),
        executor
          .select({
            id: livestockNumbers.id,
            herdId: livestockNumbers.herdId,
            year: livestockNumbers.year,
            month: livestockNumbers.month,
            mature: livestockNumbers.mature,
            juvenile: livestockNumbers.juvenile,
          })
          .from(livestockNumbers)
          .where(
            and(
              eq(livestockNumbers.organisationId, organisationId),
              inArray(livestockNumbers.year, [startYear, startYear + 1]),
              or(
                and(eq(livestockNumbers.year, startYear), gte(livestockNumbers.month, 6)),
                and(eq(livestockNumbers.year, startYear + 1), lt(livestockNumbers.month, 6)),
              ),
            ),
          )
          .orderBy(
            asc(livestockNumbers.herdId),
            asc(livestockNumbers.year),
            asc(livestockNumbers.month),
          ),
        executor
          .select({
            id: grazingEvents.id,
            herdId: grazingEvents.herdId,
            fieldIds: grazingEvents.fieldIds,
            startDate: grazingEvents.startDate,
            endDate: grazingEvents.endDate,
            hoursOnField: grazingEvents.hoursOnField,
          })
          .from(grazingEvents)
          .where(
            and(eq(grazingEvents.organisationId, organisationId), eq(grazingEvents.season, season)),
          )
          .orderBy(asc(grazingEvents.startDate), asc(grazingEvents.id)),
        executor
          .select({
            id: fertiliserInputs.id,
            fieldId: fertiliserInputs.fieldId,
            product: fertiliserInputs.product,
            npkType: fertiliserInputs.npkType,
            applicationRate: fertiliserInputs.applicationRate,
            nutrientPercent: fertiliserInputs.nutrientPercent,
            nitrogen: fertiliserInputs.nitrogen,
            phosphorus: fertiliserInputs.phosphorus,
            potassium: fertiliserInputs.potassium,
          })
          .from(fertiliserInputs)
          .where(
            and(
              eq(fertiliserInputs.organisationId, organisationId),
              eq(fertiliserInputs.season, season),
            ),
          )
          .orderBy(asc(fertiliserInputs.fieldId), asc(fertiliserInputs.createdAt)),
      ]);
      return { fields: fieldRows, herds: herdRows, numbers, events, inputs };
    },
  );
}
