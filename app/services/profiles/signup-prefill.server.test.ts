import { describe, expect, it } from "vitest";
import { signupPrefillFromClaims } from "./signup-prefill.server";

describe("decision 0065: 'Create Your Profile' starts with the ID token's claims", () => {
  it.each<[Record<string, unknown>, ReturnType<typeof signupPrefillFromClaims>]>([
    [
      { given_name: "Thandi", family_name: "Nkosi", phone_number: "+27 82 555 1234" },
      { name: "Thandi", surname: "Nkosi", phoneNumber: "+27 825551234" },
    ],
    [{ given_name: "  Sipho  ", family_name: "" }, { name: "Sipho" }],
    // A name over the form's limit is given as it is: the form says 'Too many characters'.
    [{ given_name: "N".repeat(60) }, { name: "N".repeat(60) }],
    // A phone number that is not a valid international one is left for the person to type.
    [{ phone_number: "082 555 1234" }, {}],
    [{ phone_number: "+27 82 555 12345" }, {}],
    // Claims of another type, or none.
    [{ given_name: 42, family_name: null }, {}],
    [{}, {}],
  ])("%j → %j", (claims, prefill) => {
    expect(signupPrefillFromClaims(claims)).toEqual(prefill);
  });
});
