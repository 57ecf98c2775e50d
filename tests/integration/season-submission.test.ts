// Submitting a season and its feedback, the farmer's side (issue 16; decision 0085), through the
// real route modules on PGlite: the evidence page lists what a submission packages and what
// blocks it, and refuses while something does; submitting moves the journey to AWAIT_FEEDBACK,
// e-mails the members and leaves drafts out; a second submit is a 409; withdrawing takes the
// journey back to EVIDENCE, and is refused once an item is decided; the farmer sees a decision
// only once the summary decision is sent; resubmitting re-opens only that item, puts the
// submission back in the queue and completes its request; evidence can be added while changes
// are requested; the home page lists the programme's requests and 'Mark as done'; viewers and
// staff (userView) read only; other organisations' ids are 404, ids that are not ids 400.
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  evidenceItems,
  implementationPlans,
  submissionItems,
  submissions,
  tasks,
} from "~/db/schema";
import * as home from "~/routes/profile.home/route";
import * as feedback from "~/routes/profile.journey.complete/route";
import * as evidencePage from "~/routes/profile.journey.evidence/route";
import { currentSeason, seasonLabel } from "~/services/fields/seasons";
import { loadJourneyState } from "~/services/journey/progress.server";
import {
  resendUnchangedText,
  REVIEW_MESSAGES,
  SUMMARY_DECISION_TEXTS,
} from "~/services/review/rules";
import { isSubmissionError, submitSeason } from "~/services/review/submission.server";
import { fileOf, pdf } from "../support/file-fixtures";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const EVIDENCE = "/profile/journey/evidence";
const FEEDBACK = "/profile/journey/complete";
const S = currentSeason();

type EvidenceData = Awaited<ReturnType<typeof evidencePage.loader>>;
type FeedbackData = Awaited<ReturnType<typeof feedback.loader>>;
type HomeData = Awaited<ReturnType<typeof home.loader>>;

async function loadOf<T>(fn: (args: never) => unknown, cookie: string, path: string): Promise<T> {
  const answer = await callRoute(
    fn,
    new Request(`${BASE}${path}`, { headers: { Cookie: cookie } }),
  );
  if (answer instanceof Response) {
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    return (await answer.json()) as T;
  }
  return answer as T;
}

const loadEvidence = (cookie: string) =>
  loadOf<EvidenceData>(evidencePage.loader, cookie, EVIDENCE);
const loadFeedback = (cookie: string, path = FEEDBACK) =>
  loadOf<FeedbackData>(feedback.loader, cookie, path);

function post(
  fn: (args: never) => unknown,
  path: string,
  cookie: string,
  body: Array<[string, string | File]> = [],
) {
  const form = new FormData();
  for (const [key, value] of body) form.append(key, value);
  return callRoute(
    fn,
    new Request(`${BASE}${path}`, { method: "POST", body: form, headers: { Cookie: cookie } }),
  );
}

// Each form names itself in its body's intent, its records' ids beside it (decision 0128).
const submitPost = (cookie: string) =>
  post(evidencePage.action, EVIDENCE, cookie, [["intent", "submitSeason"]]);
const withdrawPost = (cookie: string, submissionId: string) =>
  post(feedback.action, FEEDBACK, cookie, [
    ["intent", "withdraw"],
    ["submissionId", submissionId],
  ]);
const resendPost = (cookie: string, submissionId: string) =>
  post(feedback.action, FEEDBACK, cookie, [
    ["intent", "resendSeason"],
    ["submissionId", submissionId],
  ]);
const addToSubmissionPost = (cookie: string, submissionId: string, evidenceId: string) =>
  post(evidencePage.action, EVIDENCE, cookie, [
    ["intent", "addToSubmission"],
    ["submissionId", submissionId],
    ["evidenceId", evidenceId],
  ]);

/** The one action result of a refused form: its sentence, and the reasons it introduces. */
const refusalOf = (intent: string, formError: string, problems?: string[]) => ({
  formId: intent,
  fieldErrors: { _form: formError },
  repopulateFields: {},
  ...(problems ? { problems } : {}),
});
/** The evidence page's sentence above the reasons a submission form was refused for. */
const SUBMISSION_REFUSED = "The season could not be submitted:";

interface Farm {
  organisationId: string;
  owner: { userId: string; email: string; cookie: string };
  viewer: string;
}

