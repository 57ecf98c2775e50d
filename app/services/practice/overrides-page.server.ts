// The admin's corrections page of one organisation (/admin/journey/companies/{id}/practice;
// decision 0078): the season's livestock numbers (herd × month), grazing events and fertiliser
// inputs, each overridable value with the override that counts, and the value the dialog
// (?dialog=override&override=<recordType>:<recordId>:<valueName>) corrects. Read-only here; the
// writes are overrides.server.ts.
import * as overridesModel from "~/models/pd-overrides.server";
import { findOrganisation } from "~/models/organisations.server";
import * as analysisModel from "~/models/practice-analysis.server";
import { currentSeason } from "~/services/fields/seasons";
import { formatDate, MONTHS, seasonLabel } from "~/services/kit/format";
import { chooseSeason, seasonOptions } from "./analysis-season";
import {
  OVERRIDE_VALUE_LABELS,
  overrideMapOf,
  withOverrides,
  type OverrideView,
} from "./overrides";
import { parseOverrideTarget } from "./overrides-forms";
import { listOverrideViews } from "./overrides.server";
import { correctionsQuery } from "./queries";
import { readQuery } from "~/services/kit/query";
import { HERD_TYPE_LABELS } from "~/shared/practice";

export const practicePagePath = (companyId: string) =>
  `/admin/journey/companies/${companyId}/practice`;

/** The value the open dialog corrects: what the farmer typed and its override, if any. */
async function dialogTarget(
  organisationId: string,
  param: string | undefined,
  views: OverrideView[],
) {
  const target = parseOverrideTarget(param);
  if (!target) return null;
  const record = await overridesModel.findOverridableRecord(
    organisationId,
    target.recordType,
    target.recordId,
  );
  const original = record?.values[target.valueName];
  if (original === null || original === undefined) return null;
  const override =
    views.find(
      (o) =>
        o.recordType === target.recordType &&
        o.recordId === target.recordId &&
        o.valueName === target.valueName,
    ) ?? null;
  return {
    ...target,
    label: OVERRIDE_VALUE_LABELS[target.valueName] ?? target.valueName,
    original,
    override,
  };
}

export type CorrectionsPage = Awaited<ReturnType<typeof loadCorrectionsPage>>;

export async function loadCorrectionsPage(companyId: string, url: URL, canWrite: boolean) {
  const organisation = await findOrganisation(companyId);
  if (!organisation) throw new Response("Organisation not found", { status: 404 });
  const withData = await analysisModel.listPracticeSeasons(organisation.id);
  const current = currentSeason();
  const asked = readQuery(url, correctionsQuery);
  const season = chooseSeason(asked.season, withData, current);
  const [data, views] = await Promise.all([
    analysisModel.loadSeasonPracticeData(organisation.id, season),
    listOverrideViews(organisation.id),
  ]);
  const map = overrideMapOf(views);
  const herdName = new Map(
    data.herds.map((h) => [h.id, `${h.name} (${HERD_TYPE_LABELS[h.type]})`]),
  );
  const fieldName = new Map(data.fields.map((f) => [f.id, f.name]));
  const nameOf = (names: Map<string, string>, id: string) => names.get(id) ?? "(deleted)";
  return {
    organisation: { id: organisation.id, name: organisation.name },
    season,
    seasonLabel: seasonLabel(season),
    seasons: seasonOptions(withData, current, season),
    canWrite,
    livestock: withOverrides("livestock", data.numbers, map).map((row) => ({
      ...row,
      herd: nameOf(herdName, row.herdId),
      monthLabel: `${MONTHS[row.month]} ${row.year}`,
    })),
    grazing: withOverrides("grazing", data.events, map).map((row) => ({
      ...row,
      herd: nameOf(herdName, row.herdId),
      fields: row.fieldIds.map((id) => nameOf(fieldName, id)).join(", "),
      dates: `${formatDate(row.startDate)} to ${formatDate(row.endDate)}`,
    })),
    fertiliser: withOverrides("fertiliser", data.inputs, map).map((row) => ({
      ...row,
      field: nameOf(fieldName, row.fieldId),
    })),
    overrideCount: views.length,
    target: await dialogTarget(organisation.id, asked.override, views),
  };
}
