// The organisations the season's end-to-end specs start from (tests/e2e/scenarios.ts; issue 29):
// each copy's owner signs in with the demo password, and each stands at the step its spec begins
// on, with what that spec expects to find there.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { evidenceItems, fieldRecords, fields, memberships, storedFiles } from "~/db/schema";
import { authenticate } from "~/idp/accounts.server";
import { fileStore } from "~/services/files/file-store.server";
import { currentSeason } from "~/services/fields/seasons";
import { getJourneyForm } from "~/models/journey-forms.server";
import { loadJourneyState } from "~/services/journey/progress.server";
import {
  SCENARIO_COPIES,
  SCENARIOS,
  scenarioPeople,
  STAGES,
  type ScenarioName,
  type Stage,
} from "../e2e/scenarios";
import { SCENARIO_PASSWORD, seedScenarios } from "../support/e2e-scenarios.server";

const ALL = (Object.keys(SCENARIOS) as ScenarioName[]).flatMap((name) =>
  Array.from({ length: SCENARIO_COPIES }, (_, copy) => scenarioPeople(name, copy)),
);

const reached = (name: ScenarioName, stage: Stage) =>
  STAGES.indexOf(SCENARIOS[name].stage) >= STAGES.indexOf(stage);

beforeAll(async () => {
  await seedScenarios();
});

describe.each(ALL.map((people) => [people.organisationName, people] as const))(
  "the end-to-end scenario %s",
  (_, people) => {
    it("lets its owner sign in with the demo password", async () => {
      expect((await authenticate(people.email, SCENARIO_PASSWORD))?.email).toBe(people.email);
    });

    it("stands at the step its spec starts on", async () => {
      const state = await loadJourneyState(people.organisationId);
      expect(state.step).toBe(SCENARIOS[people.name].step);
    });

    it("has its eligibility and viability answers submitted once approved, and a draft before", async () => {
      for (const kind of ["eligibility", "viability"] as const) {
        const form = await getJourneyForm(people.organisationId, kind);
        expect(form.status).toBe(reached(people.name, "approved") ? "submitted" : "draft");
      }
    });

    it("has a colleague who signs in and belongs to no organisation yet, where its spec adds one", async () => {
      const { colleague } = people;
      if (!colleague) return expect(SCENARIOS[people.name]).not.toHaveProperty("colleague");
      expect((await authenticate(colleague.email, SCENARIO_PASSWORD))?.email).toBe(colleague.email);
      const rows = await db()
        .select()
        .from(memberships)
        .where(eq(memberships.userId, colleague.userId));
      expect(rows).toEqual([]);
    });

    it("has confirmed fields from the plan on, and evidence only where the review starts", async () => {
      const season = currentSeason();
      const records = await db()
        .select({ name: fields.name, status: fieldRecords.status })
        .from(fields)
        .innerJoin(
          fieldRecords,
          and(eq(fieldRecords.fieldId, fields.id), eq(fieldRecords.season, season)),
        )
        .where(eq(fields.organisationId, people.organisationId));
      const items = await db()
        .select({ title: evidenceItems.title, status: evidenceItems.status })
        .from(evidenceItems)
        .where(eq(evidenceItems.organisationId, people.organisationId));
      if (!reached(people.name, "plan")) expect(records).toEqual([]);
      else
        expect(records.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
          { name: "Dam camp", status: "NOT_STARTED" },
          { name: "Drawn camp", status: "NOT_STARTED" },
        ]);
      if (reached(people.name, "season"))
        expect(items.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
          { title: "Cover crop in flower", status: "draft" },
          { title: "Cover crop seed invoice", status: "submitted" },
        ]);
      else expect(items).toEqual([]);
    });

    it("has the bytes of every file it names in the store", async () => {
      const files = await db()
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.organisationId, people.organisationId));
      const stage = SCENARIOS[people.name].stage;
      const purposes = { start: 0, approved: 0, contract: 1, plan: 2, evidence: 2, season: 4 }[
        stage
      ];
      expect(files).toHaveLength(purposes);
      for (const file of files) expect(await fileStore().get(file.storageKey)).not.toBeNull();
    });
  },
);
