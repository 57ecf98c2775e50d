import { describe, expect, it } from "vitest";
import {
  asList,
  filterOptions,
  isChecked,
  moveActive,
  selectAllState,
  singleMatch,
  toggleSelectAll,
  toStoredSelection,
} from "./choice-rules";

const provinces = [
  { value: "EC", label: "Eastern Cape" },
  { value: "FS", label: "Free State" },
  { value: "GT", label: "Gauteng" },
  { value: "NL", label: "KwaZulu-Natal" },
  { value: "WC", label: "Western Cape" },
];

describe("spec §4 'Dropdown': filtering", () => {
  it.each<[string, string[]]>([
    ["", ["EC", "FS", "GT", "NL", "WC"]],
    ["cape", ["EC", "WC"]],
    ["CAPE", ["EC", "WC"]],
    ["zulu", ["NL"]],
    ["  gau ", ["GT"]],
    ["limpopo", []],
  ])("%j leaves %j", (query, values) => {
    expect(filterOptions(provinces, query).map((o) => o.value)).toEqual(values);
  });

  it("accents are ignored both ways", () => {
    const farms = [{ value: "m", label: "Môreson" }];
    expect(filterOptions(farms, "mores")).toHaveLength(1);
    expect(filterOptions([{ value: "x", label: "Moreson" }], "Môr")).toHaveLength(1);
  });

  it("'It selects the single match if only one option is left after filtering.'", () => {
    expect(singleMatch(filterOptions(provinces, "zulu"))).toEqual({
      value: "NL",
      label: "KwaZulu-Natal",
    });
    expect(singleMatch(filterOptions(provinces, "cape"))).toBeNull();
    expect(singleMatch(filterOptions(provinces, "limpopo"))).toBeNull();
  });

  it.each<[number, number, "next" | "previous" | "first" | "last", number]>([
    [-1, 3, "next", 0],
    [0, 3, "next", 1],
    [2, 3, "next", 0],
    [0, 3, "previous", 2],
    [-1, 3, "previous", 2],
    [1, 3, "first", 0],
    [1, 3, "last", 2],
    [0, 0, "next", -1],
  ])("arrow keys: from %i of %i, %s → %i", (active, count, key, next) => {
    expect(moveActive(active, count, key)).toBe(next);
  });
});

describe("spec §4 'Checkbox and toggle default to false (off) unless an initial value is given'", () => {
  it.each<[unknown, boolean]>([
    [undefined, false],
    [null, false],
    ["", false],
    [false, false],
    ["false", false],
    [true, true],
    ["on", true],
    ["true", true],
    [["false", "on"], true],
  ])("%j → %s", (value, checked) => {
    expect(isChecked(value)).toBe(checked);
  });
});

describe("spec §4 'Multi-selector'", () => {
  it("'selecting none sets the value to null'", () => {
    expect(toStoredSelection(provinces, [])).toBeNull();
  });
  it("'An empty result is stored as null': values that are not options do not count", () => {
    expect(toStoredSelection(provinces, ["XX"])).toBeNull();
  });
  it("keeps the options' order", () => {
    expect(toStoredSelection(provinces, ["WC", "EC"])).toEqual(["EC", "WC"]);
  });
  it("'Select-all chooses every option'", () => {
    expect(toggleSelectAll(provinces, ["GT"])).toEqual(["EC", "FS", "GT", "NL", "WC"]);
    expect(toggleSelectAll(provinces, [])).toEqual(["EC", "FS", "GT", "NL", "WC"]);
  });
  it("select-all with everything chosen clears the selection (and so stores null)", () => {
    const all = provinces.map((p) => p.value);
    expect(toggleSelectAll(provinces, all)).toEqual([]);
    expect(toStoredSelection(provinces, toggleSelectAll(provinces, all))).toBeNull();
  });
  it.each<[string[], string]>([
    [[], "none"],
    [["EC"], "some"],
    [["EC", "FS", "GT", "NL", "WC"], "all"],
  ])("select-all shows %j as %s", (selected, state) => {
    expect(selectAllState(provinces, selected)).toBe(state);
  });
  it.each<[unknown, string[]]>([
    [undefined, []],
    ["", []],
    ["EC", ["EC"]],
    [
      ["EC", "WC"],
      ["EC", "WC"],
    ],
    [["EC", "", 3], ["EC"]],
  ])("posted %j is the list %j", (raw, list) => {
    expect(asList(raw)).toEqual(list);
  });
});
