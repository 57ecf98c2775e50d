import { describe, expect, it } from "vitest";
import {
  canEditOrganisation,
  canRenameOrganisation,
  isLegalEntityComplete,
  canManageInvites,
  formatAddress,
  INVITE_ROLE_OPTIONS,
  inviteExpiresAt,
  inviteState,
  isInviteExpired,
  isPageWithoutProfile,
  normaliseEmail,
} from "./rules";
import { roleLabel } from "~/shared/roles";

describe("spec §6 'User roles' labels", () => {
  it.each([
    ["OWNER", "Farmer / Land Owner"],
    ["STAFF", "Farm Manager / Staff / Associate"],
    ["CONSULTANT", "Agri Consultant / Representative"],
    ["SIGNATORY", "Signatory to Contract"],
    ["OTHER", "Other"],
  ])("%s is shown as '%s'", (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
  it("an unknown role is shown as it is", () => expect(roleLabel("ADMIN_USER")).toBe("ADMIN_USER"));
  it("invites offer the five member roles, never the admin-side ones (decision 0020)", () => {
    expect(INVITE_ROLE_OPTIONS.map((o) => o.value)).toEqual([
      "OWNER",
      "STAFF",
      "CONSULTANT",
      "SIGNATORY",
      "OTHER",
    ]);
  });
});

describe("who may change what (decision 0054)", () => {
  it.each([
    // role, details (legal entity, journey, contracting), rename, invites
    ["OWNER", true, true, true],
    ["STAFF", true, false, false],
    ["CONSULTANT", true, false, false],
    ["SIGNATORY", false, false, false],
    ["OTHER", false, false, false],
    [null, false, false, false],
  ])("%s: edit details %s, rename %s, manage invites %s", (role, edit, rename, invite) => {
    expect(canEditOrganisation(role)).toBe(edit);
    expect(canRenameOrganisation(role)).toBe(rename);
    expect(canManageInvites(role)).toBe(invite);
  });
});

describe("a legal entity the contract can name (decision 0054)", () => {
  const complete = {
    legalName: "Boplaas Boerdery (Pty) Ltd",
    registrationNumber: "2019/123456/07",
    vatNumber: null,
    addressLine1: "12 Kerk St",
    addressLine2: null,
    town: "Bethal",
    province: "MP",
    postalCode: null,
  };
  it("is complete with its name, number, street, town and province; VAT, line 2 and postal code stay optional", () => {
    expect(isLegalEntityComplete(complete)).toBe(true);
  });
  it.each(["legalName", "registrationNumber", "addressLine1", "town", "province"] as const)(
    "is not complete without %s (or with only spaces in it)",
    (key) => {
      expect(isLegalEntityComplete({ ...complete, [key]: null })).toBe(false);
      expect(isLegalEntityComplete({ ...complete, [key]: "   " })).toBe(false);
    },
  );
});

describe("invite expiry (decision 0022: 14 days)", () => {
  const sent = new Date("2026-03-01T10:00:00Z");
  it("expires 14 days after it was sent", () => {
    expect(inviteExpiresAt(sent).toISOString()).toBe("2026-03-15T10:00:00.000Z");
  });
  it.each([
    ["2026-03-15T09:59:59Z", false],
    ["2026-03-15T10:00:00Z", true],
    ["2026-04-01T00:00:00Z", true],
  ])("at %s expired = %s", (now, expired) => {
    expect(isInviteExpired(sent, new Date(now))).toBe(expired);
  });
  it("a pending invite past its time reads as expired; answered ones keep their status", () => {
    const later = new Date("2026-05-01T00:00:00Z");
    expect(inviteState({ status: "pending", createdAt: sent }, later)).toBe("expired");
    expect(inviteState({ status: "accepted", createdAt: sent }, later)).toBe("accepted");
    expect(inviteState({ status: "pending", createdAt: sent }, sent)).toBe("pending");
  });
});

describe("small helpers", () => {
  it("compares e-mail addresses without case or spaces", () => {
    expect(normaliseEmail("  Thandi@Boplaas.CO.za ")).toBe("thandi@boplaas.co.za");
  });
  it("writes an address on one line without empty parts", () => {
    expect(formatAddress(["12 Kerk St", null, " Bethal ", ""])).toBe("12 Kerk St, Bethal");
  });
});

describe("/profile pages open without a profile (spec §2, §4 'user marked not found')", () => {
  it.each([
    ["/profile/signup", true],
    ["/profile/signup/", true],
    ["/profile/data-export", true],
    ["/profile/oops", true],
    ["/profile/home", false],
    ["/profile/company", false],
    ["/profile/signupx", false],
    ["/profile", false],
  ])("%s: %s", (path, open) => expect(isPageWithoutProfile(path)).toBe(open));
});
