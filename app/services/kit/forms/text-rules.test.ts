import { describe, expect, it } from "vitest";
import {
  acceptTelInput,
  acceptTextAreaInput,
  emptyToNull,
  isEmail,
  isTel,
  isTooLong,
} from "./text-rules";

describe("spec §5 'Too-long values show 'Too many characters''", () => {
  it.each<[string, number | undefined, boolean]>([
    ["abcd", 4, false],
    ["abcde", 4, true],
    ["anything at all", undefined, false],
  ])("%j with maxLength %s is too long: %s", (value, max, expected) => {
    expect(isTooLong(value, max)).toBe(expected);
  });
});

describe("spec §5 'Text area: input longer than maxLength is ignored'", () => {
  it.each<[string, string, number | undefined, string]>([
    ["abc", "abcd", 5, "abcd"],
    ["abcd", "abcde", 5, "abcde"],
    ["abcde", "abcdef", 5, "abcde"],
    // A paste that would overflow is ignored whole, not cut to fit.
    ["ab", "ab pasted text", 5, "ab"],
    // Deleting is always allowed, even from a stored value that is already too long.
    ["abcdefg", "abcdef", 5, "abcdef"],
    ["abc", "abc and more", undefined, "abc and more"],
  ])("%j → %j (max %s) keeps %j", (previous, next, max, kept) => {
    expect(acceptTextAreaInput(previous, next, max)).toBe(kept);
  });
});

describe("spec §5 'Text area: Empty becomes null'", () => {
  it.each<[string | null | undefined, string | null]>([
    ["", null],
    ["   ", null],
    [undefined, null],
    [null, null],
    ["  Boplaas  ", "Boplaas"],
  ])("%j → %j", (value, expected) => {
    expect(emptyToNull(value)).toBe(expected);
  });
});

describe("spec §5 'E-mail pattern check'", () => {
  it.each<[string, boolean]>([
    ["farmer@veld.example", true],
    ["jan.van.wyk+plaas@boer.co.za", true],
    ["farmer@veld", false],
    ["farmer veld@example.com", false],
    ["@veld.example", false],
    ["", false],
  ])("%j is an e-mail: %s", (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe("spec §5 'Phone (tel) input: an optional plus sign with up to 3 digits then up to 9 digits, or up to 10 plain digits'", () => {
  it.each<[string, boolean]>([
    ["0821234567", true], // 10 plain digits
    ["08212345678", false], // 11 plain digits
    ["+27821234567", true], // +, 2 digits, 9 digits
    ["+278212345678", true], // +, 3 digits, 9 digits
    ["+2782123456789", false], // 13 digits after the plus
    ["+27", true], // + and up to 3 digits, then 1 to 9 more: here +2 then 7
    ["+", false],
    ["27 82 123", false],
    ["082-123-4567", false],
    ["", false],
  ])("%j matches: %s", (value, expected) => {
    expect(isTel(value)).toBe(expected);
  });

  it.each<[string, string, string]>([
    ["", "0", "0"],
    ["082", "082 123", "082123"],
    ["082", "082-1", "0821"],
    ["082123456", "0821234567", "0821234567"],
    ["0821234567", "08212345678", "0821234567"],
    ["+27", "+27a", "+27"],
    ["0", "0+", "0"],
    ["", "+", "+"],
  ])("typing %j → %j keeps %j", (previous, next, kept) => {
    expect(acceptTelInput(previous, next)).toBe(kept);
  });
});
