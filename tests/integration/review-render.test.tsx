// The admin's review pages as HTML (issue 16; decisions 0086, 0140): the queue links each
// waiting submission to its review; the review page has one real post form for the whole review
// (a row per item, then the season's decision) and 'Request something specific'; a refused review
// comes back with the error summary naming each item to fix, each error beside its item's reason
// and every typed value; a decided submission shows no decision form; the evidence's files are
// download links.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { evidenceFiles, evidenceItems, storedFiles, submissions } from "~/db/schema";
import { insertSubmission, insertSubmissionItems } from "~/models/submissions.server";
import * as queuePage from "~/routes/admin.journey.review._index/route";
import * as reviewPage from "~/routes/admin.journey.review.$submissionId/route";
import * as allPage from "~/routes/admin.submissions/route";
import { currentSeason } from "~/services/fields/seasons";
import { REVIEW_MESSAGES } from "~/services/review/rules";
import { eq } from "drizzle-orm";
import { insertPlanningOrganisation } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const S = currentSeason();
let cookie: string;
let submissionId: string;
let evidenceItemId: string;
let fileId: string;

function render(
  route: { default: () => JSX.Element },
  path: string,
  url: string,
  data: unknown,
  actionData?: unknown,
) {
  const Stub = createRemixStub([
    { id: "page", path, Component: route.default, loader: () => data as Record<string, unknown> },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      <Stub
        initialEntries={[url]}
        hydrationData={{
          loaderData: { page: data },
          ...(actionData ? { actionData: { page: actionData } } : {}),
        }}
      />,
    );
  } finally {
    quiet.mockRestore();
  }
}

async function data(fn: (args: never) => unknown, url: string, params = {}) {
  const answer = await callRoute(
    fn,
    new Request(`${BASE}${url}`, { headers: { Cookie: cookie } }),
    params,
  );
  return answer instanceof Response ? answer.json() : answer;
}

beforeAll(async () => {
  const org = (await insertPlanningOrganisation("Render Boerdery", S, [])).organisationId;
  cookie = await signInCookie("render|admin", "render@veld.example", ["read:admin", "write:admin"]);
  const [file] = await db()
    .insert(storedFiles)
    .values({
      storageKey: `render-${Date.now()}`,
      originalName: "grazing.pdf",
      mimeType: "application/pdf",
      extension: "pdf",
      size: 2048,
      sha256: "1".repeat(64),
      purpose: "evidence",
      organisationId: org,
    })
    .returning();
  fileId = file!.id;
  const [evidence] = await db()
    .insert(evidenceItems)
    .values({
      organisationId: org,
      season: S,
      categories: ["grazing"],
      title: "Grazing chart",
      status: "submitted",
    })
    .returning();
  await db()
    .insert(evidenceFiles)
    .values({ evidenceId: evidence!.id, organisationId: org, fileId });
  const submission = await insertSubmission({ organisationId: org, season: S });
  submissionId = submission.id;
  const items = await insertSubmissionItems([
    { submissionId, organisationId: org, kind: "PLAN", label: "Implementation plan" },
    {
      submissionId,
      organisationId: org,
      kind: "EVIDENCE",
      label: "Grazing chart",
      evidenceId: evidence!.id,
    },
  ]);
  evidenceItemId = items[1]!.id;
});

describe("the review pages' HTML", () => {
  it("the queue links the waiting submission to its review page", async () => {
    const html = render(
      queuePage,
      "/admin/journey/review",
      "/admin/journey/review",
      await data(queuePage.loader, "/admin/journey/review"),
    );
    expect(html).toContain("Render Boerdery");
    expect(html).toContain(`href="/admin/journey/review/${submissionId}"`);
    expect(html).toContain("<caption>Submissions waiting for review</caption>");
  });

  it("the review page has one post form for every item and the season, and the request form", async () => {
    const url = `/admin/journey/review/${submissionId}`;
    const page = await data(reviewPage.loader, url, { submissionId });
    const html = render(reviewPage, "/admin/journey/review/:submissionId", url, page);
    // The review, 'Request something specific' (no request is open, so nothing to close).
    expect(html.match(/<form[^>]*method="post"/g)?.length).toBe(2);
    expect(html.match(/name="intent" value="review"/g)?.length).toBe(1);
    expect(html).toContain(`name="items[1].id" value="${evidenceItemId}"`);
    expect(html).toContain('name="items[0].decision"');
    expect(html).toContain('name="items[1].reason"');
    expect(html).toContain('name="message"');
    expect(html).toMatch(/Send the review/);
    expect(html).toContain("Request something specific");
    expect(html).toContain(`href="/files/${fileId}"`);
    expect(html).toMatch(/Download (<!-- -->)?grazing\.pdf/);
  });

  it("a refused review names each item to fix at the top, the error beside its reason, every value kept", async () => {
    const url = `/admin/journey/review/${submissionId}`;
    const page = await data(reviewPage.loader, url, { submissionId });
    const refused = await callRoute(
      reviewPage.action,
      new Request(`${BASE}${url}`, {
        method: "POST",
        body: new URLSearchParams({
          intent: "review",
          "items[0].id": page.items[0].id,
          "items[0].decision": "ACCEPTED",
          "items[0].reason": "",
          "items[1].id": evidenceItemId,
          "items[1].decision": "REJECTED",
          "items[1].reason": "",
          decision: "REJECTED",
          message: "The chart is not this farm's.",
        }),
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      }),
      { submissionId },
    );
    expect(refused.status).toBe(422);
    const html = render(
      reviewPage,
      "/admin/journey/review/:submissionId",
      url,
      page,
      await refused.json(),
    );
    const summary = html.slice(
      html.indexOf("kf-error-summary"),
      html.indexOf('id="items-heading"'),
    );
    expect(summary).toContain("There is a problem with 1 answer");
    expect(summary).toContain("Reason for Evidence: Grazing chart");
    expect(html).toContain(REVIEW_MESSAGES.rejectReasonRequired);
    expect(html.match(/<option value="REJECTED" selected="">/g)?.length).toBe(2);
    expect(html).toContain("The chart is not this farm&#x27;s.");
  });

  it("a decided submission shows no decision forms", async () => {
    await db()
      .update(submissions)
      .set({ status: "ACCEPTED", decidedAt: new Date() })
      .where(eq(submissions.id, submissionId));
    const url = `/admin/journey/review/${submissionId}`;
    const html = render(
      reviewPage,
      "/admin/journey/review/:submissionId",
      url,
      await data(reviewPage.loader, url, { submissionId }),
    );
    expect(html).toContain("shown read-only");
    expect(html).not.toContain('value="review"');
    expect(html).not.toContain("Send the review");
  });

  it("/admin/submissions lists it with its status", async () => {
    const html = render(
      allPage,
      "/admin/submissions",
      "/admin/submissions",
      await data(allPage.loader, "/admin/submissions"),
    );
    expect(html).toContain("Accepted");
    expect(html).toContain(`href="/admin/journey/review/${submissionId}"`);
  });
});
