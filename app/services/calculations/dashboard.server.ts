// The farmer's credits dashboard's data (issue 17; decision 0094): this season's fields with
// their inclusion, the implementation plan's practices with the areas of its fields, the
// carbon calculator's estimate by season, the credits admins recorded as issued, and the price
// and farmer share of the organisation's credits constants. Everything is read for the one
// organisation the session chose (the caller's requireProfileContext), so another
// organisation's numbers never appear. Shaped by dashboard.ts.
import { constantsInForce } from "~/services/constants/in-force.server";
import { listFieldsWithRecords } from "~/models/fields.server";
import { listIssuedCredits } from "~/models/issued-credits.server";
import { currentSeason } from "~/services/fields/seasons";
import { fieldView } from "~/services/fields/views";
import { loadPlan } from "~/services/practice/plan.server";
import { calculateOrganisation } from "./carbon.server";
import { shapeDashboard, type CreditPrice, type DashboardField } from "./dashboard";

async function seasonFields(organisationId: string, season: number): Promise<DashboardField[]> {
  const rows = await listFieldsWithRecords(organisationId, season);
  return rows
    .map((row) => fieldView(row))
    .filter((field) => field.status !== "DELETED")
    .map((field) => ({ id: field.id, areaHectares: field.areaHectares, included: field.included }));
}

/**
 * The price and farmer share of the credits constants the organisation's calculations use: its
 * pinned version, or the latest until its first calculation pins one (decision 0090). Read only:
 * looking at the dashboard pins nothing.
 */
export async function creditPriceOf(organisationId: string): Promise<CreditPrice | null> {
  const credits = (await constantsInForce(organisationId)).values.credits;
  const price = credits.carbonPriceZarPerTco2e;
  const share = credits.farmerShare;
  if (typeof price !== "number" || typeof share !== "number") return null;
  return { carbonPriceZarPerTco2e: price, farmerShare: share };
}

export async function loadDashboard(organisationId: string) {
  const fieldSeason = currentSeason();
  const [fields, plan, calculation, issued, price] = await Promise.all([
    seasonFields(organisationId, fieldSeason),
    loadPlan(organisationId),
    calculateOrganisation(organisationId),
    listIssuedCredits(organisationId),
    creditPriceOf(organisationId),
  ]);
  const planFields =
    plan.season === fieldSeason ? fields : await seasonFields(organisationId, plan.season);
  const dashboard = shapeDashboard({
    fieldSeason,
    fields,
    plan: plan.plan
      ? {
          season: plan.season,
          submitted: !!plan.plan.submittedAt,
          actions: plan.actions.map((a) => ({ fieldId: a.fieldId, practice: a.practice })),
          fields: planFields,
        }
      : null,
    estimate: calculation.seasons.length > 0 ? calculation.seasons : null,
    issued,
    price,
  });
  return { ...dashboard, missing: calculation.missing };
}
