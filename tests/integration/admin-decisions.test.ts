// Admin decisions and the pages around them (issue 13, decision 0066), with real Requests on a
// fresh database: a decline is a confirm step with a required reason (422 keeping the text), the
// reason reaches the farmer's journey page and the owners' e-mail with our contact details, a
// declined decision can be reopened (audited: who, when, what, why), contracting on a declined
// organisation is refused with a 409 on the pages and through /api/v2, and /admin/userView
// offers a way to pick a person.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  journeyForms,
  memberships,
  organisationDetails,
  organisations,
  users,
} from "~/db/schema";
import * as companyPage from "~/routes/admin.journey.companies.$companyId/route";
import * as onboarding from "~/routes/admin.journey.onboarding";
import * as journeyLayout from "~/routes/profile.journey";
import * as userViewLayout from "~/routes/admin.userView";
import * as userViewPicker from "~/routes/admin.userView._index";
import * as apiFarmsComplete from "~/routes/api.v2.admin.update.$id.farmsComplete";
import * as apiContractSent from "~/routes/api.v2.admin.update.$id.contractSent";
import * as apiContractUpload from "~/routes/api.v2.admin.company.$id.contract.upload";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import * as fixture from "../support/file-fixtures";
import { signInCookie } from "../support/sessions";

trustTestTokens();

type Fn = (args: {
  request: Request;
  params: Record<string, string>;
  context: { cspNonce: string; requestId: string };
}) => unknown;

const REASON = "Most of the farm is under natural veld that may not be ploughed.";
const ids = {} as Record<"farm" | "owner" | "admin", string>;
const cookies = {} as Record<"owner" | "admin" | "viewer", string>;

async function settle(result: () => unknown) {
  let value: unknown;
  try {
    value = await result();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    value = thrown;
  }
  if (value instanceof Response) {
    const text = await value.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // plain text
    }
    return { status: value.status, location: value.headers.get("Location"), body };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit } | null;
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, location: null, body: wrapped.data };
  return { status: 200, location: null, body: value };
}

function call(
  fn: Fn,
  url: string,
  init: {
    cookie?: string;
    form?: Record<string, string> | FormData;
    params?: Record<string, string>;
  } = {},
) {
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  const request = new Request(`http://localhost:3000${url}`, {
    method: init.form ? "POST" : "GET",
    headers,
    body:
      init.form instanceof FormData
        ? init.form
        : init.form
          ? new URLSearchParams(init.form)
          : undefined,
  });
  return settle(() =>
    fn({ request, params: init.params ?? {}, context: { cspNonce: "", requestId: "decisions" } }),
  );
}

beforeAll(async () => {
  const [farm] = await db().insert(organisations).values({ name: "Sondela Boerdery" }).returning();
  ids.farm = farm!.id;
  const [owner, admin] = await db()
    .insert(users)
    .values([
      { subject: "auth|d-owner", email: "lindiwe@example.co.za", name: "Lindiwe", surname: "Zulu" },
      { subject: "auth|d-admin", email: "decider@example.co.za", name: "Decider" },
    ])
    .returning();
  ids.owner = owner!.id;
  ids.admin = admin!.id;
  await db()
    .insert(memberships)
    .values({ userId: ids.owner, organisationId: ids.farm, role: "OWNER" });
  await db()
    .insert(journeyForms)
    .values({
      organisationId: ids.farm,
      kind: "eligibility",
      answers: { landUse: "grassland" },
      status: "submitted",
      submittedAt: new Date(),
    });
  cookies.owner = await signInCookie("auth|d-owner", "lindiwe@example.co.za");
  cookies.admin = await signInCookie("auth|d-admin", "decider@example.co.za", [
    "read:admin",
    "write:admin",
  ]);
  cookies.viewer = await signInCookie("auth|d-viewer", "viewer@example.co.za", ["read:admin"]);
});

const decline = (reason: string) =>
  call(
    onboarding.action as Fn,
    `/admin/journey/onboarding?dialog=decline&kind=eligibility&organisation=${ids.farm}`,
    {
      cookie: cookies.admin,
      form: { intent: "eligibility", organisationId: ids.farm, value: "false", reason },
    },
  );

const details = async () =>
  (
    await db()
      .select()
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, ids.farm))
  )[0];

