// The review API (issue 16; decision 0086) with bearer tokens
// from a test issuer: the list in queue and newest order with filters, one submission, an item's
// decision (reason required), the summary decision (refused while it does not fit; e-mails and
// requests when it does), the organisation's requests (list, create, close), the envelope's
// refusals (401, 403 for read:admin writing, 404 for unknown ids, 400/422 for bad bodies).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, tasks, users } from "~/db/schema";
import { insertSubmission, insertSubmissionItems } from "~/models/submissions.server";
import * as list from "~/routes/api.v2.admin.submissions";
import * as one from "~/routes/api.v2.admin.submissions.$id";
import * as item from "~/routes/api.v2.admin.submissions.$id.items.$itemId";
import * as decision from "~/routes/api.v2.admin.submissions.$id.decision";
import * as companyTasks from "~/routes/api.v2.admin.company.$id.tasks";
import * as companyTask from "~/routes/api.v2.admin.company.$id.tasks.$taskId";
import { currentSeason } from "~/services/fields/seasons";
import { REVIEW_MESSAGES, SUMMARY_DECISION_TEXTS } from "~/services/review/rules";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

const S = currentSeason();
const DAY = 24 * 60 * 60 * 1000;
const tokens = {} as Record<"admin" | "reader" | "member", string>;
let orgA: string;
let orgB: string;
let ownerEmail: string;

async function seed(organisationId: string, season: number, waitedDays: number) {
  const when = new Date(Date.now() - waitedDays * DAY);
  const submission = await insertSubmission({
    organisationId,
    season,
    submittedAt: when,
    waitingSince: when,
  });
  const items = await insertSubmissionItems([
    { submissionId: submission.id, organisationId, kind: "PLAN", label: "Implementation plan" },
    { submissionId: submission.id, organisationId, kind: "PRACTICE_DATA", label: "Practice data" },
  ]);
  return { id: submission.id, items: items.map((i) => i.id) };
}

const call = (
  module: { loader: (args: never) => unknown; action: (args: never) => unknown },
  url: string,
  token: string | null,
  params: Record<string, string>,
  init: { method?: string; body?: unknown } = {},
) =>
  callRoute(
    (init.method ?? "GET") === "GET" ? module.loader : module.action,
    apiRequest(url, token, init),
    params,
  );

type Envelope<T> = { ok: boolean; data: T; message?: string; errors?: Record<string, string> };

beforeAll(async () => {
  orgA = (await insertPlanningOrganisation("API Review Farm", S, [])).organisationId;
  orgB = (await insertPlanningOrganisation("API Review Other", S, [])).organisationId;
  const owner = await insertSignedInMember(orgA, "OWNER");
  ownerEmail = owner.email;
  await db().insert(users).values({ subject: "api-review|admin", email: "api-admin@veld.example" });
  tokens.admin = await mintAccessToken("api-review|admin", {
    permissions: ["read:admin", "write:admin"],
    email: "api-admin@veld.example",
  });
  tokens.reader = await mintAccessToken("api-review|reader", { permissions: ["read:admin"] });
  tokens.member = await mintAccessToken(owner.subject);
});

describe("GET /api/v2/admin/submissions", () => {
  it("lists in queue order (oldest waiting first) and newest first, with filters", async () => {
    const recent = await seed(orgA, S, 1);
    const old = await seed(orgB, S, 6);
    const queue = await call(
      list,
      `/api/v2/admin/submissions?status=SUBMITTED&order=queue&season=${S}`,
      tokens.reader,
      {},
    );
    expect(queue.status).toBe(200);
    const body = (await queue.json()) as Envelope<{ id: string; waitingDays: number }[]> & {
      metadata: { total: number };
    };
    expect(body.data.map((r) => r.id)).toEqual([old.id, recent.id]);
    expect(body.data[0]!.waitingDays).toBe(6);
    expect(body.metadata.total).toBe(2);
    const newest = (await (
      await call(list, `/api/v2/admin/submissions?season=${S}`, tokens.reader, {})
    ).json()) as Envelope<{ id: string }[]>;
    expect(newest.data.map((r) => r.id)).toEqual([recent.id, old.id]);
    const onlyB = (await (
      await call(list, `/api/v2/admin/submissions?companyId=${orgB}`, tokens.reader, {})
    ).json()) as Envelope<{ organisation: { id: string } }[]>;
    expect(onlyB.data.map((r) => r.organisation.id)).toEqual([orgB]);
  });

  it("refuses malformed filters (400), no token (401) and a member without read:admin (403)", async () => {
    for (const query of [
      "status=LOST",
      "companyId=junk",
      "season=abc",
      "order=random",
      "limit=0",
    ]) {
      const answer = await call(list, `/api/v2/admin/submissions?${query}`, tokens.reader, {});
      expect(answer.status).toBe(400);
    }
    expect((await call(list, "/api/v2/admin/submissions", null, {})).status).toBe(401);
    expect((await call(list, "/api/v2/admin/submissions", tokens.member, {})).status).toBe(403);
  });
});

