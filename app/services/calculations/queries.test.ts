import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import { creditsPost, organisationQuery, samplesPost } from "./queries";

/** A urlencoded body as the action reads it. */
const formOf = (body: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return form;
};

const read = (text: string) => parseQuery(new URLSearchParams(text), organisationQuery);

describe("the calculations' ?companyId=", () => {
  it("reads an organisation's id; blank or left out is none", () => {
    expect(read("companyId=7A0C4C1E-3F1C-4A55-9B7E-2F0D5D3C9A10")).toEqual({
      companyId: "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10",
    });
    expect(read("companyId=")).toEqual({ companyId: undefined });
  });

  it.each(["nope", "%00", "x%0Ay"])("refuses %s, naming the parameter", (value) => {
    expect(read(`companyId=${value}`)).toBe(
      "The address's 'companyId' parameter must be an id (a UUID).",
    );
  });
});

describe("the credits and samples pages' posts (intent and the record's id in the body)", () => {
  const ID = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";

  it("reads the form and the record it acts on", () => {
    expect(parsePostFields(formOf(`intent=void&creditId=${ID}`), creditsPost)).toEqual({
      intent: "void",
      creditId: ID,
    });
    expect(parsePostFields(formOf("intent=import-csv"), samplesPost)).toEqual({
      intent: "import-csv",
    });
    expect(parsePostFields(formOf(`intent=delete&sampleId=${ID}`), samplesPost)).toEqual({
      intent: "delete",
      sampleId: ID,
    });
  });

  it("refuses an unknown form or an id that is not one, naming the field", () => {
    expect(parsePostFields(formOf("intent=%00"), creditsPost)).toBe(
      "The form's 'intent' field must be one of: record, void.",
    );
    expect(parsePostFields(formOf("intent=void&creditId=x%00"), creditsPost)).toBe(
      "The form's 'creditId' field must be an id (a UUID).",
    );
    expect(parsePostFields(formOf("intent=remove"), samplesPost)).toBe(
      "The form's 'intent' field must be one of: add, delete, import-csv.",
    );
    expect(parsePostFields(formOf("intent=delete&sampleId=not-a-uuid"), samplesPost)).toBe(
      "The form's 'sampleId' field must be an id (a UUID).",
    );
  });
});
