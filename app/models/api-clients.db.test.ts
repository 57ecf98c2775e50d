// The API clients model on a real database (decision 0112): a revoked client is no longer
// standing, a standing name is taken case-insensitively but a revoked one frees it, the last use
// is written at most once a minute, and an id that is not a UUID is simply not found.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { apiClients } from "~/db/schema";
import {
  findApiClientById,
  findStandingApiClient,
  insertApiClient,
  isApiClientNameTaken,
  listApiClients,
  markApiClientRevoked,
  replaceApiClientSecret,
  touchApiClient,
} from "./api-clients.server";

const HASH = `sha256:${"a".repeat(64)}`;

function client(clientId: string, name: string) {
  return insertApiClient({
    clientId,
    name,
    reason: "For the model test",
    scopes: ["read:admin"],
    secretHash: HASH,
    createdBy: null,
  });
}

describe("api clients", () => {
  it("stands until revoked; a revoked name can be used again", async () => {
    const row = await client("veld-api-model-1", "Model sync");
    expect((await findStandingApiClient("veld-api-model-1"))?.id).toBe(row.id);
    expect(await isApiClientNameTaken("MODEL SYNC")).toBe(true);
    await markApiClientRevoked(row.id, null);
    expect(await findStandingApiClient("veld-api-model-1")).toBeUndefined();
    expect((await findApiClientById(row.id))?.revokedAt).not.toBeNull();
    expect(await isApiClientNameTaken("Model sync")).toBe(false);
    const again = await client("veld-api-model-2", "Model sync");
    // Standing clients first.
    const listed = await listApiClients();
    expect(listed.findIndex((c) => c.id === again.id)).toBeLessThan(
      listed.findIndex((c) => c.id === row.id),
    );
  });

  it("refuses two standing clients with one name at the database too", async () => {
    await client("veld-api-model-3", "Twice");
    await expect(client("veld-api-model-4", "twice")).rejects.toThrow();
  });

  it("raises the secret version at each rotation", async () => {
    const row = await client("veld-api-model-5", "Rotating");
    const rotated = await replaceApiClientSecret(row.id, `sha256:${"b".repeat(64)}`);
    expect(rotated.secretVersion).toBe(row.secretVersion + 1);
    expect(rotated.secretRotatedAt).not.toBeNull();
  });

  it("writes the last use at most once a minute", async () => {
    const row = await client("veld-api-model-6", "Busy");
    await touchApiClient(row.id);
    const first = (await findApiClientById(row.id))!.lastUsedAt!;
    await touchApiClient(row.id);
    expect((await findApiClientById(row.id))!.lastUsedAt).toEqual(first);
    await db()
      .update(apiClients)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiClients.id, row.id));
    const stale = (await findApiClientById(row.id))!.lastUsedAt!;
    await touchApiClient(row.id);
    expect((await findApiClientById(row.id))!.lastUsedAt!.getTime()).toBeGreaterThan(
      stale.getTime(),
    );
  });

  it("finds nothing for an id that is not a UUID", async () => {
    expect(await findApiClientById("not-a-uuid")).toBeUndefined();
    expect(await findApiClientById("'; DROP TABLE api_clients; --")).toBeUndefined();
  });
});
