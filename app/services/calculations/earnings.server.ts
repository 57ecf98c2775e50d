// The earnings-potential checker's I/O (issue 17; decision 0091): which constants a page uses
// (the latest, or an organisation's pinned versions, never pinning: an estimate is not a
// calculation), the pre-fill from an organisation's fields, crop journeys and details, and the
// page's data from the query. The three pages and /api/v2/checker call these.
import { listCropJourneys, type CropJourneyRow } from "~/models/crop-journeys.server";
import { listFieldsWithRecords } from "~/models/fields.server";
import { findCompanyInfo } from "~/models/organisation-details.server";
import { constantsInForce } from "~/services/constants/in-force.server";
import { currentSeason } from "~/services/fields/seasons";
import { formatNumber } from "~/services/kit/format";
import { isProvince } from "~/shared/provinces";
import type { TillageType } from "~/shared/practice";
import {
  estimateEarnings,
  type EarningsConstants,
  type EarningsResult,
  type Tillage,
} from "./earnings";
import {
  EMPTY_EARNINGS_VALUES,
  earningsQuery,
  earningsValuesOf,
  hasEarningsQuery,
  parseEarnings,
  type EarningsErrors,
  type EarningsFormValues,
} from "./earnings-forms";

/** The constants in force (issue 32): an organisation's versions, or with none the latest. */
async function earningsConstantsOf(organisationId: string | null): Promise<EarningsConstants> {
  const constants = await constantsInForce(organisationId);
  return {
    soilCarbon: constants.values.soilCarbon,
    credits: constants.values.credits,
    versions: { soilCarbon: constants.versions.soilCarbon, credits: constants.versions.credits },
  };
}

/** The latest version of each set (the public page, /admin/checker, the API). */
export function latestEarningsConstants(): Promise<EarningsConstants> {
  return earningsConstantsOf(null);
}

/**
 * The organisation's pinned version of each set, else the latest (decision 0091). Read only:
 * unlike `constantsForCalculation`, it pins nothing.
 */
export function organisationEarningsConstants(organisationId: string): Promise<EarningsConstants> {
  return earningsConstantsOf(organisationId);
}

export interface EarningsPrefill {
  values: Partial<EarningsFormValues>;
  /** Sentences about what was filled in, and what could not be. */
  notes: string[];
}

const TILLAGE_OF: Record<TillageType, Tillage> = {
  conventional: "full",
  reduced: "reduced",
  none: "noTill",
};

/** Hectares with two decimals, as text for the form. */
const haText = (ha: number) => String(Math.round(ha * 100) / 100);

/**
 * The form's values from an organisation: hectares by land use from its fields' latest crop
 * journey (cropland, mixed and fallow count as cropland; grazing as grazing), the province of
 * its details, today's tillage from the cropland's latest crop journeys (the most hectares).
 */
export async function prefillFromOrganisation(organisationId: string): Promise<EarningsPrefill> {
  const season = currentSeason();
  const seasons = Array.from({ length: 12 }, (_, i) => season + 1 - i);
  const [company, fieldRows, journeys] = await Promise.all([
    findCompanyInfo(organisationId),
    listFieldsWithRecords(organisationId, season),
    listCropJourneys(organisationId, seasons),
  ]);
  const latest = new Map<string, CropJourneyRow>();
  for (const journey of journeys) latest.set(journey.fieldId, journey); // by season: last wins
  let cropland = 0;
  let grazing = 0;
  let unknownHa = 0;
  let unknownCount = 0;
  const tillageHa = new Map<Tillage, number>();
  for (const field of fieldRows) {
    if (field.record?.inclusion === "excluded") continue;
    const journey = latest.get(field.id);
    if (!journey) {
      unknownHa += field.areaHectares;
      unknownCount += 1;
    } else if (journey.landUse === "grazing") {
      grazing += field.areaHectares;
    } else {
      cropland += field.areaHectares;
      if (journey.tillage) {
        const t = TILLAGE_OF[journey.tillage];
        tillageHa.set(t, (tillageHa.get(t) ?? 0) + field.areaHectares);
      }
    }
  }
  const values: Partial<EarningsFormValues> = {};
  const notes: string[] = [];
  if (fieldRows.length > 0) {
    values.croplandHa = haText(cropland);
    values.grazingHa = haText(grazing);
    notes.push(
      `Hectares from your fields' crop journeys: ${formatNumber(cropland)} ha of cropland, ${formatNumber(grazing)} ha of grazing.`,
    );
  }
  if (unknownCount > 0) {
    notes.push(
      `${unknownCount} ${unknownCount === 1 ? "field" : "fields"} (${formatNumber(unknownHa)} ha) ${unknownCount === 1 ? "has" : "have"} no land use recorded yet: add ${unknownCount === 1 ? "its" : "their"} hectares where they belong.`,
    );
  }
  const province = company?.province ?? null;
  if (isProvince(province)) values.province = province;
  const tillage = [...tillageHa.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (tillage) {
    values.tillage = tillage;
    notes.push("Today's tillage from your latest crop journeys.");
  }
  return { values, notes };
}

export interface EarningsPage {
  values: EarningsFormValues;
  errors: EarningsErrors;
  result: EarningsResult | null;
  /** The query of the values shown, for a shareable link (null before a valid estimate). */
  query: string | null;
  notes: string[];
}

/**
 * The page from its query: with none of the form's fields, the form (pre-filled) and no result;
 * else the query over the pre-fill, and the estimate or the errors (status 400).
 */
export function earningsPage(
  search: URLSearchParams,
  constants: EarningsConstants,
  prefill: EarningsPrefill = { values: {}, notes: [] },
): { page: EarningsPage; status: 200 | 400 } {
  const start = { ...EMPTY_EARNINGS_VALUES, ...prefill.values };
  if (!hasEarningsQuery(search)) {
    return {
      page: { values: start, errors: {}, result: null, query: null, notes: prefill.notes },
      status: 200,
    };
  }
  const parsed = parseEarnings({ ...start, ...earningsValuesOf(search) });
  if (!parsed.ok) {
    return {
      page: { values: parsed.values, errors: parsed.errors, result: null, query: null, notes: [] },
      status: 400,
    };
  }
  return {
    page: {
      values: parsed.values,
      errors: {},
      result: estimateEarnings(parsed.inputs, constants),
      query: earningsQuery(parsed.values),
      notes: [],
    },
    status: 200,
  };
}
