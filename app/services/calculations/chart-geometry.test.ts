// The dashboard charts' geometry (decision 0094): nice ticks that cover the data and zero, bars
// inside the plot, lengths in proportion to the values, stacks that add up, the spec's colours
// (§9 'Eight chart colours') in series order.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHART_COLOURS } from "~/services/kit/format";
import {
  barChartGeometry,
  chartMargins,
  chartSummary,
  labelWidth,
  linearScale,
  niceStep,
  niceTicks,
  valueExtent,
  type BarMode,
  type BarOrientation,
} from "./chart-geometry";

describe("niceStep", () => {
  it.each([
    [0, 1],
    [-1, 1],
    [Number.NaN, 1],
    [0.3, 0.5],
    [1, 1],
    [1.2, 2],
    [2.2, 2.5],
    [3, 5],
    [7, 10],
    [120, 200],
  ])("%s → %s", (raw, expected) => {
    expect(niceStep(raw)).toBe(expected);
  });
});

describe("niceTicks", () => {
  it("gives 0 to 1 when there is nothing to show", () => {
    expect(niceTicks(0, 0)).toEqual({
      min: 0,
      max: 1,
      step: 0.25,
      values: [0, 0.25, 0.5, 0.75, 1],
    });
  });

  it("starts at zero for positive data and ends on a round number", () => {
    expect(niceTicks(0, 88)).toEqual({ min: 0, max: 100, step: 25, values: [0, 25, 50, 75, 100] });
    expect(niceTicks(0, 0.3).values).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it("reaches below zero for negative data", () => {
    const ticks = niceTicks(-12, 30);
    expect(ticks.min).toBeLessThanOrEqual(-12);
    expect(ticks.max).toBeGreaterThanOrEqual(30);
    expect(ticks.values).toContain(0);
  });

  it("covers the data and zero with evenly spaced ticks (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        (a, b) => {
          const ticks = niceTicks(a, b);
          const lo = Math.min(0, a, b);
          const hi = Math.max(0, a, b);
          expect(ticks.min).toBeLessThanOrEqual(lo);
          expect(ticks.max).toBeGreaterThanOrEqual(hi * (1 - 1e-9));
          expect(ticks.values[0]).toBe(ticks.min);
          expect(ticks.values.at(-1)).toBe(ticks.max);
          expect(ticks.values.length).toBeGreaterThanOrEqual(2);
          expect(ticks.values.length).toBeLessThanOrEqual(8);
          if (lo < 0 || hi > 0) expect(ticks.values.some((v) => Math.abs(v) < 1e-9)).toBe(true);
        },
      ),
    );
  });
});

describe("linearScale", () => {
  it("maps the ends of the domain to the ends of the range", () => {
    const scale = linearScale(0, 10, 200, 0);
    expect(scale(0)).toBe(200);
    expect(scale(10)).toBe(0);
    expect(scale(5)).toBe(100);
    expect(linearScale(3, 3, 7, 9)(3)).toBe(7);
  });
});

describe("valueExtent", () => {
  const series = [
    { name: "A", values: [3, -2] },
    { name: "B", values: [4, -5] },
  ];
  it("is the largest bar when grouped and the largest stack when stacked", () => {
    expect(valueExtent(["x", "y"], series, "grouped")).toEqual({ low: -5, high: 4 });
    expect(valueExtent(["x", "y"], series, "stacked")).toEqual({ low: -7, high: 7 });
  });
});

