// The admin field list's links (issue 14; spec §7 'GET /admin/fields companyIds'). Reading its
// URL is queries.ts (queries.test.ts).
import { describe, expect, it } from "vitest";
import { filterSearch } from "./admin-list";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

describe("filterSearch", () => {
  it("gives the filters as URL parameters, comma-separating the organisations", () => {
    expect(
      filterSearch({ season: 26, organisationIds: [A, B], signoff: "failed" }).toString(),
    ).toBe(`companyIds=${A}%2C${B}&signoff=failed&season=26`);
  });
});
