// /api/v2 calls of the contracting details (spec §7): company info GET/PUT, signatories CRUD,
// and the admin calls farmsComplete, contractSent, contract upload and GET /admin/farms.
// Bearer tokens from a test issuer; another organisation is a 404.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { farms, memberships, organisationDetails, organisations, users } from "~/db/schema";
import * as adminFarms from "~/routes/api.v2.admin.farms";
import * as contractUpload from "~/routes/api.v2.admin.company.$id.contract.upload";
import * as contractSent from "~/routes/api.v2.admin.update.$id.contractSent";
import * as farmsComplete from "~/routes/api.v2.admin.update.$id.farmsComplete";
import * as company from "~/routes/api.v2.company.$companyId";
import * as signatoryList from "~/routes/api.v2.company.$companyId.signatories";
import * as signatoryOne from "~/routes/api.v2.company.$companyId.signatories.$signatoryId";
import { INVALID_API_PHONE } from "~/services/contracting/api";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { pdf } from "../support/file-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

let orgA: string;
let orgB: string;
let adminId: string;
const tokens = {} as Record<
  "owner" | "staff" | "staffOther" | "outsider" | "admin" | "reader",
  string
>;

const call = callRoute;

beforeAll(async () => {
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Boplaas" }, { name: "Elders" }])
    .returning();
  orgA = a!.id;
  orgB = b!.id;
  const [owner, other, outsider, admin, staff] = await db()
    .insert(users)
    .values([
      { subject: "api|owner", email: "owner@example.co.za" },
      { subject: "api|other", email: "other@example.co.za" },
      { subject: "api|outsider", email: "outsider@example.co.za" },
      { subject: "api|admin", email: "admin@example.co.za" },
      { subject: "api|staff", email: "staff@example.co.za" },
    ])
    .returning();
  adminId = admin!.id;
  await db()
    .insert(memberships)
    .values([
      { userId: owner!.id, organisationId: orgA, role: "OWNER" },
      { userId: other!.id, organisationId: orgA, role: "OTHER" },
      { userId: outsider!.id, organisationId: orgB, role: "OWNER" },
      { userId: staff!.id, organisationId: orgA, role: "STAFF" },
    ]);
  await db().insert(farms).values({ organisationId: orgA, name: "Boplaas Noord", erfNumbers: [] });
  tokens.owner = await mintAccessToken("api|owner");
  tokens.staff = await mintAccessToken("api|staff");
  tokens.staffOther = await mintAccessToken("api|other");
  tokens.outsider = await mintAccessToken("api|outsider");
  tokens.admin = await mintAccessToken("api|admin", { permissions: ["read:admin", "write:admin"] });
  tokens.reader = await mintAccessToken("api|admin", { permissions: ["read:admin"] });
});

