// The secrets model on a real database: a secret is made once and then read back, the one
// already stored (by another instance) wins over a new random one, and names do not share.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { appSecrets } from "~/db/schema";
import { getOrCreateSecret } from "./secrets.server";

describe("secrets", () => {
  it("makes a random secret of the asked size once and answers the same one afterwards", async () => {
    const first = await getOrCreateSecret("test-made", 16);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await getOrCreateSecret("test-made", 16)).toBe(first);
    const [row] = await db().select().from(appSecrets).where(eq(appSecrets.name, "test-made"));
    expect(row).toMatchObject({ name: "test-made", value: first });
  });

  it("answers the secret another instance stored first instead of making a new one", async () => {
    await db().insert(appSecrets).values({ name: "test-shared", value: "stored-by-another" });
    expect(await getOrCreateSecret("test-shared")).toBe("stored-by-another");
  });

  it("keeps a secret per name", async () => {
    const a = await getOrCreateSecret("test-a");
    const b = await getOrCreateSecret("test-b");
    expect(a).not.toBe(b);
    expect(a).toHaveLength(43);
  });
});
