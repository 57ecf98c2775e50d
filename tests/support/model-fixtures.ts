// Rows the model tests build on: people and organisations inserted straight into the tables, so
// a model's test depends on no other model than the one it tests. And the two ids every scoping
// test needs: one that names nothing, and one that is not a UUID at all (PostgreSQL would raise
// on it; the models must answer "not found" instead).
import { db } from "~/db/client.server";
import { memberships, organisations, userProfiles, users } from "~/db/schema";
import type { MemberRole } from "~/shared/roles";

export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
export const NOT_A_UUID = "not-a-uuid";

let people = 0;

export async function insertTestUser(values: { email?: string; name?: string } = {}) {
  people += 1;
  const [row] = await db()
    .insert(users)
    .values({
      subject: `auth|model-test-${people}-${Date.now()}`,
      email: values.email ?? `person${people}-${Date.now()}@model.example`,
      name: values.name ?? null,
    })
    .returning();
  return row!;
}

export async function insertTestOrganisation(name: string) {
  const [row] = await db().insert(organisations).values({ name }).returning();
  return row!;
}

export async function insertTestMembership(
  userId: string,
  organisationId: string,
  role: MemberRole,
) {
  await db().insert(memberships).values({ userId, organisationId, role });
}

let profiles = 0;

/**
 * A signed-up person's profile whose e-mail address is confirmed (or not, with `verified:
 * false`): invites and signatory access by e-mail wait for a confirmed address (issue 12).
 */
export async function insertTestProfile(userId: string, options: { verified?: boolean } = {}) {
  profiles += 1;
  await db()
    .insert(userProfiles)
    .values({
      userId,
      userType: "regenerative_farmer",
      hearAboutUs: "webinar",
      ownReferralCode:
        `T${String(profiles).padStart(3, "0")}${Date.now().toString(36).toUpperCase()}`.slice(
          0,
          12,
        ),
      consentedAt: new Date(),
      emailVerifiedAt: options.verified === false ? null : new Date(),
    });
}
