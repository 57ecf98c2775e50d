// The sessions model on a real database: the refresh lease, the active organisation, the tokens
// handed back at sign-out and the address of a subject's latest sign-in, each for the session or
// subject asked.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
} from "../../tests/support/model-fixtures";
import * as records from "./sessions.server";

let orgId: string;
let userId: string;

async function insertSession(id: string, subject: string, email: string, createdAt: Date) {
  await db()
    .insert(sessions)
    .values({
      id,
      subject,
      email,
      idToken: `id-token-${id}`,
      refreshToken: `refresh-${id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
      createdAt,
    });
}

const activeOf = async (id: string) =>
  (await db().select().from(sessions)).find((s) => s.id === id)!.activeOrganisationId;

beforeAll(async () => {
  orgId = (await insertTestOrganisation("Boplaas")).id;
  userId = (await insertTestUser()).id;
  await insertSession("s-old", "auth|thandi", "old@veld.example", new Date(Date.now() - 60_000));
  await insertSession("s-new", "auth|thandi", "new@veld.example", new Date());
  await insertSession("s-other", "auth|sipho", "sipho@veld.example", new Date());
});

describe("session records", () => {
  it("attaches one session to a new profile with its organisation active", async () => {
    await records.attachSessionToUser("s-new", userId, orgId);
    const rows = await db().select().from(sessions);
    expect(rows.find((s) => s.id === "s-new")).toMatchObject({
      userId,
      activeOrganisationId: orgId,
    });
    expect(rows.find((s) => s.id === "s-old")).toMatchObject({
      userId: null,
      activeOrganisationId: null,
    });
  });

  it("sets and clears one session's active organisation; an id that is not a UUID changes nothing", async () => {
    await records.setSessionActiveOrganisation("s-old", orgId);
    expect(await activeOf("s-old")).toBe(orgId);
    await records.setSessionActiveOrganisation("s-old", NOT_A_UUID);
    expect(await activeOf("s-old")).toBe(orgId);
    await records.setSessionActiveOrganisation("s-old", null);
    expect(await activeOf("s-old")).toBeNull();
    expect(await activeOf("s-other")).toBeNull();
  });

  it("hands back a session's tokens, and the address of a subject's latest sign-in", async () => {
    expect(await records.findSessionTokens("s-old")).toEqual({
      idToken: "id-token-s-old",
      refreshToken: "refresh-s-old",
    });
    expect(await records.findSessionTokens("no-such-session")).toBeNull();
    expect(await records.findLatestSessionEmail("auth|thandi")).toBe("new@veld.example");
    expect(await records.findLatestSessionEmail("auth|nobody")).toBeNull();
  });
});

describe("the refresh lease", () => {
  it("is taken once: a second claim while it runs gets nothing, and a released lease can be taken again", async () => {
    expect((await records.claimRefreshLease("s-other", 15))?.id).toBe("s-other");
    expect(await records.claimRefreshLease("s-other", 15)).toBeNull();
    await records.releaseRefreshLease("s-other");
    expect((await records.claimRefreshLease("s-other", 15))?.id).toBe("s-other");
    await records.releaseRefreshLease("s-other");
  });

  it("an unknown session has no lease to take", async () => {
    expect(await records.claimRefreshLease("no-such-session", 15)).toBeNull();
  });
});

// The frame's first read on every signed-in request, prepared once per database (issue 30).
describe("a live session, read by a prepared statement", () => {
  it("answers the session with its person while it lives, and null once it has expired", async () => {
    const person = await insertTestUser({ name: "Lerato" });
    await insertSession("s-live", person.subject, person.email, new Date());
    const now = new Date();
    const live = await records.findLiveSession("s-live", now);
    expect(live?.session.id).toBe("s-live");
    expect(live?.user).toMatchObject({ id: person.id, email: person.email, name: "Lerato" });
    expect(live?.grants).toBeNull();
    // The same statement again, with other values: the prepared query is reused, not rebuilt.
    expect(
      await records.findLiveSession("s-live", new Date(now.getTime() + 2 * 86_400_000)),
    ).toBeNull();
    expect(await records.findLiveSession("no-such-session", now)).toBeNull();
  });

  it("reads the same inside a transaction", async () => {
    const person = await insertTestUser();
    await insertSession("s-tx", person.subject, person.email, new Date());
    const inside = await db().transaction((tx) => records.findLiveSession("s-tx", new Date(), tx));
    expect(inside?.user?.id).toBe(person.id);
  });
});
