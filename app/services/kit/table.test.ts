import { describe, expect, it } from "vitest";
import {
  ariaSort,
  deleteConfirmText,
  itemsSelectedText,
  nextSort,
  pageHref,
  pageOfText,
  paginate,
  selectionAfterDataChange,
  showingText,
  sortHref,
  sortRows,
} from "./table";
import { parseQuery } from "./query";
import { tableQuery, tableStateOf } from "./table-query";

describe("nextSort (spec §4 'sort direction toggles asc/desc per column and resets to ascending on a new column')", () => {
  it.each([
    [null, "name", { column: "name", direction: "asc" }],
    [{ column: "name", direction: "asc" }, "name", { column: "name", direction: "desc" }],
    [{ column: "name", direction: "desc" }, "name", { column: "name", direction: "asc" }],
    [{ column: "name", direction: "desc" }, "date", { column: "date", direction: "asc" }],
    [{ column: "name", direction: "asc" }, "date", { column: "date", direction: "asc" }],
  ] as const)("from %j, sorting %s gives %j", (current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });
});

describe("display messages (spec §8)", () => {
  it("counts selected items: '{n} Items selected'", () => {
    expect(itemsSelectedText(3)).toBe("3 Items selected");
    expect(itemsSelectedText(1)).toBe("1 Items selected");
  });
  it("asks 'Are you sure you want to delete {n} item(s)?'", () => {
    expect(deleteConfirmText(2)).toBe("Are you sure you want to delete 2 item(s)?");
  });
});

