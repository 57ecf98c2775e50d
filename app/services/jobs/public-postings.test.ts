import { describe, expect, it } from "vitest";
import { descriptionExcerpt, jobsPage, leafletHref, leafletIdFrom } from "./public-postings";

const ID = "0b7e3c1a-9d1f-4c7e-8a55-2f3b4c5d6e7f";

describe("leaflet paths (spec §3 'displayed from a pdf/ path')", () => {
  it("round-trips /pdf/<id>.pdf", () => {
    expect(leafletHref(ID)).toBe(`/pdf/${ID}.pdf`);
    expect(leafletIdFrom(`${ID}.pdf`)).toBe(ID);
    expect(leafletIdFrom(`${ID.toUpperCase()}.PDF`)).toBe(ID);
  });
  it.each([ID, `${ID}.doc`, "../etc/passwd.pdf", "", undefined])("refuses %s", (segment) => {
    expect(leafletIdFrom(segment)).toBeNull();
  });
});

describe("the list's description excerpt", () => {
  it("keeps a short one-paragraph description whole", () => {
    expect(descriptionExcerpt("Map farms.")).toEqual({ text: "Map farms.", truncated: false });
  });
  it("shows the first paragraph of a longer one", () => {
    expect(descriptionExcerpt("First.\n\nSecond.")).toEqual({ text: "First.", truncated: true });
  });
  it("cuts a long paragraph at a word, with an ellipsis", () => {
    const { text, truncated } = descriptionExcerpt("word ".repeat(200), 50);
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text.endsWith("word…")).toBe(true);
  });
});

describe("pages of /jobs", () => {
  it.each([
    [1, 0, { page: 1, pageCount: 1, offset: 0 }],
    [1, 45, { page: 1, pageCount: 3, offset: 0 }],
    [2, 45, { page: 2, pageCount: 3, offset: 20 }],
    [9, 45, { page: 3, pageCount: 3, offset: 40 }],
  ] as const)("?page=%s of %i postings", (param, total, expected) => {
    expect(jobsPage(param, total)).toMatchObject({ ...expected, limit: 20 });
  });
});
