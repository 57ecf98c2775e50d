import { describe, expect, it } from "vitest";
import { isProvince, PROVINCES, provinceLabel } from "./provinces";

describe("spec §3 'Province', §9 'Nine South African provinces'", () => {
  it("lists the nine codes in the spec's order", () => {
    expect(PROVINCES.map((p) => p.value)).toEqual([
      "EC",
      "FS",
      "GT",
      "NL",
      "LP",
      "MP",
      "NC",
      "NW",
      "WC",
    ]);
  });
  it("NL is KwaZulu-Natal; nothing has no label; an unknown code is shown as it is", () => {
    expect(provinceLabel("NL")).toBe("KwaZulu-Natal");
    expect(provinceLabel(null)).toBeNull();
    expect(provinceLabel("")).toBeNull();
    expect(provinceLabel("XX")).toBe("XX");
  });
  it("knows a code only when it is one of the nine", () => {
    expect(isProvince("WC")).toBe(true);
    expect(isProvince("wc")).toBe(false);
    expect(isProvince(undefined)).toBe(false);
  });
});
