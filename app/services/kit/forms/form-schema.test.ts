// The derived schema is what the server runs on every post: each spec rule is checked here
// through it, with the spec's messages.
import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./field-spec";
import { fieldSchema, formSchema } from "./form-schema";

/** Errors keyed as remix-validated-form keys them ('herds[0].species'). */
async function errorsOf(schema: ReturnType<typeof formSchema>, data: unknown) {
  const result = await schema.safeParseAsync(data);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.reduce<string>(
      (out, part) =>
        typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : String(part),
      "",
    );
    errors[key] ??= issue.message;
  }
  return errors;
}

async function valuesOf(schema: ReturnType<typeof formSchema>, data: unknown) {
  const result = await schema.safeParseAsync(data);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data as Record<string, unknown>;
}

const one = (field: FieldSpec) => formSchema([field]);

describe("spec §5 'Forms in general'", () => {
  it("'Fields are required unless marked otherwise.'", async () => {
    const schema = formSchema([
      { type: "text", name: "name", label: "First name" },
      { type: "text", name: "linkedin", label: "LinkedIn", optional: true },
    ]);
    expect(await errorsOf(schema, {})).toEqual({ name: "Required" });
    expect(await valuesOf(schema, { name: "Thandi" })).toEqual({ name: "Thandi", linkedin: null });
  });

  it("'Too-long values show 'Too many characters''", async () => {
    const schema = one({ type: "text", name: "surname", label: "Surname", maxLength: 5 });
    expect(await errorsOf(schema, { surname: "Nkosi" })).toEqual({});
    expect(await errorsOf(schema, { surname: "Nkosinathi" })).toEqual({
      surname: "Too many characters",
    });
  });

  it("'E-mail pattern check'", async () => {
    const schema = one({ type: "email", name: "email", label: "Email" });
    expect(await errorsOf(schema, { email: "farmer@veld" })).toEqual({
      email: "Enter a valid email address, like name@example.com.",
    });
    expect(await valuesOf(schema, { email: " farmer@veld.example " })).toEqual({
      email: "farmer@veld.example",
    });
  });

  it("'min/max length'", async () => {
    const schema = one({ type: "text", name: "code", label: "Code", minLength: 4 });
    expect(await errorsOf(schema, { code: "AB" })).toEqual({ code: "Use at least 4 characters." });
  });

  it("'Values of hidden fields are cleared': a hidden required field is not required, and its posted value is dropped", async () => {
    const schema = formSchema([
      { type: "toggle", name: "hasReferral", label: "Referred?" },
      {
        type: "text",
        name: "referralCode",
        label: "Referral code",
        visibleWhen: { field: "hasReferral", equals: true },
      },
    ]);
    expect(await valuesOf(schema, { referralCode: "SNEAKY" })).toEqual({
      hasReferral: false,
      referralCode: null,
    });
    expect(await errorsOf(schema, { hasReferral: "on" })).toEqual({ referralCode: "Required" });
    expect(await valuesOf(schema, { hasReferral: "on", referralCode: "VELD-7" })).toEqual({
      hasReferral: true,
      referralCode: "VELD-7",
    });
  });

  it("a field must come after the field it depends on", () => {
    expect(() =>
      formSchema([
        { type: "text", name: "b", label: "B", visibleWhen: { field: "a", equals: "x" } },
        { type: "text", name: "a", label: "A" },
      ]),
    ).toThrow(/must come first/);
  });
});

