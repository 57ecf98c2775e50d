// Reading POST /api/v2/admin/users (issue 18; decision 0095): a sentence for each wrong body.
import { describe, expect, it } from "vitest";
import {
  ADMIN_ID_MESSAGE,
  COMPANY_IDS_MESSAGE,
  MAX_COMPANY_IDS,
  parseAssignAdminsBody,
  TOO_MANY_MESSAGE,
} from "./assign-admins";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const ADMIN = "33333333-3333-4333-8333-333333333333";

describe("parseAssignAdminsBody", () => {
  it("takes ids in any case, without repeats", () => {
    expect(parseAssignAdminsBody({ companyIds: [A, A.toUpperCase(), B], adminId: ADMIN })).toEqual({
      ok: true,
      value: { companyIds: [A, B], adminId: ADMIN },
    });
    expect(parseAssignAdminsBody({ companyIds: [A], adminId: null })).toEqual({
      ok: true,
      value: { companyIds: [A], adminId: null },
    });
  });

  it.each([
    ["no companyIds", { adminId: ADMIN }, "companyIds", COMPANY_IDS_MESSAGE],
    ["an empty list", { companyIds: [], adminId: ADMIN }, "companyIds", COMPANY_IDS_MESSAGE],
    ["a string, not a list", { companyIds: A, adminId: ADMIN }, "companyIds", COMPANY_IDS_MESSAGE],
    ["no adminId", { companyIds: [A] }, "adminId", ADMIN_ID_MESSAGE],
    ["an adminId not a UUID", { companyIds: [A], adminId: "ada" }, "adminId", ADMIN_ID_MESSAGE],
    ["an adminId as a list", { companyIds: [A], adminId: [ADMIN] }, "adminId", ADMIN_ID_MESSAGE],
  ])("refuses %s", (_, body, field, message) => {
    expect(parseAssignAdminsBody(body)).toEqual({ ok: false, field, message });
  });

  it("names the item that is not an id", () => {
    const result = parseAssignAdminsBody({ companyIds: [A, "x", 3], adminId: ADMIN });
    expect(result).toEqual({
      ok: false,
      field: "companyIds.1",
      message: `${COMPANY_IDS_MESSAGE} Item 2 is not an organisation id.`,
    });
  });

  it("refuses too many organisations and fields it does not know", () => {
    const many = Array.from({ length: MAX_COMPANY_IDS + 1 }, () => A);
    expect(parseAssignAdminsBody({ companyIds: many, adminId: ADMIN })).toMatchObject({
      ok: false,
      message: TOO_MANY_MESSAGE,
    });
    expect(parseAssignAdminsBody({ companyIds: [A], adminId: ADMIN, role: "x" })).toMatchObject({
      ok: false,
      field: "role",
    });
  });
});
