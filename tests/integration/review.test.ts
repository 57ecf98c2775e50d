// The admin's review of season submissions (issue 16; decisions 0086, 0140) through the real
// route modules on PGlite: the queue (oldest waiting first), the review in one post (each item's
// decision, a reason required for Needs changes and Rejected beside that item, every value kept
// on refusal; the season's decision refused with the rule's sentence when it does not fit the
// items, and nothing stored then; e-mailed to every member with the texts; a request opened per
// item needing changes, never twice), requests ('Request something specific', closing one), the
// audit (who, what, why), read:admin reads but cannot decide, non-admins are refused, hostile
// ids are 404s and a decided submission is read-only.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  evidenceFiles,
  evidenceItems,
  storedFiles,
  submissionItems,
  submissions,
  tasks,
  users,
} from "~/db/schema";
import { insertSubmission, insertSubmissionItems } from "~/models/submissions.server";
import * as queuePage from "~/routes/admin.journey.review._index/route";
import * as reviewPage from "~/routes/admin.journey.review.$submissionId/route";
import * as allPage from "~/routes/admin.submissions/route";
import { currentSeason } from "~/services/fields/seasons";
import { FORM_ERROR_KEY } from "~/services/kit/forms/form-error-key";
import { REVIEW_MESSAGES, SUMMARY_DECISION_TEXTS } from "~/services/review/rules";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const S = currentSeason();
const DAY = 24 * 60 * 60 * 1000;
const cookies = {} as Record<"admin" | "reader" | "owner", string>;
let orgA: string;
let orgB: string;
let adminUserId: string;
let memberEmails: string[];

async function seedSubmission(
  organisationId: string,
  season: number,
  waitedDays: number,
  options: { evidenceId?: string; status?: "SUBMITTED" | "WITHDRAWN" } = {},
) {
  const when = new Date(Date.now() - waitedDays * DAY);
  const submission = await insertSubmission({
    organisationId,
    season,
    status: options.status ?? "SUBMITTED",
    submittedAt: when,
    waitingSince: when,
  });
  const items = await insertSubmissionItems([
    { submissionId: submission.id, organisationId, kind: "PLAN", label: "Implementation plan" },
    { submissionId: submission.id, organisationId, kind: "PRACTICE_DATA", label: "Practice data" },
    {
      submissionId: submission.id,
      organisationId,
      kind: "EVIDENCE",
      label: "Compost invoice",
      evidenceId: options.evidenceId ?? null,
      snapshot: { title: "Compost invoice", files: 1 },
    },
  ]);
  return { submission, items };
}

function load(fn: (args: never) => unknown, path: string, cookie: string, params = {}) {
  return callRoute(fn, new Request(`${BASE}${path}`, { headers: { Cookie: cookie } }), params);
}

async function loaded<T>(answer: Response | T): Promise<T> {
  return (answer instanceof Response ? await answer.json() : answer) as T;
}

type ReviewData = Awaited<ReturnType<typeof reviewPage.loader>>;
type QueueData = Awaited<ReturnType<typeof queuePage.loader>>;

function post(submissionId: string, cookie: string, values: Record<string, string>) {
  const body = new URLSearchParams(values);
  return callRoute(
    reviewPage.action,
    new Request(`${BASE}/admin/journey/review/${submissionId}`, {
      method: "POST",
      body,
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    }),
    { submissionId },
  );
}

/** An item's row of the review form: its id, decision and reason. */
type Row = [itemId: string, decision: string, reason?: string];

/** The review form's one post: every row, then the season's decision and message. */
function review(
  submissionId: string,
  rows: readonly Row[],
  decision: string,
  message = "",
  cookie = cookies.admin,
) {
  const values: Record<string, string> = { intent: "review", decision, message };
  rows.forEach(([id, itemDecision, reason = ""], index) => {
    values[`items[${index}].id`] = id;
    values[`items[${index}].decision`] = itemDecision;
    values[`items[${index}].reason`] = reason;
  });
  return post(submissionId, cookie, values);
}

