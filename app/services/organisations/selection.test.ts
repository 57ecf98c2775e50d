import { describe, expect, it } from "vitest";
import { chooseActiveOrganisation } from "./selection";

const a = { id: "a", name: "Boplaas" };
const b = { id: "b", name: "Môreson" };

describe("spec §4 'Organisation selection'", () => {
  it("keeps the active organisation when its id is still in the new list, refreshed from it", () => {
    const renamed = { id: "b", name: "Môreson Trust" };
    expect(chooseActiveOrganisation([a, renamed], "b")).toBe(renamed);
  });
  it("makes the first organisation active when the active one left the list", () => {
    expect(chooseActiveOrganisation([b, a], "gone")).toBe(b);
  });
  it("makes the first organisation active when none was active", () => {
    expect(chooseActiveOrganisation([a, b], null)).toBe(a);
  });
  it("has no active organisation when the list is empty", () => {
    expect(chooseActiveOrganisation([], "a")).toBeNull();
  });
});
