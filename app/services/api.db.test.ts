// The /api/v2 bearer-token check (app/services/api.server.ts) on a real database.
import { SignJWT, generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, memberships, organisations, users } from "~/db/schema";
import {
  apiRequest,
  mintAccessToken,
  TEST_AUDIENCE,
  TEST_ISSUER,
  useTestTokenIssuer,
} from "./api-test-tokens.server";
import {
  apiJson,
  apiNoContent,
  readJsonBody,
  requireApiCaller,
  requireApiMembership,
  requireApiPermission,
  requireApiUser,
} from "./api.server";

async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, body: await thrown.json() };
    }
    throw thrown;
  }
  throw new Error("expected a refusal");
}

let farmA: string;
let farmB: string;
let memberId: string;

beforeAll(async () => {
  await useTestTokenIssuer();
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Boplaas" }, { name: "Môreson" }])
    .returning();
  farmA = a!.id;
  farmB = b!.id;
  const [member, staff] = await db()
    .insert(users)
    .values([
      { subject: "auth|member", email: "member@example.co.za", name: "Sipho" },
      { subject: "auth|staff", email: "staff@example.co.za" },
    ])
    .returning();
  memberId = member!.id;
  await db()
    .insert(memberships)
    .values({ userId: member!.id, organisationId: farmA, role: "OWNER" });
  await db().insert(adminGrants).values({ userId: staff!.id, scope: "write:application" });
});

describe("requireApiCaller", () => {
  it("refuses a request without a bearer token with 401 and a message", async () => {
    const { status, body } = await refusal(requireApiCaller(apiRequest("/api/v2/user/info", null)));
    expect(status).toBe(401);
    expect(body).toEqual({ message: "An Authorization: Bearer access token is required." });
  });

  it("refuses an expired token with 401", async () => {
    const token = await mintAccessToken("auth|member", { expiresIn: "-5m" });
    const { status, body } = await refusal(requireApiCaller(apiRequest("/x", token)));
    expect(status).toBe(401);
    expect(body).toEqual({ message: "The access token has expired." });
  });

  it("refuses a token signed by another key, for another audience or issuer", async () => {
    const other = await generateKeyPair("RS256");
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setSubject("auth|member")
      .setExpirationTime("5m")
      .sign(other.privateKey);
    expect((await refusal(requireApiCaller(apiRequest("/x", forged)))).status).toBe(401);
  });

  it("knows a signed-up caller, merging token permissions with Veld's grants", async () => {
    const caller = await requireApiCaller(
      apiRequest(
        "/x",
        await mintAccessToken("auth|staff", { permissions: ["read:admin", "bogus"] }),
      ),
    );
    expect(caller.user?.email).toBe("staff@example.co.za");
    expect(caller.permissions).toEqual(["read:admin", "write:application"]);
    expect(caller.flags.writeApplications).toBe(true);
  });

  it("answers 404 'User not found' to a caller who has not signed up (spec §4)", async () => {
    const token = await mintAccessToken("auth|stranger");
    const { status, body } = await refusal(requireApiUser(apiRequest("/x", token)));
    expect(status).toBe(404);
    expect(body).toEqual({ message: "User not found" });
  });
});

describe("requireApiPermission and requireApiMembership", () => {
  it("refuses a caller without the scope with 403", async () => {
    const token = await mintAccessToken("auth|member");
    const { status } = await refusal(
      requireApiPermission(apiRequest("/x", token), "write:application"),
    );
    expect(status).toBe(403);
  });

  it("gives a member their role and answers 404 for another organisation or a malformed id", async () => {
    const caller = await requireApiCaller(apiRequest("/x", await mintAccessToken("auth|member")));
    expect(caller.user?.id).toBe(memberId);
    await expect(requireApiMembership(caller, farmA)).resolves.toEqual({ role: "OWNER" });
    expect((await refusal(requireApiMembership(caller, farmB))).status).toBe(404);
    expect((await refusal(requireApiMembership(caller, "not-an-id"))).status).toBe(404);
  });
});

describe("answers", () => {
  it("sends JSON and 204 with no-cache headers (spec §7)", async () => {
    const ok = apiJson({ ok: true }, 201);
    expect(ok.status).toBe(201);
    expect(ok.headers.get("Cache-Control")).toContain("no-store");
    expect(await ok.json()).toEqual({ ok: true });
    const empty = apiNoContent();
    expect(empty.status).toBe(204);
    expect(empty.headers.get("Pragma")).toBe("no-cache");
  });

  it("refuses a body that is not JSON with 400", async () => {
    const request = new Request("http://localhost/x", { method: "POST", body: "{nope" });
    expect((await refusal(readJsonBody(request))).status).toBe(400);
  });
});