async function itemStatuses(submissionId: string) {
  const rows = await db()
    .select()
    .from(submissionItems)
    .where(eq(submissionItems.submissionId, submissionId));
  return Object.fromEntries(rows.map((row) => [row.label, row.status]));
}

type Refusal = { fieldErrors: Record<string, string>; repopulateFields: Record<string, unknown> };

beforeAll(async () => {
  orgA = (await insertPlanningOrganisation("Review Boerdery", S, [])).organisationId;
  orgB = (await insertPlanningOrganisation("Queue Plaas", S, [])).organisationId;
  const owner = await insertSignedInMember(orgA, "OWNER");
  const staff = await insertSignedInMember(orgA, "STAFF");
  memberEmails = [owner.email, staff.email];
  cookies.owner = owner.cookie;
  const [admin] = await db()
    .insert(users)
    .values({ subject: "review|admin", email: "reviewer@veld.example" })
    .returning();
  adminUserId = admin!.id;
  cookies.admin = await signInCookie("review|admin", "reviewer@veld.example", [
    "read:admin",
    "write:admin",
  ]);
  cookies.reader = await signInCookie("review|reader", "reader@veld.example", ["read:admin"]);
});

describe("the review queue", () => {
  it("lists waiting submissions, the one waiting longest first, with counts and days", async () => {
    const newer = await seedSubmission(orgA, S - 1, 2);
    const older = await seedSubmission(orgB, S - 1, 9);
    await seedSubmission(orgB, S - 2, 20, { status: "WITHDRAWN" });
    const data = await loaded<QueueData>(
      await load(queuePage.loader, `/admin/journey/review?season=${S - 1}`, cookies.reader),
    );
    expect(data.rows.map((r) => r.id)).toEqual([older.submission.id, newer.submission.id]);
    expect(data.rows[0]).toMatchObject({
      organisation: { id: orgB, name: "Queue Plaas" },
      waitingDays: 9,
      counts: { items: 3, pending: 3, changes: 0, rejected: 0 },
    });
    const onlyA = await loaded<QueueData>(
      await load(queuePage.loader, `/admin/journey/review?companyId=${orgA}`, cookies.reader),
    );
    expect(onlyA.rows.map((r) => r.organisation.id)).toEqual([orgA]);
  });

  it("is refused to people without read:admin", async () => {
    const answer = await load(queuePage.loader, "/admin/journey/review", cookies.owner);
    expect(answer.status).toBe(403);
  });

  it("ignores malformed filters instead of failing", async () => {
    const data = await loaded<QueueData>(
      await load(
        queuePage.loader,
        "/admin/journey/review?companyId=junk&season=%00&page=-3",
        cookies.reader,
      ),
    );
    expect(data.chosen).toEqual({ organisationId: null, season: null });
  });
});

describe("/admin/submissions", () => {
  it("lists every status, the newest first, and filters by status", async () => {
    const all = await loaded<Awaited<ReturnType<typeof allPage.loader>>>(
      await load(allPage.loader, `/admin/submissions?companyId=${orgB}`, cookies.reader),
    );
    expect(all.rows.map((r) => r.status)).toEqual(["SUBMITTED", "WITHDRAWN"]);
    const withdrawn = await loaded<Awaited<ReturnType<typeof allPage.loader>>>(
      await load(allPage.loader, "/admin/submissions?status=WITHDRAWN", cookies.reader),
    );
    expect(withdrawn.rows.every((r) => r.statusLabel === "Withdrawn")).toBe(true);
    expect(withdrawn.rows).toHaveLength(1);
  });
});

