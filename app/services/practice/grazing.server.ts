// The season's grazing events (spec §3 'Grazing event'; issue 15; decision 0077): add, change,
// delete, each checked by grazing-rules.ts (dates in the season, the organisation's fields, a
// herd not on fields beyond 24 hours a day against its other events) and audited; and the
// livestock units per hectare per field and month (spec §5, calculations.ts), in LSU or eLSU.
import * as grazingModel from "~/models/grazing-events.server";
import * as herdsModel from "~/models/herds.server";
import { listFieldsWithRecords, listSeasonAreas } from "~/models/fields.server";
import * as numbersModel from "~/models/livestock-numbers.server";
import { deleteOverridesOfRecords } from "~/models/pd-overrides.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import {
  livestockUnitFactor,
  livestockUnitsPerMonth,
  seasonMonths,
  type LivestockUnitMode,
} from "~/services/practice/calculations";
import { grazingEventProblems, type GrazingField } from "~/services/practice/grazing-rules";
import { loadOverrideMap } from "~/services/practice/overrides.server";
import { withOverrides } from "~/services/practice/overrides";
import { loadSeasonFields } from "~/services/practice/practice-data.server";
import type { PracticeSeasons } from "~/services/practice/practice-paths";
import { isUuid } from "~/shared/ids";
import { Refusal } from "~/services/kit/refusal";
import { livestockInForce } from "~/services/constants/in-force.server";
import { firstHerdId, type GrazingEventBody } from "~/services/practice/grazing-api";
import { practiceSeasonOf } from "~/services/practice/livestock.server";

export const GRAZING_MESSAGES = {
  notFound: "There is no such grazing event in this organisation.",
  fieldNotFound: "There is no such field in this organisation.",
  herdNotFound: "There is no such herd in this organisation.",
} as const;

/** A grazing event refused by its rules: every problem, each beside its field. */
export class GrazingProblemsError extends Refusal {
  constructor(readonly problems: { field: GrazingField; message: string }[]) {
    super(422, problems[0]?.message ?? "The grazing event is not valid.", {
      field: problems[0]?.field,
    });
  }
}

export function isGrazingProblems(error: unknown): error is GrazingProblemsError {
  return error instanceof GrazingProblemsError;
}

export interface GrazingInput {
  fieldIds: readonly string[];
  startDate: string | null;
  endDate: string | null;
  herdId: string | null;
  hoursOnField: number | null;
}

/** The season's included fields (name, farm, area) of the organisation. */
export async function loadGrazingFields(
  organisationId: string,
  season: number,
  seasons: Pick<PracticeSeasons, "first">,
) {
  const [included, all] = await Promise.all([
    loadSeasonFields(organisationId, [season], seasons),
    listFieldsWithRecords(organisationId, season),
  ]);
  const area = new Map(all.map((field) => [field.id, field.areaHectares]));
  return {
    fields: (included.get(season) ?? []).map((field) => ({
      id: field.id,
      name: field.name,
      farmName: field.farmName,
      areaHectares: area.get(field.id) ?? 0,
    })),
    allFieldIds: new Set(all.map((field) => field.id)),
  };
}

function audit(actor: Actor, action: string, entityId: string, changes: unknown) {
  return {
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action,
    entityType: "grazing_event",
    entityId,
    changes,
    requestId: actor.requestId ?? null,
  };
}

/**
 * Adds (eventId null) or changes a grazing event of `season`. Another organisation's field or
 * herd, or an event not found, is a 404; the rules' problems are a GrazingProblemsError.
 */
export async function saveGrazingEvent(
  actor: Actor,
  organisationId: string,
  season: number,
  seasons: Pick<PracticeSeasons, "first">,
  eventId: string | null,
  input: GrazingInput,
) {
  const { fields, allFieldIds } = await loadGrazingFields(organisationId, season, seasons);
  if (input.fieldIds.some((id) => !allFieldIds.has(id))) {
    throw new Refusal(404, GRAZING_MESSAGES.fieldNotFound, { field: "fieldIds" });
  }
  if (input.herdId && !(await herdsModel.findHerd(organisationId, input.herdId))) {
    throw new Refusal(404, GRAZING_MESSAGES.herdNotFound, { field: "herdId" });
  }
  return transaction(async (tx) => {
    const before = eventId
      ? await grazingModel.findGrazingEvent(organisationId, eventId, tx)
      : null;
    if (eventId && !before) throw new Refusal(404, GRAZING_MESSAGES.notFound);
    const others = input.herdId
      ? await grazingModel.listHerdGrazingEvents(organisationId, input.herdId, eventId, tx)
      : [];
    const problems = grazingEventProblems(
      { id: eventId, ...input },
      {
        season,
        organisationFieldIds: fields.map((field) => field.id),
        otherEventsOfHerd: others,
      },
    );
    if (problems.length > 0) throw new GrazingProblemsError(problems);
    const values = {
      season,
      herdId: input.herdId!,
      fieldIds: [...new Set(input.fieldIds)],
      startDate: input.startDate!,
      endDate: input.endDate!,
      hoursOnField: input.hoursOnField!,
    };
    const row = eventId
      ? (await grazingModel.updateGrazingEvent(organisationId, eventId, values, tx))!
      : await grazingModel.insertGrazingEvent(organisationId, values, actor.userId, tx);
    await recordAudit(
      audit(actor, eventId ? "grazing_event.update" : "grazing_event.create", row.id, {
        ...(before ? { before: grazingJsonValues(before) } : {}),
        after: values,
      }),
      tx,
    );
    return row;
  });
}