describe("declining (a confirm step with a reason)", () => {
  it("refuses a decline without a reason with 422, keeping what was typed; nothing is decided", async () => {
    const result = await decline("   ");
    expect(result.status).toBe(422);
    expect(result.body).toEqual({
      formId: "eligibility",
      fieldErrors: {
        reason:
          "Give the reason for declining: the farmer reads it on their journey page and in the e-mail.",
      },
      repopulateFields: { reason: "   " },
    });
    expect((await details())?.eligibility ?? null).toBeNull();
    expect(await db().select().from(emailOutbox)).toHaveLength(0);
  });

  it("declines with the reason: stored, audited, e-mailed to the owners with our contact details", async () => {
    const result = await decline(REASON);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin/journey/onboarding");
    expect(await details()).toMatchObject({
      eligibility: false,
      eligibilityDeclineReason: REASON,
      eligibilityUpdatedBy: ids.admin,
    });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "lindiwe@example.co.za"));
    expect(mail!.text).toContain(`Our reason: ${REASON}`);
    expect(mail!.text).toContain("hello@veld.example");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "organisation.eligibility"), eq(auditLog.entityId, ids.farm)));
    expect(entry).toMatchObject({
      actorUserId: ids.admin,
      actorLabel: "decider@example.co.za",
      changes: { eligibility: false, reason: REASON },
    });
  });

  it("shows the farmer the reason and real contact details on the journey page", async () => {
    const layout = await call(journeyLayout.loader as Fn, "/profile/journey/viability", {
      cookie: cookies.owner,
    });
    const journey = (
      layout.body as {
        journey: {
          status: { kind: string; reason: string; message: string };
          access: Record<string, { open: boolean; reason?: string }>;
        };
      }
    ).journey;
    expect(journey.status).toMatchObject({ kind: "declined", reason: REASON });
    expect(journey.status.message).toContain("hello@veld.example");
    expect(journey.access.viability!.reason).toContain(`Our reason: ${REASON}`);
  });
});

describe("contracting on a declined organisation is refused (409)", () => {
  const page = (action: string) => {
    // The contract form carries a real PDF: the refusal is the declined organisation's, not a
    // missing file's.
    const form = new FormData();
    form.set("intent", action);
    form.set("value", "true");
    if (action === "contract-upload")
      form.set("file.files", fixture.fileOf(fixture.pdf(), "contract.pdf", "application/pdf"));
    return call(companyPage.action as Fn, `/admin/journey/companies/${ids.farm}`, {
      cookie: cookies.admin,
      form,
      params: { companyId: ids.farm },
    });
  };

  it("on the company page: farms complete, contract sent, contract upload", async () => {
    for (const action of ["farms-complete", "contract-sent", "contract-upload"]) {
      const result = await page(action);
      expect(result.status, `${action}: ${JSON.stringify(result.body)}`).toBe(409);
      expect(result.body).toBe(
        "This organisation's eligibility was declined, so its contracting cannot go ahead. Reopen the eligibility decision first if that has changed.",
      );
    }
    expect((await details())!.farmsComplete).toBe(false);
    const view = await call(companyPage.loader as Fn, `/admin/journey/companies/${ids.farm}`, {
      cookie: cookies.viewer,
      params: { companyId: ids.farm },
    });
    expect(view.body).toMatchObject({ declined: { kind: "eligibility", reason: REASON } });
  });

  it("through /api/v2: farmsComplete, contractSent, contract upload", async () => {
    const token = await mintAccessToken("auth|d-admin", {
      permissions: ["read:admin", "write:admin"],
    });
    const params = { id: ids.farm };
    const context = { cspNonce: "", requestId: "decisions-api" };
    const farms = await settle(() =>
      (apiFarmsComplete.action as Fn)({
        request: apiRequest(`/api/v2/admin/update/${ids.farm}/farmsComplete`, token, {
          method: "POST",
          body: {},
        }),
        params,
        context,
      }),
    );
    expect(farms.status).toBe(409);
    expect(farms.body).toMatchObject({ ok: false, message: expect.stringMatching(/declined/) });
    const sent = await settle(() =>
      (apiContractSent.action as Fn)({
        request: apiRequest(`/api/v2/admin/update/${ids.farm}/contractSent`, token, {
          method: "POST",
          body: {},
        }),
        params,
        context,
      }),
    );
    expect(sent.status).toBe(409);
    const body = new FormData();
    body.set("file", fixture.fileOf(fixture.pdf(), "contract.pdf", "application/pdf"));
    const upload = await settle(() =>
      (apiContractUpload.action as Fn)({
        request: new Request(
          `http://localhost:3000/api/v2/admin/company/${ids.farm}/contract/upload`,
          { method: "POST", headers: { Authorization: `Bearer ${token}` }, body },
        ),
        params,
        context,
      }),
    );
    expect(upload.status).toBe(409);
    expect((await details())!.contractFileId).toBeNull();
  });
});

