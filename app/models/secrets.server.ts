// Secrets Veld makes for itself when the environment supplies none. They are stored in the
// database, so every instance sharing it agrees, and they survive restarts.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { appSecrets } from "~/db/schema";

const cache = new Map<string, string>();

/** Returns the secret called `name`, creating a random one the first time it is asked for. */
export async function getOrCreateSecret(name: string, bytes = 32): Promise<string> {
  const cached = cache.get(name);
  if (cached) return cached;
  await db()
    .insert(appSecrets)
    .values({ name, value: randomBytes(bytes).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db().select().from(appSecrets).where(eq(appSecrets.name, name));
  cache.set(name, row!.value);
  return row!.value;
}
