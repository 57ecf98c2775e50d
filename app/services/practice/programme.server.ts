// Which seasons an organisation's practice data covers (decision 0073): the programme's first
// season is its first submitted implementation plan's, or the current season before one exists.
import { firstSubmittedPlanSeason } from "~/models/implementation-plans.server";
import { currentSeason } from "~/services/fields/seasons";
import { programmeSeasons, type ProgrammeSeasons } from "~/services/practice/seasons";

export async function loadProgrammeSeasons(
  organisationId: string,
  now: Date = new Date(),
): Promise<ProgrammeSeasons> {
  return programmeSeasons((await firstSubmittedPlanSeason(organisationId)) ?? currentSeason(now));
}
