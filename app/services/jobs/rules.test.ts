// The application's rules beyond each field (spec §3 'Application form fields', §5 'Explicitly
// optional: linkedin, motivation', §9 'Notice period in weeks').
import { describe, expect, it } from "vitest";
import {
  INVALID_LINKEDIN,
  isLinkedInAddress,
  linkedinError,
  noticePeriodError,
  WHOLE_WEEKS,
} from "./rules";

describe("spec §9 'Notice period in weeks': whole weeks", () => {
  it.each<[number | null, string | null]>([
    [null, null],
    [0, null],
    [4, null],
    [52, null],
    [4.5, WHOLE_WEEKS],
    [0.1, WHOLE_WEEKS],
  ])("%j → %j", (weeks, error) => expect(noticePeriodError(weeks)).toBe(error));
});

describe("spec §5 'Explicitly optional: linkedin': when given, a LinkedIn profile", () => {
  it.each<[string | null, string | null]>([
    [null, null],
    ["https://www.linkedin.com/in/thabo", null],
    ["linkedin.com/in/thabo-m", null],
    ["https://za.linkedin.com/in/thabo", null],
    ["my profile", INVALID_LINKEDIN],
    ["https://evil.example/linkedin.com/in/x", INVALID_LINKEDIN],
    ["https://www.linkedin.com", INVALID_LINKEDIN],
  ])("%j → %j", (address, error) => {
    expect(linkedinError(address)).toBe(error);
    if (address !== null) expect(isLinkedInAddress(address)).toBe(error === null);
  });
});