describe("reviewing a submission", () => {
  let submissionId: string;
  let itemIds: { plan: string; practice: string; evidence: string };
  let evidenceId: string;
  let fileId: string;

  beforeAll(async () => {
    const [file] = await db()
      .insert(storedFiles)
      .values({
        storageKey: `review-test-${Date.now()}`,
        originalName: "invoice.pdf",
        mimeType: "application/pdf",
        extension: "pdf",
        size: 1234,
        sha256: "0".repeat(64),
        purpose: "evidence",
        organisationId: orgA,
      })
      .returning();
    fileId = file!.id;
    const [evidence] = await db()
      .insert(evidenceItems)
      .values({
        organisationId: orgA,
        season: S,
        categories: ["invoices"],
        title: "Compost invoice",
        status: "submitted",
        submittedAt: new Date(),
      })
      .returning();
    evidenceId = evidence!.id;
    await db().insert(evidenceFiles).values({ evidenceId, organisationId: orgA, fileId });
    const seeded = await seedSubmission(orgA, S, 4, { evidenceId });
    submissionId = seeded.submission.id;
    itemIds = {
      plan: seeded.items[0]!.id,
      practice: seeded.items[1]!.id,
      evidence: seeded.items[2]!.id,
    };
  });

  it("shows the items with the evidence's files to download and links to the records", async () => {
    const data = await loaded<ReviewData>(
      await load(reviewPage.loader, `/admin/journey/review/${submissionId}`, cookies.reader, {
        submissionId,
      }),
    );
    expect(data.canWrite).toBe(false);
    expect(data.submission.open).toBe(true);
    expect(data.items.map((i) => i.kind)).toEqual(["PLAN", "PRACTICE_DATA", "EVIDENCE"]);
    const evidence = data.items[2]!;
    expect(evidence.evidence?.files).toEqual([
      expect.objectContaining({ fileId, name: "invoice.pdf", href: `/files/${fileId}` }),
    ]);
    expect(evidence.snapshot).toEqual({ title: "Compost invoice", files: 1 });
    expect(data.items[1]!.viewHref).toBe(`/admin/journey/companies/${orgA}/practice?season=${S}`);
    expect(data.items[0]!.viewHref).toContain("/admin/userView/journey/implementation?userId=");
  });

  it("refuses a review from read:admin (403) and from a member (403)", async () => {
    for (const cookie of [cookies.reader, cookies.owner]) {
      const answer = await review(
        submissionId,
        [[itemIds.plan, "ACCEPTED"]],
        "REJECTED",
        "x",
        cookie,
      );
      expect(answer.status).toBe(403);
    }
    expect((await itemStatuses(submissionId))["Implementation plan"]).toBe("PENDING");
  });

  it("needs a reason for Needs changes and for Rejected beside each item, every value kept, nothing stored", async () => {
    const answer = await review(
      submissionId,
      [
        [itemIds.plan, "ACCEPTED"],
        [itemIds.practice, "REJECTED"],
        [itemIds.evidence, "CHANGES_REQUESTED", "  "],
      ],
      "CHANGES_REQUESTED",
      "Nearly there.",
    );
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as Refusal;
    expect(body.fieldErrors).toEqual({
      "items[1].reason": REVIEW_MESSAGES.rejectReasonRequired,
      "items[2].reason": REVIEW_MESSAGES.reasonRequired,
    });
    expect(body.repopulateFields).toMatchObject({
      decision: "CHANGES_REQUESTED",
      message: "Nearly there.",
      items: [
        { id: itemIds.plan, decision: "ACCEPTED" },
        { id: itemIds.practice, decision: "REJECTED" },
        { id: itemIds.evidence, decision: "CHANGES_REQUESTED" },
      ],
    });
    const unknown = await review(submissionId, [[itemIds.plan, "MAYBE", "x"]], "REJECTED", "x");
    expect(unknown.status).toBe(422);
    expect(Object.keys(((await unknown.json()) as Refusal).fieldErrors)).toEqual([
      "items[0].decision",
    ]);
    expect(await itemStatuses(submissionId)).toEqual({
      "Implementation plan": "PENDING",
      "Practice data": "PENDING",
      "Compost invoice": "PENDING",
    });
  });

  it("refuses a season's decision that does not fit the items, and then stores none of them", async () => {
    const accepted = await review(
      submissionId,
      [
        [itemIds.plan, "ACCEPTED"],
        [itemIds.practice, "ACCEPTED"],
        [itemIds.evidence, "CHANGES_REQUESTED", "The invoice is not dated."],
      ],
      "ACCEPTED",
      "Well done",
    );
    expect(accepted.status).toBe(422);
    const body = (await accepted.json()) as Refusal;
    expect(body.fieldErrors).toEqual({ decision: REVIEW_MESSAGES.acceptWithChanges });
    expect(body.repopulateFields).toMatchObject({ message: "Well done" });
    // An item left out of the post keeps its decision: here undecided, so the season cannot be.
    const leftOut = await review(submissionId, [[itemIds.plan, "ACCEPTED"]], "ACCEPTED");
    expect(leftOut.status).toBe(409);
    expect(((await leftOut.json()) as Refusal).fieldErrors.decision).toBe(
      REVIEW_MESSAGES.undecidedItems,
    );
    expect((await itemStatuses(submissionId))["Implementation plan"]).toBe("PENDING");
  });

  it("sends the whole review in one post: each item's decision and the season's, audited, e-mailed, a request per item", async () => {
    const answer = await review(
      submissionId,
      [
        [itemIds.plan, "ACCEPTED"],
        [itemIds.practice, "ACCEPTED"],
        [itemIds.evidence, "CHANGES_REQUESTED", "The invoice is not dated."],
      ],
      "CHANGES_REQUESTED",
      "Nearly there.",
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/admin/journey/review/${submissionId}`);
    const [item] = await db()
      .select()
      .from(submissionItems)
      .where(eq(submissionItems.id, itemIds.evidence));
    expect(item).toMatchObject({
      status: "CHANGES_REQUESTED",
      reason: "The invoice is not dated.",
      decidedBy: adminUserId,
    });
    expect(item!.decidedAt).toBeInstanceOf(Date);
    expect(await itemStatuses(submissionId)).toEqual({
      "Implementation plan": "ACCEPTED",
      "Practice data": "ACCEPTED",
      "Compost invoice": "CHANGES_REQUESTED",
    });
    const [itemEntry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "submission.item.decide"), eq(auditLog.entityId, itemIds.evidence)),
      );
    expect(itemEntry).toMatchObject({
      actorUserId: adminUserId,
      actorLabel: "reviewer@veld.example",
    });
    expect(itemEntry!.changes).toMatchObject({
      from: "PENDING",
      to: "CHANGES_REQUESTED",
      reason: "The invoice is not dated.",
    });
    const [row] = await db().select().from(submissions).where(eq(submissions.id, submissionId));
    expect(row).toMatchObject({
      status: "CHANGES_REQUESTED",
      decisionMessage: "Nearly there.",
      decidedBy: adminUserId,
    });
    const opened = await db().select().from(tasks).where(eq(tasks.organisationId, orgA));
    expect(opened).toEqual([
      expect.objectContaining({
        type: "FARM",
        status: "IN_PROGRESS",
        title: "Change needed: Compost invoice",
        description: "The invoice is not dated.",
        href: `/journey/evidence#evidence-${evidenceId}`,
        submissionItemId: itemIds.evidence,
      }),
    ]);
    const mails = await db().select().from(emailOutbox);
    const toMembers = mails.filter((m) => memberEmails.includes(m.to));
    expect(toMembers.map((m) => m.to).sort()).toEqual([...memberEmails].sort());
    for (const mail of toMembers) {
      expect(mail.text).toContain(SUMMARY_DECISION_TEXTS.CHANGES_REQUESTED);
      expect(mail.text).toContain("Nearly there.");
      expect(mail.text).toContain("- Compost invoice: The invoice is not dated.");
      expect(mail.text).toContain("/profile/journey/complete");
    }
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "submission.decide"), eq(auditLog.entityId, submissionId)));
    expect(entry!.changes).toMatchObject({ to: "CHANGES_REQUESTED", message: "Nearly there." });
  });

  it("is read-only once decided: a review is refused (409)", async () => {
    const data = await loaded<ReviewData>(
      await load(reviewPage.loader, `/admin/journey/review/${submissionId}`, cookies.admin, {
        submissionId,
      }),
    );
    expect(data.submission.open).toBe(false);
    expect(data.submission.statusLabel).toBe("Changes requested");
    const again = await review(
      submissionId,
      [[itemIds.plan, "REJECTED", "Too late"]],
      "REJECTED",
      "Too late",
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as Refusal).fieldErrors[FORM_ERROR_KEY]).toBe(
      REVIEW_MESSAGES.reviewClosed,
    );
    expect((await itemStatuses(submissionId))["Implementation plan"]).toBe("ACCEPTED");
  });

  it("does not open a second request when the item is asked again after a resubmission", async () => {
    // The farmer resubmits the evidence (the farmer side does this; here through the table).
    await db()
      .update(submissionItems)
      .set({ status: "PENDING", resubmittedAt: new Date() })
      .where(eq(submissionItems.id, itemIds.evidence));
    await db()
      .update(submissions)
      .set({ status: "SUBMITTED", waitingSince: new Date() })
      .where(eq(submissions.id, submissionId));
    const answer = await review(
      submissionId,
      [
        [itemIds.plan, "ACCEPTED"],
        [itemIds.practice, "ACCEPTED"],
        [itemIds.evidence, "CHANGES_REQUESTED", "Still no date."],
      ],
      "CHANGES_REQUESTED",
    );
    expect(answer.status).toBe(302);
    const open = await db()
      .select()
      .from(tasks)
      .where(and(eq(tasks.organisationId, orgA), eq(tasks.submissionItemId, itemIds.evidence)));
    expect(open).toHaveLength(1);
    // The plan's decision was sent unchanged: it is not written or audited again.
    const planEntries = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "submission.item.decide"), eq(auditLog.entityId, itemIds.plan)),
      );
    expect(planEntries).toHaveLength(1);
    const data = await loaded<ReviewData>(
      await load(reviewPage.loader, `/admin/journey/review/${submissionId}`, cookies.admin, {
        submissionId,
      }),
    );
    const evidence = data.items.find((i) => i.id === itemIds.evidence)!;
    expect(evidence.history.map((h) => h.reason)).toEqual([
      "Still no date.",
      "The invoice is not dated.",
    ]);
  });

  it("rejects a season only with a message, and accepts one whose items are all accepted", async () => {
    const other = await seedSubmission(orgA, S - 2, 1);
    const rows = other.items.map((item): Row => [item.id, "ACCEPTED"]);
    const noMessage = await review(other.submission.id, rows, "REJECTED");
    expect(noMessage.status).toBe(422);
    expect(((await noMessage.json()) as Refusal).fieldErrors.message).toBe(
      REVIEW_MESSAGES.rejectReasonRequired,
    );
    const nothingToChange = await review(other.submission.id, rows, "CHANGES_REQUESTED");
    expect(((await nothingToChange.json()) as Refusal).fieldErrors.decision).toBe(
      REVIEW_MESSAGES.noChangesAsked,
    );
    const accepted = await review(other.submission.id, rows, "ACCEPTED");
    expect(accepted.status).toBe(302);
    expect(Object.values(await itemStatuses(other.submission.id))).toEqual([
      "ACCEPTED",
      "ACCEPTED",
      "ACCEPTED",
    ]);
    const mails = await db().select().from(emailOutbox);
    expect(
      mails
        .filter((m) => m.text.includes(SUMMARY_DECISION_TEXTS.ACCEPTED))
        .map((m) => m.to)
        .sort(),
    ).toEqual([...memberEmails].sort());
  });

  it("sends and closes a request, e-mailed to the members and audited", async () => {
    const empty = await post(submissionId, cookies.admin, {
      intent: "request",
      title: " ",
      description: "Soil results",
    });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as Refusal).repopulateFields).toMatchObject({
      description: "Soil results",
    });
    const sent = await post(submissionId, cookies.admin, {
      intent: "request",
      title: "Upload the 2025 soil-sample results",
      description: "The lab report from March.",
    });
    expect(sent.status).toBe(302);
    const [task] = await db()
      .select()
      .from(tasks)
      .where(and(eq(tasks.organisationId, orgA), eq(tasks.type, "ADMIN_REQUESTED")));
    expect(task).toMatchObject({
      title: "Upload the 2025 soil-sample results",
      description: "The lab report from March.",
      status: "IN_PROGRESS",
      createdBy: adminUserId,
    });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "The programme asks: Upload the 2025 soil-sample results"));
    expect(mails.map((m) => m.to).sort()).toEqual([...memberEmails].sort());
    const closed = await post(submissionId, cookies.admin, {
      intent: "closeRequest",
      taskId: task!.id,
    });
    expect(closed.status).toBe(302);
    const [after] = await db().select().from(tasks).where(eq(tasks.id, task!.id));
    expect(after).toMatchObject({ status: "COMPLETE", completedBy: adminUserId });
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, task!.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["task.close", "task.request"]);
  });
});

