import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import {
  adminResourcesApiQuery,
  learnPageQuery,
  resourcesApiQuery,
  resourcesPageQuery,
  resourcesPost,
} from "./queries";

const ID = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";
const search = (text: string) => new URLSearchParams(text);

/** A urlencoded body as the action reads it. */
const formOf = (body: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return form;
};

describe("the resources API's queries", () => {
  it("reads a topic and a step; blank is left out", () => {
    expect(parseQuery(search("topic=soil_health&step=ELIGIBILITY"), resourcesApiQuery)).toEqual({
      topic: "soil_health",
      step: "ELIGIBILITY",
    });
    expect(parseQuery(search("topic=&step="), resourcesApiQuery)).toEqual({
      topic: undefined,
      step: undefined,
    });
    expect(parseQuery(search("status=draft"), adminResourcesApiQuery)).toEqual({
      status: "draft",
    });
  });

  it.each([
    ["step=NOPE", "step", resourcesApiQuery],
    ["topic=weather", "topic", resourcesApiQuery],
    ["topic=%00", "topic", resourcesApiQuery],
    ["status=gone", "status", adminResourcesApiQuery],
  ] as const)("refuses %s, naming the parameter", (text, name, schema) => {
    const read = (value: URLSearchParams) =>
      schema === resourcesApiQuery
        ? parseQuery(value, resourcesApiQuery)
        : parseQuery(value, adminResourcesApiQuery);
    expect(read(search(text))).toMatch(
      new RegExp(`^The address's '${name}' parameter must be one of: `),
    );
  });
});

describe("the resource pages' queries", () => {
  it("shows every topic or status for an unknown one", () => {
    expect(parseQuery(search("topic=%3Cb%3E"), learnPageQuery)).toEqual({ topic: undefined });
    expect(parseQuery(search("topic=grazing"), learnPageQuery)).toEqual({ topic: "grazing" });
    expect(parseQuery(search("topic=%00&status=x"), resourcesPageQuery)).toEqual({
      topic: undefined,
      status: undefined,
    });
  });

  it("reads the open dialog's resource and refuses an id that is not a UUID", () => {
    expect(
      parseQuery(search(`dialog=edit-resource&resource=${ID}`), resourcesPageQuery),
    ).toMatchObject({ dialog: ["edit-resource"], resource: ID });
    expect(parseQuery(search("resource=not-a-uuid"), resourcesPageQuery)).toMatch("'resource'");
  });

  it("reads a post's form and resource from its body, refusing an unknown form or a bad id", () => {
    expect(parsePostFields(formOf(`intent=publish&resourceId=${ID}`), resourcesPost)).toEqual({
      intent: "publish",
      resourceId: ID,
    });
    expect(parsePostFields(formOf("intent=publish&resourceId=%00"), resourcesPost)).toBe(
      "The form's 'resourceId' field must be an id (a UUID).",
    );
    expect(parsePostFields(formOf("intent=bogus"), resourcesPost)).toBe(
      "The form's 'intent' field must be one of: create, edit, publish, unpublish, delete.",
    );
  });
});
