// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithRouter } from "../../tests/support/render-with-router";
import { editTitle, SummaryCard } from "./summary-card";

afterEach(cleanup);

async function render(url: string, canEdit: boolean) {
  const { container } = await renderWithRouter(
    <SummaryCard
      title="Farm details"
      canEdit={canEdit}
      items={[
        { label: "Farm name", value: "Boplaas" },
        { label: "VAT number", value: null },
      ]}
      renderForm={({ cancelHref, title }) => (
        <form data-title={title} aria-label={title}>
          <input name="name" aria-label="Name" defaultValue="Boplaas" />
          <a href={cancelHref}>Cancel</a>
        </form>
      )}
    />,
    { url },
  );
  return container;
}

describe("<SummaryCard> (spec §2 'edit button that opens a pre-filled form titled with the suffix (EDIT)')", () => {
  it("titles the form with the suffix '(EDIT)'", () => {
    expect(editTitle("Farm details")).toBe("Farm details (EDIT)");
  });

  it("shows the values read-only, a dash for an empty one, and an edit link", async () => {
    const el = await render("/farm?tab=x", true);
    expect([...el.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(["Boplaas", "-"]);
    const edit = screen.getByRole("link", { name: "Edit Farm details" });
    expect(edit.getAttribute("href")).toBe("/farm?tab=x&edit=1");
    expect(edit.className).toContain("summary-card__edit");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("opens the caller's form in edit mode, titled (EDIT), with a way back", async () => {
    await render("/farm?tab=x&edit=1", true);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Farm details (EDIT)");
    const form = screen.getByRole("form", { name: "Farm details (EDIT)" });
    expect(form.getAttribute("data-title")).toBe("Farm details (EDIT)");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Name" }).value).toBe("Boplaas");
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/farm?tab=x");
  });

  it("has no edit button, and no edit mode, without canEdit", async () => {
    await render("/farm", false);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    cleanup();
    const el = await render("/farm?edit=1", false);
    expect(el.querySelector("form")).toBeNull();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Farm details");
  });
});