describe("company info", () => {
  it("a member reads it; another organisation's member gets a 404", async () => {
    const ok = await call(company.loader, apiRequest(`/api/v2/company/${orgA}`, tokens.owner), {
      companyId: orgA,
    });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({
      ok: true,
      data: { companyId: orgA, name: "Boplaas", contract: null },
    });
    expect(body.data.farms[0].warnings).toEqual(["UNMAPPED_LOCATION", "UNMAPPED_FARM_ERF"]);
    const other = await call(
      company.loader,
      apiRequest(`/api/v2/company/${orgA}`, tokens.outsider),
      {
        companyId: orgA,
      },
    );
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ ok: false, message: "Organisation not found" });
    expect(
      (await call(company.loader, apiRequest(`/api/v2/company/${orgA}`, null), { companyId: orgA }))
        .status,
    ).toBe(401);
  });

  it("PUT changes the legal entity; bad values are 422 with errors; OTHER members get 403", async () => {
    const put = (token: string, body: unknown) =>
      call(company.action, apiRequest(`/api/v2/company/${orgA}`, token, { method: "PUT", body }), {
        companyId: orgA,
      });
    const ok = await put(tokens.owner, {
      legalName: "Boplaas Trust",
      registrationNumber: "IT123/2001",
      province: "WC",
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.legalEntity).toMatchObject({
      legalName: "Boplaas Trust",
      province: "WC",
      town: null,
    });
    // The company form's own schema checks the body (decision 0054): the page's messages.
    const unknown = await put(tokens.owner, { province: "WC", colour: "red", town: 7 });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      ok: false,
      message: "Some fields are missing or not valid.",
      errors: { colour: "This field is not known.", town: "Send text, or null to clear it." },
    });
    const bad = await put(tokens.owner, { province: "ZZ", name: "", legalName: "x".repeat(201) });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      ok: false,
      message: "Some fields are missing or not valid.",
      errors: {
        province: "Choose one of the options.",
        name: "Required",
        legalName: "Too many characters",
      },
    });
    const read = async () =>
      (
        await (
          await call(company.loader, apiRequest(`/api/v2/company/${orgA}`, tokens.owner), {
            companyId: orgA,
          })
        ).json()
      ).data;
    // Nothing of a refused body was written.
    expect((await read()).legalEntity.province).toBe("WC");
    // Staff change the legal entity but may not rename; one transaction, so nothing is half-saved.
    const rename = await put(tokens.staff, { name: "Renamed", legalName: "Half saved?" });
    expect(rename.status).toBe(403);
    expect(await read()).toMatchObject({
      name: "Boplaas",
      legalEntity: { legalName: "Boplaas Trust" },
    });
    const staffEdit = await put(tokens.staff, { town: "Bethal", vatNumber: null });
    expect(staffEdit.status).toBe(200);
    expect((await read()).legalEntity).toMatchObject({ town: "Bethal", vatNumber: null });
    expect((await put(tokens.staffOther, { legalName: "X" })).status).toBe(403);
    expect((await put(tokens.outsider, { legalName: "X" })).status).toBe(404);
  });
});