describe("one line or several (issue 28)", () => {
  const name = { type: "text", name: "name", label: "Name" } as const;
  const notes = { type: "textarea", name: "notes", label: "Notes", optional: true } as const;
  const schema = formSchema([name, notes]);

  it("a text field refuses a line break, a tab, a control character and a bidi override", async () => {
    for (const value of ["Eve\r\nUrgent", "Eve\tSmit", "Eve\u0007", "Eve\u202eevE"]) {
      expect(await errorsOf(schema, { name: value })).toEqual({
        name: "Keep this on one line, without control characters.",
      });
    }
  });

  it("a text area keeps line breaks and tabs, and refuses other control characters", async () => {
    expect(await valuesOf(schema, { name: "Eve", notes: "one\r\n\ttwo" })).toMatchObject({
      notes: "one\r\n\ttwo",
    });
    expect(await errorsOf(schema, { name: "Eve", notes: "one\u0000two" })).toEqual({
      notes: "Remove the control characters: only line breaks and tabs can be kept.",
    });
  });

  it("a trailing line break is trimmed as every value is, not refused", async () => {
    expect(await valuesOf(schema, { name: "Eve\r\n" })).toMatchObject({ name: "Eve" });
  });
});

describe("spec §5 'Inputs'", () => {
  it("'Text area: … Empty becomes null'", async () => {
    const schema = one({
      type: "textarea",
      name: "motivation",
      label: "Motivation",
      optional: true,
      maxLength: 10,
    });
    expect(await valuesOf(schema, { motivation: "   " })).toEqual({ motivation: null });
    expect(await errorsOf(schema, { motivation: "x".repeat(11) })).toEqual({
      motivation: "Too many characters",
    });
  });

  it("'Number input': read as typed (decision 0065), empty becomes null, maxValue enforced on the server too", async () => {
    const schema = one({
      type: "number",
      name: "hectares",
      label: "Hectares",
      optional: true,
      maxValue: 10000,
    });
    expect(await valuesOf(schema, { hectares: "1,250.5" })).toEqual({ hectares: 1250.5 });
    // Issue 13: a decimal comma is a decimal mark, never dropped ('1,5' was stored as 15).
    expect(await valuesOf(schema, { hectares: "1,5" })).toEqual({ hectares: 1.5 });
    expect(await valuesOf(schema, { hectares: "1 250,5" })).toEqual({ hectares: 1250.5 });
    expect(await valuesOf(schema, { hectares: "" })).toEqual({ hectares: null });
    expect(await errorsOf(schema, { hectares: "10 001" })).toEqual({
      hectares: "Enter a number no larger than 10 000.",
    });
    expect(await errorsOf(schema, { hectares: "1,500" })).toEqual({
      hectares: "Write 1500 or 1,5: a comma before three digits could mean either.",
    });
    expect(await errorsOf(schema, { hectares: "12ha" })).toEqual({
      hectares: "Enter a number, like 1250 or 12.5.",
    });
  });

  it("'Number input' of whole numbers refuses a decimal instead of rounding it", async () => {
    const schema = one({ type: "number", name: "cattle", label: "Cattle", integer: true });
    expect(await valuesOf(schema, { cattle: "1 200" })).toEqual({ cattle: 1200 });
    expect(await errorsOf(schema, { cattle: "120.5" })).toEqual({
      cattle: "Enter a whole number, like 120.",
    });
  });

  it("'Phone (tel) input' pattern", async () => {
    const schema = one({ type: "tel", name: "tel", label: "Phone" });
    expect(await errorsOf(schema, { tel: "+27821234567" })).toEqual({});
    expect(await errorsOf(schema, { tel: "08212345678" })).toEqual({
      tel: "Enter a phone number of up to 10 digits, or + and the country code.",
    });
  });

  it("spec §4 'Checkbox and toggle default to false (off)'", async () => {
    const schema = formSchema([
      { type: "checkbox", name: "mailingList", label: "Mailing list" },
      { type: "toggle", name: "hasReferral", label: "Referred?" },
    ]);
    expect(await valuesOf(schema, {})).toEqual({ mailingList: false, hasReferral: false });
    expect(await valuesOf(schema, { mailingList: "on", hasReferral: "on" })).toEqual({
      mailingList: true,
      hasReferral: true,
    });
  });

  it("dropdown: only its options", async () => {
    const schema = one({
      type: "dropdown",
      name: "region",
      label: "Province",
      options: [{ value: "WC", label: "Western Cape" }],
    });
    expect(await valuesOf(schema, { region: "WC" })).toEqual({ region: "WC" });
    expect(await errorsOf(schema, { region: "XX" })).toEqual({
      region: "Choose one of the options.",
    });
    expect(await errorsOf(schema, {})).toEqual({ region: "Required" });
  });

  it("spec §4 'Multi-selector: selecting none sets the value to null'", async () => {
    const options = [
      { value: "beef", label: "Beef" },
      { value: "sheep", label: "Sheep" },
    ];
    const optional = one({
      type: "multiselect",
      name: "species",
      label: "Species",
      optional: true,
      options,
    });
    expect(await valuesOf(optional, {})).toEqual({ species: null });
    expect(await valuesOf(optional, { species: "sheep" })).toEqual({ species: ["sheep"] });
    expect(await valuesOf(optional, { species: ["sheep", "beef"] })).toEqual({
      species: ["beef", "sheep"],
    });
    const required = one({
      type: "multiselect-dropdown",
      name: "species",
      label: "Species",
      options,
    });
    expect(await errorsOf(required, {})).toEqual({ species: "Required" });
  });

  it("'Date picker: days before minDate or after maxDate are disabled' (and refused when posted)", async () => {
    const schema = one({
      type: "date",
      name: "closingDate",
      label: "Closing date",
      minDate: "2025-01-01",
      maxDate: "2025-12-31",
    });
    expect(await valuesOf(schema, { closingDate: "2025-06-30" })).toEqual({
      closingDate: "2025-06-30",
    });
    expect(await errorsOf(schema, { closingDate: "2024-12-31" })).toEqual({
      closingDate: "Choose a date on or after 1 January 2025.",
    });
    expect(await errorsOf(schema, { closingDate: "2026-01-01" })).toEqual({
      closingDate: "Choose a date on or before 31 December 2025.",
    });
    expect(await errorsOf(schema, { closingDate: "2025-02-30" })).toEqual({
      closingDate: "Enter a date as year-month-day, like 2025-03-31.",
    });
  });
});

