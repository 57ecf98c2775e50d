// The geometry of the dashboard's server-rendered SVG bar charts (decision 0094): a value axis
// with 'nice' ticks that always covers the data and zero, a band per category, and one bar per
// series in each band, side by side (grouped) or on top of each other (stacked). Bars run up
// (vertical: seasons along the bottom) or across (horizontal: long labels such as practices down
// the side, which stay readable on a 360 px phone). Pure numbers, so the SVG component only
// draws and the tests check the arithmetic. The admin analysis page's charts (decision 0078) use
// it too, each field's chart starting at its own colour (`colourOffset`). Colours are the spec's
// chart colours in series order (§9 'Eight chart colours').
import { CHART_COLOURS, formatNumber } from "~/services/kit/format";

export type BarMode = "grouped" | "stacked";
export type BarOrientation = "vertical" | "horizontal";

export interface ChartSeries {
  name: string;
  /** One value per category; a missing or non-finite value counts as 0. */
  values: readonly number[];
}

export interface BarChartInput {
  categories: readonly string[];
  series: readonly ChartSeries[];
  mode?: BarMode;
  orientation?: BarOrientation;
  width?: number;
  height?: number;
  /** Decimals of the tick labels. */
  decimals?: number;
  /** The first series' place in the chart colours (one single-series chart per field, 0078). */
  colourOffset?: number;
}

export interface PlotArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ChartBar {
  series: string;
  seriesIndex: number;
  category: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
}

export interface AxisTick {
  value: number;
  /** The tick's position along the value axis (y for vertical charts, x for horizontal). */
  position: number;
  label: string;
}

export interface BarChartGeometry {
  width: number;
  height: number;
  orientation: BarOrientation;
  plot: PlotArea;
  /** The value axis runs from `min` to `max` (both ticks). */
  min: number;
  max: number;
  /** Where 0 lies on the value axis. */
  zero: number;
  ticks: AxisTick[];
  /** One per category: where its label goes and its bars. */
  bands: { label: string; start: number; centre: number; size: number; bars: ChartBar[] }[];
  colours: string[];
}

export interface NiceTicks {
  min: number;
  max: number;
  step: number;
  values: number[];
}

/** Tidy a float that should be a short decimal (0.30000000000000004 → 0.3). */
const tidy = (value: number) => {
  const tidied = Number(value.toPrecision(12));
  return tidied === 0 ? 0 : tidied;
};

/** A 'nice' step (1, 2, 2.5 or 5 × a power of ten) at or above `raw`. */
export function niceStep(raw: number): number {
  if (!Number.isFinite(raw) || raw <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    const step = tidy(factor * power);
    if (step >= raw * (1 - 1e-12)) return step;
  }
  return tidy(10 * power);
}

/**
 * Ticks for a value axis holding every value in [low, high] and zero: about `target` intervals
 * of a nice step, starting and ending on a tick. Nothing to show (both 0) → 0 to 1. The step is
 * never below `minStep` (a chart labelled with 2 decimals has no use for a step of 0.001).
 */
export function niceTicks(low: number, high: number, target = 4, minStep = 1e-9): NiceTicks {
  const safe = (n: number) => (Number.isFinite(n) ? n : 0);
  const lo = Math.min(0, safe(low), safe(high));
  const hi = Math.max(0, safe(low), safe(high));
  const intervals = Math.max(1, Math.trunc(target));
  let step = niceStep(Math.max((hi - lo) / intervals, minStep));
  if (hi === lo) step = 0.25;
  // Rounding the ends out to whole steps can need one step more than planned: that is fine.
  // (the small allowance keeps 0.3 / 0.1 = 2.9999999999999996 from adding a step; the checks
  // after it put the step back when the allowance cut too far).
  let min = tidy(Math.floor(lo / step + 1e-9) * step);
  let max = tidy(Math.ceil(hi / step - 1e-9) * step);
  if (min > lo) min = tidy(min - step);
  if (max < hi) max = tidy(max + step);
  if (hi === lo) {
    min = 0;
    max = 1;
  }
  const values: number[] = [];
  const count = Math.round((max - min) / step);
  for (let i = 0; i <= count; i += 1) {
    // The last tick is the end itself, and a tick a float's whisker off zero is zero.
    const value = i === count ? max : tidy(min + i * step);
    values.push(Math.abs(value) < step * 1e-6 ? 0 : value);
  }
  return { min, max, step, values };
}

