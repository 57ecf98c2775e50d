// Resolving an audience to people (decision 0099): every person's memberships, each with its
// organisation's current journey step (computed from its records, as the admin journey pages do),
// filtered by the pure rule. Used by /admin/doemails, /admin/notifications and the people list.
import { listAudienceRows, type AudienceRow } from "~/models/audience.server";
import { loadJourneyProgressMany } from "~/services/journey/progress.server";
import { currentStep, STEP_LABELS, type JourneyStep } from "~/services/journey/steps";
import { selectAudience, type AudienceFilter } from "./rules";

export interface AudienceMember extends AudienceRow {
  step: JourneyStep | null;
  stepLabel: string | null;
}

/** Every person with each of their organisations (one row per membership; none: one row). */
export async function listAudienceMembers(): Promise<AudienceMember[]> {
  const rows = await listAudienceRows();
  const organisationIds = [
    ...new Set(rows.flatMap((row) => (row.organisationId ? [row.organisationId] : []))),
  ];
  const progress = await loadJourneyProgressMany(organisationIds);
  return rows.map((row) => {
    const p = row.organisationId ? progress.get(row.organisationId) : undefined;
    const step = p ? currentStep(p) : null;
    return { ...row, step, stepLabel: step ? STEP_LABELS[step] : null };
  });
}

/** The people the filter chooses, each once, with the organisation that matched first. */
export async function resolveAudience(filter: AudienceFilter): Promise<AudienceMember[]> {
  return selectAudience(filter, await listAudienceMembers());
}
