// /admin/userAccess's query string (issue 28; decision 0096): the revoke dialog.
import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { userAccessPageQuery } from "./queries";

const read = (text: string) => parseQuery(new URLSearchParams(text), userAccessPageQuery);
const ID = "00000000-0000-4000-8000-000000000001";

describe("the revoke dialog's address", () => {
  it("reads the person and the scope; a scope not known opens no dialog", () => {
    expect(read(`dialog=revoke&person=${ID}&scope=write:roles`)).toEqual({
      person: ID,
      scope: "write:roles",
    });
    expect(read(`person=${ID}&scope=write:everything`)).toEqual({ person: ID, scope: undefined });
  });

  it("refuses a person that is not an id", () => {
    expect(read("person=%00")).toBe("The address's 'person' parameter must be an id (a UUID).");
  });
});
