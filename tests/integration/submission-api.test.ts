// The farmer's submission and tasks API (issue 16; spec §7 'Submission: GET, POST, DELETE';
// decision 0085) with bearer tokens from a test issuer: GET shows the season as the farmer sees
// it (no decision before the summary decision), POST submits (422 with the blockers, 409 the
// second time), DELETE withdraws (409 once decided), an item is resubmitted and evidence added
// while changes are requested, tasks are listed and a programme's request marked done; viewers
// get 403, other organisations' ids 404, bad bodies 4xx.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  evidenceItems,
  implementationPlans,
  submissionItems,
  submissions,
  tasks,
} from "~/db/schema";
import * as submissionRoute from "~/routes/api.v2.company.$companyId.submission";
import * as oneSubmission from "~/routes/api.v2.company.$companyId.submission.$submissionId";
import * as addEvidence from "~/routes/api.v2.company.$companyId.submission.$submissionId.evidence.$evidenceId";
import * as resubmit from "~/routes/api.v2.company.$companyId.submission.$submissionId.items.$itemId.resubmit";
import * as taskList from "~/routes/api.v2.company.$companyId.tasks";
import * as oneTask from "~/routes/api.v2.company.$companyId.tasks.$taskId";
import { currentSeason } from "~/services/fields/seasons";
import type { SeasonSubmissionJson, TaskJson } from "~/services/review/api";
import { REVIEW_MESSAGES } from "~/services/review/rules";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

const S = currentSeason();
const tokens = {} as Record<"owner" | "signer" | "outsider", string>;
let orgA: string;
let orgB: string;
let evidenceId: string;

type Body<T> = { ok: boolean; data: T; message?: string; errors?: Record<string, string> };

const base = (org = orgA) => `/api/v2/company/${org}/submission`;

async function call(
  fn: (args: never) => unknown,
  url: string,
  token: string,
  params: Record<string, string>,
  init: { method?: string; body?: unknown } = {},
) {
  return callRoute(fn, apiRequest(url, token, init), params);
}

async function insertEvidence(title: string, status: "draft" | "submitted", org = orgA) {
  const [row] = await db()
    .insert(evidenceItems)
    .values({ organisationId: org, season: S, categories: ["invoices"], title, status })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Submission API Farm", S, [{ farm: "F", name: "K" }], {
    practiceDataSubmittedAt: new Date(),
  });
  orgA = a.organisationId;
  const b = await insertPlanningOrganisation(
    "Submission API Other",
    S,
    [{ farm: "O", name: "O" }],
    {
      practiceDataSubmittedAt: new Date(),
    },
  );
  orgB = b.organisationId;
  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season: S, submittedAt: new Date() },
      { organisationId: orgB, season: S, submittedAt: new Date() },
    ]);
  const owner = await insertSignedInMember(orgA, "OWNER");
  const signer = await insertSignedInMember(orgA, "SIGNATORY");
  const outsider = await insertSignedInMember(orgB, "OWNER");
  tokens.owner = await mintAccessToken(owner.subject);
  tokens.signer = await mintAccessToken(signer.subject);
  tokens.outsider = await mintAccessToken(outsider.subject);
});

