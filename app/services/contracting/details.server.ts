// Everything the contracting-details pages show about one organisation (the farmer's
// /profile/journey/details, the admin company view and the API): its legal entity and flags,
// signatories with whether they can sign in yet, farms with their boundaries, areas and
// unmapped warnings. (The legal entity is written by app/services/organisations/details.server.ts.)
import { listBoundaries, type BoundaryRow } from "~/models/boundaries.server";
import { listFarms, type FarmRow } from "~/models/farms.server";
import { listMembers } from "~/models/memberships.server";
import * as details from "~/models/organisation-details.server";
import { listSignatories } from "~/models/signatories.server";
import type { BoundaryGeometry } from "~/services/contracting/boundaries/area";
import {
  BOUNDARY_SOURCE_LABELS,
  farmTotalHectares,
  farmWarnings,
} from "~/services/contracting/rules";
import { totalHectares } from "~/services/contracting/boundaries/area";
import { listOverlapFlags, type OverlapFlag } from "~/services/contracting/farms.server";
import type { BoundaryView, FarmView, SignatoryView } from "./views";
import { provinceLabel } from "~/shared/provinces";

export type { BoundaryView, FarmView, SignatoryView } from "./views";

export type CompanyRecord = details.CompanyRecord;

export interface ContractingDetails {
  company: CompanyRecord;
  signatories: SignatoryView[];
  farms: FarmView[];
  totalHectares: number;
}

export function toBoundaryView(
  row: BoundaryRow,
  withGeometry: boolean,
  overlap: OverlapFlag | undefined = undefined,
): BoundaryView {
  return {
    id: row.id,
    farmId: row.farmId,
    name: row.name,
    source: row.source,
    sourceLabel: BOUNDARY_SOURCE_LABELS[row.source],
    areaHectares: row.areaHectares,
    fileId: row.fileId,
    circle: (row.circle as BoundaryView["circle"]) ?? null,
    createdAt: row.createdAt.toISOString(),
    ...(withGeometry ? { geometry: row.geometry as BoundaryGeometry } : {}),
    otherOrganisationOverlap: overlap
      ? { hectares: overlap.hectares, message: overlap.message }
      : null,
  };
}

export function toFarmView(farm: FarmRow, boundaries: BoundaryView[]): FarmView {
  return {
    id: farm.id,
    name: farm.name,
    erfNumbers: farm.erfNumbers,
    province: farm.province,
    provinceLabel: provinceLabel(farm.province),
    nearestTown: farm.nearestTown,
    latitude: farm.latitude,
    longitude: farm.longitude,
    boundaries,
    totalHectares: farmTotalHectares(boundaries),
    warnings: farmWarnings(farm),
  };
}

export async function loadFarmViews(organisationId: string, withGeometry = false) {
  const [farmRows, boundaryRows, overlaps] = await Promise.all([
    listFarms(organisationId),
    listBoundaries(organisationId),
    listOverlapFlags(organisationId),
  ]);
  const overlapOf = new Map(overlaps.map((flag) => [flag.boundaryId, flag]));
  return farmRows.map((farm) =>
    toFarmView(
      farm,
      boundaryRows
        .filter((b) => b.farmId === farm.id)
        .map((b) => toBoundaryView(b, withGeometry, overlapOf.get(b.id))),
    ),
  );
}

export async function loadSignatoryViews(organisationId: string): Promise<SignatoryView[]> {
  const [rows, members] = await Promise.all([
    listSignatories(organisationId),
    listMembers(organisationId),
  ]);
  const memberEmails = new Set(members.map((m) => m.email.toLowerCase()));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phoneNumber: row.phoneNumber,
    designation: row.designation,
    access: memberEmails.has(row.email.trim().toLowerCase()) ? "member" : "invited",
  }));
}

export async function loadContractingDetails(
  organisationId: string,
  options: { withGeometry?: boolean } = {},
): Promise<ContractingDetails | null> {
  const company = await details.findCompany(organisationId);
  if (!company) return null;
  const [signatoryViews, farms] = await Promise.all([
    loadSignatoryViews(organisationId),
    loadFarmViews(organisationId, options.withGeometry ?? false),
  ]);
  return {
    company,
    signatories: signatoryViews,
    farms,
    totalHectares: totalHectares(farms.map((f) => f.totalHectares)),
  };
}
