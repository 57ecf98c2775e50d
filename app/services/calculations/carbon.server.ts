// The carbon calculator for one organisation (issue 17; decision 0093): reads its fields, plan,
// crop journeys, practice data (with the programme's corrections), soil samples and province,
// and calculates with the constants its calculations are pinned to (decision 0090). Nothing is
// stored in the database: the result follows every change of the data, while a new constants
// version changes it only once an admin moves the organisation (/admin/journey/calcSetup). Each
// instance keeps the results it worked out by the organisation's data version and the season
// (decision 0130), so a view after no change reads one number instead of every record.
import { LRUCache } from "lru-cache";
import { listCropJourneys } from "~/models/crop-journeys.server";
import { listFieldsWithRecords, listSeasonAreas } from "~/models/fields.server";
import { findPlan, listActions } from "~/models/implementation-plans.server";
import { findCompanyInfo } from "~/models/organisation-details.server";
import { loadSeasonPracticeData } from "~/models/practice-analysis.server";
import { pinMissingToLatest } from "~/models/constants.server";
import { findOrganisationDataStamp } from "~/models/organisation-data-versions.server";
import { listSoilSamples } from "~/models/soil-samples.server";
import { constantsForCalculation } from "~/services/constants/constants.server";
import { currentSeason, seasonLabel } from "~/services/fields/seasons";
import { withOverrides } from "~/services/practice/overrides";
import { loadOverrideMap } from "~/services/practice/overrides.server";
import { loadPracticeSeasons, loadSeasonFields } from "~/services/practice/practice-data.server";
import { calculateCarbon, type OrganisationCalculation } from "./carbon";
import { buildCarbonInput, type GatheredRecords } from "./carbon-inputs";

/** The records the calculation reads, gathered for the organisation the caller authorised. */
export async function gatherCarbonRecords(
  organisationId: string,
  now: Date = new Date(),
): Promise<GatheredRecords> {
  const seasons = await loadPracticeSeasons(organisationId, now);
  const programme = seasons.offered.filter((s) => s >= seasons.first);
  const [company, fieldsBySeason, firstFields, areas, journeys, overrides, samples] =
    await Promise.all([
      findCompanyInfo(organisationId),
      loadSeasonFields(organisationId, programme, seasons, now),
      listFieldsWithRecords(organisationId, seasons.first),
      listSeasonAreas(organisationId, seasons.first),
      listCropJourneys(organisationId, seasons.offered),
      loadOverrideMap(organisationId),
      listSoilSamples(organisationId),
    ]);
  const found = await Promise.all(
    seasons.offered.map(async (season) => {
      const plan = await findPlan(organisationId, season);
      if (!plan) return null;
      const actions = await listActions(organisationId, plan.id);
      return {
        season,
        submitted: plan.submittedAt !== null,
        actions: actions.map((a) => ({ fieldId: a.fieldId, practice: a.practice })),
      };
    }),
  );
  const plans = found.filter((plan) => plan !== null);
  const planSubmitted = plans.some((plan) => plan.submitted);
  // Each season's practice data with the programme's corrections applied (decision 0078).
  const seasonData = await Promise.all(
    seasons.offered.map((season) => loadSeasonPracticeData(organisationId, season)),
  );
  const practice = seasons.offered.map((season, index) => {
    const data = seasonData[index]!;
    return {
      season,
      fertiliser: withOverrides("fertiliser", data.inputs, overrides),
      numbers: withOverrides("livestock", data.numbers, overrides),
      events: withOverrides("grazing", data.events, overrides),
    };
  });
  // The fields of the programme seasons, with the hectares they had in the first one.
  const areaOf = new Map(firstFields.map((f) => [f.id, areas.get(f.id) ?? f.areaHectares]));
  const fields = new Map<
    string,
    { id: string; name: string; hectares: number; includedIn: number[] }
  >();
  for (const season of programme) {
    for (const field of fieldsBySeason.get(season) ?? []) {
      const entry = fields.get(field.id) ?? {
        id: field.id,
        name: field.name,
        hectares: areaOf.get(field.id) ?? 0,
        includedIn: [],
      };
      entry.includedIn.push(season);
      fields.set(field.id, entry);
    }
  }
  return {
    province: company?.province ?? null,
    first: seasons.first,
    planSubmitted,
    baselineSeasons: seasons.baseline,
    seasons: programme.map((season) => ({ season, label: seasonLabel(season) })),
    fields: [...fields.values()],
    journeys,
    plans,
    herds: (seasonData[0]?.herds ?? []).map((h) => ({ id: h.id, type: h.type })),
    practice,
    samples,
    constants: await constantsForCalculation(organisationId),
  };
}

/**
 * The calculations this instance worked out, by database, organisation, data version and season
 * (the season is all a calculation takes from the clock). A few hundred organisations' results,
 * a few kilobytes each; the least recently read go first.
 */
const calculations = new LRUCache<string, OrganisationCalculation>({ max: 500 });

/**
 * The organisation's carbon calculation with its pinned constants (pinned now if not yet): the
 * one kept for its data version when there is one, else worked out and kept. The version is read
 * before the records, so a write that lands while they are read makes a new version and the next
 * view works the result out again. Each caller gets a copy of its own.
 */
export async function calculateOrganisation(
  organisationId: string,
  now: Date = new Date(),
): Promise<OrganisationCalculation> {
  const keyOf = (stamp: string) => `${stamp}:${organisationId}:${currentSeason(now)}`;
  const kept = calculations.get(keyOf(await findOrganisationDataStamp(organisationId)));
  if (kept) return structuredClone(kept);
  // A first calculation pins its constants (decision 0090), a write that makes a new version:
  // pinned first, the result is kept under the version that follows.
  await pinMissingToLatest(organisationId);
  const key = keyOf(await findOrganisationDataStamp(organisationId));
  const result = calculateCarbon(buildCarbonInput(await gatherCarbonRecords(organisationId, now)));
  calculations.set(key, structuredClone(result));
  return result;
}
