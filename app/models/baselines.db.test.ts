// The baselines model on a real database: a person's baseline created on the first save and
// replaced on the next, found by the person only, locked in a transaction, the sign-up answers
// beside it, and the demo's baselines written once.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { userBaselines } from "~/db/schema";
import { transaction } from "~/models/transaction.server";
import {
  insertTestProfile,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../../tests/support/model-fixtures";
import {
  findBaseline,
  findPersonWithProfile,
  insertMissingBaselines,
  listBaselines,
  listSignupAnswers,
  lockBaseline,
  saveBaseline,
  type BaselineValues,
} from "./baselines.server";

const empty: BaselineValues = {
  farmingSinceYear: null,
  enterpriseType: null,
  hectaresAtJoining: null,
  landTenure: null,
  regenerativeExperience: null,
  notes: null,
};

let farmer: string;
let admin: string;
let unsigned: string;

beforeAll(async () => {
  farmer = (await insertTestUser({ email: "farmer@baseline.example", name: "Sipho" })).id;
  admin = (await insertTestUser()).id;
  unsigned = (await insertTestUser({ email: "unsigned@baseline.example" })).id;
  await insertTestProfile(farmer);
});

describe("baselines", () => {
  it("creates a baseline on the first save and replaces its values on the next", async () => {
    expect(await findBaseline(farmer)).toBeNull();
    const first = await saveBaseline(farmer, { ...empty, farmingSinceYear: 1998 }, admin);
    expect(first).toMatchObject({ userId: farmer, farmingSinceYear: 1998, updatedBy: admin });
    // Saved a minute ago, so the next save's time is later whatever the clock's resolution.
    const aMinuteAgo = new Date(first.updatedAt.getTime() - 60_000);
    await db()
      .update(userBaselines)
      .set({ updatedAt: aMinuteAgo })
      .where(eq(userBaselines.userId, farmer));

    const second = await saveBaseline(
      farmer,
      { ...empty, hectaresAtJoining: 420.5, notes: "Mixed" },
      null,
    );
    expect(second).toMatchObject({
      farmingSinceYear: null,
      hectaresAtJoining: 420.5,
      notes: "Mixed",
      updatedBy: null,
      createdAt: first.createdAt,
    });
    expect(second.updatedAt.getTime()).toBeGreaterThan(aMinuteAgo.getTime());
    expect((await listBaselines()).filter((b) => b.userId === farmer)).toHaveLength(1);
  });

  it("finds or locks a person's baseline by their id only", async () => {
    expect((await findBaseline(farmer))?.hectaresAtJoining).toBe(420.5);
    expect(await findBaseline(admin)).toBeNull();
    expect(await findBaseline(NOT_A_UUID)).toBeNull();
    const locked = await transaction(async (tx) => ({
      farmer: await lockBaseline(farmer, tx),
      admin: await lockBaseline(admin, tx),
      junk: await lockBaseline(NOT_A_UUID, tx),
    }));
    expect(locked.farmer?.notes).toBe("Mixed");
    expect(locked.admin).toBeNull();
    expect(locked.junk).toBeNull();
  });

  it("lists the sign-up answers of signed-up people only", async () => {
    const answers = await listSignupAnswers();
    expect(answers).toContainEqual({
      userId: farmer,
      hearAboutUs: "webinar",
      userType: "regenerative_farmer",
    });
    expect(answers.map((a) => a.userId)).not.toContain(unsigned);
  });

  it("finds a person with their profile, with a null profile before they signed up", async () => {
    expect(await findPersonWithProfile(farmer)).toMatchObject({
      id: farmer,
      email: "farmer@baseline.example",
      name: "Sipho",
      profile: { userId: farmer, hearAboutUs: "webinar" },
    });
    expect(await findPersonWithProfile(unsigned)).toMatchObject({ id: unsigned, profile: null });
    expect(await findPersonWithProfile(UNKNOWN_ID)).toBeNull();
    expect(await findPersonWithProfile(NOT_A_UUID)).toBeNull();
  });

  it("writes the demo's baselines once: one there already, or changed since, stays as it is", async () => {
    const written = await insertMissingBaselines([
      { userId: farmer, notes: "Demo" },
      { userId: unsigned, notes: "Demo" },
    ]);
    expect(written).toEqual([unsigned]);
    expect((await findBaseline(farmer))?.notes).toBe("Mixed");
    expect((await findBaseline(unsigned))?.notes).toBe("Demo");
    expect(await insertMissingBaselines([])).toEqual([]);
  });
});
