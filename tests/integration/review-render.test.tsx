// The admin's review pages as HTML (issue 16; decision 0086): the queue links each waiting
// submission to its review; the review page has a real post form per item, the summary decision
// and 'Request something specific'; a refused item decision comes back with the error beside
// the reason and the typed values; a decided submission shows no decision forms; the evidence's
// files are download links.
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

  it("the review page has a post form per item, the summary and the request form", async () => {
    const url = `/admin/journey/review/${submissionId}`;
    const page = await data(reviewPage.loader, url, { submissionId });
    const html = render(reviewPage, "/admin/journey/review/:submissionId", url, page);
    expect(html.match(/<form[^>]*method="post"/g)?.length).toBe(4);
    expect(html).toContain(`name="itemId" value="${evidenceItemId}"`);
    expect(html).toContain('value="decideItem"');
    // One form per item with that intent, each keyed by its item.
    expect(html).toContain(`id="decideItem:${evidenceItemId}"`);
    expect(html).toContain('value="decide"');
    expect(html).toContain("Request something specific");
    expect(html).toContain(`href="/files/${fileId}"`);
    expect(html).toMatch(/Download (<!-- -->)?grazing\.pdf/);
  });

  it("a refused decision shows the error beside the reason with the typed values", async () => {
    const url = `/admin/journey/review/${submissionId}`;
    const page = await data(reviewPage.loader, url, { submissionId });
    const refused = await callRoute(
      reviewPage.action,
      new Request(`${BASE}${url}`, {
        method: "POST",
        body: new URLSearchParams({
          intent: "decideItem",
          itemId: evidenceItemId,
          decision: "REJECTED",
          reason: "",
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
    expect(html).toContain(REVIEW_MESSAGES.rejectReasonRequired);
    expect(html).toMatch(/<option value="REJECTED" selected="">/);
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
    expect(html).not.toContain('value="decideItem"');
    expect(html).not.toContain("Send decision");
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
