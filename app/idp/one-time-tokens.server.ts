// Single-use tokens for e-mail links (verify e-mail, reset password). The link carries a random
// token; only its SHA-256 is stored, so a copy of the database cannot be used to take over accounts.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { idpTokens } from "~/db/schema";

export type TokenPurpose = (typeof idpTokens.$inferSelect)["purpose"];

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a token for `accountId`, valid for `ttlSeconds`, and returns the value for the link. */
export async function createOneTimeToken(
  accountId: string,
  purpose: TokenPurpose,
  ttlSeconds: number,
  executor: Executor = db(),
) {
  const token = randomBytes(32).toString("base64url");
  await executor.insert(idpTokens).values({
    tokenHash: hashToken(token),
    accountId,
    purpose,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

function usable(token: string, purpose: TokenPurpose) {
  return and(
    eq(idpTokens.tokenHash, hashToken(token)),
    eq(idpTokens.purpose, purpose),
    isNull(idpTokens.usedAt),
    gt(idpTokens.expiresAt, sql`now()`),
  );
}

/** The account a token belongs to, when it is unused and unexpired; it stays usable. */
export async function peekOneTimeToken(token: string, purpose: TokenPurpose) {
  if (!token) return undefined;
  const [row] = await db()
    .select({ accountId: idpTokens.accountId })
    .from(idpTokens)
    .where(usable(token, purpose));
  return row?.accountId;
}

/**
 * Uses a token up and returns its account. One UPDATE decides, so two requests racing with the
 * same link cannot both succeed.
 */
export async function consumeOneTimeToken(
  token: string,
  purpose: TokenPurpose,
  executor: Executor = db(),
) {
  if (!token) return undefined;
  const [row] = await executor
    .update(idpTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ accountId: idpTokens.accountId });
  return row?.accountId;
}

/** True when a token of this purpose was issued to the account in the last `seconds`. */
export async function wasTokenIssuedRecently(
  accountId: string,
  purpose: TokenPurpose,
  seconds: number,
) {
  const [row] = await db()
    .select({ tokenHash: idpTokens.tokenHash })
    .from(idpTokens)
    .where(
      and(
        eq(idpTokens.accountId, accountId),
        eq(idpTokens.purpose, purpose),
        gt(idpTokens.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}
