// @vitest-environment happy-dom
import { act, cleanup, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { paginate, type SortState } from "~/services/kit/table";
import { renderWithRouter } from "../../tests/support/render-with-router";
import { DataTable, Pagination, type Column } from "./data-table";

interface Row {
  id: string;
  name: string;
  salary: number;
}
const COLUMNS: Column<Row>[] = [
  { key: "name", header: "Name", sortable: true, cell: (r) => r.name },
  { key: "salary", header: "Salary", sortable: true, numeric: true, cell: (r) => r.salary },
  { key: "note", header: "Note", cell: () => "-" },
];
const ROWS: Row[] = [
  { id: "1", name: "Thandi", salary: 10 },
  { id: "2", name: "Sipho", salary: 20 },
  { id: "3", name: "Annelie", salary: 30 },
];

afterEach(cleanup);

type Props = Partial<Parameters<typeof DataTable<Row>>[0]>;

/** Renders the table at `url`; `setProps` gives it other props, as new loader data would. */
async function render(url: string, props: Props = {}) {
  let update: (p: Props) => void = () => {};
  function Harness({ initial }: { initial: Props }) {
    const [current, setCurrent] = useState<Props>(initial);
    update = setCurrent;
    return (
      <DataTable caption="People" columns={COLUMNS} rows={ROWS} rowId={(r) => r.id} {...current} />
    );
  }
  const { container } = await renderWithRouter(() => <Harness initial={props} />, { url });
  return {
    el: container,
    setProps: async (p: Props) => act(async () => update(p)),
  };
}

/** The column header's sort link, found by its name as a screen reader says it. */
const headerLink = (name: string) =>
  within(screen.getByRole("columnheader", { name: new RegExp(`^${name}`) })).queryByRole("link") ??
  undefined;

describe("<DataTable>", () => {
  it("shows 'No data' when there are no rows (spec §8)", async () => {
    const { el } = await render("/people", { rows: [] });
    expect(el.querySelector("tbody")?.textContent).toBe("No data");
    expect(screen.getByRole("cell", { name: "No data" })).toBeDefined();
  });

  it("lets a page say something else when empty", async () => {
    const { el } = await render("/people", { rows: [], emptyText: "No active postings" });
    expect(el.querySelector("tbody")?.textContent).toBe("No active postings");
  });

  it("links sortable headers to the next sort, back on the first page (spec §4)", async () => {
    const sort: SortState = { column: "name", direction: "asc" };
    await render("/people?sort=name&dir=asc&page=2", { sort });
    expect(headerLink("Name")?.getAttribute("href")).toBe("/people?sort=name&dir=desc");
    expect(headerLink("Salary")?.getAttribute("href")).toBe("/people?sort=salary&dir=asc");
    expect(headerLink("Note")).toBeUndefined();
    const th = screen.getByRole("columnheader", { name: /^Name/ });
    expect(th.getAttribute("aria-sort")).toBe("ascending");
  });

  it("counts the selection and turns sorting off while rows are selected (spec §4, §8)", async () => {
    const user = userEvent.setup();
    const { el } = await render("/people", {
      selection: { actions: [{ label: "Delete selected", dialog: "confirm-delete" }] },
    });
    expect(headerLink("Name")).toBeDefined();
    await user.click(screen.getByRole("checkbox", { name: "Select 1" }));
    await user.click(screen.getByRole("checkbox", { name: "Select 3" }));
    expect(el.querySelector(".bulk-actions__count")?.textContent).toBe("2 Items selected");
    expect(headerLink("Name")).toBeUndefined();
    expect(el.querySelector("thead")?.textContent).toContain(
      "sorting is off while rows are selected",
    );
    await user.click(screen.getByRole("checkbox", { name: "Select 1" }));
    await user.click(screen.getByRole("checkbox", { name: "Select 3" }));
    expect(headerLink("Name")).toBeDefined();
  });

  it("clears the selection when the data changes (spec §4)", async () => {
    const user = userEvent.setup();
    const { el, setProps } = await render("/people", {
      selection: { actions: [{ label: "Delete selected", dialog: "confirm-delete" }] },
    });
    const box = () => screen.getByRole<HTMLInputElement>("checkbox", { name: "Select 1" });
    await user.click(box());
    expect(el.querySelector(".bulk-actions__count")?.textContent).toBe("1 Items selected");
    // The same rows again (a revalidation) keep it…
    await setProps({
      rows: ROWS.map((r) => ({ ...r })),
      selection: { actions: [{ label: "Delete selected", dialog: "confirm-delete" }] },
    });
    expect(box().checked).toBe(true);
    // …other rows clear it.
    await setProps({
      rows: [...ROWS].reverse(),
      selection: { actions: [{ label: "Delete selected", dialog: "confirm-delete" }] },
    });
    expect([...el.querySelectorAll<HTMLInputElement>("tbody input")].some((b) => b.checked)).toBe(
      false,
    );
  });

  it("puts the checkboxes in a GET form whose buttons open a dialog or post (works without JS)", async () => {
    const { el } = await render("/people?sort=name&dir=asc&dialog=x", {
      selection: {
        selected: ["2"],
        actions: [
          { label: "Delete selected", dialog: "confirm-delete" },
          { label: "Shortlist", intent: "shortlist" },
        ],
      },
    });
    const form = el.querySelector("form.bulk-actions") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Select 2" });
    expect(box.getAttribute("form")).toBe(form.id);
    expect(box.name).toBe("selected");
    expect(box.checked).toBe(true); // the selection in the URL
    const kept = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map(
      (i) => `${i.name}=${i.value}`,
    );
    expect(kept).toEqual(["sort=name", "dir=asc"]); // no stale dialog
    const del = within(form).getByRole("button", { name: "Delete selected" });
    const post = within(form).getByRole("button", { name: "Shortlist" });
    expect([...form.querySelectorAll("button")]).toEqual([del, post]);
    expect([del?.getAttribute("name"), del?.getAttribute("value")]).toEqual([
      "dialog",
      "confirm-delete",
    ]);
    expect(post?.getAttribute("formmethod")).toBe("post");
    expect(post?.getAttribute("value")).toBe("shortlist");
  });

  it("links each row's first cell to its detail, labels rows for the rotated layout", async () => {
    const { el } = await render("/people", { rowHref: (r) => `/people?dialog=person&id=${r.id}` });
    const link = el.querySelector("tbody tr td a") as HTMLAnchorElement;
    expect(link.getAttribute("href")).toBe("/people?dialog=person&id=1");
    expect(
      [...el.querySelectorAll("tbody tr:first-child td")].map((td) =>
        td.getAttribute("data-label"),
      ),
    ).toEqual(["Name", "Salary", "Note"]);
  });

  it("shows a busy indicator on a clicked row until its handler settles (spec §4)", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    await render("/people", {
      onRowClick: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    const row = screen.getByRole("row", { name: /Sipho/ });
    await user.click(within(row).getByRole("cell", { name: "20" }));
    expect(row.getAttribute("aria-busy")).toBe("true");
    expect(row.querySelector(".spinner")).not.toBeNull();
    await act(async () => finish());
    expect(row.hasAttribute("aria-busy")).toBe(false);
  });
});

describe("<Pagination>", () => {
  it("links first, previous, next and last, with 'Page n of m' between (spec §2)", async () => {
    await renderWithRouter(<Pagination info={paginate(45, 1, 20)} />, {
      url: "/people?page=1&sort=name",
    });
    const items = screen.getAllByRole("listitem").map((li) => ({
      text: li.textContent?.replace(/[«‹›»]/g, "").trim(),
      href: li.querySelector("a")?.getAttribute("href") ?? null,
    }));
    expect(items).toEqual([
      { text: "First", href: "/people?sort=name" },
      { text: "Previous", href: "/people?sort=name" },
      { text: "Page 2 of 3", href: null },
      { text: "Next", href: "/people?page=2&sort=name" },
      { text: "Last", href: "/people?page=2&sort=name" },
    ]);
  });
});
