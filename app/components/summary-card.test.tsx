// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { editTitle, SummaryCard } from "./summary-card";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

async function render(url: string, canEdit: boolean) {
  const Stub = createRemixStub([
    {
      path: "/farm",
      Component: () => (
        <SummaryCard
          title="Farm details"
          canEdit={canEdit}
          items={[
            { label: "Farm name", value: "Boplaas" },
            { label: "VAT number", value: null },
          ]}
          renderForm={({ cancelHref, title }) => (
            <form data-title={title}>
              <input name="name" defaultValue="Boplaas" />
              <a href={cancelHref}>Cancel</a>
            </form>
          )}
        />
      ),
    },
  ]);
  const el = document.createElement("div");
  root = createRoot(el);
  await act(async () => root!.render(<Stub initialEntries={[url]} />));
  return el;
}

describe("<SummaryCard> (spec §2 'edit button that opens a pre-filled form titled with the suffix (EDIT)')", () => {
  it("titles the form with the suffix '(EDIT)'", () => {
    expect(editTitle("Farm details")).toBe("Farm details (EDIT)");
  });

  it("shows the values read-only, a dash for an empty one, and an edit link", async () => {
    const el = await render("/farm?tab=x", true);
    expect([...el.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(["Boplaas", "-"]);
    const edit = el.querySelector("a.summary-card__edit");
    expect(edit?.getAttribute("href")).toBe("/farm?tab=x&edit=1");
    expect(edit?.textContent).toBe("Edit Farm details");
    expect(el.querySelector("form")).toBeNull();
  });

  it("opens the caller's form in edit mode, titled (EDIT), with a way back", async () => {
    const el = await render("/farm?tab=x&edit=1", true);
    expect(el.querySelector("h2")?.textContent).toBe("Farm details (EDIT)");
    expect(el.querySelector("form")?.getAttribute("data-title")).toBe("Farm details (EDIT)");
    expect(el.querySelector<HTMLInputElement>("input")?.value).toBe("Boplaas");
    expect(el.querySelector("form a")?.getAttribute("href")).toBe("/farm?tab=x");
  });

  it("has no edit button, and no edit mode, without canEdit", async () => {
    expect((await render("/farm", false)).querySelector("a")).toBeNull();
    const el = await render("/farm?edit=1", false);
    expect(el.querySelector("form")).toBeNull();
    expect(el.querySelector("h2")?.textContent).toBe("Farm details");
  });
});
