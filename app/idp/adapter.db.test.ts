import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { DatabaseAdapter, deleteExpiredOidcPayloads } from "./adapter.server";

async function expireRow(type: string, id: string) {
  await db().execute(
    sql`UPDATE oidc_payloads SET expires_at = now() - interval '1 second' WHERE type = ${type} AND id = ${id}`,
  );
}

describe("oidc-provider database adapter", () => {
  it("finds what was upserted, and an upsert of the same id replaces it", async () => {
    const codes = new DatabaseAdapter("AuthorizationCode");
    await codes.upsert("code-1", { jti: "code-1", accountId: "a", grantId: "g1" }, 60);
    expect(await codes.find("code-1")).toEqual({ jti: "code-1", accountId: "a", grantId: "g1" });

    await codes.upsert("code-1", { jti: "code-1", accountId: "b", grantId: "g1" }, 60);
    expect(await codes.find("code-1")).toMatchObject({ accountId: "b" });
    expect(await codes.find("missing")).toBeUndefined();
  });

  it("keeps each model apart: the same id under another model is another record", async () => {
    await new DatabaseAdapter("AccessToken").upsert("same", { jti: "same", kind: "at" }, 60);
    await new DatabaseAdapter("RefreshToken").upsert("same", { jti: "same", kind: "rt" }, 60);
    expect(await new DatabaseAdapter("AccessToken").find("same")).toMatchObject({ kind: "at" });
    expect(await new DatabaseAdapter("RefreshToken").find("same")).toMatchObject({ kind: "rt" });
  });

  it("a consumed record is returned with `consumed` set, so a code or refresh token is not reused", async () => {
    const codes = new DatabaseAdapter("AuthorizationCode");
    await codes.upsert("code-2", { jti: "code-2" }, 60);
    expect((await codes.find("code-2"))?.consumed).toBeUndefined();
    await codes.consume("code-2");
    const consumed = (await codes.find("code-2"))?.consumed;
    expect(typeof consumed).toBe("number");
    expect(Math.abs(Number(consumed) - Date.now() / 1000)).toBeLessThan(60);
  });

  it("destroy removes the record", async () => {
    const interactions = new DatabaseAdapter("Interaction");
    await interactions.upsert("i-1", { jti: "i-1" }, 3600);
    await interactions.destroy("i-1");
    expect(await interactions.find("i-1")).toBeUndefined();
  });

  it("revokeByGrantId removes that model's records of the grant and nothing else", async () => {
    const accessTokens = new DatabaseAdapter("AccessToken");
    const refreshTokens = new DatabaseAdapter("RefreshToken");
    await accessTokens.upsert("at-1", { jti: "at-1", grantId: "grant-x" }, 60);
    await accessTokens.upsert("at-2", { jti: "at-2", grantId: "grant-x" }, 60);
    await accessTokens.upsert("at-3", { jti: "at-3", grantId: "grant-y" }, 60);
    await refreshTokens.upsert("rt-1", { jti: "rt-1", grantId: "grant-x" }, 60);

    await accessTokens.revokeByGrantId("grant-x");

    expect(await accessTokens.find("at-1")).toBeUndefined();
    expect(await accessTokens.find("at-2")).toBeUndefined();
    expect(await accessTokens.find("at-3")).toBeDefined();
    // oidc-provider calls revokeByGrantId on every model's adapter itself.
    expect(await refreshTokens.find("rt-1")).toBeDefined();
  });

  it("finds sessions by uid and device codes by user code", async () => {
    const sessions = new DatabaseAdapter("Session");
    await sessions.upsert("s-1", { jti: "s-1", uid: "uid-1", accountId: "a" }, 600);
    expect(await sessions.findByUid("uid-1")).toMatchObject({ jti: "s-1" });
    expect(await sessions.findByUid("uid-2")).toBeUndefined();

    const deviceCodes = new DatabaseAdapter("DeviceCode");
    await deviceCodes.upsert("d-1", { jti: "d-1", userCode: "ABCD-EFGH" }, 600);
    expect(await deviceCodes.findByUserCode("ABCD-EFGH")).toMatchObject({ jti: "d-1" });
  });

  it("an expired record is not found, and the clean-up deletes it", async () => {
    const sessions = new DatabaseAdapter("Session");
    await sessions.upsert("s-old", { jti: "s-old", uid: "uid-old" }, 600);
    await sessions.upsert("s-new", { jti: "s-new", uid: "uid-new" }, 600);
    await expireRow("Session", "s-old");

    expect(await sessions.find("s-old")).toBeUndefined();
    expect(await sessions.findByUid("uid-old")).toBeUndefined();
    expect(await sessions.find("s-new")).toBeDefined();

    expect(await deleteExpiredOidcPayloads()).toBeGreaterThanOrEqual(1);
    const rows = await queryRows(db(), sql`SELECT 1 FROM oidc_payloads WHERE id = 's-old'`);
    expect(rows).toHaveLength(0);
  });

  it("a record saved without a lifetime (a client) never expires", async () => {
    const clients = new DatabaseAdapter("Client");
    await clients.upsert("c-1", { client_id: "c-1" }, undefined);
    expect(await clients.find("c-1")).toEqual({ client_id: "c-1" });
  });
});