/** An organisation at the evidence step: plan and practice data submitted. */
async function farm(name: string): Promise<Farm> {
  const { organisationId } = await insertPlanningOrganisation(
    name,
    S,
    [{ farm: "Plaas", name: "Kamp" }],
    { practiceDataSubmittedAt: new Date() },
  );
  await db()
    .insert(implementationPlans)
    .values({ organisationId, season: S, submittedAt: new Date() });
  const owner = await insertSignedInMember(organisationId, "OWNER");
  const viewer = (await insertSignedInMember(organisationId, "SIGNATORY")).cookie;
  return { organisationId, owner, viewer };
}

/** Adds an evidence item with a PDF through the evidence page; marked submitted when asked. */
async function addEvidence(f: Farm, title: string, submitted: boolean): Promise<string> {
  const added = await post(evidencePage.action, `${EVIDENCE}?season=${S}`, f.owner.cookie, [
    ["intent", "add"],
    ["field", "farm"],
    ["categories", "invoices"],
    ["title", title],
    ["files.files", fileOf(pdf(), `${title}.pdf`, "application/pdf")],
  ]);
  expect(added.status).toBe(302);
  const [row] = await db()
    .select()
    .from(evidenceItems)
    .where(and(eq(evidenceItems.organisationId, f.organisationId), eq(evidenceItems.title, title)));
  if (submitted) await markSubmitted(f, row!.id, true);
  return row!.id;
}

async function markSubmitted(f: Farm, evidenceId: string, submitted: boolean) {
  const answer = await post(evidencePage.action, EVIDENCE, f.owner.cookie, [
    ["intent", "submitted"],
    ["evidenceId", evidenceId],
    ["submitted", String(submitted)],
  ]);
  expect(answer.status).toBe(302);
}

async function submissionOf(organisationId: string) {
  const rows = await db()
    .select()
    .from(submissions)
    .where(eq(submissions.organisationId, organisationId));
  return rows;
}

async function itemsOf(submissionId: string) {
  return db().select().from(submissionItems).where(eq(submissionItems.submissionId, submissionId));
}

/** A farm that has submitted its season with one submitted evidence item (and a draft). */
async function submittedFarm(name: string) {
  const f = await farm(name);
  const evidenceId = await addEvidence(f, `${name} invoice`, true);
  const response = await submitPost(f.owner.cookie);
  expect(response.status).toBe(302);
  const [submission] = await submissionOf(f.organisationId);
  const items = await itemsOf(submission!.id);
  const byKind = (kind: string) => items.find((i) => i.kind === kind)!;
  return {
    ...f,
    evidenceId,
    submissionId: submission!.id,
    plan: byKind("PLAN"),
    practice: byKind("PRACTICE_DATA"),
    evidence: byKind("EVIDENCE"),
  };
}

/** The reviewer's decisions, written as the admin's review would, then the summary sent. */
async function decide(
  submissionId: string,
  decisions: Array<{
    id: string;
    status: "ACCEPTED" | "CHANGES_REQUESTED" | "REJECTED";
    reason?: string;
  }>,
  summary: "ACCEPTED" | "CHANGES_REQUESTED" | "REJECTED" | null,
) {
  const decidedAt = new Date(Date.now() - 60_000);
  for (const d of decisions) {
    await db()
      .update(submissionItems)
      .set({ status: d.status, reason: d.reason ?? null, decidedAt })
      .where(eq(submissionItems.id, d.id));
  }
  if (summary) {
    await db()
      .update(submissions)
      .set({
        status: summary,
        decidedAt: new Date(),
        decisionMessage: "Thank you for the records.",
      })
      .where(eq(submissions.id, submissionId));
  }
}

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await signInCookie("submission|admin", "admin@submission.example", ["read:admin"]);
});

