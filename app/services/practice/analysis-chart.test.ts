// The analysis charts' geometry (decision 0078): a round maximum, bars in their bands, heights in
// proportion to the values, the spec's colours in series order.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHART_COLOURS } from "~/services/kit/format";
import { barChartGeometry, CHART_MARGIN, niceMax } from "./analysis-chart";

describe("niceMax", () => {
  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [0.3, 0.5],
    [0.1 + 0.2, 0.5],
    [1, 1],
    [1.2, 2],
    [2.2, 2.5],
    [4.9, 5],
    [7, 10],
    [88, 100],
    [120, 200],
  ])("%s → %s", (value, expected) => {
    expect(niceMax(value)).toBe(expected);
  });

  it("is at or above the value and below ten times it", () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), (value) => {
        const max = niceMax(value);
        expect(max).toBeGreaterThanOrEqual(value * (1 - 1e-9));
        expect(max).toBeLessThanOrEqual(value * 10);
      }),
    );
  });
});

describe("barChartGeometry", () => {
  const chart = barChartGeometry({
    categories: ["Kamp 1", "Kamp 2"],
    series: [
      { name: "N", values: [40, 10] },
      { name: "P", values: [20, 0] },
    ],
    width: 448,
    height: 252,
  });

  it("scales to a round maximum with five ticks from 0", () => {
    expect(chart.max).toBe(50);
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 12.5, 25, 37.5, 50]);
    expect(chart.ticks[0]!.y).toBe(chart.plot.bottom);
    expect(chart.ticks[4]!.y).toBe(CHART_MARGIN.top);
  });

  it("puts each series' bar in its category's band, its height in proportion", () => {
    const plotWidth = 448 - CHART_MARGIN.left - CHART_MARGIN.right; // 388
    const band = plotWidth / 2;
    const [first, second] = chart.groups;
    expect(first!.label).toBe("Kamp 1");
    expect(first!.bars[0]!.x).toBeCloseTo(CHART_MARGIN.left + band * 0.1);
    expect(first!.bars[1]!.x).toBeCloseTo(CHART_MARGIN.left + band * 0.1 + band * 0.4);
    expect(second!.bars[0]!.x).toBeCloseTo(CHART_MARGIN.left + band + band * 0.1);
    const plotHeight = chart.plot.bottom - chart.plot.top; // 200
    expect(first!.bars[0]!.height).toBeCloseTo((40 / 50) * plotHeight);
    expect(first!.bars[1]!.height).toBeCloseTo((20 / 50) * plotHeight);
    expect(second!.bars[1]!.height).toBe(0);
    expect(first!.bars.map((b) => b.colour)).toEqual([CHART_COLOURS[0], CHART_COLOURS[1]]);
  });

  it("draws an empty chart with a maximum of 1, and starts colours at the offset", () => {
    const empty = barChartGeometry({
      categories: ["Jul"],
      series: [{ name: "LSU/ha", values: [0] }],
      colourOffset: 9,
    });
    expect(empty.max).toBe(1);
    expect(empty.groups[0]!.bars[0]!.height).toBe(0);
    expect(empty.colours).toEqual([CHART_COLOURS[1]]);
  });
});
