// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { currentTab, TabStrip } from "./tab-strip";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

const TABS = [
  { value: "incoming", label: "Incoming Applications", count: 4 },
  { value: "declined", label: "Declined Applications" },
];

async function render(url: string) {
  const Stub = createRemixStub([
    { path: "/jobs", Component: () => <TabStrip label="Application lists" tabs={TABS} /> },
  ]);
  const el = document.createElement("div");
  root = createRoot(el);
  await act(async () => root!.render(<Stub initialEntries={[url]} />));
  return el;
}

describe("<TabStrip> (tabs as links, no JavaScript needed)", () => {
  it("marks the first tab current when the URL names none", async () => {
    const el = await render("/jobs");
    const links = [...el.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("aria-current"))).toEqual(["page", null]);
    expect(links[0]?.textContent).toBe("Incoming Applications (4)");
  });

  it("links each tab, back to the first page (spec §4 'Tab data modes')", async () => {
    const el = await render("/jobs?tab=declined&page=3&size=50&selected=2");
    const links = [...el.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("aria-current"))).toEqual([null, "page"]);
    expect(links[0]?.getAttribute("href")).toBe("/jobs?tab=incoming&size=50");
  });

  it("ignores a tab the page does not have", () => {
    expect(currentTab("tab=nope", "tab", TABS)).toBe("incoming");
  });
});
