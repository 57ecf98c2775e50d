// What the admin's field list shows of a field, and how the CSV export and the /api/v2 calls give
// it (issue 14; spec §3 'Field' basic and admin view, §4 'Field inclusion', 'Signoff display
// labels'). Pure: built from the rows the loaders read (app/models/fields.server.ts), through the
// lead's fieldView, so the page, the export and the API never disagree on a status, a signoff
// label or whether a field counts.
import { decimalCell, type CsvCell } from "~/services/kit/csv";
import { formatHectares } from "~/services/contracting/rules";
import type { z } from "zod";
import {
  memberFieldJson,
  type adminFieldJsonSchema,
  type memberFieldListJsonSchema,
} from "~/services/fields/api";
import { fieldView, type FieldFacts } from "~/services/fields/views";
import { seasonLabel } from "~/services/fields/seasons";
import { signoffLabel } from "~/services/fields/signoff";
import type { FieldInclusion, FieldStatus, Signoff } from "~/shared/fields";

/** A season's record as the model reads it: the admin view's columns (spec §3 'Field'). */
export interface AdminRecordFacts {
  season: number;
  status: FieldStatus;
  inclusion: FieldInclusion | string;
  signoffPass: Signoff;
  boundarySignoff: Signoff;
  wetlandSignoff: Signoff;
  wetlandReason: string | null;
  ownershipSignoff: Signoff;
  farmBoundaryIds: string[] | null;
  landConversionSignoff: Signoff;
  landConversionSeason: number | null;
  degradationCategory: number | null;
  naraValue: number | null;
  conservationIndex: number | null;
  nativeEcosystemSignoff: Signoff;
  nativeEcosystemType: string | null;
  dominantLandUse: string | null;
}

/** A field of the admin's list: the farmer's facts plus whose it is and its full record. */
export interface AdminFieldFacts extends Omit<FieldFacts, "record"> {
  organisationId: string;
  organisationName: string;
  record: AdminRecordFacts | null;
}

/** The admin's flags in short (the table's cell): hectares outside the farm, shared. */
export function adminFlags(field: {
  outsideFarmHectares: number;
  otherOverlapHectares: number;
}): string[] {
  const flags: string[] = [];
  if (field.outsideFarmHectares > 0)
    flags.push(`Outside farm: ${formatHectares(field.outsideFarmHectares)}`);
  if (field.otherOverlapHectares > 0)
    flags.push(`Shared with another organisation: ${formatHectares(field.otherOverlapHectares)}`);
  return flags;
}

export interface AdminFieldRowView {
  id: string;
  organisationId: string;
  organisationName: string;
  farmId: string;
  farmName: string;
  name: string;
  areaHectares: number;
  /** '12.50 ha' (spec §5: 2 decimals). */
  areaLabel: string;
  status: FieldStatus;
  statusLabel: string;
  signoffPass: Signoff;
  /** spec §4 'Signoff display labels': 'Not Done', 'Passed', 'Failed'. */
  signoffLabel: string;
  included: boolean;
  /** Why it does not count, in words; null when it does. */
  notIncludedReason: string | null;
  flags: string[];
  geometry: unknown;
}

export function adminFieldRowView(facts: AdminFieldFacts): AdminFieldRowView {
  const view = fieldView(facts);
  return {
    id: facts.id,
    organisationId: facts.organisationId,
    organisationName: facts.organisationName,
    farmId: facts.farmId,
    farmName: facts.farmName,
    name: facts.name,
    areaHectares: facts.areaHectares,
    areaLabel: view.areaLabel,
    status: view.status,
    statusLabel: view.statusLabel,
    signoffPass: view.signoffPass,
    signoffLabel: view.signoffLabel,
    included: view.included,
    notIncludedReason: view.notIncludedReason,
    flags: adminFlags(facts),
    geometry: view.geometry,
  };
}

// ---- /api/v2 ----

/**
 * GET /admin/fields: a field with its season's record, in the spec's admin-view names (§3
 * 'Field': id, area; status, signoffPass, inclusion; the signoff columns), whose it is, and
 * `included` (spec §4 'Field inclusion').
 */
