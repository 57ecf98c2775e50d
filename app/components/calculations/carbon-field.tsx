// One field of the carbon calculator (issue 17; decision 0093): a details/summary with its
// baseline and, per programme season, every intermediate value with its unit, so the whole
// calculation can be followed (readable at 360 px: two-column tables that wrap).
import type { CalcStep, FieldCalculation } from "~/services/calculations/carbon";
import { formatDate, formatNumber } from "~/services/kit/format";
import { LAND_USE_LABELS, RESIDUE_LABELS, TILLAGE_LABELS } from "~/shared/practice";
import { formatStepValue, formatTonnes } from "./carbon-format";

function StepsTable({ caption, steps }: { caption: string; steps: CalcStep[] }) {
  return (
    <table className="ct-table carbon-steps">
      <caption>{caption}</caption>
      <tbody>
        {steps.map((step) => (
          <tr key={step.key}>
            <th scope="row">{step.label}</th>
            <td className="ct-num">{formatStepValue(step)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Practice = NonNullable<FieldCalculation["seasons"][number]["practice"]>;

function practiceSentence(practice: Practice): string {
  const parts = [LAND_USE_LABELS[practice.landUse]];
  if (practice.landUse !== "grazing") {
    parts.push(TILLAGE_LABELS[practice.tillage].toLowerCase());
    if (practice.residue) parts.push(`residues: ${RESIDUE_LABELS[practice.residue].toLowerCase()}`);
    if (practice.coverCrop) parts.push("cover crops");
  } else {
    parts.push(practice.improvedGrazing ? "planned grazing or rest" : "grazing as usual");
  }
  if (practice.organicAmendment) parts.push("manure or compost");
  parts.push(`${formatNumber(practice.fertiliserNKgPerHa, 1)} kg N/ha`);
  return `${parts.join(", ")} (from the ${practice.source}).`;
}

export function CarbonField({ field }: { field: FieldCalculation }) {
  const baseline = field.baseline;
  return (
    <details className="carbon-field">
      <summary>
        <span className="carbon-field__name">{field.name}</span>{" "}
        <span>
          {formatNumber(field.hectares, 2)} ha · net {formatTonnes(field.totals.netTco2e)}
        </span>
      </summary>
      <p>
        Climate: {field.climateLabel}. Soil: {field.soilClassLabel}
        {baseline?.stockSource === "measured" ? " (the measured stock replaces its reference)" : ""}
        .
      </p>
      {baseline ? (
        <>
          <p>Baseline: {practiceSentence(baseline.practice)}</p>
          {baseline.sample ? (
            <p>
              Measured baseline: {baseline.sample.count}{" "}
              {baseline.sample.count === 1 ? "sample" : "samples"} of{" "}
              {formatDate(baseline.sample.sampledOn)}.
            </p>
          ) : null}
          <StepsTable caption={`${field.name}: baseline stock`} steps={baseline.steps} />
        </>
      ) : (
        <p className="ct-empty">No baseline is recorded for this field.</p>
      )}
      {field.seasons.map((season) => (
        <section key={season.season} className="carbon-season">
          <h4>{season.label}</h4>
          {season.practice ? <p>{practiceSentence(season.practice)}</p> : null}
          {season.notes.map((note) => (
            <p key={note} className="ct-empty">
              {note}
            </p>
          ))}
          {season.estimated ? (
            <StepsTable caption={`${field.name}: ${season.label}`} steps={season.steps} />
          ) : null}
        </section>
      ))}
    </details>
  );
}
