// The two parts of /admin/journey/analysis (decision 0078): stocking rates, one small chart per
// field of its LSU (or eLSU) per hectare in each month, and nutrient inputs, N, P and K kg/ha per
// field in one chart; each chart with its table. The numbers come from the server's analysis
// (app/services/practice/analysis.ts), the programme's corrections already applied. Drawn with
// the kit's BarChart (the dashboard's, decision 0094), each field's chart in its own colour.
import { BarChart } from "~/components/calculations/bar-chart";
import { formatNumber } from "~/services/kit/format";
import type { NutrientRow, StockingRow } from "~/services/practice/analysis";

export function StockingRates({
  rows,
  months,
  mode,
  seasonLabel,
}: {
  rows: StockingRow[];
  months: { short: string; long: string }[];
  mode: "LSU" | "eLSU";
  seasonLabel: string;
}) {
  if (rows.length === 0) {
    return <p className="ct-empty">No grazing recorded in {seasonLabel}.</p>;
  }
  const unit = `${mode}/ha`;
  return (
    <div className="analysis-grid">
      {rows.map((row, index) => (
        <BarChart
          key={row.fieldId}
          testId={`stocking-${row.fieldId}`}
          title={`${row.name}: ${unit} per month`}
          description={`Livestock units (${mode}) per hectare grazed on ${row.name} in each month of ${seasonLabel}, July to June. Highest: ${formatNumber(Math.max(...row.values), 2)} ${unit}.`}
          categories={months.map((m) => m.short.slice(0, 3))}
          rowLabels={months.map((m) => m.long)}
          rowHeader="Month"
          series={[{ name: unit, values: row.values }]}
          unit={unit}
          width={420}
          height={200}
          colourOffset={index}
          headingLevel={4}
          additive={false}
        />
      ))}
    </div>
  );
}

export function NutrientInputs({
  rows,
  seasonLabel,
}: {
  rows: NutrientRow[];
  seasonLabel: string;
}) {
  if (rows.length === 0) {
    return <p className="ct-empty">No fertiliser recorded in {seasonLabel}.</p>;
  }
  return (
    <BarChart
      testId="nutrients"
      title={`Nitrogen, phosphorus and potassium per field, ${seasonLabel}`}
      description={`Kilograms per hectare of N, P and K applied on each field in ${seasonLabel}, from the fertiliser inputs (spec §5 'Fertilizer factor').`}
      categories={rows.map((r) => r.name)}
      rowHeader="Field"
      series={[
        { name: "N", values: rows.map((r) => r.nitrogen) },
        { name: "P", values: rows.map((r) => r.phosphorus) },
        { name: "K", values: rows.map((r) => r.potassium) },
      ]}
      unit="kg/ha"
      width={Math.max(420, 120 + rows.length * 90)}
      height={260}
      decimals={1}
      formatValue={(value) => formatNumber(value, 1)}
      headingLevel={4}
      additive={false}
    />
  );
}
