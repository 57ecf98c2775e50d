// GET /files/:fileId with the API's bearer tokens (issue 32, decision 0149): the paths the API
// hands out (a CV's, evidence's, a report's) are followed with the same token, under the same
// rule as a browser session. Real Requests on PGlite; tokens minted as the provider would.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobApplications, jobPostings, memberships, organisations, users } from "~/db/schema";
import { loader as getApplication } from "~/routes/api.v2.admin.jobApplications.$id";
import { loader as download } from "~/routes/files.$fileId";
import { saveUpload, type StoredFile } from "~/services/files/uploads.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import * as fixture from "../support/file-fixtures";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const context = { cspNonce: "", requestId: "files-api-test" };
let evidence: StoredFile;
let report: StoredFile;
let cv: StoredFile;
let applicationId: string;

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: typeof context;
}) => Promise<unknown>;

async function call(handler: Handler, request: Request, params: Record<string, string>) {
  try {
    return (await handler({ request, params, context })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function follow(path: string, token: string | null, headers: Record<string, string> = {}) {
  const request = apiRequest(`http://localhost:3000${path}`, token);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return call(download as Handler, request, { fileId: path.replace("/files/", "") });
}

/** An integration's client credentials token (Auth0-style M2M). */
const clientToken = (permissions: string[]) =>
  mintAccessToken("FilesM2Mclient@clients", {
    permissions,
    claims: { gty: "client-credentials", azp: "FilesM2Mclient", scope: permissions.join(" ") },
  });

beforeAll(async () => {
  const [farm, other] = await db()
    .insert(organisations)
    .values([{ name: "Doornkloof" }, { name: "Rietvlei" }])
    .returning();
  const [member, outsider] = await db()
    .insert(users)
    .values([
      { subject: "auth|files-member", email: "member@doornkloof.co.za" },
      { subject: "auth|files-outsider", email: "outsider@rietvlei.co.za" },
    ])
    .returning();
  await db()
    .insert(memberships)
    .values([
      { userId: member!.id, organisationId: farm!.id, role: "OWNER" },
      { userId: outsider!.id, organisationId: other!.id, role: "OWNER" },
    ]);
  evidence = await saveUpload({
    file: fixture.fileOf(fixture.pdf(), "soil-test.pdf", "application/pdf"),
    purpose: "evidence",
    organisationId: farm!.id,
    uploadedBy: member!.id,
  });
  report = await saveUpload({
    file: fixture.fileOf(fixture.pdf(), "annual-report.pdf", "application/pdf"),
    purpose: "report",
    organisationId: farm!.id,
  });
  cv = await saveUpload({
    file: fixture.fileOf(fixture.pdf(), "cv.pdf", "application/pdf"),
    purpose: "job-cv",
    organisationId: null,
  });
  const [posting] = await db()
    .insert(jobPostings)
    .values({
      title: "Field officer",
      description: "Visits farms",
      category: "conservationEcology",
      location: "LP",
      salary: "R20 000 per month",
      employmentType: "fullTime",
    })
    .returning();
  const [application] = await db()
    .insert(jobApplications)
    .values({
      jobId: posting!.id,
      firstName: "Thandi",
      surname: "Mokoena",
      email: "thandi@example.co.za",
      phoneNumber: "+27 821234567",
      gender: "female",
      race: "african",
      highestQualification: "Degree",
      salary: "20000",
      employmentStatus: "employed",
      cvFileId: cv.id,
    })
    .returning();
  applicationId = application!.id;
});

describe("an API caller follows the paths the API hands out", () => {
  it("an integration with write:application downloads the CV the job applications API named", async () => {
    const token = await clientToken(["read:admin", "write:application"]);
    const answer = await call(
      getApplication as Handler,
      apiRequest(`http://localhost:3000/api/v2/admin/jobApplications/${applicationId}`, token),
      { id: applicationId },
    );
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { cv: string | null } };
    expect(data.cv).toBe(`/files/${cv.id}`);
    const response = await follow(data.cv!, token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(fixture.pdf());
  });

  it("a member's token downloads their organisation's evidence; an admin's token a report", async () => {
    const member = await mintAccessToken("auth|files-member", { email: "member@doornkloof.co.za" });
    expect((await follow(`/files/${evidence.id}`, member)).status).toBe(200);
    const admin = await clientToken(["read:admin"]);
    const response = await follow(`/files/${report.id}`, admin);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(fixture.pdf());
  });

  it("without the scope, or for another organisation's file, the file does not exist (404)", async () => {
    const readOnly = await clientToken(["read:admin"]);
    const cvRefused = await follow(`/files/${cv.id}`, readOnly);
    expect(cvRefused.status).toBe(404);
    expect(await cvRefused.json()).toEqual({ ok: false, message: "File not found" });
    const noScope = await clientToken([]);
    expect((await follow(`/files/${report.id}`, noScope)).status).toBe(404);
    const outsider = await mintAccessToken("auth|files-outsider");
    expect((await follow(`/files/${evidence.id}`, outsider)).status).toBe(404);
    expect((await follow("/files/not-a-uuid", readOnly)).status).toBe(404);
  });

  it("a missing, bad or expired token is a 401 with the bearer challenge, never the file", async () => {
    const expired = await mintAccessToken("auth|files-member", { expiresIn: "-10m" });
    const forged = await mintAccessToken("auth|files-member", { issuer: "https://evil.example/" });
    for (const [token, header] of [
      [expired, 'Bearer error="invalid_token"'],
      [forged, 'Bearer error="invalid_token"'],
      ["not-a-jwt", 'Bearer error="invalid_token"'],
    ] as const) {
      const response = await follow(`/files/${evidence.id}`, token);
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toBe(header);
      expect(await response.json()).toMatchObject({ ok: false });
    }
    const basic = await follow(`/files/${evidence.id}`, null, { Authorization: "Basic eDp5" });
    expect(basic.status).toBe(401);
  });

  it("a browser session without a token still downloads as before, and is sent to sign in without one", async () => {
    const cookie = await signInCookie("auth|files-member", "member@doornkloof.co.za");
    expect((await follow(`/files/${evidence.id}`, null, { Cookie: cookie })).status).toBe(200);
    const anonymous = await follow(`/files/${evidence.id}`, null);
    expect(anonymous.status).toBe(302);
  });
});
