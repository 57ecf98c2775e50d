// The posts of the contracting and map-fields pages (decision 0128): the form's intent and the
// ids of the records it changes are read from the body, and a value that breaks its rule is a
// sentence naming the field (the action answers it as a 400).
import { describe, expect, it } from "vitest";
import { parsePostFields } from "~/services/kit/query";
import { mapFieldsPost } from "~/services/fields/queries";
import { adminCompanyPost, detailsPost } from "./queries";

/** A urlencoded body as the action reads it. */
const formOf = (body: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return form;
};

const ID = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";

describe("the contracting details' posts", () => {
  it("reads the form and the farm, signatory or boundary it changes", () => {
    expect(parsePostFields(formOf(`intent=circle&farmId=${ID}&name=Kraal`), detailsPost)).toEqual({
      intent: "circle",
      farmId: ID,
    });
    expect(parsePostFields(formOf(`intent=delete-boundary&boundaryId=${ID}`), detailsPost)).toEqual(
      { intent: "delete-boundary", boundaryId: ID },
    );
  });

  it("refuses an unknown form or an id that is not a UUID, naming the field", () => {
    expect(parsePostFields(formOf("intent=delete"), detailsPost)).toBe(
      "The form's 'intent' field must be one of: legal-entity, signatory, delete-signatory, farm, delete-farm, upload-boundary, circle, delete-boundary.",
    );
    expect(parsePostFields(formOf("intent=signatory&signatoryId=x%00"), detailsPost)).toBe(
      "The form's 'signatoryId' field must be an id (a UUID).",
    );
  });
});

describe("the admin company view's posts", () => {
  it("knows its forms by intent, and no other", () => {
    expect(parsePostFields(formOf("intent=reopen&kind=eligibility"), adminCompanyPost)).toEqual({
      intent: "reopen",
    });
    expect(parsePostFields(formOf("intent=contract-upload"), adminCompanyPost)).toEqual({
      intent: "contract-upload",
    });
    expect(parsePostFields(formOf("intent=farm"), adminCompanyPost)).toMatch(
      /^The form's 'intent' field must be one of: reopen, contract-upload,/,
    );
  });
});

describe("the map fields page's posts", () => {
  it("reads the form and the farm or field it is about", () => {
    expect(
      parsePostFields(formOf(`intent=redraw&fieldId=${ID}&geometry=%7B%7D`), mapFieldsPost),
    ).toEqual({ intent: "redraw", fieldId: ID });
    expect(parsePostFields(formOf("intent=submit"), mapFieldsPost)).toEqual({ intent: "submit" });
  });

  it("refuses an unknown form or a malformed id, naming the field", () => {
    expect(parsePostFields(formOf("intent=delete"), mapFieldsPost)).toMatch(
      /^The form's 'intent' field must be one of: upload-fields, circle-field, draw, redraw,/,
    );
    expect(parsePostFields(formOf("intent=upload-fields&farmId=not-a-uuid"), mapFieldsPost)).toBe(
      "The form's 'farmId' field must be an id (a UUID).",
    );
  });
});