/** A linear map from the domain [d0, d1] onto the range [r0, r1] (a flat domain → r0). */
export function linearScale(d0: number, d1: number, r0: number, r1: number) {
  const span = d1 - d0;
  return (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

export const colourAt = (index: number) => CHART_COLOURS[index % CHART_COLOURS.length]!;

const finite = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : 0;

/** The lowest and highest value the axis must show: each bar, or each stack's two ends. */
export function valueExtent(
  categories: readonly string[],
  series: readonly ChartSeries[],
  mode: BarMode,
): { low: number; high: number } {
  let low = 0;
  let high = 0;
  categories.forEach((_, c) => {
    if (mode === "stacked") {
      let up = 0;
      let down = 0;
      for (const s of series) {
        const v = finite(s.values[c]);
        if (v >= 0) up += v;
        else down += v;
      }
      high = Math.max(high, up);
      low = Math.min(low, down);
    } else {
      for (const s of series) {
        const v = finite(s.values[c]);
        high = Math.max(high, v);
        low = Math.min(low, v);
      }
    }
  });
  return { low, high };
}

/** Roughly how wide a label is drawn at the chart's 13 px font, in viewBox units. */
export const labelWidth = (label: string) => label.length * 7.5;

/**
 * Margins: room for the tick labels on the value axis (as wide as the longest, for a vertical
 * chart) and the category labels on the other.
 */
export function chartMargins(orientation: BarOrientation, tickLabels: readonly string[] = []) {
  const widest = Math.max(0, ...tickLabels.map(labelWidth));
  return orientation === "vertical"
    ? { left: Math.max(40, Math.ceil(widest) + 12), right: 12, top: 24, bottom: 36 }
    : { left: 132, right: 16 + Math.ceil(widest / 2), top: 12, bottom: 28 };
}

export function barChartGeometry(input: BarChartInput): BarChartGeometry {
  const orientation = input.orientation ?? "vertical";
  const mode = input.mode ?? "grouped";
  const categoryCount = Math.max(1, input.categories.length);
  const width = input.width ?? 640;
  // Horizontal charts grow with their categories so each bar keeps a readable thickness.
  const height =
    input.height ?? (orientation === "vertical" ? 260 : Math.max(120, 40 + categoryCount * 36));
  const { low, high } = valueExtent(input.categories, input.series, mode);
  const axis = niceTicks(low, high, 4, 10 ** -(input.decimals ?? 2));
  const tickLabels = axis.values.map((value) => formatNumber(value, input.decimals ?? 2));
  const margin = chartMargins(orientation, tickLabels);
  const plot = {
    left: margin.left,
    top: margin.top,
    right: width - margin.right,
    bottom: height - margin.bottom,
  };
  // The value axis: bottom → top for vertical bars, left → right for horizontal ones.
  const toPosition =
    orientation === "vertical"
      ? linearScale(axis.min, axis.max, plot.bottom, plot.top)
      : linearScale(axis.min, axis.max, plot.left, plot.right);
  const zero = toPosition(0);
  const ticks = axis.values.map((value, i) => ({
    value,
    position: toPosition(value),
    label: tickLabels[i]!,
  }));
  const bandStart = orientation === "vertical" ? plot.left : plot.top;
  const bandLength = orientation === "vertical" ? plot.right - plot.left : plot.bottom - plot.top;
  const band = bandLength / categoryCount;
  const seriesCount = Math.max(1, input.series.length);
  // Bars fill 80% of their band; 10% either side separates the categories.
  const thickness = mode === "stacked" ? band * 0.8 : (band * 0.8) / seriesCount;
  const colours = input.series.map((_, i) => colourAt((input.colourOffset ?? 0) + i));

  /** A bar from value a to value b at offset `along` in the band axis, as an SVG rectangle. */
  const rect = (along: number, a: number, b: number) => {
    const p = toPosition(a);
    const q = toPosition(b);
    const lowEnd = Math.min(p, q);
    const length = Math.abs(q - p);
    return orientation === "vertical"
      ? { x: along, y: lowEnd, width: thickness, height: length }
      : { x: lowEnd, y: along, width: length, height: thickness };
  };

  const bands = input.categories.map((label, c) => {
    const start = bandStart + c * band;
    let up = 0;
    let down = 0;
    const bars = input.series.map((series, s) => {
      const value = finite(series.values[c]);
      let from = 0;
      let to = value;
      let along = start + band * 0.1 + s * thickness;
      if (mode === "stacked") {
        along = start + band * 0.1;
        if (value >= 0) {
          from = up;
          up += value;
          to = up;
        } else {
          from = down;
          down += value;
          to = down;
        }
      }
      return {
        series: series.name,
        seriesIndex: s,
        category: label,
        value,
        colour: colours[s]!,
        ...rect(along, from, to),
      };
    });
    return { label, start, centre: start + band / 2, size: band, bars };
  });
  return {
    width,
    height,
    orientation,
    plot,
    min: axis.min,
    max: axis.max,
    zero,
    ticks,
    bands,
    colours,
  };
}

/** Up to this many categories the summary names every value; beyond it, each series' total. */
export const SUMMARY_LISTS_UP_TO = 6;

/**
 * The summary of a chart's numbers for its aria-label: every category's values for a small
 * chart, or each series' total over the span for a large one; `describe` writes a value with
 * its unit (a number and 't CO2e', or an amount in rand). Rates (LSU/ha, kg/ha) do not add up:
 * with `additive` false a large chart gives each series' highest value instead.
 */
export function chartSummary(
  title: string,
  categories: readonly string[],
  series: readonly ChartSeries[],
  describe: (value: number) => string = (value) => formatNumber(value),
  additive = true,
): string {
  if (categories.length === 0 || series.length === 0) return `${title}: nothing to show yet.`;
  if (categories.length <= SUMMARY_LISTS_UP_TO) {
    const items = categories.map((category, c) => {
      const values = series.map((s) => `${s.name} ${describe(finite(s.values[c]))}`);
      return `${category}: ${values.join(", ")}.`;
    });
    return `${title}. ${items.join(" ")}`;
  }
  const parts = series.map((s) => {
    const values = categories.map((_, c) => finite(s.values[c]));
    const value = additive ? values.reduce((sum, v) => sum + v, 0) : Math.max(...values);
    return `${s.name} ${describe(value)}`;
  });
  const span = `${categories.length} entries, ${categories[0]} to ${categories[categories.length - 1]}`;
  return `${title}, ${span}. ${additive ? "In total" : "Highest"}: ${parts.join("; ")}.`;
}
