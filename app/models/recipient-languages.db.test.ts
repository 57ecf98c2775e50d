// Each recipient's saved language (decision 0160), read by user id and by e-mail address: a
// person without a saved choice, or without a profile, is absent (the caller writes English).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { userProfiles } from "~/db/schema";
import { insertTestProfile, insertTestUser } from "../../tests/support/model-fixtures";
import { savedLanguagesOfEmails, savedLanguagesOfUsers } from "./recipient-languages.server";

const people = { zulu: "", english: "", unsaved: "", noProfile: "" };
const emails = { zulu: "", noProfile: "" };

beforeAll(async () => {
  const zulu = await insertTestUser({ email: `Zanele.${Date.now()}@Languages.example` });
  await insertTestProfile(zulu.id);
  await db().update(userProfiles).set({ language: "zu" }).where(eq(userProfiles.userId, zulu.id));
  const english = await insertTestUser();
  await insertTestProfile(english.id);
  await db()
    .update(userProfiles)
    .set({ language: "en" })
    .where(eq(userProfiles.userId, english.id));
  const unsaved = await insertTestUser();
  await insertTestProfile(unsaved.id);
  const noProfile = await insertTestUser();
  Object.assign(people, {
    zulu: zulu.id,
    english: english.id,
    unsaved: unsaved.id,
    noProfile: noProfile.id,
  });
  Object.assign(emails, { zulu: zulu.email, noProfile: noProfile.email });
});

describe("savedLanguagesOfUsers", () => {
  it("gives each person's saved choice and leaves out those with none", async () => {
    const languages = await savedLanguagesOfUsers([
      people.zulu,
      people.english,
      people.unsaved,
      people.noProfile,
      people.zulu,
    ]);
    expect(Object.fromEntries(languages)).toEqual({ [people.zulu]: "zu", [people.english]: "en" });
    expect(await savedLanguagesOfUsers([])).toEqual(new Map());
  });
});

describe("savedLanguagesOfEmails", () => {
  it("finds a person by their address in any case and with spaces, by the lower-cased address", async () => {
    const languages = await savedLanguagesOfEmails([
      ` ${emails.zulu.toUpperCase()} `,
      emails.noProfile,
      "",
    ]);
    expect(Object.fromEntries(languages)).toEqual({ [emails.zulu.toLowerCase()]: "zu" });
  });
});
