// @vitest-environment happy-dom
// A field's practices editor (decision 0075): without JavaScript every field of a row shows, the
// conditional ones saying when they apply; with it, the direction shows only with a target and
// the days only for before / after (spec §5 'Values of hidden fields are cleared').
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlanFieldForm, type PlanFieldItem } from "./plan-field-form";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const action = (id: string, values: Partial<PlanFieldItem["actions"][number]>) => ({
  id,
  practice: "coverCrops",
  practiceLabel: "Cover crops",
  programmeTarget: "none",
  programmeLinkDirection: null,
  programmeLinkDays: null,
  date: "2026-10-01",
  notes: null,
  timing: "",
  ...values,
});

const FIELD: PlanFieldItem = {
  id: "f1",
  name: "North Camp",
  areaLabel: "10 ha",
  actions: [
    action("a0", {}),
    action("a1", {
      practice: "compost",
      programmeTarget: "harvest",
      programmeLinkDirection: "after",
      programmeLinkDays: 14,
      date: null,
    }),
    action("a2", { practice: "manure", programmeTarget: "planting", programmeLinkDirection: "on" }),
  ],
};

const Stub = createRemixStub([
  { path: "/", Component: () => <PlanFieldForm field={FIELD} cancelHref="/plan" /> },
]);
const named = (root: ParentNode, name: string) => root.querySelector(`[name="${name}"]`);

afterEach(() => vi.restoreAllMocks());

describe("as the server sends it (no JavaScript)", () => {
  const page = document.createElement("div");
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
  page.innerHTML = renderToString(<Stub />);
  quiet.mockRestore();
  const form = page.querySelector("form")!;

  it("posts the field's list to the page, with each row's id and every field shown", () => {
    expect(form.getAttribute("method")).toBe("post");
    // &field=f1: a refused save comes back with this editor open (one is open at a time).
    expect(form.getAttribute("action")).toBe("/?do=save-field&fieldId=f1&field=f1");
    expect(form.querySelector("a[href='/plan']")?.textContent).toBe("Cancel");
    expect((named(form, "actions[1].id") as HTMLInputElement).value).toBe("a1");
    for (const index of [0, 1, 2]) {
      expect(named(form, `actions[${index}].programmeLinkDirection`)).not.toBeNull();
      expect(named(form, `actions[${index}].programmeLinkDays`)).not.toBeNull();
    }
    expect(form.textContent).toContain(
      "Only if ‘Timed against’ is chosen and is not ‘No link: its own date’.",
    );
    expect(form.querySelector("button[value='add-line-item:actions']")?.textContent).toBe(
      "Add practice",
    );
  });
});

describe("at 12 practices (spec §5 'the add button is hidden once maxLength is reached')", () => {
  it("offers no add or duplicate button", () => {
    const full: PlanFieldItem = {
      ...FIELD,
      actions: Array.from({ length: 12 }, (_, i) => action(`a${i}`, {})),
    };
    const Full = createRemixStub([{ path: "/", Component: () => <PlanFieldForm field={full} /> }]);
    const page = document.createElement("div");
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    page.innerHTML = renderToString(<Full />);
    quiet.mockRestore();
    expect(page.querySelector("button[value='add-line-item:actions']")).toBeNull();
    expect(page.querySelector("button[value^='duplicate-line-item']")).toBeNull();
    expect(page.querySelector("button[value='remove-line-item:actions:11']")).not.toBeNull();
  });
});

describe("once the page's JavaScript runs", () => {
  it("shows the direction only with a target and the days only for before or after", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Stub />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const form = container.querySelector("form")!;
    expect(named(form, "actions[0].programmeLinkDirection")).toBeNull();
    expect(named(form, "actions[0].programmeLinkDays")).toBeNull();
    expect(named(form, "actions[1].programmeLinkDirection")).not.toBeNull();
    expect(named(form, "actions[1].programmeLinkDays")).not.toBeNull();
    expect(named(form, "actions[2].programmeLinkDirection")).not.toBeNull();
    expect(named(form, "actions[2].programmeLinkDays")).toBeNull();
    expect(form.textContent).not.toContain("Only if");
    act(() => root.unmount());
    container.remove();
  });
});
