// The geometry of the analysis page's bar charts (decision 0078): categories along the x axis,
// one bar per series in each, a value axis from 0 to a round maximum with its ticks. Pure
// numbers, so the SVG component only draws and the tests check the arithmetic. Colours are the
// spec's chart colours (§9 'Eight chart colours'), in series order.
import { CHART_COLOURS, formatNumber } from "~/services/kit/format";

export interface BarSeries {
  name: string;
  values: readonly number[];
}

export interface BarChartInput {
  categories: readonly string[];
  series: readonly BarSeries[];
  width?: number;
  height?: number;
  /** The first colour's index in CHART_COLOURS (a single-series chart per field). */
  colourOffset?: number;
}

export interface Bar {
  series: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
}

export interface BarChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  max: number;
  ticks: { value: number; y: number; label: string }[];
  groups: { label: string; x: number; centre: number; bars: Bar[] }[];
  colours: string[];
}

export const CHART_MARGIN = { left: 48, right: 12, top: 12, bottom: 40 };

/**
 * The smallest 'round' number (1, 2, 2.5 or 5 × a power of ten) at or above `value`; 1 for
 * nothing to show (0, negative, not finite).
 */
export function niceMax(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * power;
    // A little tolerance for floating point: 0.30000000000000004 is 0.3.
    if (candidate >= value * (1 - 1e-12)) return Number(candidate.toPrecision(12));
  }
  return 10 * power;
}

const colourAt = (index: number) => CHART_COLOURS[index % CHART_COLOURS.length]!;

export function barChartGeometry(input: BarChartInput): BarChartGeometry {
  const width = input.width ?? 640;
  const height = input.height ?? 240;
  const plot = {
    left: CHART_MARGIN.left,
    top: CHART_MARGIN.top,
    right: width - CHART_MARGIN.right,
    bottom: height - CHART_MARGIN.bottom,
  };
  const values = input.series.flatMap((s) => s.values.filter((v) => Number.isFinite(v)));
  const max = niceMax(Math.max(0, ...values));
  const plotHeight = plot.bottom - plot.top;
  const yOf = (value: number) => plot.bottom - (Math.max(0, value) / max) * plotHeight;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => {
    const value = Number((max * share).toPrecision(12));
    return { value, y: yOf(value), label: formatNumber(value, 2) };
  });
  const count = Math.max(1, input.categories.length);
  const band = (plot.right - plot.left) / count;
  const seriesCount = Math.max(1, input.series.length);
  // Bars fill 80% of their band; a gap of 10% either side separates the categories.
  const barWidth = (band * 0.8) / seriesCount;
  const offset = input.colourOffset ?? 0;
  const colours = input.series.map((_, i) => colourAt(offset + i));
  const groups = input.categories.map((label, c) => {
    const x = plot.left + c * band;
    const bars = input.series.map((series, s) => {
      const raw = series.values[c] ?? 0;
      const value = Number.isFinite(raw) ? raw : 0;
      const y = yOf(value);
      return {
        series: series.name,
        value,
        x: x + band * 0.1 + s * barWidth,
        y,
        width: barWidth,
        height: plot.bottom - y,
        colour: colours[s]!,
      };
    });
    return { label, x, centre: x + band / 2, bars };
  });
  return { width, height, plot, max, ticks, groups, colours };
}