describe("barChartGeometry", () => {
  it("draws a grouped bar per series in each season in the chart colours, in order", () => {
    const chart = barChartGeometry({
      categories: ["2024/2025", "2025/2026"],
      series: [
        { name: "Estimated", values: [100, 50] },
        { name: "Issued", values: [80, 0] },
      ],
    });
    expect(chart.colours).toEqual([CHART_COLOURS[0], CHART_COLOURS[1]]);
    const [first] = chart.bands;
    expect(first!.bars.map((b) => b.colour)).toEqual([CHART_COLOURS[0], CHART_COLOURS[1]]);
    // Side by side, not overlapping.
    expect(first!.bars[1]!.x).toBeCloseTo(first!.bars[0]!.x + first!.bars[0]!.width);
    // Heights in proportion: 100 is 1.25 × 80.
    expect(first!.bars[0]!.height / first!.bars[1]!.height).toBeCloseTo(1.25);
    expect(chart.bands[1]!.bars[1]!.height).toBe(0);
  });

  it("stacks the series of a category on top of each other", () => {
    const chart = barChartGeometry({
      categories: ["2024/2025"],
      series: [
        { name: "Farmer", values: [30] },
        { name: "Programme", values: [10] },
      ],
      mode: "stacked",
    });
    const [bottom, top] = chart.bands[0]!.bars;
    expect(top!.y + top!.height).toBeCloseTo(bottom!.y);
    expect(bottom!.x).toBe(top!.x);
    expect(bottom!.height / top!.height).toBeCloseTo(3);
  });

  it("lays horizontal bars along the x axis from zero", () => {
    const chart = barChartGeometry({
      categories: ["Cover crops", "No-till"],
      series: [{ name: "Hectares", values: [40, 20] }],
      orientation: "horizontal",
    });
    const [a, b] = chart.bands.map((band) => band.bars[0]!);
    expect(a!.x).toBeCloseTo(chart.zero);
    expect(a!.width / b!.width).toBeCloseTo(2);
    expect(b!.y).toBeGreaterThan(a!.y);
  });

  const arbitraryChart = fc.record({
    values: fc.array(
      fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 6 }),
      { minLength: 1, maxLength: 9 },
    ),
    mode: fc.constantFrom<BarMode>("grouped", "stacked"),
    orientation: fc.constantFrom<BarOrientation>("vertical", "horizontal"),
    width: fc.integer({ min: 300, max: 1200 }),
  });

  it("keeps every bar inside the plot with its length in proportion to its value (property)", () => {
    fc.assert(
      fc.property(arbitraryChart, ({ values, mode, orientation, width }) => {
        const seriesCount = values[0]!.length;
        const categories = values.map((_, c) => `C${c}`);
        const series = Array.from({ length: seriesCount }, (_, s) => ({
          name: `S${s}`,
          values: values.map((row) => row[s] ?? 0),
        }));
        const chart = barChartGeometry({ categories, series, mode, orientation, width });
        const { plot } = chart;
        const span = chart.max - chart.min;
        const axisLength =
          orientation === "vertical" ? plot.bottom - plot.top : plot.right - plot.left;
        const tolerance = 1e-6 * Math.max(1, axisLength);
        for (const band of chart.bands) {
          for (const bar of band.bars) {
            expect(bar.x).toBeGreaterThanOrEqual(plot.left - tolerance);
            expect(bar.x + bar.width).toBeLessThanOrEqual(plot.right + tolerance);
            expect(bar.y).toBeGreaterThanOrEqual(plot.top - tolerance);
            expect(bar.y + bar.height).toBeLessThanOrEqual(plot.bottom + tolerance);
            const length = orientation === "vertical" ? bar.height : bar.width;
            expect(length).toBeCloseTo((Math.abs(bar.value) / span) * axisLength, 6);
          }
        }
      }),
    );
  });
});

describe("barChartGeometry's colour offset", () => {
  it("starts the colours at the offset and wraps round the eight", () => {
    const series = [
      { name: "A", values: [1] },
      { name: "B", values: [2] },
    ];
    const chart = barChartGeometry({ categories: ["Jul"], series, colourOffset: 7 });
    expect(chart.colours).toEqual([CHART_COLOURS[7], CHART_COLOURS[0]]);
    expect(chart.bands[0]!.bars.map((bar) => bar.colour)).toEqual(chart.colours);
    expect(barChartGeometry({ categories: ["Jul"], series }).colours).toEqual([
      CHART_COLOURS[0],
      CHART_COLOURS[1],
    ]);
  });
});

describe("chartSummary", () => {
  const series = [
    { name: "Estimated", values: [10.5, 2] },
    { name: "Issued", values: [4, 0] },
  ];
  it("names every value of a small chart", () => {
    expect(
      chartSummary("Credits by season", ["2024/2025", "2025/2026"], series, (v) => `${v} t`),
    ).toBe(
      "Credits by season. 2024/2025: Estimated 10.5 t, Issued 4 t. 2025/2026: Estimated 2 t, Issued 0 t.",
    );
    expect(chartSummary("Credits", [], [])).toBe("Credits: nothing to show yet.");
  });

  it("gives the span and each series' total of a large one", () => {
    const seasons = ["20/21", "21/22", "22/23", "23/24", "24/25", "25/26", "26/27"];
    expect(
      chartSummary("Credits", seasons, [{ name: "Issued", values: [1, 1, 1, 1, 1, 1, 1.5] }]),
    ).toBe("Credits, 7 entries, 20/21 to 26/27. In total: Issued 7.5.");
  });

  it("gives each series' highest value of a large chart of rates, which do not add up", () => {
    const months = ["Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan"];
    const lsu = [{ name: "LSU/ha", values: [0, 9.81, 0.78, 0, 0, 0, 1] }];
    expect(chartSummary("Kamp: LSU/ha per month", months, lsu, undefined, false)).toBe(
      "Kamp: LSU/ha per month, 7 entries, Jul to Jan. Highest: LSU/ha 9.81.",
    );
  });
});

describe("chartMargins", () => {
  it("leaves room for the widest tick label of a vertical chart", () => {
    expect(chartMargins("vertical", ["0", "1"]).left).toBe(40);
    expect(chartMargins("vertical", ["0", "1 000 000"]).left).toBeGreaterThan(
      labelWidth("1 000 000"),
    );
  });
});
