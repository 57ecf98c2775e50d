// GET /files/:fileId (spec §7 'File download'), called with real Requests and session cookies.
// It lives here rather than beside the route: every file under app/routes becomes a route.
import fs from "node:fs";
import path from "node:path";
import { describe, beforeAll, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { memberships, organisations, users } from "~/db/schema";
import { getEnv } from "~/env.server";
import { loader } from "~/routes/files.$fileId";
import * as fixture from "../support/file-fixtures";
import { saveUpload, type StoredFile } from "~/services/files/uploads.server";
import { signInCookie } from "../support/sessions";

let farmA: string;
let plan: StoredFile;
let cookies: Record<"member" | "outsider" | "uploader" | "admin", string>;

beforeAll(async () => {
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Boplaas" }, { name: "Môreson" }])
    .returning();
  farmA = a!.id;
  const people = await db()
    .insert(users)
    .values([
      { subject: "auth|member", email: "member@example.co.za" },
      { subject: "auth|outsider", email: "outsider@example.co.za" },
      { subject: "auth|uploader", email: "uploader@example.co.za" },
      { subject: "auth|admin", email: "admin@example.co.za" },
    ])
    .returning();
  const [member, outsider, uploader] = people;
  await db()
    .insert(memberships)
    .values([
      { userId: member!.id, organisationId: farmA, role: "STAFF" },
      { userId: outsider!.id, organisationId: b!.id, role: "OWNER" },
    ]);
  plan = await saveUpload({
    file: fixture.fileOf(fixture.pdf(), "Weidingsplan – Vlêiland.pdf", "application/pdf"),
    purpose: "grazing-plan",
    organisationId: farmA,
    uploadedBy: uploader!.id,
  });
  cookies = {
    member: await signInCookie("auth|member", "member@example.co.za"),
    outsider: await signInCookie("auth|outsider", "outsider@example.co.za"),
    uploader: await signInCookie("auth|uploader", "uploader@example.co.za"),
    admin: await signInCookie("auth|admin", "admin@example.co.za", ["read:admin"]),
  };
});

async function download(fileId: string, cookie?: string): Promise<Response> {
  const request = new Request(`http://localhost:3000/files/${fileId}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  try {
    return await loader({
      request,
      params: { fileId },
      context: { cspNonce: "", requestId: "test" },
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("downloading a stored file", () => {
  it("a member of the file's organisation downloads it as an attachment under its own name", async () => {
    const response = await download(plan.id, cookies.member);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      "attachment; filename=\"Weidingsplan _ Vleiland.pdf\"; filename*=UTF-8''Weidingsplan%20%E2%80%93%20Vl%C3%AAiland.pdf",
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Length")).toBe(String(fixture.pdf().length));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(fixture.pdf());
  });

  it("the person who uploaded it downloads it", async () => {
    expect((await download(plan.id, cookies.uploader)).status).toBe(200);
  });

  it("an admin downloads any organisation's file", async () => {
    expect((await download(plan.id, cookies.admin)).status).toBe(200);
  });

  it("a member of another organisation is told it does not exist (404)", async () => {
    const response = await download(plan.id, cookies.outsider);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("File not found.");
  });

  it("someone not signed in is sent to sign in and brought back", async () => {
    const response = await download(plan.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/auth/login?returnTo=${encodeURIComponent(`/files/${plan.id}`)}`,
    );
  });

  it("an id that is not a file's is 404, even a malformed one", async () => {
    expect((await download("00000000-0000-4000-8000-000000000000", cookies.admin)).status).toBe(
      404,
    );
    expect((await download("not-a-uuid", cookies.admin)).status).toBe(404);
  });

  it("a file whose bytes went missing is 404, not a crash", async () => {
    const lost = await saveUpload({
      file: fixture.fileOf(fixture.pdf(), "lost.pdf"),
      purpose: "grazing-plan",
      organisationId: farmA,
    });
    fs.rmSync(path.join(getEnv().DATA_DIR, "uploads", lost.storageKey));
    expect((await download(lost.id, cookies.member)).status).toBe(404);
  });
});