describe("deciding through the API", () => {
  let submission: { id: string; items: string[] };

  beforeAll(async () => {
    submission = await seed(orgA, S - 1, 3);
  });

  const itemUrl = (itemId: string) => `/api/v2/admin/submissions/${submission.id}/items/${itemId}`;
  const putItem = (itemId: string, body: unknown, token = tokens.admin) =>
    call(item, itemUrl(itemId), token, { id: submission.id, itemId }, { method: "PUT", body });
  const decide = (body: unknown, token = tokens.admin) =>
    call(
      decision,
      `/api/v2/admin/submissions/${submission.id}/decision`,
      token,
      { id: submission.id },
      { method: "POST", body },
    );

  it("GET one submission: its organisation and items; unknown ids are 404", async () => {
    const answer = await call(one, `/api/v2/admin/submissions/${submission.id}`, tokens.reader, {
      id: submission.id,
    });
    const body = (await answer.json()) as Envelope<{
      organisation: { id: string };
      items: { id: string; status: string }[];
    }>;
    expect(body.data.organisation.id).toBe(orgA);
    expect(body.data.items.map((i) => i.status)).toEqual(["PENDING", "PENDING"]);
    const junk = await call(one, "/api/v2/admin/submissions/junk", tokens.reader, { id: "junk" });
    expect(junk.status).toBe(404);
    const unknownId = "00000000-0000-4000-8000-000000000001";
    const unknown = await call(one, `/api/v2/admin/submissions/${unknownId}`, tokens.reader, {
      id: unknownId,
    });
    expect(unknown.status).toBe(404);
  });

  it("PUT an item: read:admin is refused (403); a reason is required (422)", async () => {
    expect(
      (await putItem(submission.items[0]!, { decision: "ACCEPTED" }, tokens.reader)).status,
    ).toBe(403);
    const noReason = await putItem(submission.items[0]!, { decision: "CHANGES_REQUESTED" });
    expect(noReason.status).toBe(422);
    expect(((await noReason.json()) as Envelope<unknown>).errors?.reason).toBe(
      REVIEW_MESSAGES.reasonRequired,
    );
    expect((await putItem(submission.items[0]!, { decision: "MAYBE" })).status).toBe(422);
    expect((await putItem(submission.items[0]!, { decision: "ACCEPTED", extra: 1 })).status).toBe(
      422,
    );
    expect((await putItem(submission.items[0]!, [1, 2])).status).toBe(400);
    const otherItem = (await seed(orgB, S - 1, 0)).items[0]!;
    expect((await putItem(otherItem, { decision: "ACCEPTED" })).status).toBe(404);
  });

  it("POST the decision: refused until it fits, then e-mailed with requests opened", async () => {
    const early = await decide({ decision: "CHANGES_REQUESTED" });
    expect(early.status).toBe(409);
    expect(((await early.json()) as Envelope<unknown>).message).toBe(
      REVIEW_MESSAGES.undecidedItems,
    );
    expect((await putItem(submission.items[0]!, { decision: "ACCEPTED" })).status).toBe(200);
    const changed = await putItem(submission.items[1]!, {
      decision: "CHANGES_REQUESTED",
      reason: "March grazing is missing.",
    });
    expect(((await changed.json()) as Envelope<{ status: string }>).data.status).toBe(
      "CHANGES_REQUESTED",
    );
    expect((await decide({ decision: "CHANGES_REQUESTED" }, tokens.reader)).status).toBe(403);
    const sent = await decide({ decision: "CHANGES_REQUESTED", message: "One thing to fix." });
    expect(sent.status).toBe(200);
    const body = (await sent.json()) as Envelope<{
      submission: { status: string };
      tasksOpened: { type: string; title: string; href: string }[];
      emailed: number;
    }>;
    expect(body.data.submission.status).toBe("CHANGES_REQUESTED");
    expect(body.data.tasksOpened).toEqual([
      expect.objectContaining({
        type: "PRACTICE_DATA",
        title: "Change needed: Practice data",
        href: "/journey/practice_data",
      }),
    ]);
    expect(body.data.emailed).toBe(1);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, ownerEmail));
    expect(mail!.text).toContain(SUMMARY_DECISION_TEXTS.CHANGES_REQUESTED);
    expect(mail!.text).toContain("- Practice data: March grazing is missing.");
    const again = await decide({ decision: "ACCEPTED" });
    expect(again.status).toBe(409);
    expect(
      (await putItem(submission.items[0]!, { decision: "REJECTED", reason: "x" })).status,
    ).toBe(409);
  });
});

