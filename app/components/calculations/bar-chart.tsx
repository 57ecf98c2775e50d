// A server-rendered SVG bar chart for the credits dashboard (decision 0094): no chart library and
// no JavaScript. The SVG is one image to assistive technology (role="img" with a sentence that
// sums it up); each bar carries its value in a <title> for a mouse pointer; the key names the
// series in words beside their colours (the spec's chart colours in order, §9); below it a
// "Show the numbers" table of the same numbers that everyone can open. The viewBox scales the
// chart to the width of a 360 px phone. No inline styles (CSP): classes in dashboard.css.
// Geometry: app/services/calculations/chart-geometry.ts. The admin analysis page's charts
// (decision 0078) are drawn with it too (one small chart per field, each in its own colour).
import { useId } from "react";
import {
  barChartGeometry,
  chartSummary,
  type BarMode,
  type BarOrientation,
  type ChartSeries,
} from "~/services/calculations/chart-geometry";
import { CHART_COLOURS, formatNumber } from "~/services/kit/format";

export interface BarChartProps {
  title: string;
  /** A sentence or two on what the chart shows, shown above it. */
  description?: string;
  /** The axis labels (short when there are many: '24/25'). */
  categories: readonly string[];
  /** The table's row headers ('2024/2025'); the categories by default. */
  rowLabels?: readonly string[];
  /** The header of the table's first column ('Season', 'Practice'). */
  rowHeader: string;
  series: readonly ChartSeries[];
  /** The unit for the axis and the table headers ('tCO2e', 'ha'); empty for money. */
  unit: string;
  mode?: BarMode;
  orientation?: BarOrientation;
  /** How a value is written in the table, the bar titles and the summary (a number by default). */
  formatValue?: (value: number) => string;
  /** Decimals of the axis' tick labels. */
  decimals?: number;
  /** A total row under the table. */
  showTotal?: boolean;
  /** The viewBox's size (400 wide by default; the height follows the orientation). */
  width?: number;
  height?: number;
  /** The first series' place in the chart colours (for charts drawn side by side). */
  colourOffset?: number;
  /** The title's heading level: 4 where the chart sits under a section's h3. */
  headingLevel?: 3 | 4;
  /** false for rates (LSU/ha, kg/ha): a long chart's summary gives highest values, not totals. */
  additive?: boolean;
  testId?: string;
}

const LABEL_ROOM = 18; // characters a horizontal chart's category label may take

function shorten(label: string, room: number) {
  return label.length <= room ? label : `${label.slice(0, room - 1)}…`;
}

export function BarChart(props: BarChartProps) {
  const { title, categories, series, unit } = props;
  const id = useId();
  const orientation = props.orientation ?? "vertical";
  const show = props.formatValue ?? ((n: number) => formatNumber(n));
  const chart = barChartGeometry({
    categories,
    series,
    mode: props.mode,
    orientation,
    width: props.width ?? 400,
    height: props.height,
    decimals: props.decimals ?? 2,
    colourOffset: props.colourOffset,
  });
  const { plot } = chart;
  const rows = props.rowLabels ?? categories;
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  const summary = chartSummary(
    title,
    rows,
    series,
    (value) => withUnit(show(value)),
    props.additive ?? true,
  );
  const vertical = orientation === "vertical";
  const Heading = props.headingLevel === 4 ? "h4" : "h3";
  const colourOffset = props.colourOffset ?? 0;
  return (
    <figure className="chart" data-testid={props.testId} aria-labelledby={`${id}-title`}>
      <Heading className="chart__title" id={`${id}-title`}>
        {title}
      </Heading>
      {props.description ? <p className="chart__description">{props.description}</p> : null}
      <svg
        className="chart__svg"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={summary}
        data-testid={props.testId ? `${props.testId}-svg` : undefined}
      >
        {chart.ticks.map((tick) =>
          vertical ? (
            <g key={tick.value}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={tick.position}
                y2={tick.position}
                className="chart__grid"
              />
              <text x={plot.left - 6} y={tick.position + 4} textAnchor="end">
                {tick.label}
              </text>
            </g>
          ) : (
            <g key={tick.value}>
              <line
                x1={tick.position}
                x2={tick.position}
                y1={plot.top}
                y2={plot.bottom}
                className="chart__grid"
              />
              <text x={tick.position} y={plot.bottom + 16} textAnchor="middle">
                {tick.label}
              </text>
            </g>
          ),
        )}
        {unit ? (
          <text x={4} y={11} className="chart__unit">
            {unit}
          </text>
        ) : null}
        {chart.bands.map((band, c) => (
          <g key={band.label}>
            {band.bars.map((bar) => (
              <rect
                key={bar.series}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                fill={bar.colour}
              >
                <title>{`${rows[c] ?? band.label}, ${bar.series}: ${withUnit(show(bar.value))}`}</title>
              </rect>
            ))}
            {vertical ? (
              <text x={band.centre} y={plot.bottom + 18} textAnchor="middle">
                {band.label}
              </text>
            ) : (
              <text x={plot.left - 6} y={band.centre + 4} textAnchor="end">
                {shorten(band.label, LABEL_ROOM)}
              </text>
            )}
          </g>
        ))}
        {vertical ? (
          <line
            x1={plot.left}
            x2={plot.right}
            y1={chart.zero}
            y2={chart.zero}
            className="chart__axis"
          />
        ) : (
          <line
            x1={chart.zero}
            x2={chart.zero}
            y1={plot.top}
            y2={plot.bottom}
            className="chart__axis"
          />
        )}
      </svg>
      <ul className="chart__key" aria-label={`Key to ${title}`}>
        {series.map((s, i) => (
          <li key={s.name}>
            <span
              className={`chart__swatch chart__swatch--${((colourOffset + i) % CHART_COLOURS.length) + 1}`}
              aria-hidden="true"
            />
            {s.name}
          </li>
        ))}
      </ul>
      <details className="chart__numbers">
        <summary>Show the numbers</summary>
        <div className="chart__table-wrap">
          <table className="chart-table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{props.rowHeader}</th>
                {series.map((s) => (
                  <th scope="col" key={s.name} className="chart-table__num">
                    {unit ? `${s.name} (${unit})` : s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((label, c) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {series.map((s) => (
                    <td key={s.name} className="chart-table__num">
                      {show(s.values[c] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {props.showTotal && rows.length > 1 ? (
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  {series.map((s) => (
                    <td key={s.name} className="chart-table__num">
                      {show(s.values.reduce((sum, v) => sum + (Number.isFinite(v) ? v : 0), 0))}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      </details>
    </figure>
  );
}