describe("submitting the season", () => {
  it("lists what blocks the submission and refuses it while something does", async () => {
    const f = await farm("Blocked Boerdery");
    await addEvidence(f, "Draft receipt", false);
    const data = await loadEvidence(f.owner.cookie);
    expect(data.submission.submission).toBeNull();
    expect(data.submission.blockers).toEqual([REVIEW_MESSAGES.noEvidence]);
    expect(data.submission.includes.drafts.map((d) => d.title)).toEqual(["Draft receipt"]);

    const refused = await submitPost(f.owner.cookie);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual(
      refusalOf("submitSeason", SUBMISSION_REFUSED, [REVIEW_MESSAGES.noEvidence]),
    );
    expect(await submissionOf(f.organisationId)).toEqual([]);
  });

  it("names a missing plan as a blocker", async () => {
    const f = await farm("No Plan Boerdery");
    await addEvidence(f, "Invoice", true);
    await db()
      .update(implementationPlans)
      .set({ submittedAt: null })
      .where(eq(implementationPlans.organisationId, f.organisationId));
    const data = await loadEvidence(f.owner.cookie);
    expect(data.submission.blockers).toEqual([REVIEW_MESSAGES.planMissing]);
  });

  it("packages the plan, the practice data and the submitted evidence, leaving drafts out", async () => {
    const f = await farm("Submit Boerdery");
    const kept = await addEvidence(f, "Compost invoice", true);
    await addEvidence(f, "Unfinished photos", false);
    const before = await loadEvidence(f.owner.cookie);
    expect(before.submission.blockers).toEqual([]);
    expect(before.submission.includes.evidence.map((e) => e.title)).toEqual(["Compost invoice"]);
    expect(before.submission.includes.drafts.map((e) => e.title)).toEqual(["Unfinished photos"]);

    const response = await submitPost(f.owner.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(FEEDBACK);

    const [submission] = await submissionOf(f.organisationId);
    expect(submission).toMatchObject({
      season: S,
      status: "SUBMITTED",
      submittedBy: f.owner.userId,
    });
    const items = await itemsOf(submission!.id);
    expect(items.map((i) => [i.kind, i.label, i.status]).sort()).toEqual([
      ["EVIDENCE", "Compost invoice", "PENDING"],
      ["PLAN", "Implementation plan", "PENDING"],
      ["PRACTICE_DATA", "Practice data", "PENDING"],
    ]);
    const evidence = items.find((i) => i.kind === "EVIDENCE")!;
    expect(evidence.evidenceId).toBe(kept);
    expect(evidence.snapshot).toMatchObject({
      title: "Compost invoice",
      categories: ["invoices"],
      files: [{ name: "Compost invoice.pdf" }],
    });
    expect(items.find((i) => i.kind === "PRACTICE_DATA")!.snapshot).toMatchObject({
      cropJourneys: 0,
      grazingEvents: 0,
      fertiliserInputs: 0,
    });

    const state = await loadJourneyState(f.organisationId, "/profile");
    expect(state.step).toBe("AWAIT_FEEDBACK");

    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, f.owner.email));
    expect(mail.map((m) => m.subject)).toContain(
      `We have received your submission for season ${seasonLabel(S)}`,
    );
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "submission.submit"), eq(auditLog.entityId, submission!.id)));
    expect(audit).toHaveLength(1);

    // The feedback page shows where it stands; every item waits for review.
    const page = await loadFeedback(f.owner.cookie);
    expect(page.statusLabel).toBe("Waiting for review");
    expect(page.nextStep).toMatch(/^We are reviewing your submission/);
    expect(page.state.submission!.items.map((i) => i.status)).toEqual([
      "PENDING",
      "PENDING",
      "PENDING",
    ]);
    expect(page.state.submission!.items.map((i) => i.kind)).toEqual([
      "PLAN",
      "PRACTICE_DATA",
      "EVIDENCE",
    ]);
    expect(page.state.submission!.canWithdraw).toBe(true);
  });

  it("answers a second submit of the season with 409, also when two race", async () => {
    const f = await submittedFarm("Twice Boerdery");
    const again = await submitPost(f.owner.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual(
      refusalOf("submitSeason", SUBMISSION_REFUSED, [REVIEW_MESSAGES.alreadySubmitted]),
    );

    const g = await farm("Race Boerdery");
    await addEvidence(g, "Race invoice", true);
    const who = {
      actor: { userId: g.owner.userId, label: g.owner.email },
      organisationId: g.organisationId,
      role: "OWNER",
    };
    const results = await Promise.allSettled([submitSeason(who, S), submitSeason(who, S)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(isSubmissionError(failed.reason)).toBe(true);
    expect(failed.reason).toMatchObject({ status: 409, message: REVIEW_MESSAGES.alreadySubmitted });
    expect(await submissionOf(g.organisationId)).toHaveLength(1);
  });

  it("lets only editors submit", async () => {
    const f = await farm("Viewer Boerdery");
    await addEvidence(f, "Viewer invoice", true);
    const data = await loadEvidence(f.viewer);
    expect(data.canEdit).toBe(false);
    expect((await submitPost(f.viewer)).status).toBe(403);
    expect(await submissionOf(f.organisationId)).toEqual([]);
  });
});

describe("withdrawing", () => {
  it("withdraws a submission waiting for review and takes the journey back to EVIDENCE", async () => {
    const f = await submittedFarm("Withdraw Boerdery");
    const response = await withdrawPost(f.owner.cookie, f.submissionId);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(EVIDENCE);
    const [row] = await submissionOf(f.organisationId);
    expect(row).toMatchObject({ status: "WITHDRAWN", withdrawnBy: f.owner.userId });
    expect(row!.withdrawnAt).not.toBeNull();
    expect((await loadJourneyState(f.organisationId, "/profile")).step).toBe("EVIDENCE");

    // The season can be submitted again; the withdrawn one is history.
    const data = await loadEvidence(f.owner.cookie);
    expect(data.submission.submission).toBeNull();
    expect(data.submission.blockers).toEqual([]);
    expect(data.submission.withdrawn).toHaveLength(1);
    expect((await submitPost(f.owner.cookie)).status).toBe(302);
    expect((await submissionOf(f.organisationId)).map((s) => s.status).sort()).toEqual([
      "SUBMITTED",
      "WITHDRAWN",
    ]);
  });

  it("refuses once an item is decided, even before the summary decision", async () => {
    const f = await submittedFarm("Decided Boerdery");
    await db()
      .update(submissionItems)
      .set({ status: "ACCEPTED", decidedAt: new Date() })
      .where(eq(submissionItems.id, f.plan.id));
    const page = await loadFeedback(f.owner.cookie);
    expect(page.state.submission!.canWithdraw).toBe(false);
    const refused = await withdrawPost(f.owner.cookie, f.submissionId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(
      refusalOf("withdraw", REVIEW_MESSAGES.withdrawAfterReview),
    );
    expect((await submissionOf(f.organisationId))[0]!.status).toBe("SUBMITTED");
  });

  it("is refused to viewers, to staff through userView, and for other organisations' ids", async () => {
    const f = await submittedFarm("Guarded Boerdery");
    const other = await submittedFarm("Stranger Boerdery");
    expect((await withdrawPost(f.viewer, f.submissionId)).status).toBe(403);
    const userView = `/admin/userView/journey/complete?userId=${f.owner.userId}`;
    expect(
      (
        await post(feedback.action, userView, adminCookie, [
          ["intent", "withdraw"],
          ["submissionId", f.submissionId],
        ])
      ).status,
    ).toBe(403);
    expect((await withdrawPost(other.owner.cookie, f.submissionId)).status).toBe(404);
    expect((await submissionOf(f.organisationId))[0]!.status).toBe("SUBMITTED");
  });

  it("answers hostile ids with 404 or 400, never 500", async () => {
    const f = await submittedFarm("Hostile Boerdery");
    // An id that is not one is a 400 naming its field; a real id of nothing here, a 404.
    for (const id of ["not-a-uuid", `${f.submissionId}'--`, "9".repeat(5000)]) {
      const withdraw = await withdrawPost(f.owner.cookie, id);
      expect(withdraw.status).toBe(400);
      expect(await withdraw.text()).toBe("The form's 'submissionId' field must be an id (a UUID).");
      const resend = await resendPost(f.owner.cookie, id);
      expect(resend.status).toBe(400);
      expect(await resend.text()).toBe("The form's 'submissionId' field must be an id (a UUID).");
    }
    const nobody = "00000000-0000-4000-8000-000000000000";
    expect((await withdrawPost(f.owner.cookie, nobody)).status).toBe(404);
    expect((await resendPost(f.owner.cookie, nobody)).status).toBe(404);
    // Text no form field may hold is refused before anything is looked up.
    for (const id of ["\u0000", "\ud800"]) {
      const status = (await withdrawPost(f.owner.cookie, id)).status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect((await submissionOf(f.organisationId))[0]!.status).toBe("SUBMITTED");
    const unknown = await post(feedback.action, FEEDBACK, f.owner.cookie, [["intent", "explode"]]);
    expect(unknown.status).toBe(400);
  });
});

describe("the review as the farmer sees it", () => {
  it("shows no decision before the summary decision is sent, then each with its reason", async () => {
    const f = await submittedFarm("Visible Boerdery");
    await decide(
      f.submissionId,
      [
        { id: f.plan.id, status: "ACCEPTED" },
        { id: f.practice.id, status: "REJECTED", reason: "Records of another farm." },
        { id: f.evidence.id, status: "CHANGES_REQUESTED", reason: "The invoice has no date." },
      ],
      null,
    );
    const before = await loadFeedback(f.owner.cookie);
    expect(before.state.submission!.items.map((i) => [i.status, i.reason])).toEqual([
      ["PENDING", null],
      ["PENDING", null],
      ["PENDING", null],
    ]);
    expect(before.decision).toBeNull();

    await db()
      .update(submissions)
      .set({ status: "CHANGES_REQUESTED", decidedAt: new Date(), decisionMessage: "Nearly there." })
      .where(eq(submissions.id, f.submissionId));
    const after = await loadFeedback(f.owner.cookie);
    expect(after.statusLabel).toBe("Changes requested");
    expect(after.decision).toEqual({
      text: SUMMARY_DECISION_TEXTS.CHANGES_REQUESTED,
      message: "Nearly there.",
    });
    expect(after.state.submission!.items.map((i) => [i.status, i.reason])).toEqual([
      ["ACCEPTED", null],
      ["REJECTED", "Records of another farm."],
      ["CHANGES_REQUESTED", "The invoice has no date."],
    ]);
    expect(after.fixHrefs[f.evidence.id]).toBe(
      `/profile/journey/evidence#evidence-${f.evidenceId}`,
    );
    // The evidence page shows the same review of its evidence: it goes back once it has changed.
    const evidence = await loadEvidence(f.owner.cookie);
    expect(evidence.submission.submission!.items.find((i) => i.kind === "EVIDENCE")).toMatchObject({
      status: "CHANGES_REQUESTED",
      reason: "The invoice has no date.",
      canResubmit: false,
      resubmitProblem: REVIEW_MESSAGES.resubmitUnchanged,
    });
  });

  it("shows admins the feedback page through userView, read-only", async () => {
    const f = await submittedFarm("Looked At Boerdery");
    const page = await loadFeedback(
      adminCookie,
      `/admin/userView/journey/complete?userId=${f.owner.userId}`,
    );
    expect(page.canEdit).toBe(false);
    expect(page.state.submission!.submissionId).toBe(f.submissionId);
    expect(page.evidenceHref).toBe(`/admin/userView/journey/evidence?userId=${f.owner.userId}`);
  });
});

describe("sending the season for review again (decision 0141)", () => {
  it("waits until every item asked has changed, then sends them all back at once and completes their requests", async () => {
    const f = await submittedFarm("Resubmit Boerdery");
    await decide(
      f.submissionId,
      [
        { id: f.plan.id, status: "ACCEPTED" },
        { id: f.practice.id, status: "CHANGES_REQUESTED", reason: "Add the grazing of May." },
        { id: f.evidence.id, status: "CHANGES_REQUESTED", reason: "The invoice has no date." },
      ],
      "CHANGES_REQUESTED",
    );
    const [task] = await db()
      .insert(tasks)
      .values({
        organisationId: f.organisationId,
        type: "FARM",
        title: "Fix the invoice",
        href: `/journey/evidence#evidence-${f.evidenceId}`,
        submissionItemId: f.evidence.id,
      })
      .returning();
    const waitingBefore = (await submissionOf(f.organisationId))[0]!.waitingSince;

    // Nothing changed yet: refused, naming the evidence (the practice data has no such check).
    const unchanged = await resendPost(f.owner.cookie, f.submissionId);
    expect(unchanged.status).toBe(409);
    expect(await unchanged.json()).toEqual(
      refusalOf("resendSeason", resendUnchangedText([f.evidence.label])),
    );
    // Taken back to draft to fix it: still refused, nothing sent.
    await markSubmitted(f, f.evidenceId, false);
    expect((await resendPost(f.owner.cookie, f.submissionId)).status).toBe(409);
    expect((await submissionOf(f.organisationId))[0]!.status).toBe("CHANGES_REQUESTED");
    await db()
      .update(evidenceItems)
      .set({ title: "Dated invoice" })
      .where(eq(evidenceItems.id, f.evidenceId));
    await markSubmitted(f, f.evidenceId, true);

    const response = await resendPost(f.owner.cookie, f.submissionId);
    expect(response.status).toBe(302);

    const byId = new Map((await itemsOf(f.submissionId)).map((i) => [i.id, i]));
    expect(byId.get(f.evidence.id)).toMatchObject({
      status: "PENDING",
      resubmittedBy: f.owner.userId,
      label: "Dated invoice",
      // The reason stays, as the history of what was asked.
      reason: "The invoice has no date.",
    });
    expect(byId.get(f.evidence.id)!.snapshot).toMatchObject({ title: "Dated invoice" });
    expect(byId.get(f.practice.id)).toMatchObject({
      status: "PENDING",
      resubmittedBy: f.owner.userId,
    });
    expect(byId.get(f.plan.id)!.status).toBe("ACCEPTED");
    const [submission] = await submissionOf(f.organisationId);
    expect(submission!.status).toBe("SUBMITTED");
    expect(submission!.waitingSince.getTime()).toBeGreaterThan(waitingBefore.getTime());
    const [done] = await db().select().from(tasks).where(eq(tasks.id, task!.id));
    expect(done).toMatchObject({ status: "COMPLETE", completedBy: f.owner.userId });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "submission.resubmitItem"),
          inArray(auditLog.entityId, [f.plan.id, f.practice.id, f.evidence.id]),
        ),
      );
    expect(entries.map((e) => e.entityId).sort()).toEqual([f.practice.id, f.evidence.id].sort());
    const [resent] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "submission.resend"), eq(auditLog.entityId, f.submissionId)));
    expect(resent!.changes).toMatchObject({ from: "CHANGES_REQUESTED", to: "SUBMITTED" });

    // The page: both wait for review again; nothing more to send.
    const page = await loadFeedback(f.owner.cookie);
    expect(page.state.submission!.items.map((i) => i.status)).toEqual([
      "ACCEPTED",
      "PENDING",
      "PENDING",
    ]);
    const twice = await resendPost(f.owner.cookie, f.submissionId);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual(refusalOf("resendSeason", REVIEW_MESSAGES.resendNotAsked));
  });

  it("refuses evidence sent back unchanged; a file replaced in place lets it go again (issue 31)", async () => {
    const f = await submittedFarm("Evidence Page Resubmit");
    await decide(
      f.submissionId,
      [
        { id: f.plan.id, status: "ACCEPTED" },
        { id: f.practice.id, status: "ACCEPTED" },
        { id: f.evidence.id, status: "CHANGES_REQUESTED", reason: "Too blurry." },
      ],
      "CHANGES_REQUESTED",
    );
    const resubmit = () =>
      post(evidencePage.action, EVIDENCE, f.owner.cookie, [
        ["intent", "resendSeason"],
        ["submissionId", f.submissionId],
      ]);
    // The same file sent back is refused, and the page says why instead of offering the button.
    const same = await resubmit();
    expect(same.status).toBe(409);
    expect(await same.json()).toEqual(
      refusalOf("resendSeason", SUBMISSION_REFUSED, [resendUnchangedText([f.evidence.label])]),
    );
    let data = await loadEvidence(f.owner.cookie);
    const asked = data.items.find((i) => i.id === f.evidenceId)!;
    expect(asked.review).toEqual({
      status: "CHANGES_REQUESTED",
      label: "Needs changes",
      reason: "Too blurry.",
    });
    expect(asked.permissions).toMatchObject({ replaceFiles: true, edit: false });
    expect(data.submission.submission!.items[2]).toMatchObject({
      canResubmit: false,
      resubmitProblem: REVIEW_MESSAGES.resubmitUnchanged,
    });

    // Replaced in place: one post, the item stays submitted, the old file is history.
    const oldFile = asked.files[0]!;
    const replaced = await post(evidencePage.action, EVIDENCE, f.owner.cookie, [
      ["intent", "replaceFile"],
      ["evidenceId", f.evidenceId],
      ["fileId", oldFile.fileId],
      ["file", fileOf(pdf(), "sharp-invoice.pdf", "application/pdf")],
    ]);
    expect(replaced.status).toBe(302);
    data = await loadEvidence(f.owner.cookie);
    const fixed = data.items.find((i) => i.id === f.evidenceId)!;
    expect(fixed.status).toBe("submitted");
    expect(fixed.files.map((file) => file.name)).toEqual(["sharp-invoice.pdf"]);
    expect(fixed.removedFiles.map((file) => file.fileId)).toEqual([oldFile.fileId]);
    expect(data.submission.submission!.items[2]).toMatchObject({ canResubmit: true });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "evidence.replaceFile"), eq(auditLog.entityId, f.evidenceId)));
    expect(audit).toMatchObject({ actorUserId: f.owner.userId });
    expect(audit!.changes).toMatchObject({ replaced: { fileId: oldFile.fileId } });

    const response = await resubmit();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(FEEDBACK);
    data = await loadEvidence(f.owner.cookie);
    expect(data.submission.submission).toMatchObject({ status: "SUBMITTED" });
    expect(data.submission.submission!.items.map((i) => i.status)).toEqual([
      "ACCEPTED",
      "ACCEPTED",
      "PENDING",
    ]);
    const [item] = (await itemsOf(f.submissionId)).filter((i) => i.id === f.evidence.id);
    expect(item!.snapshot).toMatchObject({
      files: [{ fileId: fixed.files[0]!.fileId, name: "sharp-invoice.pdf" }],
    });
  });

  it("replaces a file in place only when changes are asked, only a current file, only an accepted type", async () => {
    const f = await submittedFarm("Replace Guard Boerdery");
    const fileId = (await loadEvidence(f.owner.cookie)).items.find((i) => i.id === f.evidenceId)!
      .files[0]!.fileId;
    const replace = (cookie: string, file: File, id = fileId) =>
      post(evidencePage.action, EVIDENCE, cookie, [
        ["intent", "replaceFile"],
        ["evidenceId", f.evidenceId],
        ["fileId", id],
        ["file", file],
      ]);
    const sharp = () => fileOf(pdf(), "sharp.pdf", "application/pdf");
    // Waiting for review: nothing is asked yet.
    const early = await replace(f.owner.cookie, sharp());
    expect(early.status).toBe(409);
    expect(await early.text()).toBe(
      "A file can be replaced in place only when the programme has asked for changes to this evidence.",
    );
    await decide(
      f.submissionId,
      [
        { id: f.plan.id, status: "ACCEPTED" },
        { id: f.practice.id, status: "ACCEPTED" },
        { id: f.evidence.id, status: "CHANGES_REQUESTED", reason: "Too blurry." },
      ],
      "CHANGES_REQUESTED",
    );
    expect((await replace(f.viewer, sharp())).status).toBe(403);
    expect((await replace(f.owner.cookie, sharp(), crypto.randomUUID())).status).toBe(404);
    // A program is not evidence: refused beside the file of the form it came from.
    const wrong = await replace(
      f.owner.cookie,
      fileOf(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), "seed.exe", "application/x-msdownload"),
    );
    expect(wrong.status).toBe(422);
    const body = (await wrong.json()) as { formId: string; fieldErrors: Record<string, string> };
    expect(body.formId).toBe(`replaceFile:${fileId}`);
    expect(body.fieldErrors.file).toMatch(/^Invalid file type: /);
    // Nothing changed.
    const item = (await loadEvidence(f.owner.cookie)).items.find((i) => i.id === f.evidenceId)!;
    expect(item.files.map((file) => file.fileId)).toEqual([fileId]);
    expect(item.removedFiles).toEqual([]);
  });

  it("refuses another organisation's submission and viewers", async () => {
    const f = await submittedFarm("Resubmit Guard Boerdery");
    await decide(
      f.submissionId,
      [
        { id: f.plan.id, status: "CHANGES_REQUESTED", reason: "Plan more." },
        { id: f.practice.id, status: "ACCEPTED" },
        { id: f.evidence.id, status: "ACCEPTED" },
      ],
      "CHANGES_REQUESTED",
    );
    const other = await submittedFarm("Resubmit Stranger");
    expect((await resendPost(other.owner.cookie, f.submissionId)).status).toBe(404);
    expect((await resendPost(f.viewer, f.submissionId)).status).toBe(403);
    expect((await itemsOf(f.submissionId)).find((i) => i.id === f.plan.id)!.status).toBe(
      "CHANGES_REQUESTED",
    );
  });

  it("adds new submitted evidence while changes are requested", async () => {
    const f = await submittedFarm("Add Boerdery");
    const added = await addEvidence(f, "Grazing chart", true);
    // Not while it waits for review.
    const early = await addToSubmissionPost(f.owner.cookie, f.submissionId, added);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual(
      refusalOf("addToSubmission", SUBMISSION_REFUSED, [REVIEW_MESSAGES.addNotAllowed]),
    );

    await decide(
      f.submissionId,
      [
        { id: f.plan.id, status: "ACCEPTED" },
        { id: f.practice.id, status: "ACCEPTED" },
        { id: f.evidence.id, status: "CHANGES_REQUESTED", reason: "Show the grazing too." },
      ],
      "CHANGES_REQUESTED",
    );
    const data = await loadEvidence(f.owner.cookie);
    expect(data.submission.addableEvidence.map((e) => e.title)).toEqual(["Grazing chart"]);
    const response = await addToSubmissionPost(f.owner.cookie, f.submissionId, added);
    expect(response.status).toBe(302);
    const item = (await itemsOf(f.submissionId)).find((i) => i.evidenceId === added);
    expect(item).toMatchObject({ kind: "EVIDENCE", status: "PENDING", label: "Grazing chart" });
    // It goes to the reviewer with the season, once the invoice asked about has changed too.
    expect((await submissionOf(f.organisationId))[0]!.status).toBe("CHANGES_REQUESTED");
  });
});

