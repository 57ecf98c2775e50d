// /admin/calc/credits' view (issue 17; decision 0092): every organisation's issued credits, or
// one organisation's (its companyId), with the options of the record form. The route guards,
// reads the query string and the posts; an unknown organisation is a 404 Refusal.
import { listOrganisations } from "~/models/organisations.server";
import type { Viewer } from "~/services/auth/session.server";
import { currentSeason } from "~/services/fields/seasons";
import { seasonLabel } from "~/services/kit/format";
import { Refusal } from "~/services/kit/refusal";
import { creditSeasonOptions } from "./credits";
import { loadAllCredits } from "./credits.server";
import { todayInSouthAfrica } from "./samples";

/** The record form's choices: every organisation, the seasons credits may be issued for, today. */
export async function creditFormOptions() {
  const organisations = (await listOrganisations()).map((o) => ({ value: o.id, label: o.name }));
  return {
    organisations,
    seasons: creditSeasonOptions(currentSeason()),
    today: todayInSouthAfrica(),
  };
}

/** The page's data: `companyId` null for every organisation; an unknown one is a 404. */
export async function loadCreditsPage(companyId: string | null, viewer: Viewer) {
  const options = await creditFormOptions();
  if (companyId && !options.organisations.some((o) => o.value === companyId)) {
    throw new Refusal(404, "Organisation not found");
  }
  const { credits, totalTonnes } = await loadAllCredits(companyId);
  return {
    companyId,
    canWrite: viewer.permissions.includes("write:admin"),
    ...options,
    credits: credits.map((c) => ({ ...c, seasonLabel: seasonLabel(c.season) })),
    totalTonnes,
  };
}
