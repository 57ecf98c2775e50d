// Issued credits (issue 17; decision 0092): /admin/calc/credits (read:admin sees the list,
// write:admin records and voids with a reason, both audited; a farmer cannot), and the API:
// /api/v2/admin/credits, /api/v2/admin/credits/{creditId}/void, /api/v2/credits and
// /api/v2/partnershipInfo with bearer tokens.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { listIssuedCredits } from "~/models/issued-credits.server";
import * as page from "~/routes/admin.calc_.credits/route";
import * as adminApi from "~/routes/api.v2.admin.credits";
import * as voidApi from "~/routes/api.v2.admin.credits.$creditId.void";
import * as creditsApi from "~/routes/api.v2.credits";
import * as partnershipApi from "~/routes/api.v2.partnershipInfo";
import { CREDIT_MESSAGES } from "~/services/calculations/credits";
import { currentSeason } from "~/services/fields/seasons";
import { apiRequest, trustTestTokens } from "../support/api-tokens";
import {
  insertCalculationOrganisation,
  loadPage,
  postForm,
  renderPage as render,
  signInAdmin,
} from "../support/calculation-fixture";
import { callRoute } from "../support/route-call";

trustTestTokens();

const PAGE = "http://localhost:3000/admin/calc/credits";
let orgA: string;
const cookies = {} as Record<"reader" | "writer" | "farmer", string>;
const tokens = {} as Record<"reader" | "writer" | "farmer", string>;
const season = currentSeason() - 1;

const post = (cookie: string, search: string, values: Record<string, string>) =>
  postForm(page.action, `${PAGE}?${search}`, cookie, values);

const record = (extra: Record<string, string> = {}) => ({
  intent: "record",
  companyId: orgA,
  season: String(season),
  tonnesCo2e: "125.5",
  issuedOn: "2025-11-20",
  registry: "Verra",
  serialRange: "VCS-1-126",
  note: "Verified by the auditor in October.",
  ...extra,
});

const loaderData = (url: string, cookie: string) => loadPage(page.loader, url, cookie);

beforeAll(async () => {
  const a = await insertCalculationOrganisation("Credits Farm", currentSeason(), [
    { farm: "Boplaas", name: "Rivier", areaHectares: 120 },
  ]);
  orgA = a.organisationId;
  const signedIn = {
    farmer: a.members.OWNER!,
    reader: await signInAdmin("credits", "reader", ["read:admin"]),
    writer: await signInAdmin("credits", "writer", ["read:admin", "write:admin"]),
  };
  for (const who of ["farmer", "reader", "writer"] as const) {
    cookies[who] = signedIn[who].cookie;
    tokens[who] = signedIn[who].token;
  }
});