describe("reopening a declined decision", () => {
  const reopen = (why: string) =>
    call(
      companyPage.action as Fn,
      `/admin/journey/companies/${ids.farm}?dialog=reopen&kind=eligibility`,
      {
        cookie: cookies.admin,
        form: { intent: "reopen", kind: "eligibility", why },
        params: { companyId: ids.farm },
      },
    );

  it("needs why (422, text kept) and write:admin", async () => {
    const missing = await reopen("");
    expect(missing.status).toBe(422);
    // The one action result (decision 0128): the error beside `why`, the text as typed.
    expect(missing.body).toEqual({
      formId: "reopen",
      fieldErrors: { why: "Say why you are reopening this decision." },
      repopulateFields: { why: "" },
    });
    const viewer = await call(companyPage.action as Fn, `/admin/journey/companies/${ids.farm}`, {
      cookie: cookies.viewer,
      form: { intent: "reopen", kind: "eligibility", why: "x" },
      params: { companyId: ids.farm },
    });
    expect(viewer.status).toBe(403);
  });

  it("reopens: undecided again, back in the queue, audited with who, when, what and why", async () => {
    const why = "The owner sent a new map: the veld is now a separate farm.";
    const result = await reopen(why);
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/admin/journey/companies/${ids.farm}`);
    expect(await details()).toMatchObject({ eligibility: null, eligibilityDeclineReason: null });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "organisation.eligibility.reopen"),
          eq(auditLog.entityId, ids.farm),
        ),
      );
    expect(entry).toMatchObject({
      actorUserId: ids.admin,
      actorLabel: "decider@example.co.za",
      changes: { eligibility: { from: false, to: null }, declineReason: REASON, why },
    });
    expect(entry!.createdAt).toBeInstanceOf(Date);
    const queue = await call(onboarding.loader as Fn, "/admin/journey/onboarding", {
      cookie: cookies.admin,
    });
    expect(
      (queue.body as { eligibility: { id: string }[] }).eligibility.map((r) => r.id),
    ).toContain(ids.farm);
    // Nothing to reopen any more.
    expect((await reopen(why)).status).toBe(409);
  });
});

describe("/admin/userView: picking a person", () => {
  it("finds people by name or e-mail with a GET search", async () => {
    const byName = await call(userViewPicker.loader as Fn, "/admin/userView?q=lindiwe%20zu", {
      cookie: cookies.viewer,
    });
    expect(byName.body).toMatchObject({
      q: "lindiwe zu",
      people: [{ id: ids.owner, email: "lindiwe@example.co.za" }],
    });
    const byMail = await call(userViewPicker.loader as Fn, "/admin/userView?q=DECIDER@", {
      cookie: cookies.viewer,
    });
    expect((byMail.body as { people: { id: string }[] }).people.map((p) => p.id)).toEqual([
      ids.admin,
    ]);
    const none = await call(userViewPicker.loader as Fn, "/admin/userView?q=%25", {
      cookie: cookies.viewer,
    });
    expect((none.body as { people: unknown[] }).people).toEqual([]);
    const farmer = await call(userViewPicker.loader as Fn, "/admin/userView?q=a", {
      cookie: cookies.owner,
    });
    expect(farmer.status).toBe(403);
  });

  it("a person's page without a person says so (404), the picker itself does not", async () => {
    const home = await call(userViewLayout.loader as Fn, "/admin/userView/home", {
      cookie: cookies.viewer,
    });
    expect(home.status).toBe(404);
    expect(home.body).toBe(
      "No person is chosen yet, so there are no pages to show. Pick a person first.",
    );
    const picker = await call(userViewLayout.loader as Fn, "/admin/userView", {
      cookie: cookies.viewer,
    });
    expect(picker).toMatchObject({ status: 200, body: { userId: null } });
  });
});
