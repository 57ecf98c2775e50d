// The sign-up rules, case by case, quoting the spec (§3 'Sign-up profile', §4 'Sign-up success',
// §8 sign-up rows).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  classifyRefusal,
  CONSENT_REQUIRED,
  consentError,
  DUPLICATE_EMAIL,
  formatReferralCode,
  makeReferralCode,
  normaliseReferralCode,
  REFERRAL_ALPHABET,
  referralSignupPath,
  SIGN_UP_COMPLETE,
  toProfileRecord,
  TOO_MANY_CHARACTERS_FORM,
  tooLongFields,
  type ProfileInput,
} from "./rules";

describe("the spec's texts", () => {
  it.each([
    [SIGN_UP_COMPLETE, "Sign up complete!"],
    [TOO_MANY_CHARACTERS_FORM, "Too many characters. Please correct the highlighted field(s)"],
    [DUPLICATE_EMAIL, "A user has already signed up with this email! Please sign in again"],
  ])("%s", (actual, expected) => expect(actual).toBe(expected));
});

describe("answering a refused sign-up (spec §8)", () => {
  it.each([
    [{ name: "Too many characters" }, 400, "Too many characters"],
    [{ name: "Too many characters", surname: "Required" }, 400, "Too many characters"],
    [{ surname: "Required" }, 422, "Please correct the highlighted field(s)."],
    [
      { phoneNumber: "Invalid phone number for selected country" },
      422,
      "Please correct the highlighted field(s).",
    ],
  ])("%j → %i", (errors, status, message) => {
    expect(classifyRefusal(errors)).toEqual({ status, message });
  });

  it("lists the fields refused for their length only", () => {
    expect(
      tooLongFields({
        name: "Too many characters",
        surname: "Required",
        companyName: "Too many characters",
      }),
    ).toEqual(["name", "companyName"]);
  });
});

describe("referral codes", () => {
  it("are eight characters without look-alikes, shown as two groups of four", () => {
    const code = makeReferralCode([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(code).toBe("ABCD-EFGH");
    expect(makeReferralCode([30, 31, 62, -1, 29, 28, 27, 26])).toBe("9AAB-8765");
    expect(REFERRAL_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it.each([
    ["k7m3-9pqx", "K7M39PQX"],
    [" K7M3 9PQX ", "K7M39PQX"],
    ["K7M39PQX", "K7M39PQX"],
    ["K7M3-9PQ", null],
    ["K7M3-9PQO", null], // O is not in the alphabet
    ["", null],
    [null, null],
  ])("%j is stored as %j", (typed, stored) => expect(normaliseReferralCode(typed)).toBe(stored));

  it("formats a stored code for reading", () => {
    expect(formatReferralCode("K7M39PQX")).toBe("K7M3-9PQX");
  });

  // Decision 0150: whatever way a code is typed or shared, it reads back as the one stored.
  const codes = fc
    .array(fc.nat(), { minLength: 8, maxLength: 8 })
    .map((ints) => normaliseReferralCode(makeReferralCode(ints))!);

  it("reads back any code as shown, typed in lower case or with spaces (fast-check)", () => {
    fc.assert(
      fc.property(codes, fc.constantFrom("", " ", "-", "  "), (code, gap) => {
        expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
        expect(normaliseReferralCode(formatReferralCode(code))).toBe(code);
        const typed = `${code.slice(0, 4).toLowerCase()}${gap}${code.slice(4)}`;
        expect(normaliseReferralCode(` ${typed} `)).toBe(code);
      }),
    );
  });

  it("never takes text of another shape for a code (fast-check)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const code = normaliseReferralCode(text);
        if (code !== null) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      }),
    );
  });

  it("makes the link to share: the sign-up page with the code as shown", () => {
    expect(referralSignupPath("K7M39PQX")).toBe("/profile/signup?ref=K7M3-9PQX");
  });
});

describe("what is stored (spec §5 'Values of hidden fields are cleared')", () => {
  const input: ProfileInput = {
    name: "Zanele",
    surname: "Mthembu",
    phoneNumber: "+27 821234567",
    userType: "regenerativeFarmer",
    otherUserType: "left over",
    country: "ZA",
    region: "NL",
    hearAboutUs: "webinar",
    hasReferral: false,
    referralCode: "K7M3-9PQX",
    mailingList: true,
  };

  it("otherUserType only when userType is 'other'", () => {
    expect(toProfileRecord(input).otherUserType).toBeNull();
    expect(toProfileRecord({ ...input, userType: "other" }).otherUserType).toBe("left over");
  });

  it("region only when country is ZA", () => {
    expect(toProfileRecord(input).region).toBe("NL");
    expect(toProfileRecord({ ...input, country: "BW" }).region).toBeNull();
  });

  it("a referral code only with hasReferral, normalised", () => {
    expect(toProfileRecord(input)).toMatchObject({ hasReferral: false, referralCode: null });
    expect(toProfileRecord({ ...input, hasReferral: true })).toMatchObject({
      hasReferral: true,
      referralCode: "K7M39PQX",
    });
  });
});

describe("consent (decision 0015)", () => {
  it.each([
    [true, null],
    [false, CONSENT_REQUIRED],
  ])("given: %s → %s", (consent, error) => expect(consentError(consent)).toBe(error));
});
