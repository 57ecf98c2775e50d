import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  applyLineItemIntent,
  canAddItem,
  duplicateItem,
  emptyListMessage,
  getPath,
  lineItemIntent,
  parseLineItemIntent,
  removeItem,
  setPath,
} from "./line-items";

const herd = [
  { id: "h1", species: "beef", head: "40" },
  { id: "h2", species: "sheep", head: "120" },
];

describe("spec §5 'Add-line-item editor'", () => {
  it.each<[number, number | undefined, boolean]>([
    [0, 3, true],
    [2, 3, true],
    [3, 3, false],
    [4, 3, false],
    [50, undefined, true],
  ])(
    "'the add button is hidden once maxLength is reached': %i of %s → shown %s",
    (count, max, shown) => {
      expect(canAddItem(count, max)).toBe(shown);
    },
  );

  it("'A required empty list shows 'At least 1 required''", () => {
    expect(emptyListMessage(false)).toBe("At least 1 required");
  });

  it("'An empty optional list shows 'No items added''", () => {
    expect(emptyListMessage(true)).toBe("No items added");
  });

  it("spec §9 'Add-line-item table height defaults to 800px' (kit-forms.css)", () => {
    const css = fs.readFileSync("app/styles/kit-forms.css", "utf8");
    expect(css).toMatch(/\.kf-field--line-items \{\s*--line-items-height: 800px;/);
    expect(css).toMatch(/\.kf-line-items \{[^}]*max-height: var\(--line-items-height\)/);
  });
});

describe("spec §3 'Line item: carries an id, which is removed when an item is duplicated'", () => {
  it("the copy has everything but the id and goes after the original", () => {
    expect(duplicateItem(herd, 0)).toEqual([herd[0], { species: "beef", head: "40" }, herd[1]]);
  });
  it("the original keeps its id", () => {
    expect(duplicateItem(herd, 1)[1]).toEqual(herd[1]);
  });
  it("at maxLength nothing is duplicated", () => {
    expect(duplicateItem(herd, 0, 2)).toEqual(herd);
  });
  it("removing drops only that row", () => {
    expect(removeItem(herd, 0)).toEqual([herd[1]]);
  });
});

describe("the editor's buttons without JavaScript", () => {
  it.each([
    [lineItemIntent("add", "herds"), { action: "add", list: "herds" }],
    [lineItemIntent("remove", "herds", 2), { action: "remove", list: "herds", index: 2 }],
    [
      lineItemIntent("duplicate", "farm.camps", 0),
      { action: "duplicate", list: "farm.camps", index: 0 },
    ],
  ])("%s is understood", (value, intent) => {
    expect(parseLineItemIntent(value)).toEqual(intent);
  });

  it.each([
    "submit",
    "remove-line-item:herds",
    "add-line-item:",
    "drop-line-item:herds:1",
    7,
    null,
  ])("%j is not an editor button", (value) => {
    expect(parseLineItemIntent(value)).toBeNull();
  });

  it("add appends an empty row and keeps every other value", () => {
    const posted = { name: "Boplaas", herds: herd };
    expect(applyLineItemIntent(posted, { action: "add", list: "herds" })).toEqual({
      name: "Boplaas",
      herds: [...herd, {}],
    });
  });

  it("add starts a list that was empty (nothing posted)", () => {
    expect(applyLineItemIntent({ name: "x" }, { action: "add", list: "herds" })).toEqual({
      name: "x",
      herds: [{}],
    });
  });

  it("add at maxLength changes nothing", () => {
    expect(applyLineItemIntent({ herds: herd }, { action: "add", list: "herds" }, 2)).toEqual({
      herds: herd,
    });
  });

  it("remove and duplicate work on a nested list, dropping the copy's id", () => {
    const posted = { farm: { camps: [{ id: "c1", name: "Vlei" }] } };
    expect(
      applyLineItemIntent(posted, { action: "duplicate", list: "farm.camps", index: 0 }),
    ).toEqual({
      farm: { camps: [{ id: "c1", name: "Vlei" }, { name: "Vlei" }] },
    });
    expect(applyLineItemIntent(posted, { action: "remove", list: "farm.camps", index: 0 })).toEqual(
      {
        farm: { camps: [] },
      },
    );
  });

  it("does not change the posted data it was given", () => {
    const posted = { herds: [...herd] };
    applyLineItemIntent(posted, { action: "remove", list: "herds", index: 0 });
    expect(posted.herds).toHaveLength(2);
  });

  it("paths read and write like remix-validated-form's names", () => {
    expect(getPath({ a: [{ b: 1 }] }, "a[0].b")).toBe(1);
    expect(setPath({}, "a[1].b", 2)).toEqual({ a: [undefined, { b: 2 }] });
    expect(() => setPath({}, "__proto__.x", 1)).toThrow();
  });
});
