import { describe, expect, it } from "vitest";
import {
  closeDialogSearch,
  onlyParamsRemoved,
  openDialogs,
  openDialogSearch,
  pathWithout,
  tabSearch,
  withParam,
} from "./url-state";

describe("dialogs as URLs (a modal stack in ?dialog=…, bottom first)", () => {
  it("lists the open dialogs in stack order, each once", () => {
    expect(openDialogs("dialog=a&x=1&dialog=b&dialog=a")).toEqual(["a", "b"]);
    expect(openDialogs("")).toEqual([]);
  });

  it("opens a dialog on top of the stack, with the record it shows", () => {
    expect(openDialogSearch("page=2", "applicant", { applicant: "7" })).toBe(
      "?page=2&dialog=applicant&applicant=7",
    );
    expect(openDialogSearch("dialog=applicant&applicant=7", "notes")).toBe(
      "?applicant=7&dialog=applicant&dialog=notes",
    );
  });

  it("moves an open dialog to the top rather than opening it twice", () => {
    expect(openDialogs(openDialogSearch("dialog=a&dialog=b", "a"))).toEqual(["b", "a"]);
  });

  it("closes a dialog and those above it, keeping the rest of the URL", () => {
    expect(closeDialogSearch("page=2&dialog=a&dialog=b", "b")).toBe("?page=2&dialog=a");
    expect(closeDialogSearch("dialog=a&dialog=b", "a")).toBe("");
    expect(
      closeDialogSearch("dialog=applicant&applicant=7&sort=name", "applicant", ["applicant"]),
    ).toBe("?sort=name");
  });
});

describe("tabSearch (spec §4 'Changing filters, page size or mode resets to the first page')", () => {
  it("switches the tab and goes back to the first page", () => {
    expect(tabSearch("tab=incoming&page=3&size=50&sort=name&dir=asc", "tab", "declined")).toBe(
      "?tab=declined&size=50&sort=name&dir=asc",
    );
  });
  it("drops a selection and open dialogs", () => {
    expect(tabSearch("selected=1&dialog=x", "tab", "a")).toBe("?tab=a");
  });
});

describe("withParam", () => {
  it("sets and removes one parameter", () => {
    expect(withParam("a=1", "edit", "1")).toBe("?a=1&edit=1");
    expect(withParam("a=1&edit=1", "edit", null)).toBe("?a=1");
  });
});

describe("onlyParamsRemoved (skip reloading data when a dialog closes)", () => {
  const url = (search: string, path = "/dev/kit/widgets") => new URL(`http://x${path}${search}`);
  const names = ["dialog", "applicant"];
  it.each([
    ["?page=1&dialog=applicant&applicant=3", "?page=1", true],
    ["?dialog=a&dialog=b", "?dialog=a", true],
    ["?page=1", "?page=1&dialog=a", false], // opening needs the dialog's data
    ["?dialog=applicant&applicant=3", "?dialog=applicant&applicant=4", false],
    ["?page=1&dialog=a", "?page=2", false],
    ["?dialog=a&dialog=b", "?dialog=b", false],
    ["?dialog=a&x=1", "?x=1&dialog=a", false], // nothing removed: the same URL again
  ])("%s → %s: %s", (from, to, expected) => {
    expect(onlyParamsRemoved(url(from), url(to), names)).toBe(expected);
  });
  it("is false for another page", () => {
    expect(onlyParamsRemoved(url("?dialog=a"), url("", "/elsewhere"), names)).toBe(false);
  });
});

describe("pathWithout", () => {
  it("drops the open dialog's parameters and keeps the page's filters in order", () => {
    expect(
      pathWithout(
        "https://veld.example/admin/events?status=open&dialog=cancel-event&eventId=e1&page=2",
        ["dialog", "eventId"],
      ),
    ).toBe("/admin/events?status=open&page=2");
  });

  it("gives the bare path when nothing else is left", () => {
    expect(
      pathWithout("https://veld.example/profile/calc/samples?dialog=add-sample", ["dialog"]),
    ).toBe("/profile/calc/samples");
  });
});
