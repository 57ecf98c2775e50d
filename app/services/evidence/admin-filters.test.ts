import { describe, expect, it } from "vitest";
import {
  adminEvidenceHref,
  inlineKindOf,
  mapHref,
  NO_FILTERS,
  pageCount,
  pageLinks,
} from "./admin-filters";

describe("adminEvidenceHref", () => {
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