describe("spec §5 'Sign-up phone'", () => {
  const schema = one({ type: "phone", name: "phoneNumber", label: "Phone number" });

  it("valid for the selected country: stored as calling code, space, number without spaces (spec §3)", async () => {
    expect(
      await valuesOf(schema, { phoneNumber: { country: "ZA", number: "082 123 4567" } }),
    ).toEqual({
      phoneNumber: "+27 821234567",
    });
  });

  it("'must be valid for the selected country, else 'Invalid phone number for selected country''", async () => {
    expect(
      await errorsOf(schema, { phoneNumber: { country: "ZA", number: "082 123 45678" } }),
    ).toEqual({
      phoneNumber: "Invalid phone number for selected country",
    });
    expect(
      await errorsOf(schema, { phoneNumber: { country: "NA", number: "072 123 4567" } }),
    ).toEqual({
      phoneNumber: "Invalid phone number for selected country",
    });
  });

  it("'only digits and spaces are accepted; maximum length 15'", async () => {
    for (const number of ["082-123-4567", "0821234567 12345"]) {
      expect(await errorsOf(schema, { phoneNumber: { country: "ZA", number } })).toEqual({
        phoneNumber: "Invalid phone number for selected country",
      });
    }
  });

  it("'no check when the country is N/A'", async () => {
    expect(await valuesOf(schema, { phoneNumber: { country: "N/A", number: "12 34" } })).toEqual({
      phoneNumber: "1234",
    });
  });

  it("required like any field", async () => {
    expect(await errorsOf(schema, { phoneNumber: { country: "ZA", number: "" } })).toEqual({
      phoneNumber: "Required",
    });
  });

  it("a stored value is read too", async () => {
    expect(await valuesOf(schema, { phoneNumber: "+27 821234567" })).toEqual({
      phoneNumber: "+27 821234567",
    });
  });
});

