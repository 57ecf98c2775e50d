import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import { doEmailsPageQuery, doEmailsPost } from "./queries";

const ID = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";
const page = (text: string) => parseQuery(new URLSearchParams(text), doEmailsPageQuery);

/** A urlencoded body as the action reads it. */
const posted = (body: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return parsePostFields(form, doEmailsPost);
};

describe("/admin/doemails' query string", () => {
  it("reads the tab (an unknown one is the templates tab) and the send form's audience", () => {
    expect(page("tab=old")).toMatchObject({ tab: "templates", everyone: false });
    expect(page(`tab=send&templateId=${ID}&steps=IMPLEMENTATION_PLAN&provinces=`)).toEqual({
      tab: "send",
      templateId: ID,
      everyone: false,
      steps: ["IMPLEMENTATION_PLAN"],
    });
    expect(page("everyone=on")).toMatchObject({ everyone: true });
  });

  it("refuses a NUL or a malformed id, naming the parameter", () => {
    expect(page("templateId=%00")).toBe(
      "The address's 'templateId' parameter must be an id (a UUID).",
    );
    expect(page("roles=OWNER%00")).toBe(
      "The address's 'roles' parameter must list codes from the form's lists.",
    );
    expect(page("userIds=nope")).toBe("The address's 'userIds' parameter must list ids (UUIDs).");
  });
});

describe("/admin/doemails' posts", () => {
  it("read the form's intent and the template from the body", () => {
    expect(posted(`intent=archive&templateId=${ID.toUpperCase()}&reason=Old`)).toEqual({
      intent: "archive",
      templateId: ID,
    });
    expect(posted("intent=create&templateId=")).toEqual({ intent: "create" });
  });

  it("refuse a form of another page or a malformed template id, naming the field", () => {
    expect(posted("intent=purge")).toBe(
      "The form's 'intent' field must be one of: create, edit, archive, send, version, removeVersion.",
    );
    expect(posted("intent=edit&templateId=x%00")).toBe(
      "The form's 'templateId' field must be an id (a UUID).",
    );
  });
});