describe("/admin/calc/credits", () => {
  it("is refused to a farmer and to read:admin for writes", async () => {
    const farmer = await callRoute(
      page.loader,
      new Request(PAGE, { headers: { Cookie: cookies.farmer } }),
    );
    expect(farmer.status).toBe(403);
    expect((await post(cookies.farmer, "", record())).status).toBe(403);
    expect((await post(cookies.reader, "", record())).status).toBe(403);
    expect(await listIssuedCredits(orgA)).toEqual([]);
  });

  it("records credits for write:admin, audited, and shows them to read:admin", async () => {
    const response = await post(cookies.writer, `dialog=record&companyId=${orgA}`, record());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/calc/credits?companyId=${orgA}`);
    const [row] = await listIssuedCredits(orgA);
    expect(row).toMatchObject({
      season,
      tonnesCo2e: 125.5,
      registry: "Verra",
      recordedByLabel: "writer@credits.example",
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "issuedCredit.record"), eq(auditLog.entityId, row!.id)));
    expect(entry?.actorLabel).toBe("writer@credits.example");
    expect(entry?.changes).toMatchObject({ reason: "Verified by the auditor in October." });

    const data = await loaderData(`${PAGE}?companyId=${orgA}`, cookies.reader);
    expect(data.canWrite).toBe(false);
    expect(data.totalTonnes).toBe(125.5);
    expect(data.credits[0]).toMatchObject({ companyName: "Credits Farm", voided: false });
    const html = render(page, "/admin/calc/credits", `/admin/calc/credits?companyId=${orgA}`, data);
    expect(html).toContain("Credits Farm");
    expect(html).toContain(">125.5<");
    expect(html).not.toContain("Record issued credits</a>");
    const writer = await loaderData(`${PAGE}?companyId=${orgA}`, cookies.writer);
    const dialogs = render(
      page,
      "/admin/calc/credits",
      `/admin/calc/credits?companyId=${orgA}&dialog=record`,
      writer,
    );
    expect(dialogs).toContain("Record issued credits");
    expect(dialogs).toContain('name="tonnesCo2e"');
  });

  it("refuses a record without a note, keeping what was typed", async () => {
    const response = await post(cookies.writer, "", record({ note: "no", tonnesCo2e: "0" }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, string>;
    };
    expect(body.fieldErrors.tonnesCo2e ?? body.fieldErrors.note).toBeDefined();
    expect(body.repopulateFields.registry).toBe("Verra");
  });

  it("voids a record with a reason (audited), once; the record stays", async () => {
    const [row] = await listIssuedCredits(orgA);
    const missing = await post(cookies.writer, "", {
      intent: "void",
      creditId: row!.id,
      reason: "",
    });
    expect(missing.status).toBe(422);
    const response = await post(cookies.writer, `dialog=void&creditId=${row!.id}`, {
      intent: "void",
      creditId: row!.id,
      reason: "Entered twice by mistake.",
    });
    expect(response.status).toBe(302);
    const [voided] = await listIssuedCredits(orgA);
    expect(voided?.voidReason).toBe("Entered twice by mistake.");
    expect(voided?.voidedAt).toBeInstanceOf(Date);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "issuedCredit.void"), eq(auditLog.entityId, row!.id)));
    expect(entry?.changes).toMatchObject({ reason: "Entered twice by mistake." });
    const again = await post(cookies.writer, "", {
      intent: "void",
      creditId: row!.id,
      reason: "Once more please.",
    });
    expect(again.status).toBe(409);
    expect((await loaderData(`${PAGE}?companyId=${orgA}`, cookies.reader)).totalTonnes).toBe(0);
  });

  it.each([
    ["?companyId=nope", 400],
    ["?companyId=00000000-0000-4000-8000-000000000000", 404],
  ])("%s answers %i", async (search, status) => {
    const response = await callRoute(
      page.loader,
      new Request(`${PAGE}${search}`, { headers: { Cookie: cookies.reader } }),
    );
    expect(response.status).toBe(status);
  });
});

describe("the credits API", () => {
  const ADMIN = "http://localhost:3000/api/v2/admin/credits";
  const body = () => ({
    companyId: orgA,
    season,
    tonnesCo2e: 300,
    issuedOn: "2025-11-20",
    registry: "Gold Standard",
    note: "Second issuance, verified.",
  });

  it("records (write:admin, 201), refuses read:admin (403) and bad values (422), voids", async () => {
    expect(
      (
        await callRoute(
          adminApi.action,
          apiRequest(ADMIN, tokens.reader, { method: "POST", body: body() }),
        )
      ).status,
    ).toBe(403);
    const bad = await callRoute(
      adminApi.action,
      apiRequest(ADMIN, tokens.writer, { method: "POST", body: { ...body(), note: "" } }),
    );
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.note).toBe(
      CREDIT_MESSAGES.note,
    );
    const created = await callRoute(
      adminApi.action,
      apiRequest(ADMIN, tokens.writer, { method: "POST", body: body() }),
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; tonnesCo2e: number } };
    expect(data.tonnesCo2e).toBe(300);

    const listed = await callRoute(
      adminApi.loader,
      apiRequest(`${ADMIN}?companyId=${orgA}`, tokens.reader),
    );
    expect(((await listed.json()) as { data: { totalTonnes: number } }).data.totalTonnes).toBe(300);

    const farmer = await callRoute(
      creditsApi.loader,
      apiRequest("http://localhost:3000/api/v2/credits", tokens.farmer),
    );
    const mine = (await farmer.json()) as {
      data: { totalTonnes: number; bySeason: unknown[]; credits: unknown[] };
    };
    expect(mine.data.totalTonnes).toBe(300);
    expect(mine.data.bySeason).toEqual([{ season, tonnes: 300 }]);
    expect(mine.data.credits).toHaveLength(2);
    expect((await callRoute(adminApi.loader, apiRequest(ADMIN, tokens.farmer))).status).toBe(403);

    const info = await callRoute(
      partnershipApi.loader,
      apiRequest("http://localhost:3000/api/v2/partnershipInfo", tokens.farmer),
    );
    expect(info.status).toBe(200);
    const partnership = (await info.json()) as { data: Record<string, unknown> };
    expect(partnership.data).toMatchObject({
      companyId: orgA,
      contract: { status: "signed" },
      hectares: { mapped: 120, included: 120, fields: 1 },
      credits: { issuedTonnes: 300 },
    });

    const voidUrl = `${ADMIN}/${data.id}/void`;
    const noReason = await callRoute(
      voidApi.action,
      apiRequest(voidUrl, tokens.writer, { method: "POST", body: {} }),
      { creditId: data.id },
    );
    expect(noReason.status).toBe(422);
    const voided = await callRoute(
      voidApi.action,
      apiRequest(voidUrl, tokens.writer, { method: "POST", body: { reason: "Wrong registry." } }),
      { creditId: data.id },
    );
    expect(voided.status).toBe(200);
    expect(((await voided.json()) as { data: { voided: boolean } }).data.voided).toBe(true);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (
        await callRoute(
          voidApi.action,
          apiRequest(`${ADMIN}/${unknown}/void`, tokens.writer, {
            method: "POST",
            body: { reason: "Wrong registry." },
          }),
          { creditId: unknown },
        )
      ).status,
    ).toBe(404);
  });
});
