// The /profile pages' query strings (issue 28): whose pages under /admin/userView, /verify's
// status, /profile/delete-account's step.
import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { deleteAccountQuery, userViewProfileQuery, verifyQuery } from "./queries";

const search = (text: string) => new URLSearchParams(text);
const ID = "00000000-0000-4000-8000-000000000001";

describe("the /profile pages' query strings", () => {
  it("reads whose pages and which organisation; an id that is not one is refused", () => {
    expect(parseQuery(search(`userId=${ID}&organisationId=${ID}`), userViewProfileQuery)).toEqual({
      userId: ID,
      organisationId: ID,
    });
    expect(parseQuery(search("userId=%00"), userViewProfileQuery)).toBe(
      "The address's 'userId' parameter must be an id (a UUID).",
    );
    expect(parseQuery(search(`userId=${ID}&organisationId=x`), userViewProfileQuery)).toBe(
      "The address's 'organisationId' parameter must be an id (a UUID).",
    );
  });

  it("reads /verify's status; one it does not know shows no message", () => {
    expect(parseQuery(search("status=too-soon"), verifyQuery)).toEqual({ status: "too-soon" });
    expect(parseQuery(search("status=%00"), verifyQuery)).toEqual({ status: undefined });
    expect(parseQuery(search(""), verifyQuery)).toEqual({});
  });

  it("reads /profile/delete-account's step, the start unless it is confirm", () => {
    expect(parseQuery(search("step=confirm"), deleteAccountQuery)).toEqual({ step: "confirm" });
    expect(parseQuery(search("step=other"), deleteAccountQuery)).toEqual({ step: "start" });
  });
});
