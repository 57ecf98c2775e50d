// oidc-provider's storage (sessions, interactions, grants, codes, tokens) in the oidc_payloads
// table, so every app instance sharing the database sees the same state and restarts lose nothing.
// The contract is oidc-provider's Adapter interface (see its lib/adapters/memory_adapter.js).
// Times come from the database's clock (now()), so instances with skewed clocks still agree.
import { and, eq, gt, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Adapter, AdapterPayload } from "oidc-provider";
import { db } from "~/db/client.server";
import { oidcPayloads } from "~/db/schema";

function notExpired(): SQL {
  return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`))!;
}

function str(value: unknown) {
  return typeof value === "string" ? value : null;
}

export class DatabaseAdapter implements Adapter {
  /** `name` is the oidc-provider model: Session, Interaction, Grant, AccessToken, … */
  constructor(readonly name: string) {}

  private key(id: string) {
    return and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.name));
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined) {
    const expiresAt =
      typeof expiresIn === "number" ? sql`now() + make_interval(secs => ${expiresIn})` : null;
    const columns = {
      payload,
      grantId: str(payload.grantId),
      userCode: str(payload.userCode),
      uid: str(payload.uid),
      expiresAt,
    };
    await db()
      .insert(oidcPayloads)
      .values({ id, type: this.name, ...columns })
      .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: columns });
  }

  private async findWhere(condition: SQL | undefined) {
    const [row] = await db()
      .select({
        payload: oidcPayloads.payload,
        consumedAt: oidcPayloads.consumedAt,
      })
      .from(oidcPayloads)
      .where(and(condition, notExpired()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // oidc-provider reads `consumed` to refuse a second use (codes, rotated refresh tokens).
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }

  find(id: string) {
    return this.findWhere(this.key(id));
  }

  findByUid(uid: string) {
    return this.findWhere(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.uid, uid)));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(
      and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.userCode, userCode)),
    );
  }

  async consume(id: string) {
    await db()
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(this.key(id));
  }

  async destroy(id: string) {
    await db().delete(oidcPayloads).where(this.key(id));
  }

  async revokeByGrantId(grantId: string) {
    await db()
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.grantId, grantId)));
  }
}

/** Removes expired rows; oidc-provider never asks for them again. Returns how many went. */
export async function deleteExpiredOidcPayloads() {
  const rows = await db()
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, sql`now()`))
    .returning({ id: oidcPayloads.id });
  return rows.length;
}
