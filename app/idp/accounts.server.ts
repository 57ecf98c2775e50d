// Accounts of the embedded identity provider (idp_accounts). Veld's own profile lives in `users`,
// linked by subject = idp_accounts.id; this module knows nothing about it.
import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { idpAccounts, oidcPayloads } from "~/db/schema";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords.server";
import { isUuid } from "~/shared/ids";

export type IdpAccount = typeof idpAccounts.$inferSelect;

/** The e-mail as stored and compared: trimmed; the unique index compares it lower-cased. */
export function normaliseEmail(email: string) {
  return email.trim();
}

export function displayName(account: Pick<IdpAccount, "givenName" | "familyName" | "email">) {
  const name = [account.givenName, account.familyName].filter(Boolean).join(" ").trim();
  return name || account.email;
}

/** The account's claims of OpenID Connect Core §5.1, for the ID token and the userinfo endpoint. */
export function buildStandardClaims(account: IdpAccount) {
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.emailVerified,
    name: displayName(account),
    given_name: account.givenName ?? undefined,
    family_name: account.familyName ?? undefined,
  };
}

export async function findAccountById(id: string, executor: Executor = db()) {
  // The column is a uuid: anything else would be a query error, not "no such account".
  if (!isUuid(id)) return undefined;
  const [row] = await executor.select().from(idpAccounts).where(eq(idpAccounts.id, id));
  return row;
}

export async function findAccountByEmail(email: string, executor: Executor = db()) {
  const [row] = await executor
    .select()
    .from(idpAccounts)
    .where(sql`lower(${idpAccounts.email}) = lower(${normaliseEmail(email)})`);
  return row;
}

/** The account when the password is right; undefined otherwise, in about the same time. */
export async function authenticate(email: string, password: string) {
  const account = await findAccountByEmail(email);
  if (!account) return verifyAgainstDecoy(password).then(() => undefined);
  return (await verifyPassword(password, account.passwordHash)) ? account : undefined;
}

export interface NewAccount {
  id?: string;
  email: string;
  password: string;
  /** The password's hash, made beforehand (hashing is slow: the demo's accounts, app/demo). */
  passwordHash?: string;
  givenName?: string | null;
  familyName?: string | null;
  emailVerified?: boolean;
  permissions?: string[];
}

/** Creates an account; undefined when the e-mail is already registered. */
export async function createAccount(input: NewAccount, executor: Executor = db()) {
  const [row] = await executor
    .insert(idpAccounts)
    .values({
      ...(input.id ? { id: input.id } : {}),
      email: normaliseEmail(input.email),
      passwordHash: input.passwordHash ?? (await hashPassword(input.password)),
      givenName: input.givenName?.trim() || null,
      familyName: input.familyName?.trim() || null,
      emailVerified: input.emailVerified ?? false,
      permissions: input.permissions ?? [],
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function setPassword(accountId: string, password: string, executor: Executor = db()) {
  await executor
    .update(idpAccounts)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(idpAccounts.id, accountId));
}

export async function markEmailVerified(accountId: string, executor: Executor = db()) {
  await executor
    .update(idpAccounts)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(idpAccounts.id, accountId));
}

/**
 * Deletes an account and everything the provider keeps for it (issue 19 'the embedded identity
 * provider's account must go too'; decision 0110): its one-time tokens (cascade) and the
 * provider's sessions, grants, codes and tokens naming it, so no refresh token or browser session
 * outlives it. True when there was an account.
 */
export async function deleteAccount(accountId: string, executor: Executor = db()) {
  if (!isUuid(accountId)) return false;
  await executor
    .delete(oidcPayloads)
    .where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
  const rows = await executor
    .delete(idpAccounts)
    .where(eq(idpAccounts.id, accountId))
    .returning({ id: idpAccounts.id });
  return rows.length > 0;
}
