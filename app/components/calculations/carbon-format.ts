// How the carbon calculator's values are written (issue 17; decision 0093): by their unit, with
// the kit's helpers (rand as 'R', factors to 3 decimals, tonnes to 2, fractions as percentages).
import type { CalcStep } from "~/services/calculations/carbon";
import { formatCurrency, formatNumber } from "~/services/kit/format";

export function formatTonnes(value: number): string {
  return `${formatNumber(value, 2)} t CO2e`;
}

export function formatStepValue(step: Pick<CalcStep, "value" | "unit">): string {
  switch (step.unit) {
    case "R":
      return formatCurrency(step.value, 2);
    case "factor":
      return formatNumber(step.value, 3);
    case "fraction":
      return `${formatNumber(step.value * 100, 1)} %`;
    case "years":
    case "ha":
      return `${formatNumber(step.value, 2)} ${step.unit}`;
    default:
      return `${formatNumber(step.value, step.unit.endsWith("/year") ? 4 : 2)} ${step.unit}`;
  }
}