describe("tableQuery (spec §9 page sizes 10, 20 (default), 50, 100; index from 0)", () => {
  const schema = tableQuery({ sortable: ["name", "appliedOn"] });
  const parse = (search: string, defaultSort: Parameters<typeof tableStateOf>[1] = {}) => {
    const values = parseQuery(new URLSearchParams(search), schema);
    if (typeof values === "string") throw new Error(values);
    return tableStateOf(values, defaultSort);
  };

  it("reads sort, direction, page and size", () => {
    expect(parse("sort=name&dir=desc&page=2&size=50")).toEqual({
      sort: { column: "name", direction: "desc" },
      page: 2,
      size: 50,
      selected: [],
    });
  });

  it("defaults to the first page (index 0) of 20", () => {
    expect(parse("")).toEqual({ sort: null, page: 0, size: 20, selected: [] });
  });

  it.each([10, 20, 50, 100])("offers pages of %i", (size) => {
    expect(parse(`size=${size}`)).toMatchObject({ size });
  });

  it.each([
    ["size=15", { size: 20 }],
    ["size=", { size: 20 }], // not clearable
    ["size=100", { size: 100 }],
    ["page=-1", { page: 0 }],
    ["page=abc", { page: 0 }],
    ["page=1.5", { page: 0 }],
    ["sort=password", { sort: null }],
    ["sort=name&dir=sideways", { sort: { column: "name", direction: "asc" } }],
  ])("falls back from %s", (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it("uses the page's default sort when none or an unknown one is asked for", () => {
    const defaultSort = { column: "appliedOn", direction: "desc" } as const;
    expect(parse("", { defaultSort }).sort).toEqual(defaultSort);
    expect(parse("sort=nope", { defaultSort }).sort).toEqual(defaultSort);
  });

  it("reads the selected rows, each once", () => {
    expect(parse("selected=3&selected=7&selected=3&selected=").selected).toEqual(["3", "7"]);
  });

  it("falls back from a NUL in the sort, page or size, and refuses one in a selected id", () => {
    expect(parse("sort=name%00&page=%00&size=%00")).toEqual({
      sort: null,
      page: 0,
      size: 20,
      selected: [],
    });
    expect(parseQuery(new URLSearchParams("selected=3%00"), schema)).toBe(
      "The address's 'selected' parameter cannot hold control characters, line breaks or broken characters.",
    );
  });
});

describe("sortHref and pageHref (links that work without JavaScript)", () => {
  it("toggles the sorted column and goes back to the first page", () => {
    expect(
      sortHref("sort=name&dir=asc&page=3&size=50", { column: "name", direction: "asc" }, "name"),
    ).toBe("?sort=name&dir=desc&size=50");
  });

  it("starts a new column ascending", () => {
    expect(sortHref("sort=name&dir=desc", { column: "name", direction: "desc" }, "job")).toBe(
      "?sort=job&dir=asc",
    );
  });

  it("drops a selection and open dialogs, and the parameters named in `clear`", () => {
    expect(
      sortHref("tab=x&selected=1&selected=2&dialog=applicant&applicant=2", null, "name", [
        "applicant",
      ]),
    ).toBe("?tab=x&sort=name&dir=asc");
  });

  it("links pages by index, leaving the first page's index out", () => {
    expect(pageHref("sort=name&dir=asc", 2)).toBe("?sort=name&dir=asc&page=2");
    expect(pageHref("page=2&size=10", 0)).toBe("?size=10");
    expect(pageHref("page=2", 0)).toBe("");
  });
});

describe("paginate, showingText and pageOfText (spec §2 'Showing X–Y of N results', 'Page n of m')", () => {
  it("describes the first, a middle and the last page", () => {
    expect(showingText(paginate(45, 0, 20))).toBe("Showing 1–20 of 45 results");
    expect(showingText(paginate(45, 1, 20))).toBe("Showing 21–40 of 45 results");
    expect(showingText(paginate(45, 2, 20))).toBe("Showing 41–45 of 45 results");
    expect(pageOfText(paginate(45, 0, 20))).toBe("Page 1 of 3");
    expect(pageOfText(paginate(45, 2, 20))).toBe("Page 3 of 3");
  });

  it("knows which of first/previous/next/last apply", () => {
    expect(paginate(45, 0, 20)).toMatchObject({ hasPrevious: false, hasNext: true, pageCount: 3 });
    expect(paginate(45, 1, 20)).toMatchObject({ hasPrevious: true, hasNext: true });
    expect(paginate(45, 2, 20)).toMatchObject({ hasPrevious: true, hasNext: false, offset: 40 });
  });

  it("shows the last page for a page past the end", () => {
    expect(paginate(45, 9, 20)).toMatchObject({ page: 2, from: 41, to: 45 });
  });

  it("has one empty page when there are no rows", () => {
    const info = paginate(0, 0, 20);
    expect(showingText(info)).toBe("Showing 0–0 of 0 results");
    expect(pageOfText(info)).toBe("Page 1 of 1");
    expect(info).toMatchObject({ hasPrevious: false, hasNext: false });
  });

  it("groups large counts as en-ZA does", () => {
    expect(showingText(paginate(12345, 0, 100))).toBe("Showing 1–100 of 12\u00a0345 results");
  });
});

describe("ariaSort", () => {
  it("marks only the sorted column", () => {
    const sort = { column: "name", direction: "desc" } as const;
    expect(ariaSort(sort, "name")).toBe("descending");
    expect(ariaSort({ ...sort, direction: "asc" }, "name")).toBe("ascending");
    expect(ariaSort(sort, "job")).toBeUndefined();
  });
});

describe("sortRows", () => {
  const rows = [
    { id: "a", name: "zanele", score: 10, on: new Date("2024-02-01") },
    { id: "b", name: "Andile", score: 2, on: null },
    { id: "c", name: "bongani", score: null, on: new Date("2024-01-01") },
    { id: "d", name: "Item 10", score: 2, on: new Date("2024-03-01") },
    { id: "e", name: "Item 9", score: 5, on: new Date("2024-03-01") },
  ];
  const valueOf = (row: (typeof rows)[number], column: string) =>
    row[column as "name" | "score" | "on"];
  const ids = (sorted: typeof rows) => sorted.map((r) => r.id).join("");

  it("sorts text case-insensitively, with numbers in text read as numbers", () => {
    expect(ids(sortRows(rows, { column: "name", direction: "asc" }, valueOf))).toBe("bceda");
    expect(ids(sortRows(rows, { column: "name", direction: "desc" }, valueOf))).toBe("adecb");
  });

  it("sorts numbers and dates by value, stable, with empty values last both ways", () => {
    expect(ids(sortRows(rows, { column: "score", direction: "asc" }, valueOf))).toBe("bdeac");
    expect(ids(sortRows(rows, { column: "score", direction: "desc" }, valueOf))).toBe("aebdc");
    expect(ids(sortRows(rows, { column: "on", direction: "asc" }, valueOf))).toBe("cadeb");
  });

  it("leaves the order alone without a sort, and never changes its input", () => {
    const copy = [...rows];
    expect(sortRows(rows, null, valueOf)).toEqual(rows);
    sortRows(rows, { column: "name", direction: "asc" }, valueOf);
    expect(rows).toEqual(copy);
  });
});

describe("selectionAfterDataChange (spec §4 'Selection is cleared when data changes')", () => {
  const selected = new Set(["2"]);
  it("keeps the selection while the same rows are shown", () => {
    expect([...selectionAfterDataChange(["1", "2"], ["1", "2"], selected)]).toEqual(["2"]);
  });
  it.each([
    [
      ["1", "2"],
      ["2", "1"],
    ], // sorted
    [
      ["1", "2"],
      ["3", "4"],
    ], // another page
    [["1", "2"], ["1"]], // a row deleted
  ])("clears it when the rows change from %j to %j", (before, after) => {
    expect(selectionAfterDataChange(before, after, selected).size).toBe(0);
  });
});
