// The /api/v2 bearer-token check (./callers.server.ts) on a real database, with tokens of a test
// issuer (tests/support/api-tokens.ts).
import { SignJWT, generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, memberships, organisations, users } from "~/db/schema";
import {
  apiRequest,
  mintAccessToken,
  testAudience,
  TEST_ISSUER,
  trustTestTokens,
} from "../../../tests/support/api-tokens";
import {
  auditActor,
  requireApiCaller,
  requireApiMember,
  requireApiMembership,
  requireApiPermission,
  requireApiStaff,
  requireApiUser,
} from "./callers.server";

trustTestTokens();

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
  it("refuses a request without a bearer token with 401, the envelope and a challenge", async () => {
    const request = apiRequest("/api/v2/user/info", null);
    const thrown = await requireApiCaller(request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("WWW-Authenticate")).toBe("Bearer");
    const { status, body } = await refusal(requireApiCaller(request));
    expect(status).toBe(401);
    expect(body).toEqual({
      ok: false,
      message: "An Authorization: Bearer access token is required.",
    });
  });

  it("refuses an expired token with 401", async () => {
    const token = await mintAccessToken("auth|member", { expiresIn: "-5m" });
    const { status, body } = await refusal(requireApiCaller(apiRequest("/x", token)));
    expect(status).toBe(401);
    expect(body).toEqual({ ok: false, message: "The access token has expired." });
  });

  it("refuses a token signed by another key, for another audience or issuer", async () => {
    const other = await generateKeyPair("RS256");
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer(TEST_ISSUER)
      .setAudience(testAudience())
      .setSubject("auth|member")
      .setExpirationTime("5m")
      .sign(other.privateKey);
    const thrown = (await requireApiCaller(apiRequest("/x", forged)).catch(
      (error: unknown) => error,
    )) as Response;
    expect(thrown.status).toBe(401);
    expect(thrown.headers.get("WWW-Authenticate")).toBe('Bearer error="invalid_token"');
    expect(await thrown.json()).toEqual({ ok: false, message: "The access token is not valid." });
    const elsewhere = [
      await mintAccessToken("auth|member", { issuer: "https://elsewhere.example/" }),
      await mintAccessToken("auth|member", { audience: "https://elsewhere.example/api/v2" }),
    ];
    for (const token of elsewhere) {
      expect((await refusal(requireApiCaller(apiRequest("/x", token)))).status).toBe(401);
    }
    // The same key, issuer and audience are accepted.
    const genuine = await mintAccessToken("auth|member");
    await expect(requireApiCaller(apiRequest("/x", genuine))).resolves.toMatchObject({
      subject: "auth|member",
    });
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
    expect(body).toEqual({ ok: false, message: "User not found" });
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

  it("lets read:admin or the route's writing scope read a staff route, and refuses others with 403", async () => {
    const as = async (permissions: string[], writer?: "write:consts") =>
      requireApiStaff(
        apiRequest("/x", await mintAccessToken("auth|staff", { permissions })),
        writer,
      ).then(
        () => 200,
        async (error: unknown) => (await refusal(Promise.reject(error))).status,
      );
    expect(await as(["read:admin"])).toBe(200);
    expect(await as(["write:admin"])).toBe(200);
    expect(await as(["write:consts"])).toBe(403);
    expect(await as(["write:consts"], "write:consts")).toBe(200);
    expect(await as(["write:admin"], "write:consts")).toBe(403);
    expect(await as([])).toBe(403);
  });

  it("gives a member their role and answers 404 for another organisation or a malformed id", async () => {
    const caller = await requireApiCaller(apiRequest("/x", await mintAccessToken("auth|member")));
    expect(caller.user?.id).toBe(memberId);
    await expect(requireApiMembership(caller, farmA)).resolves.toEqual({ role: "OWNER" });
    expect((await refusal(requireApiMembership(caller, farmB))).status).toBe(404);
    expect((await refusal(requireApiMembership(caller, "not-an-id"))).status).toBe(404);
  });

  it("requireApiMember: the signed-up member with the organisation and role; 404 for anyone else", async () => {
    const member = await mintAccessToken("auth|member");
    await expect(requireApiMember(apiRequest("/x", member), farmA)).resolves.toMatchObject({
      organisationId: farmA,
      role: "OWNER",
      user: { id: memberId },
    });
    const other = await refusal(requireApiMember(apiRequest("/x", member), farmB));
    expect(other).toEqual({ status: 404, body: { ok: false, message: "Organisation not found" } });
    const stranger = await refusal(
      requireApiMember(apiRequest("/x", await mintAccessToken("auth|stranger")), farmA),
    );
    expect(stranger).toEqual({ status: 404, body: { ok: false, message: "User not found" } });
  });
});

describe("auditActor", () => {
  it("records the Veld user and the token's e-mail, or the subject for a caller without either", async () => {
    const staff = await requireApiCaller(apiRequest("/x", await mintAccessToken("auth|staff")));
    expect(auditActor(staff, "req-1")).toEqual({
      userId: staff.user!.id,
      label: "staff@example.co.za",
      requestId: "req-1",
    });
    const stranger = await requireApiCaller(
      apiRequest("/x", await mintAccessToken("auth|stranger")),
    );
    expect(auditActor(stranger, undefined)).toEqual({
      userId: null,
      label: "auth|stranger",
      requestId: null,
    });
  });
});
