import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./field-spec";
import {
  clearHiddenRowValues,
  clearHiddenValues,
  conditionSentence,
  meetsCondition,
  visibleFieldNames,
} from "./visibility";

// The sign-up form's conditional fields (spec §3 'Sign-up profile') and the application form's
// noticePeriod (spec §3 'Application form fields').
const userTypes = [
  { value: "OWNER", label: "Farmer / Land Owner" },
  { value: "other", label: "Academic / Other" },
];
const fields: FieldSpec[] = [
  { type: "dropdown", name: "userType", label: "What describes you the best?", options: userTypes },
  {
    type: "text",
    name: "otherUserType",
    label: "Describe yourself",
    visibleWhen: { field: "userType", equals: "other" },
  },
  {
    type: "dropdown",
    name: "country",
    label: "Country",
    options: [
      { value: "ZA", label: "South Africa" },
      { value: "NA", label: "Namibia" },
    ],
  },
  {
    type: "dropdown",
    name: "region",
    label: "Province",
    options: [{ value: "WC", label: "Western Cape" }],
    visibleWhen: { field: "country", equals: "ZA" },
  },
  { type: "toggle", name: "hasReferral", label: "Were you referred?" },
  {
    type: "text",
    name: "referralCode",
    label: "Referral code",
    visibleWhen: { field: "hasReferral", equals: true },
  },
  {
    type: "dropdown",
    name: "employmentStatus",
    label: "Employment status",
    optional: true,
    options: [
      { value: "fullTime", label: "Full time" },
      { value: "unemployed", label: "Unemployed" },
      { value: "studies", label: "Studies" },
      { value: "other", label: "I'd rather not say" },
    ],
  },
  {
    type: "number",
    name: "noticePeriod",
    label: "Notice period (weeks)",
    visibleWhen: { field: "employmentStatus", notOneOf: ["unemployed", "studies", "other"] },
  },
  // Chained: shown only when noticePeriod is shown.
  {
    type: "text",
    name: "noticeNote",
    label: "Notice note",
    visibleWhen: { field: "noticePeriod", notOneOf: [] },
  },
];

const shownFor = (values: Record<string, unknown>) =>
  [...visibleFieldNames(fields, (name) => values[name])].sort();

describe("spec §3 conditional fields", () => {
  it("'otherUserType: free text, shown only when userType is 'other''", () => {
    expect(shownFor({ userType: "other" })).toContain("otherUserType");
    expect(shownFor({ userType: "OWNER" })).not.toContain("otherUserType");
    expect(shownFor({})).not.toContain("otherUserType");
  });

  it("'region: province choice, shown only when country is ZA'", () => {
    expect(shownFor({ country: "ZA" })).toContain("region");
    expect(shownFor({ country: "NA" })).not.toContain("region");
  });

  it("'referralCode: text, shown only when hasReferral is true' (a toggle posts 'on')", () => {
    expect(shownFor({ hasReferral: "on" })).toContain("referralCode");
    expect(shownFor({})).not.toContain("referralCode");
  });

  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ["fullTime", true],
    ["unemployed", false],
    ["studies", false],
    ["other", false],
  ])(
    "'noticePeriod … shown only when employmentStatus is set and is not unemployed, studies or other': %s → %s",
    (status, shown) => {
      expect(shownFor({ employmentStatus: status }).includes("noticePeriod")).toBe(shown);
    },
  );

  it("a field controlled by a hidden field is hidden too", () => {
    expect(shownFor({ employmentStatus: "fullTime", noticePeriod: "4" })).toContain("noticeNote");
    expect(shownFor({ employmentStatus: "studies", noticePeriod: "4" })).not.toContain(
      "noticeNote",
    );
  });
});

describe("spec §5 'Values of hidden fields are cleared'", () => {
  it("the server drops what was posted for hidden fields and keeps the rest", () => {
    const posted = {
      userType: "OWNER",
      otherUserType: "typed before changing my mind",
      country: "NA",
      region: "WC",
      hasReferral: undefined,
      referralCode: "ABC",
    };
    expect(clearHiddenValues(fields, posted)).toEqual({
      userType: "OWNER",
      country: "NA",
      hasReferral: undefined,
    });
  });

  it("values of visible fields are kept", () => {
    const posted = { userType: "other", otherUserType: "Researcher" };
    expect(clearHiddenValues(fields, posted)).toEqual(posted);
  });

  it("fields the list does not know are left alone", () => {
    expect(clearHiddenValues(fields, { intent: "submit" })).toEqual({ intent: "submit" });
  });
});

describe("conditions", () => {
  it("oneOf matches any listed value, also within a multi-select", () => {
    expect(meetsCondition({ field: "x", oneOf: ["a", "b"] }, "b")).toBe(true);
    expect(meetsCondition({ field: "x", oneOf: ["a"] }, ["c", "a"])).toBe(true);
    expect(meetsCondition({ field: "x", oneOf: ["a"] }, null)).toBe(false);
  });

  it("without JavaScript the field says when it applies", () => {
    expect(conditionSentence(fields[1]!, fields)).toBe(
      "Only if ‘What describes you the best?’ is ‘Academic / Other’.",
    );
    expect(conditionSentence(fields[5]!, fields)).toBe("Only if ‘Were you referred?’ is Yes.");
    expect(conditionSentence(fields[7]!, fields)).toBe(
      "Only if ‘Employment status’ is chosen and is not ‘Unemployed’ or ‘Studies’ or ‘I'd rather not say’.",
    );
    expect(conditionSentence(fields[0]!, fields)).toBeNull();
  });
});

describe("line-item rows with conditional fields", () => {
  // A herd's frame size applies to beef and dairy only (spec §3 'Herd').
  const rowFields: FieldSpec[] = [
    {
      type: "dropdown",
      name: "type",
      label: "Species",
      options: [
        { value: "beef", label: "Beef cattle" },
        { value: "sheep", label: "Sheep" },
      ],
    },
    {
      type: "dropdown",
      name: "frameSize",
      label: "Frame size",
      options: [{ value: "large", label: "Large" }],
      visibleWhen: { field: "type", oneOf: ["beef"] },
    },
  ];

  it("clears each row's hidden values by its own values, and keeps what is not a row field (the id)", () => {
    const posted = {
      name: "kept",
      herds: [
        { id: "a", type: "beef", frameSize: "large" },
        { id: "b", type: "sheep", frameSize: "large" },
      ],
    };
    expect(clearHiddenRowValues(posted, "herds", rowFields)).toEqual({
      name: "kept",
      herds: [
        { id: "a", type: "beef", frameSize: "large" },
        { id: "b", type: "sheep" },
      ],
    });
  });

  it("leaves data without the list as it is", () => {
    expect(clearHiddenRowValues({ other: 1 }, "herds", rowFields)).toEqual({ other: 1 });
    expect(clearHiddenRowValues(null, "herds", rowFields)).toBeNull();
  });
});
