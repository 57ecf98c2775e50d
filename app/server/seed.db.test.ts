import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  adminGrants,
  fieldRecords,
  idpAccounts,
  memberships,
  organisations,
  userProfiles,
  users,
} from "~/db/schema";
import { authenticate } from "~/idp/accounts.server";
import { currentStep } from "~/services/journey/steps";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { signoffLabel } from "~/services/fields/signoff";
import { FIELD_STATUSES } from "~/shared/fields";
import { FIELDS_DEMO_ORGANISATION_ID } from "./seed-fields.server";
import { DEMO_PASSWORD, seedDemoData } from "./seed.server";
import { ADMIN_SCOPES } from "~/shared/scopes";

async function snapshot() {
  return {
    accounts: await db()
      .select({
        id: idpAccounts.id,
        email: idpAccounts.email,
        verified: idpAccounts.emailVerified,
        givenName: idpAccounts.givenName,
        familyName: idpAccounts.familyName,
        permissions: idpAccounts.permissions,
        passwordHash: idpAccounts.passwordHash,
      })
      .from(idpAccounts)
      .orderBy(asc(idpAccounts.email)),
    users: await db()
      .select({
        subject: users.subject,
        email: users.email,
        name: users.name,
        surname: users.surname,
      })
      .from(users)
      .orderBy(asc(users.email)),
    grants: await db()
      .select({ email: users.email, scope: adminGrants.scope })
      .from(adminGrants)
      .innerJoin(users, eq(users.id, adminGrants.userId))
      .orderBy(asc(users.email), asc(adminGrants.scope)),
    memberships: await db()
      .select({ email: users.email, organisation: organisations.name, role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(organisations, eq(organisations.id, memberships.organisationId)),
    organisations: await db().select({ name: organisations.name }).from(organisations),
  };
}

describe("demo seed", () => {
  it("creates the five demo people, their Veld profiles, grants and organisations, once when two instances seed together", async () => {
    await Promise.all([seedDemoData(), seedDemoData()]);
    const data = await snapshot();

    expect(data.accounts.map((a) => [a.email, a.givenName, a.familyName, a.verified])).toEqual([
      ["admin@veld.example", "Sipho", "Dlamini", true],
      ["farmer@veld.example", "Thandi", "Nkosi", true],
      ["fields@veld.example", "Pieter", "van der Merwe", true],
      ["newcomer@veld.example", "Naledi", "Khumalo", true],
      ["viewer@veld.example", "Lerato", "Mokoena", true],
    ]);
    // Veld-side grants decide; the provider's permissions stay empty.
    expect(data.accounts.every((a) => a.permissions.length === 0)).toBe(true);

    const subjectOf = (email: string) => data.accounts.find((a) => a.email === email)!.id;
    expect(data.users).toEqual([
      {
        subject: subjectOf("admin@veld.example"),
        email: "admin@veld.example",
        name: "Sipho",
        surname: "Dlamini",
      },
      {
        subject: subjectOf("farmer@veld.example"),
        email: "farmer@veld.example",
        name: "Thandi",
        surname: "Nkosi",
      },
      {
        subject: subjectOf("fields@veld.example"),
        email: "fields@veld.example",
        name: "Pieter",
        surname: "van der Merwe",
      },
      {
        subject: subjectOf("viewer@veld.example"),
        email: "viewer@veld.example",
        name: "Lerato",
        surname: "Mokoena",
      },
    ]);
    // The newcomer has signed in but not signed up.
    expect(data.users.some((u) => u.email === "newcomer@veld.example")).toBe(false);

    expect(data.grants).toEqual([
      ...ADMIN_SCOPES.map((scope) => ({ email: "admin@veld.example", scope })),
      { email: "viewer@veld.example", scope: "read:admin" },
    ]);
    expect(data.memberships).toEqual([
      { email: "farmer@veld.example", organisation: "Nkosi Family Farm", role: "OWNER" },
      { email: "fields@veld.example", organisation: "Karoo Regeneration Trust", role: "OWNER" },
    ]);
  });

  it("gives the trust further along fields in every status and signoffs in every state, at the implementation plan", async () => {
    await seedDemoData();
    const rows = await db()
      .select({ status: fieldRecords.status, pass: fieldRecords.signoffPass })
      .from(fieldRecords)
      .where(eq(fieldRecords.organisationId, FIELDS_DEMO_ORGANISATION_ID));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(FIELD_STATUSES));
    expect(new Set(rows.map((r) => signoffLabel(r.pass)))).toEqual(
      new Set(["Not Done", "Passed", "Failed"]),
    );
    expect(currentStep(await loadJourneyProgress(FIELDS_DEMO_ORGANISATION_ID))).toBe(
      "IMPLEMENTATION_PLAN",
    );
  });

  it("every demo account signs in with the demo password", async () => {
    await seedDemoData();
    for (const email of ["farmer", "admin", "viewer", "newcomer", "fields"].map(
      (n) => `${n}@veld.example`,
    )) {
      expect((await authenticate(email, DEMO_PASSWORD))?.email, email).toBe(email);
    }
    expect(await authenticate("farmer@veld.example", "wrong-password")).toBeUndefined();
  });

  it("running it again changes nothing and keeps the same subjects", async () => {
    const before = await snapshot();
    await seedDemoData();
    expect(await snapshot()).toEqual(before);
    expect(before.organisations).toHaveLength(2);
  });

  it("leaves later changes alone: a removed grant and a changed password stay as they are", async () => {
    await seedDemoData();
    const [viewer] = await db().select().from(users).where(eq(users.email, "viewer@veld.example"));
    await db().delete(adminGrants).where(eq(adminGrants.userId, viewer!.id));
    await db()
      .update(idpAccounts)
      .set({ passwordHash: "changed" })
      .where(eq(idpAccounts.email, "admin@veld.example"));

    await seedDemoData();

    const [admin] = await db()
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.email, "admin@veld.example"));
    expect(admin!.passwordHash).toBe("changed");
    expect(await db().select().from(adminGrants).where(eq(adminGrants.userId, viewer!.id))).toEqual(
      [],
    );
  });

  it("creates a demo account that was deleted, with its Veld data", async () => {
    await seedDemoData();
    await db().delete(users).where(eq(users.email, "farmer@veld.example"));
    await db().delete(idpAccounts).where(eq(idpAccounts.email, "farmer@veld.example"));
    await seedDemoData();
    const data = await snapshot();
    expect(data.memberships).toContainEqual({
      email: "farmer@veld.example",
      organisation: "Nkosi Family Farm",
      role: "OWNER",
    });
  });

  it("gives farmer, admin and viewer their sign-up answers once, also in an older database, and the newcomer none", async () => {
    await seedDemoData();
    const profiles = () =>
      db()
        .select({
          email: users.email,
          code: userProfiles.ownReferralCode,
          type: userProfiles.userType,
        })
        .from(userProfiles)
        .innerJoin(users, eq(users.id, userProfiles.userId))
        .orderBy(asc(users.email));
    const expected = [
      { email: "admin@veld.example", code: "ADMN6789", type: "interestedParty" },
      { email: "farmer@veld.example", code: "FARM2345", type: "regenerativeFarmer" },
      { email: "fields@veld.example", code: "FLDS4567", type: "regenerativeFarmer" },
      { email: "viewer@veld.example", code: "VWER3456", type: "academia" },
    ];
    expect(await profiles()).toEqual(expected);
    // A database seeded before profiles existed: the accounts are there, the profiles not.
    await db().delete(userProfiles);
    await seedDemoData();
    expect(await profiles()).toEqual(expected);
    // Changed later: left alone.
    await db().update(userProfiles).set({ userType: "other" });
    await seedDemoData();
    expect((await profiles()).map((p) => p.type)).toEqual(["other", "other", "other", "other"]);
  });
});
