// Implementation plans and their actions (spec §3 'Organisation': implementation plan (id,
// data); §7 'Implementation plan: GET, POST, PUT', 'Actions'; issue 15; decision 0073). Every
// function takes the organisation id the caller already checked and puts it in the `where`
// clause: another organisation's plan or action is simply not found.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { implementationPlans } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type ImplementationPlanRow = typeof implementationPlans.$inferSelect;

/**
 * The season of the organisation's first submitted plan: the programme's first season
 * (decision 0073); null before any plan is submitted.
 */
export async function firstSubmittedPlanSeason(
  organisationId: string,
  executor: Executor = db(),
): Promise<number | null> {
  if (!isUuid(organisationId)) return null;
  const [row] = await executor
    .select({ season: implementationPlans.season })
    .from(implementationPlans)
    .where(
      and(
        eq(implementationPlans.organisationId, organisationId),
        isNotNull(implementationPlans.submittedAt),
      ),
    )
    .orderBy(asc(implementationPlans.season))
    .limit(1);
  return row?.season ?? null;
}
