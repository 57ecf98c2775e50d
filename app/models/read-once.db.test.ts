// A request's loaders share a read (decision 0129); an action, a transaction and code outside a
// request read afresh, and the loaders after an action see what it wrote.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, watchStatements } from "~/db/client.server";
import { organisations } from "~/db/schema";
import { runAction, runInRequestScope } from "~/request-scope.server";
import { readOnce } from "./read-once.server";

async function nameOf(id: string, executor?: Parameters<typeof readOnce>[1]) {
  return readOnce(`test-organisation-name:${id}`, executor, async (x) => {
    const [row] = await x
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, id));
    return { name: row?.name ?? null };
  });
}

async function counted<T>(run: () => Promise<T>): Promise<{ value: T; statements: number }> {
  let statements = 0;
  const stop = watchStatements(() => (statements += 1));
  try {
    return { value: await run(), statements };
  } finally {
    stop();
  }
}

async function newOrganisation(name: string) {
  const [row] = await db().insert(organisations).values({ name }).returning();
  return row!.id;
}

describe("readOnce", () => {
  it("reads once for all the loaders of a request, each getting a copy of its own", async () => {
    const id = await newOrganisation("Shared Read Farm");
    const { value, statements } = await counted(() =>
      runInRequestScope(() => Promise.all([nameOf(id), nameOf(id), nameOf(id)])),
    );
    expect(statements).toBe(1);
    expect(value.map((v) => v.name)).toEqual(Array(3).fill("Shared Read Farm"));
    value[0]!.name = "changed by one loader";
    expect(value[1]!.name).toBe("Shared Read Farm");
  });

  it("reads every time outside a request, and in a transaction", async () => {
    const id = await newOrganisation("Unshared Read Farm");
    expect((await counted(() => Promise.all([nameOf(id), nameOf(id)]))).statements).toBe(2);
    const inTransaction = await counted(() =>
      runInRequestScope(() =>
        db().transaction(async (tx) => [await nameOf(id, tx), await nameOf(id, tx)]),
      ),
    );
    expect(inTransaction.statements).toBe(2);
  });

  it("reads afresh in an action, and the loaders after it read what it wrote", async () => {
    const id = await newOrganisation("Before The Action");
    const { value, statements } = await counted(() =>
      runInRequestScope(async () => {
        const before = await nameOf(id);
        const inAction = await runAction(async () => {
          const first = await nameOf(id);
          await db()
            .update(organisations)
            .set({ name: "After The Action" })
            .where(eq(organisations.id, id));
          return [first, await nameOf(id)];
        });
        return { before, inAction, after: await nameOf(id) };
      }),
    );
    expect(value.before.name).toBe("Before The Action");
    expect(value.inAction.map((v) => v.name)).toEqual(["Before The Action", "After The Action"]);
    expect(value.after.name).toBe("After The Action");
    // before, the action's two reads and its write, the read after it.
    expect(statements).toBe(5);
  });
});