describe("spec §5 'File upload' and §3 'File-upload value'", () => {
  const pdf = new File(["%PDF-1.4"], "plan.pdf", { type: "application/pdf" });
  const png = new File(["png"], "photo.png", { type: "image/png" });
  const nothing = new File([], "", { type: "application/octet-stream" });
  const schema = one({ type: "file", name: "leaflet", label: "Leaflet" });

  it("one new PDF", async () => {
    expect(await valuesOf(schema, { leaflet: { files: pdf } })).toEqual({
      leaflet: { files: [pdf], deletedFiles: [], keptFiles: [] },
    });
  });

  it("an empty file input is no file", async () => {
    expect(await errorsOf(schema, { leaflet: { files: nothing } })).toEqual({
      leaflet: "Required",
    });
  });

  it("'default maxFiles is 1, and exceeding it gives 'Too many files, please try again''", async () => {
    expect(await errorsOf(schema, { leaflet: { files: [pdf, pdf] } })).toEqual({
      leaflet: "Too many files, please try again",
    });
  });

  it("a stored file still kept counts towards maxFiles; removed ones go to deletedFiles", async () => {
    expect(await errorsOf(schema, { leaflet: { files: pdf, storedFiles: "f1" } })).toEqual({
      leaflet: "Too many files, please try again",
    });
    expect(
      await valuesOf(schema, { leaflet: { files: pdf, storedFiles: "f1", deletedFiles: "f1" } }),
    ).toEqual({ leaflet: { files: [pdf], deletedFiles: ["f1"], keptFiles: [] } });
  });

  it("deletedFiles only names files that were stored", async () => {
    expect(
      await valuesOf(schema, { leaflet: { storedFiles: "f1", deletedFiles: ["someone-elses"] } }),
    ).toEqual({ leaflet: { files: [], deletedFiles: [], keptFiles: ["f1"] } });
  });

  it("'a type not in the accepted list gives 'Invalid file type: {type}''", async () => {
    expect(await errorsOf(schema, { leaflet: { files: png } })).toEqual({
      leaflet: "Invalid file type: .png",
    });
  });
});

describe("spec §5 'Add-line-item editor'", () => {
  const herds = (optional: boolean): FieldSpec => ({
    type: "lineItems",
    name: "herds",
    label: "Herds",
    optional,
    maxLength: 3,
    itemFields: [
      {
        type: "dropdown",
        name: "species",
        label: "Species",
        options: [{ value: "beef", label: "Beef" }],
      },
      { type: "number", name: "head", label: "Head", maxValue: 5000 },
    ],
  });

  it("'A required empty list shows 'At least 1 required''", async () => {
    expect(await errorsOf(one(herds(false)), {})).toEqual({ herds: "At least 1 required" });
  });

  it("an empty optional list is fine", async () => {
    expect(await valuesOf(one(herds(true)), {})).toEqual({ herds: [] });
  });

  it("each row's errors are keyed by its indexed name", async () => {
    expect(
      await errorsOf(one(herds(false)), {
        herds: [{ species: "beef", head: "40" }, { head: "9000" }],
      }),
    ).toEqual({
      "herds[1].species": "Required",
      "herds[1].head": "Enter a number no larger than 5 000.",
    });
  });

  it("rows keep their id (spec §3 'Line item: carries an id')", async () => {
    expect(
      await valuesOf(one(herds(false)), { herds: [{ id: "h1", species: "beef", head: "40" }] }),
    ).toEqual({
      herds: [{ id: "h1", species: "beef", head: 40 }],
    });
  });

  it("more rows than maxLength are refused", async () => {
    const row = { species: "beef", head: "1" };
    expect(await errorsOf(one(herds(false)), { herds: [row, row, row, row] })).toEqual({
      herds: "Add at most 3 items.",
    });
  });
});

describe("fieldSchema for hand-written schemas", () => {
  it("reports on the field's own path", async () => {
    const result = await fieldSchema({
      type: "text",
      name: "x",
      label: "X",
      maxLength: 2,
    }).safeParseAsync("abc");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: "Too many characters", path: [] });
  });
});
