// Organisations at the implementation plan and practice data steps, inserted straight into the
// tables for the practice tests (issue 15): every journey step before IMPLEMENTATION_PLAN done
// (fields confirmed), farms with fields and their record of a season, and members signed in.
import { db } from "~/db/client.server";
import {
  farms,
  fieldRecords,
  fields,
  memberships,
  organisationDetails,
  organisations,
  users,
} from "~/db/schema";
import type { FieldStatus } from "~/shared/fields";
import type { MemberRole } from "~/shared/roles";
import { insertTestProfile } from "./model-fixtures";
import { signInCookie } from "./sessions";

/** Every step before IMPLEMENTATION_PLAN done: the fields are confirmed (fieldsComplete). */
export const FIELDS_CONFIRMED = {
  eligibility: true,
  viability: true,
  farmsComplete: true,
  contractSent: true,
  contractSigned: true,
  fieldsComplete: true,
} as const;

export interface PlannedFieldInput {
  farm: string;
  name: string;
  /** The field's status in `season` (default NOT_STARTED: confirmed and included). */
  status?: FieldStatus;
  areaHectares?: number;
}

/**
 * An organisation at IMPLEMENTATION_PLAN (or `details` on top) with the fields given, each with
 * its record of `season`. Returns the organisation's id and the fields' ids by name.
 */
export async function insertPlanningOrganisation(
  name: string,
  season: number,
  list: readonly PlannedFieldInput[],
  details: Partial<typeof organisationDetails.$inferInsert> = {},
) {
  const [organisation] = await db().insert(organisations).values({ name }).returning();
  const organisationId = organisation!.id;
  await db()
    .insert(organisationDetails)
    .values({ organisationId, ...FIELDS_CONFIRMED, ...details });
  const farmIds = new Map<string, string>();
  const fieldIds: Record<string, string> = {};
  let west = 28.3;
  for (const input of list) {
    let farmId = farmIds.get(input.farm);
    if (!farmId) {
      const [farm] = await db()
        .insert(farms)
        .values({ organisationId, name: input.farm })
        .returning();
      farmId = farm!.id;
      farmIds.set(input.farm, farmId);
    }
    west += 0.02;
    const ring = [
      [west, -28.26],
      [west + 0.01, -28.26],
      [west + 0.01, -28.25],
      [west, -28.25],
      [west, -28.26],
    ];
    const [field] = await db()
      .insert(fields)
      .values({
        organisationId,
        farmId,
        name: input.name,
        source: "drawn",
        geometry: { type: "Polygon", coordinates: [ring] },
        areaHectares: input.areaHectares ?? 100,
        boxWest: west,
        boxSouth: -28.26,
        boxEast: west + 0.01,
        boxNorth: -28.25,
      })
      .returning();
    await db()
      .insert(fieldRecords)
      .values({
        fieldId: field!.id,
        season,
        organisationId,
        status: input.status ?? "NOT_STARTED",
      });
    fieldIds[input.name] = field!.id;
  }
  return { organisationId, fieldIds };
}

let people = 0;

/** A signed-up member of the organisation with `role`, and the Cookie header of their session. */
export async function insertSignedInMember(organisationId: string, role: MemberRole) {
  people += 1;
  const subject = `practice|${role.toLowerCase()}-${people}-${Date.now()}`;
  const email = `${role.toLowerCase()}${people}-${Date.now()}@practice.example`;
  const [user] = await db().insert(users).values({ subject, email }).returning();
  await insertTestProfile(user!.id);
  await db().insert(memberships).values({ userId: user!.id, organisationId, role });
  return { userId: user!.id, subject, email, cookie: await signInCookie(subject, email) };
}
