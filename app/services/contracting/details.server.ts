// Everything the contracting-details pages show about one organisation (the farmer's
// /profile/journey/details, the admin company view and the API): its legal entity and flags,
// signatories with whether they can sign in yet, farms with their boundaries, areas and
// unmapped warnings. And the legal entity's one write.
import { and, eq, sql } from "drizzle-orm";
import type { BoundaryGeometry } from "~/services/area";
import { db } from "~/db/client.server";
import { memberships, users } from "~/db/schema";
import * as contracting from "~/models/contracting.server";
import { recordAudit } from "~/services/audit.server";
import {
  BOUNDARY_SOURCE_LABELS,
  farmTotalHectares,
  farmWarnings,
  provinceLabel,
} from "~/services/contracting-rules";
import { totalHectares } from "~/services/area";
import { ContractingError, NOT_FOUND, type Actor } from "./common.server";
import type { BoundaryView, FarmView, SignatoryView } from "./views";

export type { BoundaryView, FarmView, SignatoryView } from "./views";

export type LegalEntity = contracting.LegalEntity;
export type CompanyRecord = contracting.CompanyRecord;

export interface ContractingDetails {
  company: CompanyRecord;
  signatories: SignatoryView[];
  farms: FarmView[];
  totalHectares: number;
}

export function toBoundaryView(row: contracting.BoundaryRow, withGeometry: boolean): BoundaryView {
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
  };
}

export function toFarmView(farm: contracting.FarmRow, boundaries: BoundaryView[]): FarmView {
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
  const [farmRows, boundaryRows] = await Promise.all([
    contracting.listFarms(organisationId),
    contracting.listBoundaries(organisationId),
  ]);
  return farmRows.map((farm) =>
    toFarmView(
      farm,
      boundaryRows.filter((b) => b.farmId === farm.id).map((b) => toBoundaryView(b, withGeometry)),
    ),
  );
}

export async function loadSignatoryViews(organisationId: string): Promise<SignatoryView[]> {
  const [rows, members] = await Promise.all([
    contracting.listSignatories(organisationId),
    db()
      .select({ email: sql<string>`lower(${users.email})` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.organisationId, organisationId))),
  ]);
  const memberEmails = new Set(members.map((m) => m.email));
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
  const company = await contracting.findCompany(organisationId);
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

export function legalEntityOf(company: CompanyRecord): LegalEntity {
  return {
    legalName: company.legalName,
    registrationNumber: company.registrationNumber,
    vatNumber: company.vatNumber,
    addressLine1: company.addressLine1,
    addressLine2: company.addressLine2,
    town: company.town,
    province: company.province,
    postalCode: company.postalCode,
  };
}

const trimOrNull = (value: string | null | undefined) => value?.trim() || null;

/** Saves the legal entity that signs the contract (organisation_details, upserted). */
export async function saveLegalEntity(actor: Actor, organisationId: string, entity: LegalEntity) {
  const values: LegalEntity = {
    legalName: trimOrNull(entity.legalName),
    registrationNumber: trimOrNull(entity.registrationNumber),
    vatNumber: trimOrNull(entity.vatNumber),
    addressLine1: trimOrNull(entity.addressLine1),
    addressLine2: trimOrNull(entity.addressLine2),
    town: trimOrNull(entity.town),
    province: trimOrNull(entity.province),
    postalCode: trimOrNull(entity.postalCode),
  };
  await db().transaction(async (tx) => {
    const before = await contracting.findCompany(organisationId, tx);
    if (!before) throw new ContractingError(404, NOT_FOUND.organisation);
    await contracting.upsertDetails(organisationId, values, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "company.legalEntity",
        entityType: "organisation",
        entityId: organisationId,
        changes: { before: legalEntityOf(before), after: values },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
  });
}
