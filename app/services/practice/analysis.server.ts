// /admin/journey/analysis's data (issue 15 'Admin'; decision 0078): the organisations with
// practice data to choose from (?companyId=), the season (?season=) and the mode (?mode=LSU or
// eLSU), and the chosen organisation's season analysed with the programme's corrections applied.
import { Refusal } from "~/services/kit/refusal";
import { listSeasonAreas } from "~/models/fields.server";
import { findOrganisation } from "~/models/organisations.server";
import * as analysisModel from "~/models/practice-analysis.server";
import { currentSeason } from "~/services/fields/seasons";
import { seasonLabel } from "~/services/kit/format";
import { isUuid } from "~/shared/ids";
import { readQuery } from "~/services/kit/query";
import { analyse } from "./analysis";
import { chooseSeason, seasonOptions } from "./analysis-season";
import { loadOverrideMap } from "./overrides.server";
import { analysisQuery } from "./queries";
import { livestockInForce } from "~/services/constants/in-force.server";

export type AnalysisPage = Awaited<ReturnType<typeof loadAnalysisPage>>;

export async function loadAnalysisPage(url: URL) {
  const organisations = await analysisModel.listOrganisationsWithPracticeData();
  const asked = readQuery(url, analysisQuery);
  const mode = asked.mode ?? "LSU";
  const current = currentSeason();
  const companyId = asked.companyId ?? "";
  const base = { organisations, mode, companyId: null as string | null };
  if (!companyId) {
    const season = chooseSeason(asked.season, [], current);
    return {
      ...base,
      season,
      seasonLabel: seasonLabel(season),
      seasons: seasonOptions([], current, season),
      organisation: null,
      analysis: null,
    };
  }
  const organisation = isUuid(companyId) ? await findOrganisation(companyId) : null;
  if (!organisation) throw new Refusal(404, "Organisation not found");
  const withData = await analysisModel.listPracticeSeasons(organisation.id);
  const season = chooseSeason(asked.season, withData, current);
  const [stored, overrides, areas, livestock] = await Promise.all([
    analysisModel.loadSeasonPracticeData(organisation.id, season),
    loadOverrideMap(organisation.id),
    listSeasonAreas(organisation.id, season),
    livestockInForce(organisation.id),
  ]);
  // The hectares each field had in that season: a boundary redrawn later leaves it as it was.
  const data = {
    ...stored,
    fields: stored.fields.map((f) => ({ ...f, areaHectares: areas.get(f.id) ?? f.areaHectares })),
  };
  return {
    ...base,
    companyId: organisation.id,
    season,
    seasonLabel: seasonLabel(season),
    seasons: seasonOptions(withData, current, season),
    organisation: { id: organisation.id, name: organisation.name },
    analysis: analyse(data, overrides, season, mode, livestock.factors),
  };
}
