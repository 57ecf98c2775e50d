import { and, asc, eq, ne, notLike } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  adminGrants,
  cropJourneys,
  fertiliserInputs,
  fieldRecords,
  grazingEvents,
  herds,
  implementationPlans,
  livestockNumbers,
  organisationDetails,
  planActions,
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
import { currentSeason } from "~/services/fields/seasons";
import { grazingEventProblems } from "~/services/practice/grazing-rules";
import { timingProblems } from "~/services/practice/timing";
import { HERD_TYPES } from "~/shared/practice";
import { demoFieldId, FIELDS_DEMO_ORGANISATION_ID } from "./fields.server";
import { MEMBERS_DEMO_ORGANISATION_ID } from "./members.server";
import { PRACTICE_DEMO_FIELD_IDS, seedPracticeDemo } from "./practice.server";
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemoData } from "./people.server";
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
      // The members demo's people have no accounts (members.db.test.ts checks them).
      .where(notLike(users.email, "%@mthembu.example"))
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
      .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
      .where(ne(organisations.id, MEMBERS_DEMO_ORGANISATION_ID)),
    organisations: await db()
      .select({ name: organisations.name })
      .from(organisations)
      .where(ne(organisations.id, MEMBERS_DEMO_ORGANISATION_ID)),
  };
}

