// The provider's RS256 signing key(s), kept in signing_keys so ID and access tokens stay valid
// across restarts and every instance publishes and signs with the same keys.
import { asc, sql } from "drizzle-orm";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";
import { db } from "~/db/client.server";
import { signingKeys } from "~/db/schema";

export type SigningJwk = JWK & { kid: string; alg: "RS256"; use: "sig" };

async function generateSigningJwk(): Promise<SigningJwk> {
  const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: "RS256", use: "sig" };
}

/**
 * The signing keys, oldest first (oidc-provider signs with the first one that fits the
 * algorithm, and publishes all in its JWKS). Generates the first key when there is none; the
 * table lock makes sure two instances starting together do not both create one.
 */
export async function loadSigningKeys(): Promise<SigningJwk[]> {
  const read = async () => {
    const rows = await db()
      .select()
      .from(signingKeys)
      .orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
    return rows.map((row) => ({ ...(row.privateJwk as JWK), kid: row.kid }) as SigningJwk);
  };
  const existing = await read();
  if (existing.length) return existing;
  const candidate = await generateSigningJwk();
  await db().transaction(async (tx) => {
    // SHARE ROW EXCLUSIVE conflicts with itself: the second instance waits, then sees the key.
    await tx.execute(sql`LOCK TABLE signing_keys IN SHARE ROW EXCLUSIVE MODE`);
    const [row] = await tx.select({ kid: signingKeys.kid }).from(signingKeys).limit(1);
    if (!row) await tx.insert(signingKeys).values({ kid: candidate.kid, privateJwk: candidate });
  });
  return read();
}
