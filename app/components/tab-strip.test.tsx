// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithRouter } from "../../tests/support/render-with-router";
import { currentTab, TabStrip } from "./tab-strip";

afterEach(cleanup);

const TABS = [
  { value: "incoming", label: "Incoming Applications", count: 4 },
  { value: "declined", label: "Declined Applications" },
];

const render = (url: string) =>
  renderWithRouter(<TabStrip label="Application lists" tabs={TABS} />, { url });

describe("<TabStrip> (tabs as links, no JavaScript needed)", () => {
  it("marks the first tab current when the URL names none", async () => {
    await render("/jobs");
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("aria-current"))).toEqual(["page", null]);
    expect(links[0]?.textContent).toBe("Incoming Applications (4)");
    expect(screen.getByRole("link", { name: /^Incoming Applications/ })).toBe(links[0]);
  });

  it("links each tab, back to the first page (spec §4 'Tab data modes')", async () => {
    await render("/jobs?tab=declined&page=3&size=50&selected=2");
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("aria-current"))).toEqual([null, "page"]);
    expect(screen.getByRole("link", { name: /^Incoming Applications/ }).getAttribute("href")).toBe(
      "/jobs?tab=incoming&size=50",
    );
  });

  it("ignores a tab the page does not have", () => {
    expect(currentTab("tab=nope", "tab", TABS)).toBe("incoming");
  });
});
