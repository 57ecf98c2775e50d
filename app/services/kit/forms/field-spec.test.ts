// The types a field list's values get (issue 11: 'optional fields nullable, required ones not'),
// checked by the compiler (`npx tsc` reads this file), and the runtime that has to match them.
import { describe, expect, expectTypeOf, it } from "vitest";
import type { FieldSpec, FileFieldValue, ValueOfField, ValuesOf } from "./field-spec";
import { fieldSchema, formSchema } from "./form-schema";

const PROVINCES = [
  { value: "EC", label: "Eastern Cape" },
  { value: "WC", label: "Western Cape" },
] as const;

const FIELDS = [
  { type: "text", name: "name", label: "Name" },
  { type: "text", name: "nickname", label: "Nickname", optional: true },
  { type: "email", name: "email", label: "Email" },
  { type: "tel", name: "tel", label: "Phone" },
  { type: "textarea", name: "notes", label: "Notes", optional: true },
  { type: "textarea", name: "story", label: "Story" },
  { type: "phone", name: "phoneNumber", label: "Phone number" },
  { type: "date", name: "closingDate", label: "Closing date", optional: true },
  { type: "date", name: "startDate", label: "Start date" },
  { type: "number", name: "hectares", label: "Hectares" },
  { type: "number", name: "cattle", label: "Cattle", optional: true },
  { type: "dropdown", name: "province", label: "Province", options: PROVINCES },
  {
    type: "dropdown",
    name: "region",
    label: "Region",
    options: [{ value: "x", label: "X" }] as { value: string; label: string }[],
    optional: true,
  },
  { type: "multiselect", name: "species", label: "Species", options: PROVINCES },
  {
    type: "multiselect-dropdown",
    name: "extras",
    label: "Extras",
    options: PROVINCES,
    optional: true,
  },
  { type: "checkbox", name: "consent", label: "Consent" },
  { type: "toggle", name: "hasReferral", label: "Referred?" },
  {
    type: "text",
    name: "referralCode",
    label: "Referral code",
    visibleWhen: { field: "hasReferral", equals: true },
  },
  {
    type: "number",
    name: "leaseYears",
    label: "Lease years",
    visibleWhen: { field: "hasReferral", equals: true },
  },
  { type: "file", name: "plan", label: "Plan" },
  {
    type: "lineItems",
    name: "herds",
    label: "Herds",
    itemFields: [
      { type: "dropdown", name: "species", label: "Species", options: PROVINCES },
      { type: "number", name: "head", label: "Head", optional: true },
    ],
  },
] as const satisfies readonly FieldSpec[];

type Values = ValuesOf<typeof FIELDS>;

describe("spec §5 'Fields are required unless marked otherwise': the value types", () => {
  it("a required text, e-mail, tel, text area, phone or date field is a string", () => {
    expectTypeOf<Values["name"]>().toEqualTypeOf<string>();
    expectTypeOf<Values["email"]>().toEqualTypeOf<string>();
    expectTypeOf<Values["tel"]>().toEqualTypeOf<string>();
    expectTypeOf<Values["story"]>().toEqualTypeOf<string>();
    expectTypeOf<Values["phoneNumber"]>().toEqualTypeOf<string>();
    expectTypeOf<Values["startDate"]>().toEqualTypeOf<string>();
  });

  it("an optional one may be null", () => {
    expectTypeOf<Values["nickname"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Values["notes"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Values["closingDate"]>().toEqualTypeOf<string | null>();
  });

  it("numbers likewise", () => {
    expectTypeOf<Values["hectares"]>().toEqualTypeOf<number>();
    expectTypeOf<Values["cattle"]>().toEqualTypeOf<number | null>();
  });

  it("a dropdown holds one of its options' values (any string when they are not literal)", () => {
    expectTypeOf<Values["province"]>().toEqualTypeOf<"EC" | "WC">();
    expectTypeOf<Values["region"]>().toEqualTypeOf<string | null>();
  });

  it("a multi-selector holds a list of them, null only when optional", () => {
    expectTypeOf<Values["species"]>().toEqualTypeOf<("EC" | "WC")[]>();
    expectTypeOf<Values["extras"]>().toEqualTypeOf<("EC" | "WC")[] | null>();
  });

  it("checkboxes and toggles are booleans (spec §4 'default to false')", () => {
    expectTypeOf<Values["consent"]>().toEqualTypeOf<boolean>();
    expectTypeOf<Values["hasReferral"]>().toEqualTypeOf<boolean>();
  });

  it("'Values of hidden fields are cleared': a conditional field may be null, required or not", () => {
    expectTypeOf<Values["referralCode"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Values["leaseYears"]>().toEqualTypeOf<number | null>();
  });

  it("files and line items are always there (empty when nothing was chosen or added)", () => {
    expectTypeOf<Values["plan"]>().toEqualTypeOf<FileFieldValue>();
    expectTypeOf<Values["herds"][number]["species"]>().toEqualTypeOf<"EC" | "WC">();
    expectTypeOf<Values["herds"][number]["head"]>().toEqualTypeOf<number | null>();
  });

  it("a field whose spec is not known literally may be null", () => {
    expectTypeOf<ValueOfField<FieldSpec & { type: "text" }>>().toEqualTypeOf<string | null>();
    expectTypeOf<ValueOfField<FieldSpec & { type: "number" }>>().toEqualTypeOf<number | null>();
  });
});

describe("the runtime gives what the types say", () => {
  // One valid post for every field of FIELDS.
  const pdf = new File(["%PDF-1.4"], "plan.pdf", { type: "application/pdf" });
  const VALID = {
    name: "Thandi",
    email: "thandi@example.co.za",
    tel: "0821234567",
    story: "Since 1952.",
    phoneNumber: { country: "ZA", number: "082 123 4567" },
    startDate: "2026-03-01",
    hectares: "1 250",
    province: "WC",
    species: ["EC"],
    plan: { files: pdf },
    herds: [{ species: "EC" }],
  };
  const REQUIRED_NAMES = [
    "name",
    "email",
    "tel",
    "story",
    "phoneNumber",
    "startDate",
    "hectares",
    "province",
    "species",
  ] as const;

  it("a valid form holds no null for a required field", async () => {
    const values = await formSchema(FIELDS).parseAsync(VALID);
    for (const name of REQUIRED_NAMES) expect(values[name], name).not.toBeNull();
    expect(values).toMatchObject({ nickname: null, cattle: null, referralCode: null });
  });

  it.each(REQUIRED_NAMES)("leaving %s empty is an error, never a null value", async (name) => {
    const empty = name === "phoneNumber" ? { country: "ZA", number: "" } : "";
    const result = await formSchema(FIELDS).safeParseAsync({ ...VALID, [name]: empty });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[name]]);
  });

  it.each(
    FIELDS.filter((field) => !("visibleWhen" in field)).map(
      (field) => [field.type, field] as const,
    ),
  )("fieldSchema(%s) on its own: empty is null only when optional", async (_type, field) => {
    const result = await fieldSchema(field).safeParseAsync(undefined);
    const nullable = "optional" in field && field.optional === true;
    if (result.success) expect(result.data === null && !nullable).toBe(false);
    else expect(nullable).toBe(false);
  });
});