describe("demo seed", () => {
  it("creates the seven demo people, their Veld profiles, grants and organisations, once when two instances seed together", async () => {
    await Promise.all([seedDemoData(), seedDemoData()]);
    const data = await snapshot();

    expect(data.accounts.map((a) => [a.email, a.givenName, a.familyName, a.verified])).toEqual([
      ["admin@veld.example", "Sipho", "Dlamini", true],
      ["farmer@veld.example", "Thandi", "Nkosi", true],
      ["fields@veld.example", "Pieter", "van der Merwe", true],
      ["newcomer@veld.example", "Naledi", "Khumalo", true],
      ["review@veld.example", "Zanele", "Mthembu", true],
      ["viewer@veld.example", "Lerato", "Mokoena", true],
      ["waiting@veld.example", "Sibusiso", "Ndlovu", true],
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
        subject: subjectOf("review@veld.example"),
        email: "review@veld.example",
        name: "Zanele",
        surname: "Mthembu",
      },
      {
        subject: subjectOf("viewer@veld.example"),
        email: "viewer@veld.example",
        name: "Lerato",
        surname: "Mokoena",
      },
      {
        subject: subjectOf("waiting@veld.example"),
        email: "waiting@veld.example",
        name: "Sibusiso",
        surname: "Ndlovu",
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
      { email: "review@veld.example", organisation: "Umhlaba Grazing Co-op", role: "OWNER" },
      { email: "waiting@veld.example", organisation: "Hlanganani Livestock Trust", role: "OWNER" },
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

  it("gives the trust a draft plan, crops, herds, two seasons of numbers, grazing and fertiliser, and leaves it at the implementation plan", async () => {
    await seedDemoData();
    const org = FIELDS_DEMO_ORGANISATION_ID;
    const season = currentSeason();
    const included = (
      await db()
        .select({
          id: fieldRecords.fieldId,
          status: fieldRecords.status,
          pass: fieldRecords.signoffPass,
          inclusion: fieldRecords.inclusion,
        })
        .from(fieldRecords)
        .where(and(eq(fieldRecords.organisationId, org), eq(fieldRecords.season, season)))
    )
      .filter(
        (r) =>
          r.status !== "NOT_INCLUDED" &&
          r.status !== "DELETED" &&
          r.pass !== false &&
          r.inclusion === "included",
      )
      .map((r) => r.id);
    expect(new Set(included)).toEqual(new Set(PRACTICE_DEMO_FIELD_IDS));

    // The plan: a draft for this season, every included field but two planned.
    const plans = await db()
      .select()
      .from(implementationPlans)
      .where(eq(implementationPlans.organisationId, org));
    expect(plans.map((p) => [p.season, p.submittedAt])).toEqual([[season, null]]);
    const actions = await db()
      .select()
      .from(planActions)
      .where(eq(planActions.organisationId, org));
    const planned = new Set(actions.map((a) => a.fieldId));
    expect(planned.size).toBe(included.length - 2);
    expect([...planned].every((id) => included.includes(id))).toBe(true);
    const timing = (practice: string) =>
      actions
        .filter((a) => a.practice === practice)
        .map((a) => [a.programmeTarget, a.programmeLinkDirection, a.programmeLinkDays]);
    expect(timing("coverCrops")).toEqual([["harvest", "after", 14]]);
    expect(timing("noTillage")).toEqual([["planting", "on", null]]);
    expect(timing("compost")).toEqual([["none", null, null]]);
    expect(actions.find((a) => a.practice === "compost")!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Every action's timing passes the plan's own rules.
    for (const action of actions) expect(timingProblems(action), action.practice).toEqual([]);
    expect(timing("adaptiveGrazing").length).toBeGreaterThan(0);
    expect(timing("restPeriods").length).toBeGreaterThan(0);

    // Crops: the three baseline seasons and this one, for all included fields but one.
    const journeys = await db()
      .select()
      .from(cropJourneys)
      .where(eq(cropJourneys.organisationId, org));
    const byField = new Map<string, typeof journeys>();
    for (const j of journeys) byField.set(j.fieldId, [...(byField.get(j.fieldId) ?? []), j]);
    expect(byField.size).toBe(included.length - 1);
    // Every season of each, but the pivot's first (Kraal stays IN_PROGRESS, decision 0151).
    for (const [fieldId, list] of byField) {
      expect(list.map((j) => j.season).sort()).toEqual(
        fieldId === demoFieldId(8)
          ? [season - 2, season - 1, season]
          : [season - 3, season - 2, season - 1, season],
      );
    }

    // Five herds, one of each species, with every month of this season and the one before.
    const herdRows = await db().select().from(herds).where(eq(herds.organisationId, org));
    expect(herdRows.map((h) => h.type).sort()).toEqual([...HERD_TYPES].sort());
    const numbers = await db()
      .select()
      .from(livestockNumbers)
      .where(eq(livestockNumbers.organisationId, org));
    const months = (s: number) =>
      Array.from({ length: 12 }, (_, i) => `${2000 + s + (i < 6 ? 0 : 1)}-${(6 + i) % 12}`);
    for (const herd of herdRows) {
      const own = numbers.filter((n) => n.herdId === herd.id);
      expect(new Set(own.map((n) => `${n.year}-${n.month}`))).toEqual(
        new Set([...months(season - 1), ...months(season)]),
      );
      expect(own.every((n) => n.mature > 0 && n.juvenile >= 0)).toBe(true);
    }

    // Grazing: this season, on included fields, no herd on fields beyond 24 hours a day.
    const events = await db()
      .select()
      .from(grazingEvents)
      .where(eq(grazingEvents.organisationId, org));
    expect(events.length).toBeGreaterThanOrEqual(15);
    const first = `${2000 + season}-07-01`;
    const last = `${2001 + season}-06-30`;
    const hours = new Map<string, number>();
    for (const event of events) {
      expect(event.season).toBe(season);
      expect(event.startDate >= first && event.endDate <= last).toBe(true);
      expect(event.startDate <= event.endDate).toBe(true);
      expect(event.fieldIds.every((id) => included.includes(id))).toBe(true);
      expect(herdRows.some((h) => h.id === event.herdId)).toBe(true);
      for (
        let day = new Date(`${event.startDate}T00:00:00Z`);
        day <= new Date(`${event.endDate}T00:00:00Z`);
        day = new Date(day.getTime() + 86_400_000)
      ) {
        const key = `${event.herdId}|${day.toISOString().slice(0, 10)}`;
        hours.set(key, (hours.get(key) ?? 0) + event.hoursOnField);
      }
    }
    expect(Math.max(...hours.values())).toBeLessThanOrEqual(24);
    // And the grazing rules the pages and the API apply find nothing to refuse.
    for (const event of events) {
      const problems = grazingEventProblems(event, {
        season,
        organisationFieldIds: included,
        otherEventsOfHerd: events.filter((e) => e.herdId === event.herdId),
      });
      expect(problems, `${event.startDate} ${event.herdId}`).toEqual([]);
    }
    expect(new Set(events.map((e) => e.herdId)).size).toBe(4);

    // Fertiliser on the cropland, of both kinds.
    const inputs = await db()
      .select()
      .from(fertiliserInputs)
      .where(eq(fertiliserInputs.organisationId, org));
    expect(new Set(inputs.map((i) => i.npkType))).toEqual(new Set(["npk", "nutrient"]));
    for (const input of inputs) {
      const journey = journeys.find(
        (j) => j.fieldId === input.fieldId && j.season === input.season,
      );
      expect(["cropland", "mixed"]).toContain(journey?.landUse);
    }
    expect(inputs.filter((i) => i.season === season).length).toBeGreaterThan(0);
    expect(inputs).toContainEqual(
      expect.objectContaining({
        npkType: "nutrient",
        applicationRate: 150,
        nitrogen: 28,
        phosphorus: 0,
        potassium: 0,
      }),
    );

    // Still at the implementation plan: nothing submitted.
    const [details] = await db()
      .select({ submitted: organisationDetails.practiceDataSubmittedAt })
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, org));
    expect(details!.submitted).toBeNull();
    expect(currentStep(await loadJourneyProgress(org))).toBe("IMPLEMENTATION_PLAN");

    // Seeding again adds nothing.
    const count = async () =>
      [
        (await db().select().from(planActions)).length,
        (await db().select().from(cropJourneys)).length,
        (await db().select().from(livestockNumbers)).length,
        (await db().select().from(grazingEvents)).length,
        (await db().select().from(fertiliserInputs)).length,
      ].join();
    const before = await count();
    await seedDemoData();
    await db().transaction((tx) => seedPracticeDemo(tx, org, herdRows[0]!.createdBy!));
    expect(await count()).toBe(before);
  });

  it("every demo account signs in with the demo password", async () => {
    await seedDemoData();
    for (const email of [
      "farmer",
      "admin",
      "viewer",
      "newcomer",
      "fields",
      "review",
      "waiting",
    ].map((n) => `${n}@veld.example`)) {
      expect((await authenticate(email, DEMO_PASSWORD))?.email, email).toBe(email);
    }
    expect(await authenticate("farmer@veld.example", "wrong-password")).toBeUndefined();
  });

  it("running it again changes nothing and keeps the same subjects", async () => {
    const before = await snapshot();
    await seedDemoData();
    expect(await snapshot()).toEqual(before);
    expect(before.organisations).toHaveLength(4);
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

  it("gives the signed-up demo people their sign-up answers once, also in an older database, and the newcomer none", async () => {
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
      { email: "review@veld.example", code: "RVEW5678", type: "regenerativeFarmer" },
      { email: "viewer@veld.example", code: "VWER3456", type: "academia" },
      { email: "waiting@veld.example", code: "WAIT6789", type: "regenerativeFarmer" },
    ];
    expect(await profiles()).toEqual(expected);
    // A database seeded before profiles existed: the accounts are there, the profiles not.
    await db().delete(userProfiles);
    await seedDemoData();
    expect(await profiles()).toEqual(expected);
    // A referral made (decision 0150): Sibusiso signed up with Thandi's code (an earlier test
    // deleted Thandi's account, which cleared it: here the profiles are seeded afresh).
    const [waiting] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.referredByUserId, DEMO_PEOPLE[0]!.user!.id));
    expect(waiting).toMatchObject({ hasReferral: true, referralCode: "FARM2345" });
    expect(waiting!.userId).toBe(
      DEMO_PEOPLE.find((p) => p.email === "waiting@veld.example")!.user!.id,
    );
    // Changed later: left alone.
    await db().update(userProfiles).set({ userType: "other" });
    await seedDemoData();
    expect((await profiles()).map((p) => p.type)).toEqual(Array(6).fill("other"));
  });
});
