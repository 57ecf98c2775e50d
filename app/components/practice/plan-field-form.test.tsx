// @vitest-environment happy-dom
// A field's practices editor (decision 0075): without JavaScript every field of a row shows, the
// conditional ones saying when they apply; with it, the direction shows only with a target and
// the days only for before / after (spec §5 'Values of hidden fields are cleared'). The server's
// HTML stays renderToString's, parsed into the document and read, like the hydrated form, by the
// rows' names ('Practice 1') and the controls' labels.
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import {
  cleanupServerPages,
  renderWithRouter,
  serverPageWithRouter,
} from "../../../tests/support/render-with-router";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { PlanFieldForm, type PlanFieldItem } from "./plan-field-form";

/** In English, as the implementation page sends its words (issue 33). */
const inEnglish = (node: JSX.Element) => (
  <TranslationsProvider translations={translationsFor("en", ["implementation"])}>
    {node}
  </TranslationsProvider>
);

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

const form = inEnglish(<PlanFieldForm field={FIELD} cancelHref="/plan" />);
/** A practice's row (a fieldset named 'Practice n'), counted from 0 as the form posts them. */
const row = (index: number) => within(screen.getByRole("group", { name: `Practice ${index + 1}` }));
const direction = (index: number) =>
  row(index).queryByRole("combobox", { name: "Before, on or after it? (required with a link)" });
const days = (index: number) =>
  row(index).queryByRole("textbox", {
    name: "How many days? (required for some days before or after)",
  });
/** A hidden input (no role, no label): the row's id the form posts back. */
const named = (root: ParentNode, name: string) => root.querySelector(`[name="${name}"]`);

afterEach(() => vi.restoreAllMocks());

describe("as the server sends it (no JavaScript)", () => {
  afterAll(cleanupServerPages);

  it("posts the field's list to the page, with each row's id and every field shown", () => {
    serverPageWithRouter(form);
    const save = screen.getByRole("button", { name: "Save the practices of North Camp" });
    const formElement = save.closest("form")!;
    expect(formElement.getAttribute("method")).toBe("post");
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/plan");
    expect((named(formElement, "actions[1].id") as HTMLInputElement).value).toBe("a1");
    for (const index of [0, 1, 2]) {
      expect(direction(index)?.getAttribute("name")).toBe(
        `actions[${index}].programmeLinkDirection`,
      );
      expect(days(index)?.getAttribute("name")).toBe(`actions[${index}].programmeLinkDays`);
    }
    expect(formElement.textContent).toContain(
      "Only if ‘When is it done?’ is chosen and is not ‘No link: its own date’.",
    );
    expect(screen.getByRole("button", { name: "Add practice" }).getAttribute("value")).toBe(
      "add-line-item:actions",
    );
  });
});

describe("its post (the one action contract)", () => {
  afterAll(cleanupServerPages);

  it("names itself and the field in its body, and posts to the page's address", () => {
    // The page's address (?field=f1): a refused save comes back with this editor open (one is
    // open at a time).
    const page = serverPageWithRouter(inEnglish(<PlanFieldForm field={FIELD} />), {
      url: "/plan?field=f1",
    });
    const opened = page.querySelector("form")!;
    expect(opened.getAttribute("action")).toBe("/plan?field=f1");
    expect(opened.getAttribute("id")).toBe("save-field:f1");
    const body = new FormData(opened);
    expect([body.get("intent"), body.get("fieldId")]).toEqual(["save-field", "f1"]);
  });
});

describe("at 12 practices (spec §5 'the add button is hidden once maxLength is reached')", () => {
  afterAll(cleanupServerPages);

  it("offers no add or duplicate button", () => {
    const full: PlanFieldItem = {
      ...FIELD,
      actions: Array.from({ length: 12 }, (_, i) => action(`a${i}`, {})),
    };
    serverPageWithRouter(inEnglish(<PlanFieldForm field={full} />));
    expect(screen.queryByRole("button", { name: "Add practice" })).toBeNull();
    expect(screen.queryAllByRole("button", { name: /^Duplicate/ })).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Remove Practice 12" }).getAttribute("value")).toBe(
      "remove-line-item:actions:11",
    );
  });
});

describe("once the page's JavaScript runs", () => {
  it("shows the direction only with a target and the days only for before or after", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { container } = await renderWithRouter(form);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(direction(0)).toBeNull();
    expect(days(0)).toBeNull();
    expect(direction(1)).not.toBeNull();
    expect(days(1)).not.toBeNull();
    expect(direction(2)).not.toBeNull();
    expect(days(2)).toBeNull();
    // The hidden fields are gone from the form, not only from view.
    const formElement = container.querySelector("form")!;
    expect(named(formElement, "actions[0].programmeLinkDirection")).toBeNull();
    expect(named(formElement, "actions[2].programmeLinkDays")).toBeNull();
    expect(formElement.textContent).not.toContain("Only if");
    cleanup();
  });
});
