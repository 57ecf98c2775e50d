// Two co-owners deleting their accounts at once (issue 28, decision 0117): each alone may go, the
// other owner remaining, but not both, or the organisation's other members are left without an
// OWNER. Exactly one deletion succeeds; the other is refused with the only-owner sentence, and
// the organisation keeps an owner.
//
// On PostgreSQL (DATABASE_URL) the two run on two connections and are made to overlap: a third
// connection holds a lock on audit_log, which every deletion writes after its check, until both
// deletions are waiting on a lock; without the lock of the organisations both would have counted
// two owners by then. On PGlite (one connection) the two transactions run one after the other.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { memberships, users } from "~/db/schema";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestUser,
} from "../../../tests/support/model-fixtures";
import { deleteOwnAccount } from "./account-deletion.server";

const onPostgres = Boolean(process.env.DATABASE_URL);
const ids = {} as Record<"organisation" | "first" | "second" | "staff", string>;

beforeAll(async () => {
  ids.organisation = (await insertTestOrganisation("Twee Eienaars")).id;
  for (const [key, role] of [
    ["first", "OWNER"],
    ["second", "OWNER"],
    ["staff", "STAFF"],
  ] as const) {
    ids[key] = (await insertTestUser({ email: `${key}@owners.example`, name: key })).id;
    await insertTestMembership(ids[key], ids.organisation, role);
  }
});

/** Backends of this database waiting on a lock (the two deletions, once both are held up). */
async function waitingOnLocks(): Promise<number> {
  const result = (await db().execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  )) as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}

/** Runs `both` while audit_log is locked, releasing it once both are waiting on a lock. */
async function overlapping<T>(both: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = db().transaction(async (tx) => {
    await tx.execute(sql`lock table audit_log in share row exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  const running = both();
  const deadline = Date.now() + 15_000;
  while ((await waitingOnLocks()) < 2) {
    if (Date.now() > deadline) {
      release();
      throw new Error("The two deletions never both waited on a lock.");
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  release();
  await holder;
  return running;
}

describe("two co-owners deleting their accounts at once", () => {
  it("lets exactly one go; the organisation keeps an owner", async () => {
    const both = () =>
      Promise.all(
        [ids.first, ids.second].map((userId) =>
          deleteOwnAccount({ userId, reason: null, requestId: null }),
        ),
      );
    const results = onPostgres ? await overlapping(both) : await both();
    expect(results.filter((r) => r.deleted)).toHaveLength(1);
    const refused = results.find((r) => !r.deleted) as { deleted: false; refusal: string };
    expect(refused.refusal).toMatch(/You are the only .*\(OWNER\) of "Twee Eienaars"/);
    const owners = await db()
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.organisationId, ids.organisation), eq(memberships.role, "OWNER")));
    expect(owners).toHaveLength(1);
    expect([ids.first, ids.second]).toContain(owners[0]!.userId);
  });
});