describe("the organisation's requests on /admin/submissions?companyId=", () => {
  const postTo = (companyId: string, cookie: string, values: Record<string, string>) =>
    callRoute(
      allPage.action,
      new Request(`${BASE}/admin/submissions?companyId=${companyId}`, {
        method: "POST",
        body: new URLSearchParams(values),
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );

  it("lists them and lets write:admin send one; read:admin is refused", async () => {
    const refused = await postTo(orgB, cookies.reader, { intent: "request", title: "Photos" });
    expect(refused.status).toBe(403);
    const sent = await postTo(orgB, cookies.admin, {
      intent: "request",
      title: "Send photos of the new water points",
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(
      `/admin/submissions?companyId=${orgB}#requests-heading`,
    );
    const data = await loaded<Awaited<ReturnType<typeof allPage.loader>>>(
      await load(allPage.loader, `/admin/submissions?companyId=${orgB}`, cookies.reader),
    );
    expect(data.canWrite).toBe(false);
    expect(data.requests?.list.map((r) => r.title)).toEqual([
      "Send photos of the new water points",
    ]);
    const unknown = await postTo("00000000-0000-4000-8000-000000000009", cookies.admin, {
      intent: "request",
      title: "Lost",
    });
    expect(unknown.status).toBe(404);
    expect((await postTo("junk", cookies.admin, { intent: "request", title: "x" })).status).toBe(
      404,
    );
  });
});

describe("hostile input", () => {
  it("answers 404 for an unknown or junk submission id, item id or request id", async () => {
    for (const id of ["junk", "00000000-0000-4000-8000-000000000000", "%00"]) {
      const page = await load(reviewPage.loader, `/admin/journey/review/x`, cookies.admin, {
        submissionId: id,
      });
      expect(page.status).toBe(404);
      const answer = await review(id, [], "REJECTED", "Unknown");
      expect(answer.status).toBe(404);
    }
    const { submission } = await seedSubmission(orgB, S - 3, 0);
    const foreignItem = await review(submission.id, [["not-an-id", "ACCEPTED"]], "REJECTED", "x");
    expect(foreignItem.status).toBe(404);
    const close = await post(submission.id, cookies.admin, { intent: "closeRequest", taskId: "x" });
    expect(close.status).toBe(404);
    const unknown = await post(submission.id, cookies.admin, { intent: "launch" });
    expect(unknown.status).toBe(400);
    const json = await callRoute(
      reviewPage.action,
      new Request(`${BASE}/admin/journey/review/${submission.id}`, {
        method: "POST",
        body: "{}",
        headers: { Cookie: cookies.admin, "Content-Type": "application/json" },
      }),
      { submissionId: submission.id },
    );
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });

  it("refuses a request's NUL character with a 4xx", async () => {
    const { submission } = await seedSubmission(orgB, S - 4, 0);
    const answer = await post(submission.id, cookies.admin, {
      intent: "request",
      title: "Bad\u0000title",
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
