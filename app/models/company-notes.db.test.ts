// The company-notes model on a real database: each organisation's versions only, newest first;
// an id that is not a UUID, or names nothing, finds nothing (no query PostgreSQL would raise on).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../../tests/support/model-fixtures";
import {
  findCurrentCompanyNote,
  insertCompanyNote,
  listCompanyNotes,
  lockOrganisationForNotes,
} from "./company-notes.server";

let mine: string;
let theirs: string;
let userId: string;

beforeAll(async () => {
  mine = (await insertTestOrganisation("Notes model farm")).id;
  theirs = (await insertTestOrganisation("Other notes farm")).id;
  userId = (await insertTestUser({ email: "notes-model@veld.example", name: "Nomsa" })).id;
  await insertCompanyNote({ organisationId: mine, body: "one", createdBy: userId });
  await insertCompanyNote({ organisationId: mine, body: "two", createdBy: null });
  await insertCompanyNote({ organisationId: theirs, body: "theirs", createdBy: userId });
});

describe("company notes model", () => {
  it("lists only the organisation's versions, newest first, with the author", async () => {
    const rows = await listCompanyNotes(mine);
    expect(rows.map((r) => r.body)).toEqual(["two", "one"]);
    expect(rows[1]).toMatchObject({ authorName: "Nomsa", authorEmail: "notes-model@veld.example" });
    expect((await findCurrentCompanyNote(theirs))?.body).toBe("theirs");
  });

  it("finds nothing for an unknown id or one that is not a UUID", async () => {
    expect(await listCompanyNotes(NOT_A_UUID)).toEqual([]);
    expect(await listCompanyNotes(UNKNOWN_ID)).toEqual([]);
    expect(await findCurrentCompanyNote(NOT_A_UUID)).toBeNull();
    await db().transaction(async (tx) => {
      expect(await lockOrganisationForNotes(NOT_A_UUID, tx)).toBe(false);
      expect(await lockOrganisationForNotes(UNKNOWN_ID, tx)).toBe(false);
      expect(await lockOrganisationForNotes(mine, tx)).toBe(true);
    });
  });
});
