// Every step where a farmer waits on the programme ends with an e-mail and an in-app
// notification (issue 32 'Promised messages that never come'; app/services/notifications/
// promised.ts): each of the programme's acts in that list, done as an admin does it on an
// organisation standing where the farmer waits (the end-to-end scenarios, tests/e2e/scenarios.ts),
// tells its owner both ways, in the transaction of the act; and docs/promised-messages.md states
// the same list.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, users } from "~/db/schema";
import { listForUser } from "~/models/notifications.server";
import { insertSubmission, insertSubmissionItems } from "~/models/submissions.server";
import { markContractSent, setContractSigned } from "~/services/contracting/contract.server";
import { setFieldsComplete } from "~/services/fields/fields.server";
import { currentSeason } from "~/services/fields/seasons";
import { decideJourney } from "~/services/journey/decisions.server";
import type { Actor } from "~/services/kit/actor";
import {
  PROGRAMME_EVENTS,
  PROMISED_MESSAGES,
  type ProgrammeEvent,
} from "~/services/notifications/promised";
import { reviewSubmission } from "~/services/review/review.server";
import { scenarioPeople, type ScenarioName } from "../e2e/scenarios";
import { seedScenarios } from "../support/e2e-scenarios.server";

let admin: Actor;

beforeAll(async () => {
  await seedScenarios();
  const [row] = await db()
    .insert(users)
    .values({ subject: "promised|admin", email: "promised-admin@veld.example" })
    .returning();
  admin = { userId: row!.id, label: "promised-admin@veld.example", requestId: null };
});

/** What the scenario's owner has been told: the e-mails' subjects and the notifications' titles. */
async function told(name: ScenarioName) {
  const owner = scenarioPeople(name, 0);
  const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, owner.email));
  const notes = await listForUser(owner.userId);
  return { subjects: mail.map((m) => m.subject), titles: notes.map((n) => n.title), notes };
}

/** Each act, on the first copy of a scenario that stands where the farmer waits for it. */
const ACTS: Record<
  ProgrammeEvent,
  { scenario: ScenarioName; act: (organisationId: string) => Promise<unknown>; says: RegExp }
> = {
  "eligibility.decided": {
    scenario: "start",
    act: (id) => decideJourney("eligibility", id, true, admin.userId),
    says: /^Your farm is eligible for the programme$/,
  },
  "viability.decided": {
    scenario: "layout",
    act: (id) =>
      decideJourney("viability", id, false, admin.userId, { reason: "Too little cropland." }),
    says: /^Your viability check$/,
  },
  "contract.sent": {
    scenario: "sweep",
    act: (id) => markContractSent(admin, id),
    says: /^Your (Veld )?contract for .+ (is ready|is ready to sign)$/,
  },
  "contract.confirmed": {
    scenario: "planner",
    act: async (id) => {
      await setContractSigned(admin, id, { value: false, reason: "Confirmed too early." });
      await setContractSigned(admin, id, { value: true });
    },
    says: /^Your signed contract (for .+ )?is confirmed: map your fields$/,
  },
  "fields.reopened": {
    scenario: "plannerJs",
    act: (id) => setFieldsComplete(admin, id, { value: false }),
    says: /^Your fields are open to change again$/,
  },
  "fields.confirmed": {
    scenario: "plan",
    act: async (id) => {
      await setFieldsComplete(admin, id, { value: false });
      await setFieldsComplete(admin, id, { value: true });
    },
    says: /^Your fields are confirmed: plan your practices$/,
  },
  "submission.decided": {
    scenario: "season",
    act: async (id) => {
      const submission = await insertSubmission({
        organisationId: id,
        season: currentSeason(),
        status: "SUBMITTED",
        submittedAt: new Date(),
        waitingSince: new Date(),
      });
      const items = await insertSubmissionItems([
        { submissionId: submission.id, organisationId: id, kind: "PLAN", label: "Plan" },
        {
          submissionId: submission.id,
          organisationId: id,
          kind: "PRACTICE_DATA",
          label: "Practice data",
        },
      ]);
      await reviewSubmission(admin, submission.id, {
        items: items.map((item) => ({ id: item.id, decision: "ACCEPTED", reason: "" })),
        decision: "ACCEPTED",
        message: "",
      });
    },
    says: /^Review of your .+ season: Accepted$/,
  },
};

describe("a step where the farmer waits on the programme", () => {
  it.each(PROGRAMME_EVENTS)("%s: the owner gets an e-mail and a notification", async (event) => {
    const { scenario, act, says } = ACTS[event];
    const before = await told(scenario);
    await act(scenarioPeople(scenario, 0).organisationId);
    const after = await told(scenario);
    const newSubjects = after.subjects.filter((s) => !before.subjects.includes(s));
    const newTitles = after.titles.slice(0, after.titles.length - before.titles.length);
    expect(
      newSubjects.some((s) => says.test(s)),
      `e-mail for ${event}: ${newSubjects}`,
    ).toBe(true);
    expect(
      newTitles.some((t) => says.test(t)),
      `notification for ${event}: ${newTitles}`,
    ).toBe(true);
    // The notification opens the page where the farmer goes on.
    const note = after.notes.find((n) => says.test(n.title))!;
    expect(note.link).toMatch(/^\/profile\//);
  });

  it("a decision that is refused tells nobody", async () => {
    const before = await told("contracting");
    // Not signed: there is nothing to confirm, so the act is refused before anything is queued.
    await expect(
      setFieldsComplete(admin, scenarioPeople("contracting", 0).organisationId, { value: true }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await told("contracting")).toEqual(before);
  });
});

describe("docs/promised-messages.md", () => {
  const doc = fs.readFileSync("docs/promised-messages.md", "utf8");

  it.each(PROGRAMME_EVENTS)("states %s with what the farmer waits for and who is told", (event) => {
    const { waitsFor, endedBy, told: who } = PROMISED_MESSAGES[event];
    const row = doc.split("\n").find((line) => line.includes(`\`${event}\``));
    expect(row, `a row for ${event}`).toBeDefined();
    for (const text of [waitsFor, endedBy, who]) expect(row).toContain(text);
  });
});