describe("requests from the programme on the home page", () => {
  it("lists the open requests and lets a member mark a programme's request done", async () => {
    const f = await farm("Tasks Boerdery");
    const [asked] = await db()
      .insert(tasks)
      .values({
        organisationId: f.organisationId,
        type: "ADMIN_REQUESTED",
        title: "Send the soil-sample results",
        description: "The lab report of March.",
        href: "/journey/evidence",
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const [farmTask] = await db()
      .insert(tasks)
      .values({ organisationId: f.organisationId, type: "FARM", title: "Fix the invoice" })
      .returning();
    const data = await loadOf<HomeData>(home.loader, f.owner.cookie, "/profile/home");
    expect(data.canCompleteTasks).toBe(true);
    expect(data.tasks.map((t) => [t.type, t.title, t.href])).toEqual([
      ["ADMIN_REQUESTED", "Send the soil-sample results", "/profile/journey/evidence"],
      ["FARM", "Fix the invoice", null],
    ]);

    const complete = (cookie: string, taskId: string) =>
      post(home.action, "/profile/home", cookie, [
        ["intent", "completeTask"],
        ["taskId", taskId],
      ]);
    // A request tied to an item is done by sending the item again, not by hand.
    expect((await complete(f.owner.cookie, farmTask!.id)).status).toBe(409);
    expect((await complete(f.viewer, asked!.id)).status).toBe(403);
    const other = await farm("Tasks Stranger");
    expect((await complete(other.owner.cookie, asked!.id)).status).toBe(404);
    expect((await complete(f.owner.cookie, "not-a-uuid")).status).toBe(404);

    const done = await complete(f.owner.cookie, asked!.id);
    expect(done.status).toBe(302);
    const [row] = await db().select().from(tasks).where(eq(tasks.id, asked!.id));
    expect(row).toMatchObject({ status: "COMPLETE", completedBy: f.owner.userId });
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "task.complete"), eq(auditLog.entityId, asked!.id))),
    ).toHaveLength(1);
    const after = await loadOf<HomeData>(home.loader, f.owner.cookie, "/profile/home");
    expect(after.tasks.map((t) => t.title)).toEqual(["Fix the invoice"]);

    // Staff through userView see them, under userView's links, without 'Mark as done'.
    const userView = await loadOf<HomeData>(
      home.loader,
      adminCookie,
      `/admin/userView/home?userId=${f.owner.userId}`,
    );
    expect(userView.canCompleteTasks).toBe(false);
    expect(userView.tasks.map((t) => t.title)).toEqual(["Fix the invoice"]);
  });

  it("shows no requests when there are none", async () => {
    const f = await farm("Quiet Boerdery");
    const data = await loadOf<HomeData>(home.loader, f.owner.cookie, "/profile/home");
    expect(data.tasks).toEqual([]);
  });
});
