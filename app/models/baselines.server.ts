// The baseline recorded for each person when they join (issue 18 'People'; decision 0101):
// user_baselines, one row per person, and what the people list shows beside it from sign-up
// (user_profiles.hear_about_us, user_type). Data access only; the rules are in services/people.
import { eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { userBaselines, userProfiles, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type BaselineRow = typeof userBaselines.$inferSelect;

/** The values an admin records (every one may be unknown: null). */
export interface BaselineValues {
  farmingSinceYear: number | null;
  enterpriseType: string | null;
  hectaresAtJoining: number | null;
  landTenure: string | null;
  regenerativeExperience: string | null;
  notes: string | null;
}

/** Every recorded baseline (the people list joins them in memory, as it does the steps). */
export async function listBaselines(executor: Executor = db()): Promise<BaselineRow[]> {
  return executor.select().from(userBaselines);
}

export async function findBaseline(
  userId: string,
  executor: Executor = db(),
): Promise<BaselineRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await executor.select().from(userBaselines).where(eq(userBaselines.userId, userId));
  return row ?? null;
}

/** The person's baseline locked until the transaction ends (two saves run one after the other). */
export async function lockBaseline(
  userId: string,
  executor: Executor,
): Promise<BaselineRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await executor
    .select()
    .from(userBaselines)
    .where(eq(userBaselines.userId, userId))
    .for("update");
  return row ?? null;
}

/** Writes the person's baseline (created on the first save). */
export async function saveBaseline(
  userId: string,
  values: BaselineValues,
  updatedBy: string | null,
  executor: Executor = db(),
): Promise<BaselineRow> {
  const [row] = await executor
    .insert(userBaselines)
    .values({ userId, ...values, updatedBy })
    .onConflictDoUpdate({
      target: userBaselines.userId,
      set: { ...values, updatedBy, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Each person's sign-up answers the people list shows (how they heard of the programme). */
export async function listSignupAnswers(
  executor: Executor = db(),
): Promise<{ userId: string; hearAboutUs: string; userType: string }[]> {
  return executor
    .select({
      userId: userProfiles.userId,
      hearAboutUs: userProfiles.hearAboutUs,
      userType: userProfiles.userType,
    })
    .from(userProfiles);
}

/** The person and their sign-up answers (null profile: not signed up); null: no such person. */
export async function findPersonWithProfile(userId: string, executor: Executor = db()) {
  if (!isUuid(userId)) return null;
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      createdAt: users.createdAt,
      profile: userProfiles,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * People's baselines (the demo's, app/demo): a person's baseline already there, or changed since, stays as it
 * is. The people whose baseline was written.
 */
export async function insertMissingBaselines(
  rows: readonly (typeof userBaselines.$inferInsert)[],
  executor: Executor = db(),
): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await executor
    .insert(userBaselines)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ userId: userBaselines.userId });
  return written.map((row) => row.userId);
}
