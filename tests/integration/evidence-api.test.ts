// The evidence API (issue 16; spec §7 'Evidence: GET, upload, submitted PUT, DELETE'; decision
// 0079) with bearer tokens from a test issuer, and the download of evidence files: the
// organisation's members and admins may, another organisation's member gets a 404.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { evidenceItems, implementationPlans } from "~/db/schema";
import type { evidenceJson } from "~/services/evidence/api";
import * as list from "~/routes/api.v2.company.$companyId.evidence";
import * as one from "~/routes/api.v2.company.$companyId.evidence.$evidenceId";
import * as submitted from "~/routes/api.v2.company.$companyId.evidence.$evidenceId.submitted";
import * as download from "~/routes/files.$fileId";
import { currentSeason } from "~/services/fields/seasons";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { jpegWithExif } from "../support/exif-fixtures";
import { fileOf, pdf, windowsExecutable } from "../support/file-fixtures";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

type EvidenceJson = ReturnType<typeof evidenceJson>;

const S = currentSeason();
const tokens = {} as Record<"owner" | "signer" | "outsider", string>;
const cookies = {} as Record<"owner" | "outsider" | "admin", string>;
let orgA: string;
let fieldId: string;
let evidenceId: string;
let fileId: string;

const base = (org = orgA) => `/api/v2/company/${org}/evidence`;

function upload(token: string, fields: Array<[string, string | File]>, org = orgA) {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  return callRoute(
    list.action,
    new Request(new URL(base(org), "http://localhost:3000"), {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    }),
    { companyId: org },
  );
}

beforeAll(async () => {
  const a = await insertPlanningOrganisation(
    "Evidence API Farm",
    S,
    [{ farm: "F", name: "Kamp" }],
    {
      practiceDataSubmittedAt: new Date(),
    },
  );
  orgA = a.organisationId;
  fieldId = a.fieldIds["Kamp"]!;
  const b = await insertPlanningOrganisation("Evidence API Other", S, [{ farm: "O", name: "Oos" }]);
  await db()
    .insert(implementationPlans)
    .values({ organisationId: orgA, season: S, submittedAt: new Date() });
  const owner = await insertSignedInMember(orgA, "OWNER");
  const signer = await insertSignedInMember(orgA, "SIGNATORY");
  const outsider = await insertSignedInMember(b.organisationId, "OWNER");
  tokens.owner = await mintAccessToken(owner.subject);
  tokens.signer = await mintAccessToken(signer.subject);
  tokens.outsider = await mintAccessToken(outsider.subject);
  cookies.owner = owner.cookie;
  cookies.outsider = outsider.cookie;
  cookies.admin = await signInCookie("evapi|admin", "admin@evapi.example", ["read:admin"]);
});

describe("POST /api/v2/company/{companyId}/evidence", () => {
  it("stores an item with its files (201), with a photo's date and place", async () => {
    const response = await upload(tokens.owner, [
      ["field", fieldId],
      ["practice", "compost"],
      ["categories", "invoices"],
      ["categories", "photos"],
      ["title", "Compost"],
      ["files", fileOf(pdf(), "invoice.pdf", "application/pdf")],
      ["files", fileOf(jpegWithExif(), "heap.jpg", "image/jpeg")],
    ]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; data: EvidenceJson };
    expect(body.ok).toBe(true);
    expect(body.data).toMatchObject({
      season: S,
      fieldId,
      practice: "compost",
      categories: ["invoices", "photos"],
      title: "Compost",
      submitted: false,
      deletedFiles: [],
    });
    const photo = body.data.files.find((f) => f.name === "heap.jpg")!;
    expect(photo.capturedAt).toBe("2026-03-14T07:30:00.000Z");
    expect(photo.position?.latitude).toBeCloseTo(-28.258333, 5);
    evidenceId = body.data.evidenceId;
    fileId = body.data.files[0]!.fileId;
    expect(body.data.files[0]!.filePath).toBe(`/files/${fileId}`);
  });

  it("refuses a type not accepted, too many files, a missing title, and a JSON body", async () => {
    const exe = await upload(tokens.owner, [
      ["categories", "other"],
      ["title", "Tool"],
      ["files", fileOf(windowsExecutable(), "tool.exe")],
    ]);
    expect(exe.status).toBe(422);
    expect(((await exe.json()) as { message: string }).message).toMatch(/^Invalid file type: /);
    const many = await upload(tokens.owner, [
      ["categories", "other"],
      ["title", "Many"],
      ...Array.from(
        { length: 11 },
        (_, i) => ["files", fileOf(pdf(), `p${i}.pdf`)] as [string, File],
      ),
    ]);
    expect(many.status).toBe(422);
    expect(((await many.json()) as { message: string }).message).toBe(
      "Too many files, please try again",
    );
    const untitled = await upload(tokens.owner, [
      ["categories", "other"],
      ["files", fileOf(pdf(), "p.pdf")],
    ]);
    expect(untitled.status).toBe(422);
    expect(
      ((await untitled.json()) as { errors: Record<string, string> }).errors.title,
    ).toBeTruthy();
    const json = await callRoute(
      list.action,
      apiRequest(base(), tokens.owner, { method: "POST", body: { title: "x" } }),
      { companyId: orgA },
    );
    expect(json.status).toBe(400);
  });

  it("lets a signatory read but not write (403), and hides the organisation from outsiders (404)", async () => {
    const denied = await upload(tokens.signer, [
      ["categories", "other"],
      ["title", "Signer"],
      ["files", fileOf(pdf(), "s.pdf")],
    ]);
    expect(denied.status).toBe(403);
    const read = await callRoute(list.loader, apiRequest(base(), tokens.signer), {
      companyId: orgA,
    });
    expect(read.status).toBe(200);
    const outside = await callRoute(list.loader, apiRequest(base(), tokens.outsider), {
      companyId: orgA,
    });
    expect(outside.status).toBe(404);
  });
});

