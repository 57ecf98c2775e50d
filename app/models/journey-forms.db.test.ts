// The journey-forms model on a real database: each organisation's own answers, a submitted form
// kept as it was until reopened, and an organisation id that is not a UUID with no answers.
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
} from "../../tests/support/model-fixtures";
import { getJourneyForm, reopenJourneyForm, writeJourneyForm } from "./journey-forms.server";

let orgA: string;
let orgB: string;
let userId: string;

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  userId = (await insertTestUser()).id;
});

describe("journey forms", () => {
  it("reads and writes one organisation's answers, never another's", async () => {
    const write = (organisationId: string, submit: boolean, answers = { grazing: "yes" }) =>
      writeJourneyForm({ organisationId, kind: "eligibility", answers, userId, submit });
    expect(await write(orgA, false)).toBe(true);
    expect(await getJourneyForm(orgA, "eligibility")).toMatchObject({
      status: "draft",
      answers: { grazing: "yes" },
    });
    expect(await getJourneyForm(orgB, "eligibility")).toMatchObject({
      status: "draft",
      answers: {},
      updatedAt: null,
    });
    expect(await getJourneyForm(orgA, "viability")).toMatchObject({ answers: {}, updatedAt: null });

    expect(await write(orgA, true)).toBe(true);
    // Submitted: kept as it was until an admin reopens it.
    expect(await write(orgA, false, { grazing: "no" })).toBe(false);
    expect(await getJourneyForm(orgA, "eligibility")).toMatchObject({
      status: "submitted",
      answers: { grazing: "yes" },
      submittedBy: userId,
    });
    await reopenJourneyForm(orgB, "eligibility");
    expect((await getJourneyForm(orgA, "eligibility")).status).toBe("submitted");
    await reopenJourneyForm(orgA, "eligibility");
    expect((await getJourneyForm(orgA, "eligibility")).status).toBe("draft");
  });

  it("has no answers and writes none for an organisation id that is not a UUID", async () => {
    expect(await getJourneyForm(NOT_A_UUID, "eligibility")).toMatchObject({
      status: "draft",
      answers: {},
      updatedAt: null,
    });
    expect(
      await writeJourneyForm({
        organisationId: NOT_A_UUID,
        kind: "eligibility",
        answers: {},
        userId,
        submit: false,
      }),
    ).toBe(false);
    await expect(reopenJourneyForm(NOT_A_UUID, "viability")).resolves.toBeUndefined();
  });
});
