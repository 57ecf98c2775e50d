import { describe, expect, it } from "vitest";
import { PHONE_COUNTRIES } from "./phone-countries";
import {
  isValidPhoneForCountry,
  listPhoneCountries,
  parseStoredPhone,
  storedPhoneFromInternational,
  storedPhoneFromText,
  toStoredPhone,
} from "./phone-metadata";

describe("spec §5 'Sign-up phone: must be valid for the selected country'", () => {
  it.each<[string, string, string | null]>([
    ["ZA", "082 123 4567", "+27 821234567"],
    ["ZA", "821234567", "+27 821234567"],
    ["ZA", "021 123 4567", "+27 211234567"],
    ["ZA", "011 456 7890", "+27 114567890"],
    ["ZA", "082 123 45678", null],
    ["NA", "081 234 5678", "+264 812345678"],
    // A valid South African number is not valid for Namibia.
    ["NA", "072 123 4567", null],
    ["GB", "07400 123456", "+44 7400123456"],
    ["ZA", "082-123-4567", null],
    ["ZZ", "0821234567", null],
    ["ZA", "", null],
  ])("%s %j → %j", (country, number, stored) => {
    expect(toStoredPhone(country, number)).toBe(stored);
    expect(isValidPhoneForCountry(country, number)).toBe(stored !== null);
  });
});

describe("spec §4 'Phone input: may switch to N/A if the stored value cannot be parsed'", () => {
  it.each([
    ["+27 821234567", { country: "ZA", number: "821234567" }],
    ["+1 4165550123", { country: "CA", number: "4165550123" }],
    ["+44 7400123456", { country: "GB", number: "7400123456" }],
    // Guernsey shares +44; the number says which.
    ["+44 7911123456", { country: "GG", number: "7911123456" }],
    ["", { country: "ZA", number: "" }],
    ["0821234567", { country: "N/A", number: "0821234567" }],
    ["+999 123", { country: "N/A", number: "999 123" }],
  ])("%j starts as %j", (stored, expected) => {
    expect(parseStoredPhone(stored)).toEqual(expected);
  });
});

describe("the country list", () => {
  const countries = listPhoneCountries();
  it("names every country the metadata knows, with its calling code", () => {
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((c) => c.code === "ZA")).toEqual({
      code: "ZA",
      name: "South Africa",
      callingCode: "27",
      main: true,
    });
  });
  it("marks one main country for a shared calling code", () => {
    expect(countries.filter((c) => c.callingCode === "1" && c.main).map((c) => c.code)).toEqual([
      "US",
    ]);
  });
});

describe("the phone field's written-out country list (decision 0065)", () => {
  it("is exactly the metadata's list: regenerate phone-countries.ts when this fails", () => {
    expect(PHONE_COUNTRIES).toEqual(listPhoneCountries());
  });
});

describe("a number written internationally (the ID token's phone_number claim)", () => {
  it.each<[string | null, string | null]>([
    ["+27825551234", "+27 825551234"],
    ["+27 82 555 1234", "+27 825551234"],
    ["+1 (416) 555-0123", "+1 4165550123"],
    ["+264 81 234 5678", "+264 812345678"],
    // Not a valid number, or not international: left for the person to type.
    ["+27 82 555 12345", null],
    ["082 555 1234", null],
    ["", null],
    [null, null],
  ])("%j → %j", (claim, stored) => {
    expect(storedPhoneFromInternational(claim)).toBe(stored);
  });
});

// A phone written as one text (the /api/v2 signatory calls, a job application posted by an older
// page): '+' and a calling code, else a number of the default country ZA (spec §9).
describe("a phone number written as one text", () => {
  it.each<[string, string | null]>([
    ["082 555 1234", "+27 825551234"],
    ["+27 82 555 1234", "+27 825551234"],
    ["0825551234", "+27 825551234"],
    ["825551234", "+27 825551234"],
    ["+27825551234", "+27 825551234"],
    ["  +27 825551234  ", "+27 825551234"],
    ["+44 7400 123456", "+44 7400123456"],
    ["", null],
    ["+", null],
    ["call me maybe", null],
    ["082-555-1234", null],
    ["(082) 555 1234", null],
    ["082 555 12345", null],
    ["0825551234567890", null],
    ["+27 82 555 1234 5678", null],
    ["+999 123 456", null],
    ["++27 82 555 1234", null],
  ])("%j → %j", (text, stored) => {
    expect(storedPhoneFromText(text)).toBe(stored);
  });

  it("reads a number without '+' in the country given", () => {
    expect(storedPhoneFromText("07400 123456", "GB")).toBe("+44 7400123456");
    expect(storedPhoneFromText("07400 123456")).toBeNull();
  });
});