describe("GET, submitted PUT and DELETE", () => {
  it("lists the season's items", async () => {
    const response = await callRoute(
      list.loader,
      apiRequest(`${base()}?season=${S}`, tokens.owner),
      {
        companyId: orgA,
      },
    );
    const body = (await response.json()) as { data: Array<{ evidenceId: string }> };
    expect(body.data.map((i) => i.evidenceId)).toEqual([evidenceId]);
    const bad = await callRoute(list.loader, apiRequest(`${base()}?season=abc`, tokens.owner), {
      companyId: orgA,
    });
    expect(bad.status).toBe(400);
  });

  it("marks an item submitted and back; a submitted item cannot be deleted", async () => {
    const put = (body: unknown, id = evidenceId, token = tokens.owner) =>
      callRoute(
        submitted.action,
        apiRequest(`${base()}/${id}/submitted`, token, { method: "PUT", body }),
        { companyId: orgA, evidenceId: id },
      );
    const done = await put({ submitted: true });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { data: { submitted: boolean } }).data.submitted).toBe(true);
    const del = await callRoute(
      one.action,
      apiRequest(`${base()}/${evidenceId}`, tokens.owner, { method: "DELETE" }),
      { companyId: orgA, evidenceId },
    );
    expect(del.status).toBe(409);
    expect((await put({ submitted: "yes" })).status).toBe(422);
    expect((await put({ submitted: true }, "not-a-uuid")).status).toBe(404);
    expect((await put({ submitted: false }, evidenceId, tokens.signer)).status).toBe(403);
    const back = await put({ submitted: false });
    expect(back.status).toBe(200);
  });

  it("answers another organisation's member with a 404 for the item and its file", async () => {
    const get = await callRoute(
      one.loader,
      apiRequest(`${base()}/${evidenceId}`, tokens.outsider),
      {
        companyId: orgA,
        evidenceId,
      },
    );
    expect(get.status).toBe(404);
    const file = (cookie: string) =>
      callRoute(
        download.loader,
        new Request(`http://localhost:3000/files/${fileId}`, { headers: { Cookie: cookie } }),
        { fileId },
      );
    expect((await file(cookies.outsider)).status).toBe(404);
    expect((await file(cookies.owner)).status).toBe(200);
    expect((await file(cookies.admin)).status).toBe(200);
  });

  it("deletes a draft (204)", async () => {
    const response = await callRoute(
      one.action,
      apiRequest(`${base()}/${evidenceId}`, tokens.owner, { method: "DELETE" }),
      { companyId: orgA, evidenceId },
    );
    expect(response.status).toBe(204);
    expect(await db().select().from(evidenceItems).where(eq(evidenceItems.id, evidenceId))).toEqual(
      [],
    );
  });
});
