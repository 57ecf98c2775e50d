import { describe, expect, it } from "vitest";
import {
  acceptPhoneInput,
  composeStoredPhone,
  DEFAULT_PHONE_COUNTRY,
  NO_COUNTRY,
  readPhoneValue,
  type PhoneCountry,
} from "./phone-rules";

const countries: PhoneCountry[] = [
  { code: "CA", name: "Canada", callingCode: "1", main: false },
  { code: "NA", name: "Namibia", callingCode: "264", main: true },
  { code: "ZA", name: "South Africa", callingCode: "27", main: true },
  { code: "US", name: "United States", callingCode: "1", main: true },
];

describe("spec §5 'Sign-up phone: only digits and spaces are accepted; maximum length 15'", () => {
  it.each<[string, string, string]>([
    ["", "0", "0"],
    ["082", "082 1", "082 1"],
    ["082", "082-", "082"],
    ["082", "+082", "082"],
    ["082 123 4567", "082 123 4567a", "082 123 4567"],
    ["0821234567 1234", "0821234567 12345", "0821234567 1234"],
  ])("%j → %j keeps %j", (previous, next, kept) => {
    expect(acceptPhoneInput(previous, next)).toBe(kept);
  });

  it("takes up to 15 characters (spec §9 'Phone maximum length 15')", () => {
    expect(acceptPhoneInput("", "082 123 4567 89")).toBe("082 123 4567 89");
    expect(acceptPhoneInput("082 123 4567 89", "082 123 4567 891")).toBe("082 123 4567 89");
  });
});

describe("spec §3 'phoneNumber: stored as text, with the calling code, a space, then the number without spaces'", () => {
  it.each<[string | null, string, string]>([
    ["27", "82 123 4567", "+27 821234567"],
    ["1", "416 555 0123", "+1 4165550123"],
    [null, "0821 234", "0821234"],
  ])("%s + %j → %j", (code, number, stored) => {
    expect(composeStoredPhone(code, number)).toBe(stored);
  });
});

describe("spec §4 'Phone input: starts with country ZA and may switch to N/A if the stored value cannot be parsed'", () => {
  it("an empty field starts at ZA", () => {
    expect(readPhoneValue("", countries)).toEqual({ country: DEFAULT_PHONE_COUNTRY, number: "" });
    expect(readPhoneValue(undefined, countries)).toEqual({ country: "ZA", number: "" });
  });

  it("a stored South African number starts at ZA with its national number", () => {
    expect(readPhoneValue("+27 821234567", countries)).toEqual({
      country: "ZA",
      number: "821234567",
    });
  });

  it("a calling code shared by several countries starts at its main country", () => {
    expect(readPhoneValue("+1 4165550123", countries).country).toBe("US");
  });

  it.each(["0821234567", "+999 12345", "+27821234567", "call me"])(
    "%j cannot be parsed: N/A",
    (stored) => {
      expect(readPhoneValue(stored, countries).country).toBe(NO_COUNTRY);
    },
  );

  it("N/A keeps what digits there were", () => {
    expect(readPhoneValue("0821234567", countries)).toEqual({
      country: "N/A",
      number: "0821234567",
    });
  });

  it("a value the form posted back keeps its country and text", () => {
    expect(readPhoneValue({ country: "NA", number: "81 234" }, countries)).toEqual({
      country: "NA",
      number: "81 234",
    });
    expect(readPhoneValue({ country: "XX", number: "1" }, countries).country).toBe("N/A");
  });
});
