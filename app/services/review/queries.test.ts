// The submissions lists' query strings (issue 16, issue 28): the API refuses a malformed filter
// naming it; the pages leave it out.
import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { apiSubmissionListQuery, pageSubmissionListQuery, submissionListQueryOf } from "./queries";

const id = "0b6f0f8e-8a5b-4f43-9a4e-1d2f3c4b5a69";
const options = { defaultOrder: "newest", defaultSize: 20 } as const;

function read(text: string, strict: boolean) {
  const search = new URLSearchParams(text);
  const values = strict
    ? parseQuery(search, apiSubmissionListQuery)
    : parseQuery(search, pageSubmissionListQuery);
  return typeof values === "string" ? values : submissionListQueryOf(values, options);
}

const NONE = {
  status: null,
  organisationId: null,
  season: null,
  order: "newest",
  page: 0,
  size: 20,
};

describe("the submissions list's query", () => {
  it("reads every filter, the API and the pages alike", () => {
    for (const strict of [true, false]) {
      expect(
        read(`status=WITHDRAWN&companyId=${id}&season=26&order=queue&page=2&limit=50`, strict),
      ).toEqual({
        status: "WITHDRAWN",
        organisationId: id,
        season: 26,
        order: "queue",
        page: 2,
        size: 50,
      });
    }
    expect(read("size=10", false)).toEqual({ ...NONE, size: 10 });
    expect(read("", true)).toEqual(NONE);
  });

  it.each([
    ["status=LOST", "status"],
    ["companyId=junk", "companyId"],
    ["companyId=%00", "companyId"],
    ["season=2026a", "season"],
    ["season=%00", "season"],
    ["order=oldest", "order"],
    ["page=-1", "page"],
    ["limit=101", "limit"],
    ["limit=0", "limit"],
  ])("API: %s is refused naming %s; pages: ignored", (text, name) => {
    expect(read(text, true)).toMatch(new RegExp(`^The address's '${name}' parameter `));
    expect(read(text, false)).toEqual(NONE);
  });
});