async function view(token = tokens.owner) {
  const response = await call(submissionRoute.loader, `${base()}?season=${S}`, token, {
    companyId: orgA,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Body<SeasonSubmissionJson>).data;
}

describe("the season's submission through the API", () => {
  it("refuses to submit while something blocks it (422 with the blockers)", async () => {
    await insertEvidence("Draft", "draft");
    const before = await view();
    expect(before).toMatchObject({ canSubmit: false, blockers: [REVIEW_MESSAGES.noEvidence] });
    const response = await call(
      submissionRoute.action,
      base(),
      tokens.owner,
      { companyId: orgA },
      {
        method: "POST",
        body: { season: S },
      },
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as Body<null>).message).toBe(REVIEW_MESSAGES.noEvidence);
  });

  it("refuses bad bodies and viewers", async () => {
    for (const body of [{}, { season: "26" }, { season: 1.5 }, { season: S, extra: 1 }, []]) {
      const response = await call(
        submissionRoute.action,
        base(),
        tokens.owner,
        { companyId: orgA },
        {
          method: "POST",
          body,
        },
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const other = await call(
      submissionRoute.action,
      base(),
      tokens.owner,
      { companyId: orgA },
      {
        method: "POST",
        body: { season: 3 },
      },
    );
    expect(other.status).toBe(422);
    evidenceId = await insertEvidence("Invoice", "submitted");
    const viewer = await call(
      submissionRoute.action,
      base(),
      tokens.signer,
      { companyId: orgA },
      {
        method: "POST",
        body: { season: S },
      },
    );
    expect(viewer.status).toBe(403);
    const outsider = await call(submissionRoute.loader, base(), tokens.outsider, {
      companyId: orgA,
    });
    expect(outsider.status).toBe(404);
  });

  it("submits (201), then answers a second submit with 409", async () => {
    const response = await call(
      submissionRoute.action,
      base(),
      tokens.owner,
      { companyId: orgA },
      {
        method: "POST",
        body: { season: S },
      },
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as Body<SeasonSubmissionJson>;
    expect(body.data.submission).toMatchObject({ status: "SUBMITTED", canWithdraw: true });
    expect(body.data.submission!.items.map((i) => [i.kind, i.label])).toEqual([
      ["PLAN", "Implementation plan"],
      ["PRACTICE_DATA", "Practice data"],
      ["EVIDENCE", "Invoice"],
    ]);
    const again = await call(
      submissionRoute.action,
      base(),
      tokens.owner,
      { companyId: orgA },
      {
        method: "POST",
        body: { season: S },
      },
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as Body<null>).message).toBe(REVIEW_MESSAGES.alreadySubmitted);
  });

  it("hides undecided decisions, and refuses to withdraw once one is made", async () => {
    const data = await view();
    const submissionId = data.submission!.submissionId;
    const planItem = data.submission!.items.find((i) => i.kind === "PLAN")!;
    await db()
      .update(submissionItems)
      .set({ status: "CHANGES_REQUESTED", reason: "Plan the vlei.", decidedAt: new Date() })
      .where(eq(submissionItems.id, planItem.itemId));
    const hidden = await view();
    expect(hidden.submission!.items[0]).toMatchObject({ status: "PENDING", reason: null });
    expect(hidden.submission!.canWithdraw).toBe(false);

    const url = `${base()}/${submissionId}`;
    const refused = await call(
      oneSubmission.action,
      url,
      tokens.owner,
      {
        companyId: orgA,
        submissionId,
      },
      { method: "DELETE" },
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Body<null>).message).toBe(
      REVIEW_MESSAGES.withdrawAfterReview,
    );
  });

  it("resubmits an item that needs changes and adds evidence while changes are requested", async () => {
    const data = await view();
    const submissionId = data.submission!.submissionId;
    const planItem = data.submission!.items.find((i) => i.kind === "PLAN")!;
    await db()
      .update(submissionItems)
      .set({ status: "ACCEPTED", decidedAt: new Date(Date.now() - 1000) })
      .where(
        and(eq(submissionItems.submissionId, submissionId), eq(submissionItems.kind, "EVIDENCE")),
      );
    await db()
      .update(submissionItems)
      .set({ status: "ACCEPTED", decidedAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(submissionItems.submissionId, submissionId),
          eq(submissionItems.kind, "PRACTICE_DATA"),
        ),
      );
    await db()
      .update(submissionItems)
      .set({ decidedAt: new Date(Date.now() - 1000) })
      .where(eq(submissionItems.id, planItem.itemId));
    await db()
      .update(submissions)
      .set({ status: "CHANGES_REQUESTED", decidedAt: new Date() })
      .where(eq(submissions.id, submissionId));
    const shown = await view();
    expect(shown.submission!.items[0]).toMatchObject({
      status: "CHANGES_REQUESTED",
      reason: "Plan the vlei.",
      canResubmit: true,
    });

    const added = await insertEvidence("Grazing chart", "submitted");
    const addUrl = `${base()}/${submissionId}/evidence/${added}`;
    const addParams = { companyId: orgA, submissionId, evidenceId: added };
    const addResponse = await call(addEvidence.action, addUrl, tokens.owner, addParams, {
      method: "POST",
    });
    expect(addResponse.status).toBe(201);
    const addBody = (await addResponse.json()) as Body<SeasonSubmissionJson>;
    // The plan still needs changes: the season waits for the farmer, not yet for the reviewer.
    expect(addBody.data.submission!.status).toBe("CHANGES_REQUESTED");
    expect(addBody.data.submission!.items.map((i) => i.label)).toContain("Grazing chart");
    // The same evidence twice is refused.
    const twice = await call(addEvidence.action, addUrl, tokens.owner, addParams, {
      method: "POST",
    });
    expect(twice.status).toBe(409);

    const url = `${base()}/${submissionId}/items/${planItem.itemId}/resubmit`;
    const params = { companyId: orgA, submissionId, itemId: planItem.itemId };
    const response = await call(resubmit.action, url, tokens.owner, params, { method: "POST" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body<SeasonSubmissionJson>;
    expect(body.data.submission!.items.map((i) => i.status)).toEqual([
      "PENDING",
      "ACCEPTED",
      "ACCEPTED",
      "PENDING",
    ]);
    // Nothing needs changes any more: the season is back in the review queue.
    expect(body.data.submission!.status).toBe("SUBMITTED");
    // Another organisation's caller, and ids that are not UUIDs, get 404.
    const outsider = await call(resubmit.action, url, tokens.outsider, params, { method: "POST" });
    expect(outsider.status).toBe(404);
    const malformed = await call(
      resubmit.action,
      url,
      tokens.owner,
      { ...params, itemId: "x" },
      { method: "POST" },
    );
    expect(malformed.status).toBe(404);
    expect(evidenceId).toBeTruthy();
  });

  it("withdraws its own organisation's submission (200); another organisation's id is a 404", async () => {
    const response = await call(
      submissionRoute.action,
      base(orgB),
      tokens.outsider,
      { companyId: orgB },
      { method: "POST", body: { season: S } },
    );
    expect(response.status).toBe(422);
    await insertEvidence("Outsider invoice", "submitted", orgB);
    const submitted = await call(
      submissionRoute.action,
      base(orgB),
      tokens.outsider,
      { companyId: orgB },
      { method: "POST", body: { season: S } },
    );
    expect(submitted.status).toBe(201);
    const submissionId = ((await submitted.json()) as Body<SeasonSubmissionJson>).data.submission!
      .submissionId;
    const params = { companyId: orgA, submissionId };
    const wrongOrg = await call(
      oneSubmission.action,
      `${base()}/${submissionId}`,
      tokens.owner,
      params,
      {
        method: "DELETE",
      },
    );
    expect(wrongOrg.status).toBe(404);
    const withdrawn = await call(
      oneSubmission.action,
      `${base(orgB)}/${submissionId}`,
      tokens.outsider,
      { companyId: orgB, submissionId },
      { method: "DELETE" },
    );
    expect(withdrawn.status).toBe(200);
    const body = (await withdrawn.json()) as Body<SeasonSubmissionJson>;
    expect(body.data.submission).toBeNull();
    expect(body.data.withdrawn.map((w) => w.submissionId)).toEqual([submissionId]);
  });
});

describe("tasks through the API", () => {
  it("lists the requests and marks a programme's request done", async () => {
    const [asked] = await db()
      .insert(tasks)
      .values({ organisationId: orgA, type: "ADMIN_REQUESTED", title: "Send the lab report" })
      .returning();
    const [farmTask] = await db()
      .insert(tasks)
      .values({ organisationId: orgA, type: "FARM", title: "Fix the invoice" })
      .returning();
    const url = `/api/v2/company/${orgA}/tasks`;
    const listed = await call(taskList.loader, url, tokens.owner, { companyId: orgA });
    expect(listed.status).toBe(200);
    const list = ((await listed.json()) as Body<TaskJson[]>).data;
    expect(list.map((t) => t.title)).toEqual(
      expect.arrayContaining(["Send the lab report", "Fix the invoice"]),
    );

    const put = (token: string, taskId: string, body: unknown, companyId = orgA) =>
      call(
        oneTask.action,
        `${url}/${taskId}`,
        token,
        { companyId, taskId },
        { method: "PUT", body },
      );
    expect((await put(tokens.owner, asked!.id, { status: "IN_PROGRESS" })).status).toBe(422);
    expect((await put(tokens.owner, farmTask!.id, { status: "COMPLETE" })).status).toBe(409);
    expect((await put(tokens.signer, asked!.id, { status: "COMPLETE" })).status).toBe(403);
    expect((await put(tokens.outsider, asked!.id, { status: "COMPLETE" }, orgB)).status).toBe(404);
    const done = await put(tokens.owner, asked!.id, { status: "COMPLETE" });
    expect(done.status).toBe(200);
    expect(((await done.json()) as Body<TaskJson>).data).toMatchObject({
      taskId: asked!.id,
      status: "COMPLETE",
    });
  });
});
