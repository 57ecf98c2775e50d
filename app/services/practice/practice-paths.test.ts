// The practice data pages' season choice and tab links (decision 0076).
import { describe, expect, it } from "vitest";
import {
  practiceFieldSearch,
  practiceSearch,
  practiceSeasons,
  practiceTabHref,
} from "./practice-paths";
import { openFieldFromSearch, seasonFromSearch } from "./queries";
import { programmeSeasons } from "./seasons";

describe("practiceSeasons", () => {
  it("offers the required seasons and every later one up to now", () => {
    expect(practiceSeasons(programmeSeasons(26), 26).offered).toEqual([23, 24, 25, 26]);
    expect(practiceSeasons(programmeSeasons(26), 28).offered).toEqual([23, 24, 25, 26, 27, 28]);
  });
});

describe("seasonFromSearch", () => {
  const seasons = practiceSeasons(programmeSeasons(26), 27);

  it("reads an offered season from a URL, a string URL or a search", () => {
    expect(seasonFromSearch(new URL("http://x/p?season=24"), seasons)).toBe(24);
    expect(seasonFromSearch("http://x/p?season=27", seasons)).toBe(27);
    expect(seasonFromSearch("?season=23", seasons)).toBe(23);
    expect(seasonFromSearch(new URLSearchParams("season=25"), seasons)).toBe(25);
  });

  it("gives the programme's first season for anything else", () => {
    for (const bad of ["", "abc", "25.5", "-1", "1e1", "22", "28", "99999", " ", "0x19"]) {
      expect(seasonFromSearch(`?season=${encodeURIComponent(bad)}`, seasons), bad).toBe(26);
    }
    expect(seasonFromSearch("http://x/p", seasons)).toBe(26);
    expect(seasonFromSearch("http://[bad", seasons)).toBe(26);
  });
});

describe("links", () => {
  it("keep the base path, the person looked at and the season", () => {
    expect(practiceSearch("", 25)).toBe("?season=25");
    expect(practiceSearch("?userId=abc", 25)).toBe("?userId=abc&season=25");
    expect(practiceTabHref("/admin/userView", "herds", "?userId=abc", 24)).toBe(
      "/admin/userView/journey/practice_data/herds?userId=abc&season=24",
    );
    expect(practiceTabHref("/profile", "fields", "", 26)).toBe(
      "/profile/journey/practice_data?season=26",
    );
  });
});

describe("one field's editor as a URL", () => {
  const id = "0b6c1f3e-2d4a-4c8e-9f10-111213141516";
  it("links to the tab with ?field=, keeping the person and the season", () => {
    expect(practiceFieldSearch("", 26, id)).toBe(`?season=26&field=${id}`);
    expect(practiceFieldSearch("?userId=abc&season=25", 26, id)).toBe(
      `?userId=abc&season=26&field=${id}`,
    );
  });
  it("opens only a field the tab shows", () => {
    const url = (search: string) => new URL(`http://x/p${search}`);
    expect(openFieldFromSearch(url(`?field=${id}`), [id])).toBe(id);
    expect(openFieldFromSearch(url(""), [id])).toBeNull();
    expect(openFieldFromSearch(url("?field=abc"), [id])).toBeNull();
    expect(openFieldFromSearch(url(`?field=${id}`), [])).toBeNull();
    expect(openFieldFromSearch(url(`?field=%00${id}`), [id])).toBeNull();
  });
});