function grazingJsonValues(row: grazingModel.GrazingEventRow) {
  return {
    season: row.season,
    herdId: row.herdId,
    fieldIds: row.fieldIds,
    startDate: row.startDate,
    endDate: row.endDate,
    hoursOnField: row.hoursOnField,
  };
}

export async function deleteGrazingEvent(actor: Actor, organisationId: string, eventId: string) {
  return transaction(async (tx) => {
    const row = await grazingModel.deleteGrazingEvent(organisationId, eventId, tx);
    if (!row) throw new Refusal(404, GRAZING_MESSAGES.notFound);
    // Its corrections go with it (decision 0078): none is left pointing at nothing.
    await deleteOverridesOfRecords(organisationId, "grazing", [row.id], tx);
    await recordAudit(audit(actor, "grazing_event.delete", row.id, grazingJsonValues(row)), tx);
    return row;
  });
}

export async function requireGrazingEvent(organisationId: string, eventId: string) {
  const row = isUuid(eventId) ? await grazingModel.findGrazingEvent(organisationId, eventId) : null;
  if (!row) throw new Refusal(404, GRAZING_MESSAGES.notFound);
  return row;
}

export const listGrazingEvents = (organisationId: string, season: number) =>
  grazingModel.listGrazingEvents(organisationId, season);

/** Everything the grazing tab shows for a season, with the LSU/ha table in `mode`. */
export async function loadGrazingSeason(
  organisationId: string,
  season: number,
  seasons: Pick<PracticeSeasons, "first">,
  mode: LivestockUnitMode,
) {
  const [{ fields }, herds, storedEvents, storedNumbers, overrides, seasonAreas, livestock] =
    await Promise.all([
      loadGrazingFields(organisationId, season, seasons),
      herdsModel.listHerds(organisationId),
      grazingModel.listGrazingEvents(organisationId, season),
      numbersModel.listLivestockNumbers(organisationId, seasonMonths(season)),
      loadOverrideMap(organisationId),
      listSeasonAreas(organisationId, season),
      // eLSU = counts × the factors of the livestock constants in force (issue 32).
      livestockInForce(organisationId),
    ]);
  // The programme's corrections count wherever a figure is worked out (decision 0078); `events`
  // keep the farmer's values (the edit form) with the corrections beside them.
  const events = withOverrides("grazing", storedEvents, overrides).map((counted, index) => ({
    ...storedEvents[index]!,
    corrections: counted.corrections,
  }));
  const numbers = withOverrides("livestock", storedNumbers, overrides);
  // The hectares each field had in that season (a boundary redrawn later does not change an
  // earlier season's figures); fields an event names that the season no longer includes still
  // have an area.
  const areaOf = (field: { id: string; areaHectares: number }) =>
    seasonAreas.get(field.id) ?? field.areaHectares;
  const areas: Record<string, number> = Object.fromEntries(
    fields.map((field) => [field.id, areaOf(field)]),
  );
  const eventFieldIds = new Set(events.flatMap((event) => event.fieldIds));
  if ([...eventFieldIds].some((id) => !(id in areas))) {
    for (const field of await listFieldsWithRecords(organisationId, season)) {
      if (eventFieldIds.has(field.id) && !(field.id in areas)) areas[field.id] = areaOf(field);
    }
  }
  const lsu = livestockUnitsPerMonth({
    season,
    herds: herds.map((herd) => ({
      id: herd.id,
      type: herd.type,
      frameSize: herd.frameSize,
      name: herd.name,
    })),
    numbers,
    events: withOverrides("grazing", storedEvents, overrides),
    fieldAreas: areas,
    mode,
    factors: livestock.factors,
  });
  const factors = herds.map((herd) => {
    const found = livestockUnitFactor(herd.type, herd.frameSize, livestock.factors);
    return {
      herdId: herd.id,
      herdName: herd.name,
      factor: found.factor,
      reason: found.factor === null ? found.reason : null,
    };
  });
  return { fields, herds, events, lsu, factors, fieldAreas: areas };
}

/** The season a grazing event's start date falls in (1 July to 30 June), or null. */
export function seasonOfDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 2000) return null;
  return month >= 7 ? year - 2000 : year - 2001;
}

/**
 * Saves a grazing event the API sent (a new one when `eventId` is null), once the caller's role
 * and the step have been checked: in the body's season, else the one its start date falls in,
 * else the programme's first. The rules' problems are one 422 with each message beside its field.
 */
export async function saveGrazingEventBody(
  actor: Actor,
  organisationId: string,
  eventId: string | null,
  body: GrazingEventBody,
) {
  const { seasons } = await practiceSeasonOf(organisationId, "");
  const season = body.season ?? seasonOfDate(body.startDate) ?? seasons.first;
  try {
    return await saveGrazingEvent(actor, organisationId, season, seasons, eventId, {
      fieldIds: body.fieldIds,
      startDate: body.startDate,
      endDate: body.endDate,
      herdId: firstHerdId(body.herdId),
      hoursOnField: body.hoursOnField,
    });
  } catch (error) {
    if (!isGrazingProblems(error)) throw error;
    const fieldErrors: Record<string, string> = {};
    for (const problem of error.problems) fieldErrors[problem.field] ??= problem.message;
    throw new Refusal(422, "The grazing event is not valid.", { fieldErrors });
  }
}
