// Account deletion's rules (decision 0110): who is refused, and the confirmation form.
import { describe, expect, it } from "vitest";
import { deletionRefusal, parseDeletionForm, REASON_MAX_LENGTH } from "./account-deletion";

const m = (role: string, owners: number, members: number, name = "Nkosi Family Farm") => ({
  name,
  role,
  owners,
  members,
});

describe("deletionRefusal", () => {
  it.each([
    ["no organisation", [], null],
    ["the only member, an OWNER: the organisation stays without members", [m("OWNER", 1, 1)], null],
    ["one of two OWNERs", [m("OWNER", 2, 3)], null],
    ["STAFF where one OWNER remains", [m("STAFF", 1, 2)], null],
  ])("%s: allowed", (_case, list, expected) => {
    expect(deletionRefusal(list)).toBe(expected);
  });

  it("the only OWNER of an organisation with other members: refused, naming it", () => {
    expect(deletionRefusal([m("OWNER", 1, 2), m("STAFF", 1, 3, "Other")])).toBe(
      'You are the only Farmer / Land Owner (OWNER) of "Nkosi Family Farm", which has other members. ' +
        "Transfer ownership to one of them below (or remove the other members), then delete your account.",
    );
  });
});

describe("parseDeletionForm", () => {
  it.each([
    [
      { confirm: "yes", reason: "  Selling the farm " },
      { ok: true, reason: "Selling the farm" },
    ],
    [
      { confirm: "yes", reason: "" },
      { ok: true, reason: null },
    ],
    [
      { confirm: "yes", reason: null },
      { ok: true, reason: null },
    ],
  ])("%j → %j", (values, expected) => {
    expect(parseDeletionForm(values)).toEqual(expected);
  });

  it("refuses without the box ticked, or a reason too long, keeping the reason", () => {
    expect(parseDeletionForm({ confirm: null, reason: "Moving" })).toEqual({
      ok: false,
      errors: { confirm: "Tick the box to confirm that you want your account deleted." },
      reason: "Moving",
    });
    const long = "x".repeat(REASON_MAX_LENGTH + 1);
    expect(parseDeletionForm({ confirm: "yes", reason: long })).toMatchObject({
      ok: false,
      errors: { reason: expect.stringMatching(/1000 characters/) },
    });
  });
});