describe("signatories", () => {
  it("create, read, update and delete, scoped to the organisation", async () => {
    const created = await call(
      signatoryList.action,
      apiRequest(`/api/v2/company/${orgA}/signatories`, tokens.owner, {
        method: "POST",
        body: {
          name: "Anna",
          surname: "Botha",
          email: "anna@example.co.za",
          designation: "Trustee",
        },
      }),
      { companyId: orgA },
    );
    expect(created.status).toBe(201);
    const {
      ok,
      data: { signatoryId },
    } = await created.json();
    expect(ok).toBe(true);
    const list = await call(
      signatoryList.loader,
      apiRequest(`/api/v2/company/${orgA}/signatories`, tokens.owner),
      {
        companyId: orgA,
      },
    );
    expect((await list.json()).data).toHaveLength(1);
    const params = { companyId: orgA, signatoryId };
    const url = `/api/v2/company/${orgA}/signatories/${signatoryId}`;
    expect((await call(signatoryOne.loader, apiRequest(url, tokens.outsider), params)).status).toBe(
      404,
    );
    const wrongOrg = await call(
      signatoryOne.loader,
      apiRequest(`/api/v2/company/${orgB}/signatories/${signatoryId}`, tokens.outsider),
      { companyId: orgB, signatoryId },
    );
    expect(wrongOrg.status).toBe(404);
    const updated = await call(
      signatoryOne.action,
      apiRequest(url, tokens.owner, {
        method: "PUT",
        body: {
          name: "Anna",
          surname: "Botha-Smit",
          email: "anna@example.co.za",
          designation: "Trustee",
        },
      }),
      params,
    );
    expect((await updated.json()).data.surname).toBe("Botha-Smit");
    const invalid = await call(
      signatoryOne.action,
      apiRequest(url, tokens.owner, {
        method: "PUT",
        body: { name: "", surname: "B", email: "nope" },
      }),
      params,
    );
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({
      name: "Required",
      email: "Enter a valid email address, like name@example.com.",
    });
    expect(
      (
        await call(
          signatoryOne.action,
          apiRequest(url, tokens.staffOther, { method: "DELETE" }),
          params,
        )
      ).status,
    ).toBe(403);
    const deleted = await call(
      signatoryOne.action,
      apiRequest(url, tokens.owner, { method: "DELETE" }),
      params,
    );
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect((await call(signatoryOne.loader, apiRequest(url, tokens.owner), params)).status).toBe(
      404,
    );
  });

  // Issue 13 'one phone rule': the API reads a phone as the phone field does (decision 0065).
  const PHONES: [string, unknown, string | null | "refused"][] = [
    ["national with spaces", "082 555 1234", "+27 825551234"],
    ["international with spaces", "+27 82 555 1234", "+27 825551234"],
    ["national digits", "0825551234", "+27 825551234"],
    ["as stored", "+27 825551234", "+27 825551234"],
    ["another country's", "+44 7400 123456", "+44 7400123456"],
    ["empty", "", null],
    ["null", null, null],
    ["garbage", "call me maybe", "refused"],
    ["dashes", "082-555-1234", "refused"],
    ["one digit too many", "082 555 12345", "refused"],
    ["too long", "0825551234567890123", "refused"],
    ["an unknown calling code", "+999 123 456", "refused"],
    ["a number, not text", 825551234, "refused"],
  ];

  it.each(PHONES)("POST and PUT a phone number, %s: %j → %j", async (_name, phone, stored) => {
    const email = `phone-${Math.random().toString(36).slice(2)}@example.co.za`;
    const body = { name: "Pieter", surname: "Venter", email, phoneNumber: phone };
    const created = await call(
      signatoryList.action,
      apiRequest(`/api/v2/company/${orgA}/signatories`, tokens.owner, { method: "POST", body }),
      { companyId: orgA },
    );
    if (stored === "refused") {
      // The documented envelope (docs/api.md): 422 with the field named, never a 500.
      expect(created.status).toBe(422);
      const answer = await created.json();
      expect(answer).toMatchObject({ ok: false, message: "Some fields are missing or not valid." });
      expect(Object.keys(answer.errors)).toEqual(["phoneNumber"]);
      expect(answer.errors.phoneNumber).toMatch(/phone number/);
      return;
    }
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data.phoneNumber).toBe(stored);
    // PUT reads it the same way.
    const params = { companyId: orgA, signatoryId: data.signatoryId };
    const updated = await call(
      signatoryOne.action,
      apiRequest(`/api/v2/company/${orgA}/signatories/${data.signatoryId}`, tokens.owner, {
        method: "PUT",
        body,
      }),
      params,
    );
    expect(updated.status).toBe(200);
    expect((await updated.json()).data.phoneNumber).toBe(stored);
  });

  it("answers a bad phone on PUT with 422 and keeps the stored one", async () => {
    const email = "phone-put@example.co.za";
    const body = { name: "Sarah", surname: "Venter", email, phoneNumber: "082 555 1234" };
    const created = await call(
      signatoryList.action,
      apiRequest(`/api/v2/company/${orgA}/signatories`, tokens.owner, { method: "POST", body }),
      { companyId: orgA },
    );
    const { signatoryId } = (await created.json()).data;
    const url = `/api/v2/company/${orgA}/signatories/${signatoryId}`;
    const params = { companyId: orgA, signatoryId };
    const refused = await call(
      signatoryOne.action,
      apiRequest(url, tokens.owner, { method: "PUT", body: { ...body, phoneNumber: "12" } }),
      params,
    );
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ phoneNumber: INVALID_API_PHONE });
    const read = await call(signatoryOne.loader, apiRequest(url, tokens.owner), params);
    expect((await read.json()).data.phoneNumber).toBe("+27 825551234");
  });
});

