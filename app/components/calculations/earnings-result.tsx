// The earnings-potential checker's result (issue 17; decision 0091): the range of rand a year to
// the farmer and of credits, each land use's tonnes, what the practices were counted as, the
// constants' versions (the stamp), every assumption with its source, and that it is an
// estimate, not an offer. Shared by the three checker pages.
import type { EarningsResult, Range } from "~/services/calculations/earnings";
import { CLIMATE_LABELS, SOIL_CLASS_LABELS } from "~/services/constants/sets";
import { formatCurrency, formatNumber } from "~/services/kit/format";
import { ScrollRegion } from "../scroll-region";

const range = (r: Range, format: (n: number) => string) => {
  const [low, high] = [format(r.low), format(r.high)];
  return low === high ? low : `${low} to ${high}`;
};
const tonnes = (r: Range) => `${range(r, (n) => formatNumber(n, 1))} t CO2e`;
const rand = (r: Range) => range(r, (n) => formatCurrency(n, 0));
/** A land use's soil carbon a year: gained, or lost (a negative range); nothing when zero. */
function change(land: string, r: Range) {
  if (r.low === 0 && r.high === 0) return null;
  if (r.high < 0) {
    return (
      <li>
        Soil carbon lost on {land}: {tonnes({ low: -r.high, high: -r.low })} a year.
      </li>
    );
  }
  return (
    <li>
      Soil carbon gained on {land}: {tonnes(r)} a year.
    </li>
  );
}
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

export function EarningsResultView({
  result,
  shareUrl,
}: {
  result: EarningsResult;
  /** The page's address with the inputs, to share or bookmark. */
  shareUrl: string;
}) {
  const where = `${list(result.climates.map((c) => CLIMATE_LABELS[c]))} climate, ${list(result.soils.map((s) => SOIL_CLASS_LABELS[s]))} soil`;
  return (
    <section className="ep-result" aria-labelledby="ep-result-title">
      <h2 id="ep-result-title">Your estimate</h2>
      {result.noGain ? (
        <p className="ep-none">
          These practices would not add soil carbon on this land, so they would earn no credits. Try
          other practices, or check the current management you entered.
        </p>
      ) : (
        <dl className="ep-figures">
          <div>
            <dt>To you, a year</dt>
            <dd>{rand(result.rand)}</dd>
          </div>
          <div>
            <dt>Credits, a year</dt>
            <dd>{tonnes(result.credits)}</dd>
          </div>
        </dl>
      )}
      <p>
        For a {where}, over the {formatNumber(result.periodYears, 0)} years the soil takes to settle
        (the top {formatNumber(result.depthCm, 0)} cm).
      </p>
      <ul>
        {result.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
        {change("cropland", result.cropland)}
        {change("grazing land", result.grazing)}
        <li>
          Deductions before credits are issued: {formatNumber(result.deductions * 100, 1)} %
          (uncertainty, the non-permanence buffer and leakage).
        </li>
      </ul>
      <p className="ep-stamp">
        {`Constants: soil carbon version ${result.versions.soilCarbon}, credits version ${result.versions.credits}`}
      </p>
      <p className="ep-disclaimer">
        This is an estimate, not an offer. What your land earns depends on soil samples, the
        practices you carry out, the standard&apos;s rules and the price when credits are sold.
      </p>
      <p>
        <a href={shareUrl}>Link to this estimate</a> (copy it to share or come back later).
      </p>
      <ScrollRegion className="ep-assumptions-box" label="Every assumption in this estimate">
        <table className="ep-assumptions">
          <caption>Every assumption in this estimate</caption>
          <thead>
            <tr>
              <th scope="col">Constant</th>
              <th scope="col">Value</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {result.assumptions.map((a) => (
              <tr key={a.key}>
                <th scope="row">{a.label}</th>
                <td>
                  {formatNumber(a.value, 4)} {a.unit.startsWith("factor") ? "" : a.unit}
                </td>
                <td>{a.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
