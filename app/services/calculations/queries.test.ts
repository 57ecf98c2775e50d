import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import { creditsPost, organisationQuery, samplesPostQuery } from "./queries";

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

describe("the credits and samples pages' ?do=", () => {
  const ID = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";

  it("reads the form and the credits record", () => {
    expect(parsePostFields(formOf(`intent=void&creditId=${ID}`), creditsPost)).toEqual({
      intent: "void",
      creditId: ID,
    });
    expect(parseQuery(new URLSearchParams("do=import-csv"), samplesPostQuery)).toEqual({
      do: "import-csv",
    });
  });

  it("refuses an unknown form or a creditId that is not an id, naming the parameter", () => {
    expect(parsePostFields(formOf("intent=%00"), creditsPost)).toBe(
      "The form's 'intent' field must be one of: record, void.",
    );
    expect(parsePostFields(formOf("intent=void&creditId=x%00"), creditsPost)).toBe(
      "The form's 'creditId' field must be an id (a UUID).",
    );
    expect(parseQuery(new URLSearchParams("do=remove"), samplesPostQuery)).toBe(
      "The address's 'do' parameter must be one of: add, delete, import-csv.",
    );
  });
});
