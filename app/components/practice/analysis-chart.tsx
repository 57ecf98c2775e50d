// A server-rendered SVG bar chart of the analysis page (decision 0078): no chart library, no
// JavaScript. The SVG is one image to assistive technology (role="img", its <title> and a <desc>
// saying what it shows); each bar carries its value in a <title>; a legend names the series in
// words beside their colours; below it, the same numbers as a table. Geometry:
// app/services/practice/analysis-chart.ts.
import { useId } from "react";
import { formatNumber } from "~/services/kit/format";
import { barChartGeometry, type BarSeries } from "~/services/practice/analysis-chart";

export interface BarChartProps {
  title: string;
  /** What the chart shows, in a sentence or two (the SVG's <desc>). */
  description: string;
  /** The x axis' labels (short: 'Jul'). */
  categories: readonly string[];
  /** The table's row headers (long: 'July 2026'); the categories by default. */
  rowLabels?: readonly string[];
  /** The header of the table's first column ('Month', 'Field'). */
  rowHeader: string;
  series: readonly BarSeries[];
  /** The value's unit, for the axis and the table ('LSU/ha', 'kg/ha'). */
  unit: string;
  width?: number;
  height?: number;
  colourOffset?: number;
  decimals?: number;
  testId?: string;
}

export function BarChart(props: BarChartProps) {
  const { title, description, categories, series, unit, decimals = 2 } = props;
  const id = useId();
  const chart = barChartGeometry({
    categories,
    series,
    width: props.width,
    height: props.height,
    colourOffset: props.colourOffset,
  });
  const { plot } = chart;
  const rows = props.rowLabels ?? categories;
  const show = (n: number) => formatNumber(n, decimals);
  return (
    <figure className="analysis-figure" data-testid={props.testId}>
      <svg
        className="analysis-chart"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        width={chart.width}
        height={chart.height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#e5e5e5" />
            <text x={plot.left - 6} y={tick.y + 4} textAnchor="end">
              {tick.label}
            </text>
          </g>
        ))}
        <text x={4} y={plot.top - 2} className="analysis-chart__unit">
          {unit}
        </text>
        {chart.groups.map((group) => (
          <g key={group.label}>
            {group.bars.map((bar) => (
              <rect
                key={bar.series}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                fill={bar.colour}
              >
                <title>{`${group.label}, ${bar.series}: ${show(bar.value)} ${unit}`}</title>
              </rect>
            ))}
            <text x={group.centre} y={plot.bottom + 16} textAnchor="middle">
              {group.label}
            </text>
          </g>
        ))}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#3d3d3d" />
      </svg>
      {series.length > 1 ? (
        <ul className="analysis-legend" aria-label={`Key to ${title}`}>
          {series.map((s, i) => (
            <li key={s.name}>
              <span
                className="analysis-legend__swatch"
                style={{ background: chart.colours[i] }}
                aria-hidden="true"
              />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <figcaption>
        <details className="analysis-table">
          <summary>The numbers of “{title}” as a table</summary>
          <table className="ct-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{props.rowHeader}</th>
                {series.map((s) => (
                  <th scope="col" key={s.name}>
                    {s.name} ({unit})
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((label, c) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {series.map((s) => (
                    <td key={s.name} className="ct-num">
                      {show(s.values[c] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
