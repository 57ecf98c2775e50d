import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ADMIN_EVIDENCE_MAX_PAGE,
  adminEvidenceHref,
  inlineKindOf,
  mapHref,
  NO_FILTERS,
  pageCount,
  pageLinks,
  parseAdminEvidenceFilters,
} from "./admin-filters";

const ORG = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";
const FIELD = "0b9d2f3e-1111-4a55-9b7e-2f0d5d3c9a11";

const parse = (query: string) => parseAdminEvidenceFilters(new URLSearchParams(query));

describe("parseAdminEvidenceFilters", () => {
  it("reads every filter the form sends", () => {
    expect(
      parse(
        `organisation=${ORG}&category=photos&field=${FIELD}&season=26&status=submitted&review=CHANGES_REQUESTED&page=3`,
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
    ["category", "bribes"],
    ["category", "PHOTOS"],
    ["status", "deleted"],
    ["review", "PENDING'; drop table users; --"],
    ["review", "accepted"],
    ["season", "26.5"],
    ["season", "-1"],
    ["season", "1e3"],
    ["season", "9999999999999999999999"],
  ])("turns junk %s=%j into 'all'", (name, value) => {
    const search = new URLSearchParams({ [name]: value });
    const filters = parseAdminEvidenceFilters(search);
    expect(filters).toEqual(NO_FILTERS);
  });

  it.each(["0", "-2", "abc", "2.5", String(ADMIN_EVIDENCE_MAX_PAGE + 1), "\uD800"])(
    "goes to page 1 for page=%j",
    (page) => {
      expect(parseAdminEvidenceFilters(new URLSearchParams({ page })).page).toBe(1);
    },
  );

  it("never throws, and only ever returns values the page offers", () => {
    const names = ["organisation", "category", "field", "season", "status", "review", "page"];
    const uuidOrNull = (v: string | null) => v === null || /^[0-9a-f-]{36}$/.test(v);
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...names), fc.string({ unit: "binary", maxLength: 40 })),
          { maxLength: 10 },
        ),
        (pairs) => {
          const filters = parseAdminEvidenceFilters(new URLSearchParams(pairs));
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
});

describe("adminEvidenceHref", () => {
  it("round-trips the filters through the URL", () => {
    const filters = parse(
      `organisation=${ORG}&category=invoices&field=farm&season=25&status=draft&review=NONE&page=2`,
    );
    const href = adminEvidenceHref(filters);
    expect(parseAdminEvidenceFilters(new URL(href, "http://x").searchParams)).toEqual(filters);
  });

  it("leaves out what is not set", () => {
    expect(adminEvidenceHref(NO_FILTERS)).toBe("/admin/journey/evidence");
    expect(adminEvidenceHref({ ...NO_FILTERS, page: 2 })).toBe("/admin/journey/evidence?page=2");
  });
});

describe("pages", () => {
  it.each([
    [0, 1],
    [1, 1],
    [25, 1],
    [26, 2],
    [2500, 100],
  ])("%i items make %i pages", (total, pages) => expect(pageCount(total)).toBe(pages));

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 40, [1, 2, 3, null, 40]],
    [6, 40, [1, null, 4, 5, 6, 7, 8, null, 40]],
    [40, 40, [1, null, 38, 39, 40]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])("page %i of %i links %j", (current, pages, links) =>
    expect(pageLinks(current, pages)).toEqual(links),
  );
});

describe("previews", () => {
  it.each([
    ["image/jpeg", "image"],
    ["image/png", "image"],
    ["application/pdf", "pdf"],
    ["image/svg+xml", null],
    ["text/html", null],
    ["video/mp4", null],
    ["text/csv", null],
  ])("%s is shown as %s", (mime, kind) => expect(inlineKindOf(mime)).toBe(kind));

  it("links a map at the photo's position", () => {
    expect(mapHref(-28.258333, 28.3)).toBe(
      "https://www.openstreetmap.org/?mlat=-28.258333&mlon=28.300000#map=17/-28.258333/28.300000",
    );
  });
});
