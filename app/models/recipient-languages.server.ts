// The language each recipient of an e-mail or a notification reads (issue 33; decision 0160):
// the choice saved on their profile (user_profiles.language, decision 0158), by user id or by
// e-mail address (a signatory is e-mailed by address). Nobody found, or no choice saved: absent
// from the map (the caller writes English).
import { inArray, isNotNull, and, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { userProfiles, users } from "~/db/schema";

/** The saved language of each of these people who has one, by user id. */
export async function savedLanguagesOfUsers(
  userIds: readonly string[],
  executor: Executor = db(),
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ userId: userProfiles.userId, language: userProfiles.language })
    .from(userProfiles)
    .where(and(inArray(userProfiles.userId, ids), isNotNull(userProfiles.language)));
  return new Map(rows.map((row) => [row.userId, row.language!]));
}

/** The saved language of each of these addresses' people who has one, by lower-cased address. */
export async function savedLanguagesOfEmails(
  emails: readonly string[],
  executor: Executor = db(),
): Promise<Map<string, string>> {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()))].filter(
    (email) => email !== "",
  );
  if (addresses.length === 0) return new Map();
  const rows = await executor
    .select({ email: users.email, language: userProfiles.language })
    .from(users)
    .innerJoin(userProfiles, sql`${userProfiles.userId} = ${users.id}`)
    .where(and(inArray(sql`lower(${users.email})`, addresses), isNotNull(userProfiles.language)));
  return new Map(rows.map((row) => [row.email.trim().toLowerCase(), row.language!]));
}
