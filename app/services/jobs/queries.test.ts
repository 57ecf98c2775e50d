// The job pages' and API's query strings (issue 28): values read, fallbacks, and refusals that
// name the parameter.
import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import {
  apiApplicationListQuery,
  apiApplicationQueryOf,
  apiPostingListQuery,
  applicationQueryOf,
  jobApplicationsPageQuery,
  publicJobsQuery,
  publicPostingQuery,
} from "./queries";

const ID = "0b7e2b8c-9c7f-4d6e-a1c2-3d4e5f607182";

function page(search: string) {
  const values = parseQuery(new URLSearchParams(search), jobApplicationsPageQuery);
  if (typeof values === "string") throw new Error(values);
  return values;
}
const refusal = (search: string, schema = jobApplicationsPageQuery) =>
  parseQuery(new URLSearchParams(search), schema);
const query = (search: string, tab: "incoming" | "declined" | "interviews" = "incoming") =>
  applicationQueryOf(page(search), tab);

describe("the admin job applications page (spec §4 'Tab data modes')", () => {
  it("reads the tab, Job Listings when left out or unknown", () => {
    expect(page("tab=declined").tab).toBe("declined");
    expect(page("tab=nonsense").tab).toBe("listings");
    expect(page("").tab).toBe("listings");
  });

  it.each<[string, "incoming" | "declined" | "interviews", string[] | null, string]>([
    ["", "incoming", ["pending"], "Incoming defaults to filtering pending only"],
    ["status=future&status=shortlisted", "incoming", ["future", "shortlisted"], "chosen statuses"],
    ["status=future,interview", "incoming", ["future", "interview"], "comma-separated"],
    ["filtered=1", "incoming", null, "none ticked in the sent form: every status (null)"],
    ["status=hired", "incoming", ["pending"], "unknown statuses in an old link are ignored"],
    ["status=pending", "declined", ["decline", "toDecline"], "Declined lists decline, toDecline"],
    ["", "interviews", ["interview"], "Interviews lists only status interview"],
  ])("?%s on %s → %j (%s)", (search, tab, statuses) => {
    expect(query(search, tab).statuses).toEqual(statuses);
  });

  it("reads the job, the name, the page and the page size; a size not offered is 20", () => {
    expect(query(`jobId=${ID}&name=%20Thandi%20%20Nkosi%20&size=50&page=3`)).toEqual({
      statuses: ["pending"],
      jobId: ID,
      name: "Thandi Nkosi",
      size: 50,
      page: 3,
    });
    expect(query("size=30")).toMatchObject({ jobId: null, name: null, size: 20, page: 0 });
  });

  it("reads the dialogs' records", () => {
    expect(page(`application=${ID.toUpperCase()}&posting=${ID}`)).toMatchObject({
      application: ID,
      posting: ID,
    });
  });

  it.each([
    ["name=%00", "The address's 'name' parameter cannot hold control characters"],
    ["tab=listings&name=a%0Ab", "The address's 'name' parameter cannot hold control characters"],
    [`name=${"a".repeat(101)}`, "The address's 'name' parameter is too long: at most 100"],
    ["jobId=1;drop", "The address's 'jobId' parameter must be an id (a UUID)."],
    ["page=-2", "The address's 'page' parameter must be a whole number from 0 to 100000."],
    ["application=7", "The address's 'application' parameter must be an id (a UUID)."],
    ["posting=%00", "The address's 'posting' parameter must be an id (a UUID)."],
  ])("?%s is refused: %s", (search, sentence) => {
    expect(refusal(search)).toMatch(sentence);
  });
});

describe("the API's list parameters (spec §7 'List applications')", () => {
  function api(search: string) {
    const values = parseQuery(new URLSearchParams(search), apiApplicationListQuery);
    return typeof values === "string" ? values : apiApplicationQueryOf(values);
  }

  it("pages from 0, 20 by default, limit 0 for everything", () => {
    expect(api("")).toEqual({
      page: 0,
      limit: 20,
      filter: { statuses: null, jobId: null, name: null },
    });
    expect(api("page=0&limit=0")).toMatchObject({ page: 0, limit: null });
    expect(api("status[]=pending&status[]=future&status=pending")).toMatchObject({
      filter: { statuses: ["pending", "future"] },
    });
    expect(api(`jobId=${ID}&name=Thandi&status=decline,toDecline`)).toMatchObject({
      filter: { statuses: ["decline", "toDecline"], jobId: ID, name: "Thandi" },
    });
  });

  it.each([
    ["page=x", "The address's 'page' parameter must be a whole number from 0 to 100000."],
    ["limit=100000", "The address's 'limit' parameter must be a whole number from 0 to 10000."],
    ["status=hired", "The address's 'status' parameter must list application statuses:"],
    ["status[]=pending,hired", "The address's 'status[]' parameter must list application"],
    ["jobId=1", "The address's 'jobId' parameter must be an id (a UUID)."],
    ["name=%00", "The address's 'name' parameter cannot hold control characters"],
  ])("?%s is refused: %s", (search, sentence) => {
    expect(api(search)).toMatch(sentence);
  });
});

describe("the public job pages", () => {
  it("reads /jobs?page= from 1", () => {
    expect(parseQuery(new URLSearchParams(""), publicJobsQuery)).toEqual({ page: 1 });
    expect(parseQuery(new URLSearchParams("page=3"), publicJobsQuery)).toEqual({ page: 3 });
    expect(parseQuery(new URLSearchParams("page=abc"), publicJobsQuery)).toBe(
      "The address's 'page' parameter must be a whole number from 1 to 100000.",
    );
  });

  it("reads /jobs/:jobId?applied=1", () => {
    expect(parseQuery(new URLSearchParams("applied=1"), publicPostingQuery)).toEqual({
      applied: true,
    });
    expect(parseQuery(new URLSearchParams(""), publicPostingQuery)).toEqual({ applied: false });
  });
});

describe("the API's postings list", () => {
  it("reads ?all=true or false, false when left out; anything else is refused", () => {
    const all = (text: string) => parseQuery(new URLSearchParams(text), apiPostingListQuery);
    expect(all("all=true")).toEqual({ all: true });
    expect(all("all=false")).toEqual({ all: false });
    expect(all("")).toEqual({ all: false });
    expect(all("all=yes")).toBe("The address's 'all' parameter must be one of: true, false.");
  });
});
