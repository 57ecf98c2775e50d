// @vitest-environment happy-dom
// The dashboard's SVG bar chart as HTML (decision 0094): one image to assistive technology with a
// summary of its numbers, bars in the spec's chart colours in series order, a key in words, the
// "Show the numbers" table with a caption, and no inline style (the CSP refuses them). It is the
// server's HTML (the chart needs no JavaScript), read in the DOM by role and name.
import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CHART_COLOURS, formatCurrency } from "~/services/kit/format";
import { serverPage } from "../../../tests/support/render-with-router";
import { BarChart } from "./bar-chart";

const html = (element: JSX.Element) => serverPage(element);
/** The fill colours of the bars, in the order drawn. */
const fills = (page: HTMLElement) =>
  [...page.querySelectorAll("[fill]")]
    .map((el) => el.getAttribute("fill"))
    .filter((fill) => /^#[0-9a-f]{6}$/.test(fill ?? ""));
/** The key's entry for a series: its text and its swatch's class, hidden from screen readers. */
const keyEntry = (page: HTMLElement, name: string) => {
  const entry = within(page).getByText(name, { selector: "li, li *" });
  const swatch = entry.querySelector("span[aria-hidden='true']");
  return { text: entry.textContent, swatch: swatch?.className };
};

describe("BarChart", () => {
  const chart = html(
    <BarChart
      title="Credits by season"
      categories={["24/25", "25/26"]}
      rowLabels={["2024/2025", "2025/2026"]}
      rowHeader="Season"
      unit="t CO2e"
      showTotal
      series={[
        { name: "Estimated", values: [10, 20.5] },
        { name: "Issued", values: [4, 0] },
      ]}
    />,
  );

  it("is one image with a sentence naming its numbers", () => {
    const image = within(chart).getByRole("img", {
      name: "Credits by season. 2024/2025: Estimated 10 t CO2e, Issued 4 t CO2e. 2025/2026: Estimated 20.5 t CO2e, Issued 0 t CO2e.",
    });
    expect(within(chart).getAllByRole("img")).toEqual([image]);
    expect(image.getAttribute("viewBox")).toMatch(/^0 0 400 \d+$/);
  });

  it("draws the series in the chart colours, in order, with a key in words", () => {
    expect(fills(chart)).toEqual([
      CHART_COLOURS[0],
      CHART_COLOURS[1],
      CHART_COLOURS[0],
      CHART_COLOURS[1],
    ]);
    expect(keyEntry(chart, "Estimated")).toEqual({
      text: "Estimated",
      swatch: expect.stringContaining("chart__swatch--1"),
    });
    expect(keyEntry(chart, "Issued")).toEqual({
      text: "Issued",
      swatch: expect.stringContaining("chart__swatch--2"),
    });
    // Each bar's own tooltip (an SVG title inside the bar, which getByTitle does not read).
    expect([...chart.querySelectorAll("rect > title")].map((t) => t.textContent)).toContain(
      "2025/2026, Estimated: 20.5 t CO2e",
    );
  });

  it("has the same numbers in a table anyone can open, with a total", () => {
    expect(within(chart).getByText("Show the numbers").tagName).toBe("SUMMARY");
    const table = within(chart).getByRole("table", { name: "Credits by season" });
    const cells = (header: string) => {
      const rowHeader = within(table).getByRole("rowheader", { name: header });
      return within(rowHeader.closest("tr")!)
        .getAllByRole("cell")
        .map((td) => td.textContent);
    };
    expect(cells("2025/2026")).toEqual(["20.5", "0"]);
    expect(cells("Total")).toEqual(["30.5", "4"]);
  });

  it("uses no inline style", () => {
    expect(chart.querySelector("[style]")).toBeNull();
  });

  it("starts a chart's colours and key at its offset, under the heading level asked for", () => {
    const field = html(
      <BarChart
        title="Kamp 2: LSU/ha per month"
        categories={["Jul", "Aug"]}
        rowHeader="Month"
        unit="LSU/ha"
        colourOffset={2}
        headingLevel={4}
        width={420}
        height={200}
        series={[{ name: "LSU/ha", values: [0, 1.5] }]}
      />,
    );
    const heading = within(field).getByRole("heading", {
      level: 4,
      name: "Kamp 2: LSU/ha per month",
    });
    expect(heading.classList.contains("chart__title")).toBe(true);
    expect(within(field).getByRole("img").getAttribute("viewBox")).toBe("0 0 420 200");
    expect(fills(field)).toEqual([CHART_COLOURS[2], CHART_COLOURS[2]]);
    expect(keyEntry(field, "LSU/ha")).toEqual({
      text: "LSU/ha",
      swatch: expect.stringContaining("chart__swatch--3"),
    });
    expect(field.querySelector("[style]")).toBeNull();
  });

  it("writes money with the currency format", () => {
    const money = html(
      <BarChart
        title="Earnings"
        categories={["2024/2025"]}
        rowHeader="Season"
        unit=""
        formatValue={(v) => formatCurrency(v)}
        series={[{ name: "Earned", values: [1234.5] }]}
      />,
    );
    expect(within(money).getByRole("cell", { name: "R1\u00a0234.50" })).toBeDefined();
    expect(
      within(money).getByRole("img", { name: "Earnings. 2024/2025: Earned R1\u00a0234.50." }),
    ).toBeDefined();
  });
});