describe("admin calls", () => {
  it("farmsComplete needs write:admin and records updatedBy", async () => {
    const url = `/api/v2/admin/update/${orgA}/farmsComplete`;
    const denied = await call(
      farmsComplete.action,
      apiRequest(url, tokens.reader, { method: "POST", body: {} }),
      { id: orgA },
    );
    expect(denied.status).toBe(403);
    const ok = await call(
      farmsComplete.action,
      apiRequest(url, tokens.admin, { method: "POST", body: { updatedBy: adminId } }),
      { id: orgA },
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, data: { farmsComplete: true } });
    const [row] = await db()
      .select()
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, orgA));
    expect(row!.farmsCompleteUpdatedBy).toBe(adminId);
    const unknown = await call(
      farmsComplete.action,
      apiRequest(url, tokens.admin, {
        method: "POST",
        body: { updatedBy: "00000000-0000-4000-8000-000000000000" },
      }),
      { id: orgA },
    );
    // A value that breaks a rule in a readable body: 422 with the field.
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      ok: false,
      message: "updatedBy must be the id of a Veld user.",
      errors: { updatedBy: "updatedBy must be the id of a Veld user." },
    });
  });

  it("contractSent is 409 until the contract is uploaded, then sends it", async () => {
    const sentUrl = `/api/v2/admin/update/${orgA}/contractSent`;
    const early = await call(
      contractSent.action,
      apiRequest(sentUrl, tokens.admin, { method: "POST", body: {} }),
      { id: orgA },
    );
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ ok: false, errors: { file: expect.any(String) } });
    const form = new FormData();
    form.append("file", new File([pdf() as BlobPart], "contract.pdf", { type: "application/pdf" }));
    const upload = await call(
      contractUpload.action,
      new Request(`http://localhost:3000/api/v2/admin/company/${orgA}/contract/upload`, {
        method: "POST",
        body: form,
        headers: { Authorization: `Bearer ${tokens.admin}` },
      }),
      { id: orgA },
    );
    expect(upload.status).toBe(201);
    expect(await upload.json()).toMatchObject({
      ok: true,
      data: { companyId: orgA, fileName: "contract.pdf" },
    });
    const sent = await call(
      contractSent.action,
      apiRequest(sentUrl, tokens.admin, { method: "POST", body: { updatedBy: adminId } }),
      {
        id: orgA,
      },
    );
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({
      ok: true,
      data: { contractSent: true, companyId: orgA },
    });
    const info = await call(company.loader, apiRequest(`/api/v2/company/${orgA}`, tokens.owner), {
      companyId: orgA,
    });
    expect((await info.json()).data.contract.fileName).toBe("contract.pdf");
    const missing = await call(
      contractSent.action,
      apiRequest(`/api/v2/admin/update/x/contractSent`, tokens.admin, { method: "POST", body: {} }),
      { id: "00000000-0000-4000-8000-000000000000" },
    );
    expect(missing.status).toBe(404);
  });

  it("GET /admin/farms lists every organisation's farms for read:admin", async () => {
    const ok = await call(adminFarms.loader, apiRequest("/api/v2/admin/farms", tokens.reader), {});
    expect(ok.status).toBe(200);
    const { data: list } = await ok.json();
    expect(list).toEqual([
      expect.objectContaining({ name: "Boplaas Noord", companyId: orgA, areaHectares: 0 }),
    ]);
    expect(
      (await call(adminFarms.loader, apiRequest("/api/v2/admin/farms", tokens.owner), {})).status,
    ).toBe(403);
    const one = await call(
      adminFarms.loader,
      apiRequest(`/api/v2/admin/farms?companyId=${orgB}`, tokens.reader),
      {},
    );
    expect((await one.json()).data).toEqual([]);
    const malformed = await call(
      adminFarms.loader,
      apiRequest("/api/v2/admin/farms?companyId=boplaas", tokens.reader),
      {},
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      ok: false,
      message: "The address's 'companyId' parameter must be an id (a UUID).",
    });
  });
});