describe("/api/v2/admin/company/{id}/tasks", () => {
  const url = (org: string) => `/api/v2/admin/company/${org}/tasks`;

  it("creates a request (201), e-mails the members and lists it; closes it", async () => {
    const refused = await call(
      companyTasks,
      url(orgA),
      tokens.admin,
      { id: orgA },
      {
        method: "POST",
        body: { title: "" },
      },
    );
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Envelope<unknown>).errors?.title).toBe(
      REVIEW_MESSAGES.taskTitle,
    );
    const badHref = await call(
      companyTasks,
      url(orgA),
      tokens.admin,
      { id: orgA },
      {
        method: "POST",
        body: { title: "Look", href: "https://evil.example" },
      },
    );
    expect(badHref.status).toBe(422);
    expect(
      (
        await call(
          companyTasks,
          url(orgA),
          tokens.reader,
          { id: orgA },
          {
            method: "POST",
            body: { title: "Nope" },
          },
        )
      ).status,
    ).toBe(403);
    const created = await call(
      companyTasks,
      url(orgA),
      tokens.admin,
      { id: orgA },
      {
        method: "POST",
        body: {
          title: "Send the lease agreement",
          description: "For camp 4.",
          href: "/journey/evidence",
        },
      },
    );
    expect(created.status).toBe(201);
    const task = ((await created.json()) as Envelope<{ id: string; type: string; href: string }>)
      .data;
    expect(task).toMatchObject({ type: "ADMIN_REQUESTED", href: "/journey/evidence" });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "The programme asks: Send the lease agreement"));
    expect(mails.map((m) => m.to)).toEqual([ownerEmail]);
    const listed = (await (
      await call(companyTasks, url(orgA), tokens.reader, { id: orgA })
    ).json()) as Envelope<{ id: string }[]>;
    expect(listed.data.map((t) => t.id)).toContain(task.id);

    const taskUrl = `${url(orgA)}/${task.id}`;
    const wrongBody = await call(
      companyTask,
      taskUrl,
      tokens.admin,
      { id: orgA, taskId: task.id },
      {
        method: "PUT",
        body: { status: "IN_PROGRESS" },
      },
    );
    expect(wrongBody.status).toBe(422);
    const otherOrg = await call(
      companyTask,
      `${url(orgB)}/${task.id}`,
      tokens.admin,
      { id: orgB, taskId: task.id },
      { method: "PUT", body: { status: "COMPLETE" } },
    );
    expect(otherOrg.status).toBe(404);
    const closed = await call(
      companyTask,
      taskUrl,
      tokens.admin,
      { id: orgA, taskId: task.id },
      {
        method: "PUT",
        body: { status: "COMPLETE" },
      },
    );
    expect(closed.status).toBe(200);
    const [row] = await db().select().from(tasks).where(eq(tasks.id, task.id));
    expect(row!.status).toBe("COMPLETE");
  });

  it("answers 404 for an unknown organisation and for a junk id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000002";
    expect((await call(companyTasks, url(unknown), tokens.reader, { id: unknown })).status).toBe(
      404,
    );
    expect((await call(companyTasks, url("junk"), tokens.reader, { id: "junk" })).status).toBe(404);
  });
});
