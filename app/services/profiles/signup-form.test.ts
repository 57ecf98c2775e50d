// The one sign-up schema (page, browser and API): the spec's fields, choices and messages.
import { describe, expect, it } from "vitest";
import {
  HEAR_ABOUT_US_OPTIONS,
  SIGNUP_FIELDS,
  SIGNUP_ROLE_OPTIONS,
  USER_TYPE_OPTIONS,
  COUNTRY_OPTIONS,
} from "./signup-form";
import { signupSchema } from "./signup-schema";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { refusalBody } from "./api-errors";
import { PROVINCES } from "~/shared/provinces";

const VALID = {
  name: "Zanele",
  surname: "Mthembu",
  phoneNumber: { country: "ZA", number: "082 123 4567" },
  userType: "academia",
  country: "ZA",
  region: "WC",
  hearAboutUs: "socialMedia",
  hasReferral: "on",
  referralCode: "K7M3-9PQX",
  mailingList: "",
  companyName: "Universiteit Stellenbosch",
  role: "OTHER",
  consent: "on",
};

async function errorsOf(values: Record<string, unknown>) {
  const result = await signupSchema.safeParseAsync(values);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe("the sign-up fields", () => {
  it("carry the spec's field names (spec §3 'Sign-up profile')", () => {
    expect(SIGNUP_FIELDS.map((field) => field.name)).toEqual([
      "name",
      "surname",
      "phoneNumber",
      "userType",
      "otherUserType",
      "country",
      "region",
      "hearAboutUs",
      "hasReferral",
      "referralCode",
      "mailingList",
      "companyName",
      "role",
      "consent",
    ]);
  });

  it("offer spec §1's audience labels and 'other', the nine provinces, the eight sources, the four roles", () => {
    expect(USER_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      "Regenerative farmer",
      "Farmer interested in conservation practices",
      "Academia",
      "Agri-consultant",
      "Interested party",
      "Other",
    ]);
    expect(USER_TYPE_OPTIONS.at(-1)!.value).toBe("other");
    // spec §3 'region: province choice': the nine provinces of app/shared/provinces.ts.
    expect(SIGNUP_FIELDS.find((f) => f.name === "region")).toMatchObject({ options: PROVINCES });
    expect(HEAR_ABOUT_US_OPTIONS.map((o) => o.value)).toEqual([
      "wordOfMouth",
      "conference",
      "farmersAssociation",
      "serviceProviders",
      "internetSearch",
      "webinar",
      "socialMedia",
      "other",
    ]);
    expect(SIGNUP_ROLE_OPTIONS.map((o) => o.label)).toEqual([
      "Farmer / Land Owner",
      "Farm Manager / Staff / Associate",
      "Agri Consultant / Representative",
      "Academic / Other",
    ]);
    expect(COUNTRY_OPTIONS.length).toBeGreaterThan(240);
    expect(COUNTRY_OPTIONS.find((o) => o.value === "ZA")?.label).toBe("South Africa");
  });
});

describe("the sign-up schema", () => {
  it("accepts a complete form and stores the phone as calling code, space, number (spec §3)", async () => {
    const result = await signupSchema.parseAsync(VALID);
    expect(result).toMatchObject({
      phoneNumber: "+27 821234567",
      hasReferral: true,
      referralCode: "K7M3-9PQX",
      mailingList: false,
      consent: true,
      otherUserType: null,
    });
  });

  it("says 'Too many characters' for each too-long text (spec §5)", async () => {
    const errors = await errorsOf({
      ...VALID,
      name: "x".repeat(51),
      companyName: "x".repeat(101),
      referralCode: "x".repeat(21),
    });
    expect(errors).toEqual({
      name: "Too many characters",
      companyName: "Too many characters",
      referralCode: "Too many characters",
    });
    expect(refusalBody(errors)).toEqual({
      status: 400,
      body: { message: "Too many characters", errors },
    });
  });

  it("checks the phone for its country, and not at all for N/A (spec §5 'Sign-up phone')", async () => {
    expect(
      await errorsOf({ ...VALID, phoneNumber: { country: "ZA", number: "082 123 45678" } }),
    ).toEqual({ phoneNumber: "Invalid phone number for selected country" });
    expect(
      await errorsOf({ ...VALID, phoneNumber: { country: "ZA", number: "08212345a" } }),
    ).toEqual({ phoneNumber: "Invalid phone number for selected country" });
    expect(await errorsOf({ ...VALID, phoneNumber: { country: "N/A", number: "12 34" } })).toEqual(
      {},
    );
  });

  it("requires the visible fields and consent, and ignores the hidden ones", async () => {
    const errors = await errorsOf({
      ...VALID,
      userType: "other",
      otherUserType: "",
      consent: "",
      country: "BW",
      region: "nonsense",
    });
    expect(errors).toEqual({
      otherUserType: "Required",
      consent: "Please agree to the terms and conditions and the privacy policy.",
    });
  });

  it("takes only the four sign-up roles (spec §6 'Sign-up role choices'), so SIGNATORY is refused", async () => {
    for (const role of ["OWNER", "STAFF", "CONSULTANT", "OTHER"])
      expect(await errorsOf({ ...VALID, role })).toEqual({});
    expect(await errorsOf({ ...VALID, role: "SIGNATORY" })).toEqual({
      role: "Choose one of the options.",
    });
    expect(await errorsOf({ ...VALID, role: "" })).toEqual({ role: "Required" });
  });
});
