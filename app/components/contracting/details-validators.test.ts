// The contracting forms carry their location rule in their schema (issue 11), so the page's
// action and the browser refuse the same points with the same words.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readNumberText } from "~/services/kit/forms/number-rules";
import { signupValidator } from "~/components/signup/signup-validator";
import { farmLocationOf, LOCATION_MESSAGES } from "~/services/contracting/rules";
import { circleValidator, farmValidator, signatoryValidator } from "./details-validators";

const FARM = { name: "Môreson", province: "FS", nearestTown: "Parys" };
const CIRCLE = { latitude: "-28.25", longitude: "28.31", radius: "500" };

describe("the farm form", () => {
  it("takes a farm without a location, or with a whole one in South Africa", async () => {
    expect((await farmValidator.validate(FARM)).error).toBeUndefined();
    const placed = await farmValidator.validate({
      ...FARM,
      latitude: "-28,25",
      longitude: "28.31",
    });
    expect(placed.data).toMatchObject({ latitude: "-28,25", longitude: "28.31" });
  });

  it("refuses half a location, or one outside South Africa, beside the field", async () => {
    expect(
      (await farmValidator.validate({ ...FARM, latitude: "-28.25" })).error?.fieldErrors,
    ).toEqual({ longitude: LOCATION_MESSAGES.longitudeMissing });
    expect(
      (await farmValidator.validate({ ...FARM, latitude: "28.25", longitude: "28.31" })).error
        ?.fieldErrors,
    ).toEqual({ latitude: LOCATION_MESSAGES.outside });
  });

  it("says so as the person types, with the farm's other fields still empty", async () => {
    const typed = { latitude: "28.25", longitude: "28.31" };
    expect(await farmValidator.validateField?.(typed, "latitude")).toEqual({
      error: LOCATION_MESSAGES.outside,
    });
  });
});

describe("the circle form", () => {
  it("needs its centre (the fields are required) in South Africa", async () => {
    expect((await circleValidator.validate(CIRCLE)).data).toMatchObject({ radius: 500 });
    expect(
      (await circleValidator.validate({ ...CIRCLE, latitude: "" })).error?.fieldErrors,
    ).toEqual({ latitude: "Required" });
    expect(
      (await circleValidator.validate({ ...CIRCLE, longitude: "-28.25" })).error?.fieldErrors,
    ).toEqual({ latitude: LOCATION_MESSAGES.outside });
  });
});

describe("decision 0065: a coordinate is read as every number input reads a number", () => {
  it.each<[string, string, Record<string, string> | undefined]>([
    // The decimal comma of issue 13 reads as it always did.
    ["-32,2967", "26,5", undefined],
    ["-32.2967", "26.5", undefined],
    // A comma before exactly three digits is asked about, as for hectares.
    [
      "-28,251",
      "28.31",
      { latitude: "Write -28251 or -28.251: a comma before three digits could mean either." },
    ],
    ["-28.25", "abc", { longitude: "Enter a number, like 1250 or 12.5." }],
  ])("%j, %j", async (latitude, longitude, errors) => {
    const result = await farmValidator.validate({ ...FARM, latitude, longitude });
    expect(result.error?.fieldErrors).toEqual(errors);
  });

  it("stores every coordinate the form accepts as the number the number rule reads", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -3500, max: -2150 }),
        fc.integer({ min: 1550, max: 3350 }),
        fc.constantFrom(".", ","),
        fc.string({ unit: fc.constantFrom(..."0123456789".split("")), maxLength: 5 }),
        async (lat, lng, mark, decimals) => {
          const text = (n: number) => `${(n / 100).toFixed(2).replace(".", mark)}${decimals}`;
          const latitude = text(lat);
          const longitude = text(lng);
          const result = await farmValidator.validate({ ...FARM, latitude, longitude });
          if (result.error) return true;
          const location = farmLocationOf(result.data.latitude, result.data.longitude);
          const read = (t: string) => readNumberText(t);
          return (
            read(latitude).ok &&
            location.latitude === (read(latitude) as { value: number }).value &&
            location.longitude === (read(longitude) as { value: number }).value
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("decision 0065: a signatory's phone is the sign-up's phone piece", () => {
  const SIGNATORY = {
    name: "Lindiwe",
    surname: "Dube",
    email: "lindiwe@example.com",
    designation: "Director",
  };
  const SIGNUP = {
    name: "Zanele",
    surname: "Mthembu",
    userType: "regenerativeFarmer",
    country: "ZA",
    region: "NL",
    hearAboutUs: "webinar",
    companyName: "Mthembu Boerdery",
    role: "OWNER",
    consent: "on",
  };

  it.each<[string, string, string]>([
    // Issue 13: accepted at sign-up, refused for a signatory without JavaScript.
    ["ZA", "082 555 1234", "+27 825551234"],
    ["ZA", "0825551234", "+27 825551234"],
    ["ZA", "82 555 1234", "+27 825551234"],
    ["ZA", "021 555 1234", "+27 215551234"],
    ["NA", "081 234 5678", "+264 812345678"],
    // spec §5 'no check when the country is N/A'.
    ["N/A", "12 34", "1234"],
    // spec §5 'must be valid for the selected country, else …'.
    ["ZA", "082 555 12345", "Invalid phone number for selected country"],
    // spec §5 'only digits and spaces are accepted'.
    ["ZA", "082-555-1234", "Invalid phone number for selected country"],
    ["ZA", "+27 82 555 1234", "Invalid phone number for selected country"],
    // spec §5 'maximum length 15'.
    ["N/A", "0825551234 123456", "Invalid phone number for selected country"],
    ["ZA", "", "Required"],
  ])("%s %j → %j in both forms", async (country, number, expected) => {
    const phoneNumber = { country, number };
    const signatory = await signatoryValidator.validate({ ...SIGNATORY, phoneNumber });
    const signup = await signupValidator.validate({ ...SIGNUP, phoneNumber });
    const outcome = (result: typeof signatory | typeof signup) =>
      result.error ? result.error.fieldErrors.phoneNumber : result.data.phoneNumber;
    expect(outcome(signatory)).toBe(expected);
    expect(outcome(signup)).toBe(expected);
  });
});
