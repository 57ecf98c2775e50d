// @vitest-environment happy-dom
// The herds editor (decision 0077): one form, the kit's add-line-item editor. Without
// JavaScript every field of a row shows, the frame size saying when it applies, and the editor's
// buttons are submit buttons; with it, the frame size shows for beef and dairy only, and a
// duplicated row has no id (spec §3 'Line item: carries an id, which is removed when an item is
// duplicated'). The server's HTML stays renderToString's, parsed into the document and read,
// like the hydrated form, by the rows' names ('Herd 1') and the controls' labels.
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cleanupServerPages,
  renderWithRouter,
  serverPageWithRouter,
} from "../../../tests/support/render-with-router";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { HerdListForm, HerdTable, type HerdView } from "./herd-list";

/** In English, as the herds page's loader sends it (its namespace, 'herds'). */
const english = (node: React.ReactNode) => (
  <TranslationsProvider translations={translationsFor("en", ["herds"])}>
    {node}
  </TranslationsProvider>
);

const herd = (id: string, values: Partial<HerdView>): HerdView => ({
  id,
  name: "Nguni cows",
  type: "beef",
  typeLabel: "Beef cattle",
  frameSize: "medium",
  frameSizeLabel: "Medium (400–699 kg)",
  ...values,
});

const HERDS = [
  herd("h0", {}),
  herd("h1", {
    name: "Dohne merino",
    type: "sheep",
    typeLabel: "Sheep",
    frameSize: null,
    frameSizeLabel: null,
  }),
];

/** A herd's row (a fieldset named 'Herd n'), counted from 0 as the form posts them. */
const row = (index: number) => within(screen.getByRole("group", { name: `Herd ${index + 1}` }));
const frameSize = (index: number) => row(index).queryByRole("combobox", { name: "Frame size" });
/** A row's id, a hidden input (no role, no label). */
const rowId = (index: number) =>
  document.querySelector<HTMLInputElement>(`[name="herds[${index}].id"]`);

function serverHtml(herds: readonly HerdView[]) {
  return serverPageWithRouter(english(<HerdListForm herds={herds} />), { url: "/herds?season=26" });
}

afterEach(() => {
  cleanup();
  cleanupServerPages();
  vi.restoreAllMocks();
});

describe("as the server sends it (no JavaScript)", () => {
  it("posts the whole list to the page, each row with its id and every field", () => {
    serverHtml(HERDS);
    const form = screen.getByRole("button", { name: "Save herds" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/herds?season=26");
    // The form names itself in the body, before the editor's buttons (decision 0128).
    const intent = form.querySelector<HTMLInputElement>('input[type="hidden"][name="intent"]');
    expect(intent?.value).toBe("save-herds");
    expect(rowId(0)?.value).toBe("h0");
    expect(rowId(1)?.value).toBe("h1");
    expect(row(0).getByRole<HTMLInputElement>("textbox", { name: "Herd name" }).value).toBe(
      "Nguni cows",
    );
    expect(frameSize(1)?.getAttribute("name")).toBe("herds[1].frameSize");
    expect(form.textContent).toContain("Only if ‘Species’ is ‘Beef cattle’ or ‘Dairy cattle’.");
    const value = (name: string) => screen.getByRole("button", { name }).getAttribute("value");
    expect(value("Duplicate Herd 1")).toBe("duplicate-line-item:herds:0");
    expect(value("Remove Herd 2")).toBe("remove-line-item:herds:1");
    expect(value("Add herd")).toBe("add-line-item:herds");
  });

  it("shows 'No items added' without herds", () => {
    const page = serverHtml([]);
    expect(page.textContent).toContain("No items added");
    expect(screen.getByRole("button", { name: "Add herd" }).getAttribute("value")).toBe(
      "add-line-item:herds",
    );
  });

  it("offers no add or duplicate button at 30 herds", () => {
    const full = Array.from({ length: 30 }, (_, i) => herd(`h${i}`, { name: `Herd ${i}` }));
    serverHtml(full);
    expect(screen.queryByRole("button", { name: "Add herd" })).toBeNull();
    expect(screen.queryAllByRole("button", { name: /^Duplicate/ })).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Remove Herd 30" }).getAttribute("value")).toBe(
      "remove-line-item:herds:29",
    );
  });
});

describe("once the page's JavaScript runs", () => {
  it("shows the frame size for beef only; a duplicated row has no id", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { container } = await renderWithRouter(english(<HerdListForm herds={HERDS} />), {
      url: "/herds",
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(frameSize(0)).not.toBeNull();
    expect(frameSize(1)).toBeNull();
    expect(container.textContent).not.toContain("Only if");

    await user.click(screen.getByRole("button", { name: "Duplicate Herd 1" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByRole("group", { name: /^Herd \d+$/ })).toHaveLength(3);
    expect(container.querySelectorAll(".kf-line-items__row")).toHaveLength(3);
    expect(row(1).getByRole<HTMLInputElement>("textbox", { name: "Herd name" }).value).toBe(
      "Nguni cows",
    );
    // The copy's species and frame size too, though the row it is drawn in held another herd.
    const posted = (name: string) =>
      container.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
    expect(posted("herds[1].type")).toBe("beef");
    expect(posted("herds[1].frameSize")).toBe("medium");
    expect(rowId(1)).toBeNull();
    expect(rowId(2)?.value).toBe("h1");

    await user.click(screen.getByRole("button", { name: "Remove Herd 1" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByRole("group", { name: /^Herd \d+$/ })).toHaveLength(2);
    expect(rowId(0)).toBeNull();
  });
});

describe("the viewers' table", () => {
  it("lists name, species and frame size, with no form", () => {
    const { container } = render(english(<HerdTable herds={HERDS} />));
    expect(container.querySelector("form")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("cell", { name: "Medium (400–699 kg)" })).toBeDefined();
    expect(screen.getByRole("rowheader", { name: "Dohne merino" })).toBeDefined();
  });
});
