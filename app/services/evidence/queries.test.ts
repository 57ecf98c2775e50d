// The evidence pages' query strings (issue 28): the admin's list filters and the member's page
// leave out what they cannot use (an old or edited link opens the page), never passing it on.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import { ADMIN_EVIDENCE_MAX_PAGE, adminEvidenceHref, NO_FILTERS } from "./admin-filters";
import {
  adminEvidenceFiltersOf,
  adminEvidenceQuery,
  chosenSeason,
  evidencePageQuery,
  evidencePost,
} from "./queries";

const ORG = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";
const FIELD = "0b9d2f3e-1111-4a55-9b7e-2f0d5d3c9a11";

function filtersOf(search: URLSearchParams) {
  const values = parseQuery(search, adminEvidenceQuery);
  if (typeof values === "string") throw new Error(values);
  return adminEvidenceFiltersOf(values);
}
const parse = (query: string) => filtersOf(new URLSearchParams(query));

describe("adminEvidenceQuery", () => {
  it("reads every filter the form sends", () => {
    expect(
      parse(
        `organisation=${ORG.toUpperCase()}&category=photos&field=${FIELD}&season=26&status=submitted&review=CHANGES_REQUESTED&page=3`,
      ),
    ).toEqual({
      organisationId: ORG,
      category: "photos",
      field: FIELD,
      season: 26,
      status: "submitted",
      review: "CHANGES_REQUESTED",
      page: 3,
    });
  });

  it("reads 'Whole farm' and 'Not in a submission'", () => {
    const filters = parse(`organisation=${ORG}&field=farm&review=NONE`);
    expect(filters.field).toBe("farm");
    expect(filters.review).toBe("NONE");
  });

  it("is 'all' for an empty form", () => {
    expect(parse("")).toEqual(NO_FILTERS);
    expect(parse("organisation=&category=&field=&season=&status=&review=&page=")).toEqual(
      NO_FILTERS,
    );
  });

  it("ignores a field without an organisation (fields belong to one)", () => {
    expect(parse(`field=${FIELD}`).field).toBeNull();
    expect(parse("field=farm").field).toBeNull();
  });

  it.each([
    ["organisation", "not-a-uuid"],
    ["organisation", `${ORG}\u0000`],
    ["organisation", "\u0000"],
    ["category", "bribes"],
    ["category", "PHOTOS"],
    ["category", "photos\u0000"],
    ["status", "deleted"],
    ["review", "PENDING'; drop table users; --"],
    ["review", "accepted"],
    ["season", "26.5"],
    ["season", "-1"],
    ["season", "1e3"],
    ["season", "\u0000"],
    ["season", "9999999999999999999999"],
  ])("turns junk %s=%j into 'all'", (name, value) => {
    expect(filtersOf(new URLSearchParams({ [name]: value }))).toEqual(NO_FILTERS);
  });

  it("leaves out a junk field of an organisation", () => {
    expect(parse(`organisation=${ORG}&field=%00`).field).toBeNull();
    expect(parse(`organisation=${ORG}&field=farms`).field).toBeNull();
  });

  it.each(["0", "-2", "abc", "2.5", String(ADMIN_EVIDENCE_MAX_PAGE + 1), "\uD800", "\u0000"])(
    "goes to page 1 for page=%j",
    (page) => {
      expect(filtersOf(new URLSearchParams({ page })).page).toBe(1);
    },
  );

  it("never refuses, and only ever returns values the page offers", () => {
    const names = ["organisation", "category", "field", "season", "status", "review", "page"];
    const uuidOrNull = (v: string | null) => v === null || /^[0-9a-f-]{36}$/.test(v);
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...names), fc.string({ unit: "binary", maxLength: 40 })),
          { maxLength: 10 },
        ),
        (pairs) => {
          const filters = filtersOf(new URLSearchParams(pairs));
          // Only a UUID (or 'farm') or nothing reaches a query; the page is in range.
          return (
            filters.page >= 1 &&
            filters.page <= ADMIN_EVIDENCE_MAX_PAGE &&
            uuidOrNull(filters.organisationId) &&
            (filters.field === "farm" || uuidOrNull(filters.field))
          );
        },
      ),
    );
    // fast-check builds its full-Unicode generator on first use: about two seconds, once.
  }, 20_000);

  it("round-trips the filters through adminEvidenceHref", () => {
    const filters = parse(
      `organisation=${ORG}&category=invoices&field=farm&season=25&status=draft&review=NONE&page=2`,
    );
    const href = adminEvidenceHref(filters);
    expect(filtersOf(new URL(href, "http://x").searchParams)).toEqual(filters);
  });
});

describe("evidencePost", () => {
  const formOf = (body: string) => {
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
    return form;
  };
  const read = (body: string) => parsePostFields(formOf(body), evidencePost);

  it("reads a form's intent and the ids of the records it acts on", () => {
    expect(read(`intent=resendSeason&submissionId=${ORG.toUpperCase()}`)).toEqual({
      intent: "resendSeason",
      submissionId: ORG,
    });
    expect(read(`intent=delete&evidenceId=${ORG}&title=Kept`)).toEqual({
      intent: "delete",
      evidenceId: ORG,
    });
  });

  it("names the field at fault: a form of another page, an id that is not one", () => {
    expect(read("intent=nothing")).toBe(
      "The form's 'intent' field must be one of: add, edit, submitted, delete, replaceFile, submitSeason, resendSeason, addToSubmission.",
    );
    expect(read("intent=delete&evidenceId=%00")).toBe(
      "The form's 'evidenceId' field must be an id (a UUID).",
    );
  });
});

describe("evidencePageQuery", () => {
  const read = (text: string) => parseQuery(new URLSearchParams(text), evidencePageQuery);

  it("reads the season and the item edited, and nothing of a form", () => {
    expect(read(`season=25&edit=${ORG}`)).toEqual({ season: 25, edit: ORG });
    // A form's intent and ids are fields of its body (decision 0128), never of the address.
    expect(read(`intent=resendSeason&submissionId=${ORG}`)).toEqual({});
  });

  it.each(["season=%00", "season=abc", "edit=%00", "edit=x"])(
    "leaves out what it cannot use: %s",
    (text) => {
      expect(read(text)).toEqual({});
    },
  );

  it("chooses the season asked when the programme offers it, else the first", () => {
    const programme = { first: 26, required: [24, 25, 26] };
    expect(chosenSeason(25, programme)).toBe(25);
    expect(chosenSeason(undefined, programme)).toBe(26);
    expect(chosenSeason(23, programme)).toBe(26);
  });
});
