// @vitest-environment happy-dom
// The herds editor (decision 0077): one form, the kit's add-line-item editor. Without
// JavaScript every field of a row shows, the frame size saying when it applies, and the editor's
// buttons are submit buttons; with it, the frame size shows for beef and dairy only, and a
// duplicated row has no id (spec §3 'Line item: carries an id, which is removed when an item is
// duplicated').
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HerdListForm, HerdTable, type HerdView } from "./herd-list";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

const stub = (herds: readonly HerdView[]) =>
  createRemixStub([{ path: "/herds", Component: () => <HerdListForm herds={herds} /> }]);
const named = (root: ParentNode, name: string) => root.querySelector(`[name="${name}"]`);

function serverHtml(herds: readonly HerdView[]) {
  const Stub = stub(herds);
  const page = document.createElement("div");
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
  page.innerHTML = renderToString(<Stub initialEntries={["/herds?season=26"]} />);
  quiet.mockRestore();
  return page;
}

afterEach(() => vi.restoreAllMocks());

describe("as the server sends it (no JavaScript)", () => {
  const form = serverHtml(HERDS).querySelector("form")!;

  it("posts the whole list to the page, each row with its id and every field", () => {
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/herds?season=26&do=save-herds");
    expect((named(form, "herds[0].id") as HTMLInputElement).value).toBe("h0");
    expect((named(form, "herds[1].id") as HTMLInputElement).value).toBe("h1");
    expect((named(form, "herds[0].name") as HTMLInputElement).value).toBe("Nguni cows");
    expect(named(form, "herds[1].frameSize")).not.toBeNull();
    expect(form.textContent).toContain("Only if ‘Species’ is ‘Beef cattle’ or ‘Dairy cattle’.");
    const buttons = [...form.querySelectorAll("button")].map((b) => [b.value, b.textContent]);
    expect(buttons).toEqual(
      expect.arrayContaining([
        ["duplicate-line-item:herds:0", "Duplicate Herd 1"],
        ["remove-line-item:herds:1", "Remove Herd 2"],
        ["add-line-item:herds", "Add herd"],
      ]),
    );
    expect(form.textContent).toContain("Save herds");
  });

  it("shows 'No items added' without herds", () => {
    const page = serverHtml([]);
    expect(page.textContent).toContain("No items added");
    expect(page.querySelector("button[value='add-line-item:herds']")).not.toBeNull();
  });

  it("offers no add or duplicate button at 30 herds", () => {
    const full = Array.from({ length: 30 }, (_, i) => herd(`h${i}`, { name: `Herd ${i}` }));
    const page = serverHtml(full);
    expect(page.querySelector("button[value='add-line-item:herds']")).toBeNull();
    expect(page.querySelector("button[value^='duplicate-line-item']")).toBeNull();
    expect(page.querySelector("button[value='remove-line-item:herds:29']")).not.toBeNull();
  });
});

describe("once the page's JavaScript runs", () => {
  it("shows the frame size for beef only; a duplicated row has no id", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const Stub = stub(HERDS);
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Stub initialEntries={["/herds"]} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const form = container.querySelector("form")!;
    expect(named(form, "herds[0].frameSize")).not.toBeNull();
    expect(named(form, "herds[1].frameSize")).toBeNull();
    expect(form.textContent).not.toContain("Only if");

    const duplicate = [...form.querySelectorAll("button")].find(
      (b) => b.textContent === "Duplicate Herd 1",
    )!;
    await act(async () => duplicate.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(form.querySelectorAll(".kf-line-items__row")).toHaveLength(3);
    expect((named(form, "herds[1].name") as HTMLInputElement).value).toBe("Nguni cows");
    // The copy's species and frame size too, though the row it is drawn in held another herd.
    expect((named(form, "herds[1].type") as HTMLInputElement).value).toBe("beef");
    expect((named(form, "herds[1].frameSize") as HTMLInputElement).value).toBe("medium");
    expect(named(form, "herds[1].id")).toBeNull();
    expect((named(form, "herds[2].id") as HTMLInputElement).value).toBe("h1");

    const remove = [...form.querySelectorAll("button")].find(
      (b) => b.textContent === "Remove Herd 1",
    )!;
    await act(async () => remove.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(form.querySelectorAll(".kf-line-items__row")).toHaveLength(2);
    expect(named(form, "herds[0].id")).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});

describe("the viewers' table", () => {
  it("lists name, species and frame size, with no form", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(<HerdTable herds={HERDS} />);
    expect(page.querySelector("form")).toBeNull();
    expect(page.textContent).toContain("Medium (400–699 kg)");
    expect(page.textContent).toContain("Dohne merino");
  });
});
