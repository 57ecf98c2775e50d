// The farmer's credits dashboard, shaped (issue 17; decision 0094): hectares enrolled and
// included, the practices adopted with their hectares, and the estimated and issued credits and
// earnings by season. Pure: dashboard.server.ts gathers the rows, this turns them into the
// numbers the cards, charts and tables show, so the arithmetic is tested without a database.
import { round, seasonLabel } from "~/services/kit/format";
import { PRACTICE_LABELS, PRACTICES, type Practice } from "~/shared/practice";

/** A field of the organisation this season (deleted ones left out by the caller). */
export interface DashboardField {
  id: string;
  areaHectares: number;
  /** spec §4 'Field inclusion' (isFieldIncluded). */
  included: boolean;
}

/** One practice the implementation plan commits a field to. */
export interface DashboardPlanAction {
  fieldId: string;
  practice: Practice;
}

/** The estimate of a season, as the carbon calculator gives it (SeasonTotal in carbon.ts). */
export interface DashboardSeasonEstimate {
  season: number;
  /** The hectares the season's estimate covers; a season with none and no credits is nothing. */
  hectares: number;
  estimatedCredits: number;
  farmerEarningsZar: number;
}

/** A credit issued by a registry (IssuedCredit in app/models/issued-credits.server.ts). */
export interface DashboardIssuedCredit {
  season: number;
  tonnesCo2e: number;
  voidedAt: Date | string | null;
  /** The price and share recorded with the credit when issued (decision 0146). */
  carbonPriceZarPerTco2e: number;
  farmerShare: number;
}

/** The credits constants of the organisation's pinned version (decision 0090). */
export interface CreditPrice {
  carbonPriceZarPerTco2e: number;
  /** The farmer's share of the price, 0 to 1. */
  farmerShare: number;
}

export interface DashboardInput {
  fieldSeason: number;
  fields: readonly DashboardField[];
  plan: {
    season: number;
    submitted: boolean;
    actions: readonly DashboardPlanAction[];
    /** Areas of the plan season's fields, by id (a field left out counts no hectares). */
    fields: readonly DashboardField[];
  } | null;
  estimate: readonly DashboardSeasonEstimate[] | null;
  issued: readonly DashboardIssuedCredit[];
  price: CreditPrice | null;
}

export interface PracticeRow {
  practice: Practice;
  label: string;
  hectares: number;
  fieldCount: number;
}

export interface SeasonRow {
  season: number;
  label: string;
  /** The chart's axis label: the full label, or '24/25' when many seasons share the axis. */
  axisLabel: string;
  estimatedCredits: number;
  issuedCredits: number;
  estimatedEarningsZar: number;
  issuedEarningsZar: number;
}

export interface Dashboard {
  hectares: { seasonLabel: string; enrolled: number; included: number; fieldCount: number };
  practices: {
    seasonLabel: string | null;
    submitted: boolean;
    rows: PracticeRow[];
    /** Included fields with at least one practice, and their hectares. */
    fieldCount: number;
    hectares: number;
  };
  seasons: SeasonRow[];
  totals: {
    estimatedCredits: number;
    issuedCredits: number;
    estimatedEarningsZar: number;
    issuedEarningsZar: number;
  };
  hasEstimate: boolean;
  hasIssued: boolean;
  price: CreditPrice | null;
}

/** Beyond this many seasons the axis uses the short label so the labels do not overlap at 360 px. */
export const FULL_AXIS_LABELS_UP_TO = 4;

/** '2024/2025' → '24/25' for a crowded axis (the table keeps the full label, spec §9). */
export function shortSeasonLabel(season: number): string {
  const label = seasonLabel(season);
  const match = /^(\d{4})\/(\d{4})$/.exec(label);
  return match ? `${match[1]!.slice(2)}/${match[2]!.slice(2)}` : label;
}

const sum = (values: readonly number[]) =>
  values.reduce((total, v) => total + (Number.isFinite(v) ? v : 0), 0);

/** What issued credits earn the farmer: tonnes × price × the farmer's share, in rand. */
export function issuedEarnings(tonnes: number, price: CreditPrice | null): number {
  if (!price) return 0;
  return round(tonnes * price.carbonPriceZarPerTco2e * price.farmerShare, 2);
}