export function adminFieldJson(facts: AdminFieldFacts): AdminFieldJson {
  const view = fieldView(facts);
  const r = facts.record;
  return {
    id: facts.id,
    name: facts.name,
    companyId: facts.organisationId,
    companyName: facts.organisationName,
    farmId: facts.farmId,
    farmName: facts.farmName,
    area: facts.areaHectares,
    /** The season of the record read: the latest at or before the season asked about. */
    recordSeason: r?.season ?? null,
    status: view.status,
    inclusion: r?.inclusion ?? "included",
    signoffPass: view.signoffPass,
    included: view.included,
    boundarySignoff: r?.boundarySignoff ?? null,
    wetlandSignoff: r?.wetlandSignoff ?? null,
    wetlandReason: r?.wetlandReason ?? null,
    ownershipSignoff: r?.ownershipSignoff ?? null,
    farmBoundaryIds: r?.farmBoundaryIds ?? [],
    landConversionSignoff: r?.landConversionSignoff ?? null,
    landConversionSeason: r?.landConversionSeason ?? null,
    degradationCategory: r?.degradationCategory ?? null,
    naraValue: r?.naraValue ?? null,
    conservationIndex: r?.conservationIndex ?? null,
    nativeEcosystemSignoff: r?.nativeEcosystemSignoff ?? null,
    nativeEcosystemType: r?.nativeEcosystemType ?? null,
    dominantLandUse: r?.dominantLandUse ?? null,
    outsideFarmHectares: facts.outsideFarmHectares,
    otherOverlapHectares: facts.otherOverlapHectares,
  };
}
export type AdminFieldJson = z.infer<typeof adminFieldJsonSchema>;

/**
 * GET /company/{companyId}/fields: one field of a member's list, the same as GET
 * /company/{companyId}/fields/{fieldId} gives it (services/fields/api.ts) with its farm's name
 * and its record's inclusion (spec §3 'Records carry status, signoffPass and inclusion').
 */
export function memberFieldListJson(facts: FieldFacts): z.infer<typeof memberFieldListJsonSchema> {
  return {
    ...memberFieldJson(fieldView(facts)),
    farmName: facts.farmName,
    // The column is the field_inclusion enum: anything but 'excluded' is 'included'.
    inclusion: facts.record?.inclusion === "excluded" ? "excluded" : "included",
  };
}

// ---- CSV (issue 14: the admin's list, every page, like the job applications' export) ----

export const FIELD_CSV_HEADER = [
  "Season",
  "Organisation",
  "Organisation id",
  "Farm",
  "Field",
  "Field id",
  "Area (ha)",
  "Status",
  "Boundary signoff",
  "Wetland signoff",
  "Wetland reason",
  "Ownership signoff",
  "Land conversion signoff",
  "Native ecosystem signoff",
  "Overall signoff",
  "Inclusion",
  "Included",
  "Outside farm (ha)",
  "Shared with another organisation (ha)",
];

const hectares = (value: number) => decimalCell(value, 2);

/** One row of the export; the kit's writer defuses its text (services/kit/csv.ts). */
export function fieldCsvRow(facts: AdminFieldFacts, season: number): CsvCell[] {
  const view = fieldView(facts);
  const r = facts.record;
  return [
    seasonLabel(season),
    facts.organisationName,
    facts.organisationId,
    facts.farmName,
    facts.name,
    facts.id,
    hectares(facts.areaHectares),
    view.statusLabel,
    signoffLabel(r?.boundarySignoff),
    signoffLabel(r?.wetlandSignoff),
    r?.wetlandReason ?? "",
    signoffLabel(r?.ownershipSignoff),
    signoffLabel(r?.landConversionSignoff),
    signoffLabel(r?.nativeEcosystemSignoff),
    view.signoffLabel,
    r?.inclusion ?? "included",
    view.included ? "Yes" : "No",
    hectares(facts.outsideFarmHectares),
    hectares(facts.otherOverlapHectares),
  ];
}
