// The dashboard's SVG bar chart as HTML (decision 0094): one image to assistive technology with a
// summary of its numbers, bars in the spec's chart colours in series order, a key in words, the
// "Show the numbers" table with a caption, and no inline style (the CSP refuses them).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CHART_COLOURS, formatCurrency } from "~/services/kit/format";
import { BarChart } from "./bar-chart";

const html = (element: JSX.Element) => renderToString(element).replaceAll("<!-- -->", "");

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
    expect(chart).toContain('role="img"');
    expect(chart).toContain(
      'aria-label="Credits by season. 2024/2025: Estimated 10 t CO2e, Issued 4 t CO2e. 2025/2026: Estimated 20.5 t CO2e, Issued 0 t CO2e."',
    );
    expect(chart).toMatch(/viewBox="0 0 400 \d+"/);
  });

  it("draws the series in the chart colours, in order, with a key in words", () => {
    expect(chart.match(/fill="#[0-9a-f]{6}"/g)).toEqual([
      `fill="${CHART_COLOURS[0]}"`,
      `fill="${CHART_COLOURS[1]}"`,
      `fill="${CHART_COLOURS[0]}"`,
      `fill="${CHART_COLOURS[1]}"`,
    ]);
    expect(chart).toContain('chart__swatch--1" aria-hidden="true"></span>Estimated');
    expect(chart).toContain('chart__swatch--2" aria-hidden="true"></span>Issued');
    expect(chart).toContain("<title>2025/2026, Estimated: 20.5 t CO2e</title>");
  });

  it("has the same numbers in a table anyone can open, with a total", () => {
    expect(chart).toContain("<summary>Show the numbers</summary>");
    expect(chart).toContain("<caption>Credits by season</caption>");
    expect(chart).toMatch(/<th scope="row">2025\/2026<\/th><td[^>]*>20.5<\/td><td[^>]*>0<\/td>/);
    expect(chart).toMatch(/<th scope="row">Total<\/th><td[^>]*>30.5<\/td><td[^>]*>4<\/td>/);
  });

  it("uses no inline style", () => {
    expect(chart).not.toMatch(/ style=/);
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
    expect(field).toMatch(/<h4 class="chart__title"[^>]*>Kamp 2: LSU\/ha per month<\/h4>/);
    expect(field).toContain('viewBox="0 0 420 200"');
    expect(field.match(/fill="#[0-9a-f]{6}"/g)).toEqual([
      `fill="${CHART_COLOURS[2]}"`,
      `fill="${CHART_COLOURS[2]}"`,
    ]);
    expect(field).toContain('chart__swatch--3" aria-hidden="true"></span>LSU/ha');
    expect(field).not.toMatch(/ style=/);
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
    expect(money).toContain(">R1\u00a0234.50<");
    expect(money).toContain('aria-label="Earnings. 2024/2025: Earned R1\u00a0234.50."');
  });
});