/** Hectares per practice of the plan: a field counts once per practice, if it is included. */
export function practiceRows(
  actions: readonly DashboardPlanAction[],
  fields: readonly DashboardField[],
): PracticeRow[] {
  const byId = new Map(fields.filter((f) => f.included).map((f) => [f.id, f]));
  return PRACTICES.flatMap((practice) => {
    const fieldIds = new Set(
      actions.filter((a) => a.practice === practice && byId.has(a.fieldId)).map((a) => a.fieldId),
    );
    if (fieldIds.size === 0) return [];
    const hectares = round(sum([...fieldIds].map((id) => byId.get(id)!.areaHectares)), 2);
    return [{ practice, label: PRACTICE_LABELS[practice], hectares, fieldCount: fieldIds.size }];
  }).sort((a, b) => b.hectares - a.hectares || a.label.localeCompare(b.label));
}

/**
 * The estimate's seasons that hold something: the calculator lists every programme season, also
 * one with no included hectares yet, which is no estimate at all.
 */
export function estimatedSeasons(
  estimate: readonly DashboardSeasonEstimate[] | null,
): DashboardSeasonEstimate[] {
  return (estimate ?? []).filter((s) => s.hectares > 0 || s.estimatedCredits !== 0);
}

/** Estimated and issued credits and earnings per season, every season either one has, in order. */
export function seasonRows(
  allEstimates: readonly DashboardSeasonEstimate[] | null,
  issued: readonly DashboardIssuedCredit[],
): SeasonRow[] {
  const estimate = estimatedSeasons(allEstimates);
  const live = issued.filter((credit) => !credit.voidedAt);
  const seasons = [
    ...new Set([...(estimate ?? []).map((s) => s.season), ...live.map((c) => c.season)]),
  ].sort((a, b) => a - b);
  const short = seasons.length > FULL_AXIS_LABELS_UP_TO;
  return seasons.map((season) => {
    const estimated = (estimate ?? []).filter((s) => s.season === season);
    const issuedTonnes = round(
      sum(live.filter((c) => c.season === season).map((c) => c.tonnesCo2e)),
      2,
    );
    return {
      season,
      label: seasonLabel(season),
      axisLabel: short ? shortSeasonLabel(season) : seasonLabel(season),
      estimatedCredits: round(sum(estimated.map((s) => s.estimatedCredits)), 2),
      issuedCredits: issuedTonnes,
      estimatedEarningsZar: round(sum(estimated.map((s) => s.farmerEarningsZar)), 2),
      // Each credit at the price and share recorded with it: today's price changes no past
      // earnings (decision 0146).
      issuedEarningsZar: round(
        sum(live.filter((c) => c.season === season).map((c) => issuedEarnings(c.tonnesCo2e, c))),
        2,
      ),
    };
  });
}

export function shapeDashboard(input: DashboardInput): Dashboard {
  const enrolled = round(sum(input.fields.map((f) => f.areaHectares)), 2);
  const included = round(sum(input.fields.filter((f) => f.included).map((f) => f.areaHectares)), 2);
  const rows = input.plan ? practiceRows(input.plan.actions, input.plan.fields) : [];
  const planFieldIds = new Set((input.plan?.actions ?? []).map((a) => a.fieldId));
  const practisedFields = (input.plan?.fields ?? []).filter(
    (f) => f.included && planFieldIds.has(f.id),
  );
  const seasons = seasonRows(input.estimate, input.issued);
  const total = (key: keyof Omit<SeasonRow, "season" | "label" | "axisLabel">) =>
    round(sum(seasons.map((s) => s[key])), 2);
  return {
    hectares: {
      seasonLabel: seasonLabel(input.fieldSeason),
      enrolled,
      included,
      fieldCount: input.fields.length,
    },
    practices: {
      seasonLabel: input.plan ? seasonLabel(input.plan.season) : null,
      submitted: input.plan?.submitted ?? false,
      rows,
      fieldCount: practisedFields.length,
      hectares: round(sum(practisedFields.map((f) => f.areaHectares)), 2),
    },
    seasons,
    totals: {
      estimatedCredits: total("estimatedCredits"),
      issuedCredits: total("issuedCredits"),
      estimatedEarningsZar: total("estimatedEarningsZar"),
      issuedEarningsZar: total("issuedEarningsZar"),
    },
    hasEstimate: estimatedSeasons(input.estimate).length > 0,
    hasIssued: input.issued.some((credit) => !credit.voidedAt),
    price: input.price,
  };
}
