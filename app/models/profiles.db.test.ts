// The profiles model on a real database: a person found by their own id, subject or e-mail
// address (in any case); an id that is not a UUID finds, changes and exports nothing.
import { describe, expect, it } from "vitest";
import { NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import * as profiles from "./profiles.server";

describe("profiles", () => {
  it("finds a person by id, subject or e-mail address in any case", async () => {
    const user = await profiles.insertUser({
      subject: "auth|naledi",
      email: "Naledi@Veld.example",
      name: "Naledi",
      surname: "Mokoena",
    });
    expect(await profiles.findUserById(user.id)).toMatchObject({ subject: "auth|naledi" });
    expect(await profiles.findUserBySubject("auth|naledi")).toMatchObject({ id: user.id });
    expect(await profiles.findUserByEmail(" naledi@veld.EXAMPLE ")).toMatchObject({ id: user.id });
    expect(await profiles.findUserById(UNKNOWN_ID)).toBeNull();
  });

  it("finds, changes and exports nothing for an id that is not a UUID", async () => {
    expect(await profiles.findUserById(NOT_A_UUID)).toBeNull();
    expect(await profiles.findProfile(NOT_A_UUID)).toBeNull();
    expect(await profiles.collectPersonalData(NOT_A_UUID)).toBeNull();
    await expect(profiles.markProfileEmailVerified(NOT_A_UUID)).resolves.toBeUndefined();
  });
});
