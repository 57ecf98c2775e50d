import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { doEmailsPageQuery, doEmailsPostQuery } from "./queries";

const ID = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";
const page = (text: string) => parseQuery(new URLSearchParams(text), doEmailsPageQuery);

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
    expect(parseQuery(new URLSearchParams("do=purge"), doEmailsPostQuery)).toBe(
      "The address's 'do' parameter must be one of: create, edit, archive, send.",
    );
  });
});
